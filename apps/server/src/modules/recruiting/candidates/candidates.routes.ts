import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../../lib/service-context';

/** エンジニア検索と候補者ページ（閲覧履歴、検索キーワードの記録） (issue 10). */
export async function candidateRoutes(_app: FastifyInstance, _opts: { ctx: ServiceContext }) {}
