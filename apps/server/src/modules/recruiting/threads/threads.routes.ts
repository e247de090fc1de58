import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../../lib/service-context';

/** メッセージスレッド、スカウト、企業ダッシュボード (issue 10). */
export async function threadRoutes(_app: FastifyInstance, _opts: { ctx: ServiceContext }) {}
