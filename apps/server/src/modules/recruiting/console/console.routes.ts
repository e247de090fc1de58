import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../../lib/service-context';

/** 企業コンソール（企業プロフィール、求人の作成・編集・公開・終了、採用担当者の招待） (issue 10). */
export async function consoleRoutes(_app: FastifyInstance, _opts: { ctx: ServiceContext }) {}
