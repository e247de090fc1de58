import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../../lib/service-context';

/** 興味通知（気になる）と経歴更新リクエスト (issue 10). */
export async function interestRoutes(_app: FastifyInstance, _opts: { ctx: ServiceContext }) {}
