import type { FastifyRequest } from 'fastify';

/** Who is asking, as far as sessions and audits record it. */
export interface RequestMeta {
  ip: string;
  userAgent: string | undefined;
}

export const requestMeta = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});
