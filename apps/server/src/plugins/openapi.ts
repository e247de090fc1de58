import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI 3 generated from the same zod schemas that validate requests, served at
 * /api/openapi.json with a browsable UI at /api/docs. Only /api routes are described.
 */
export const openApiPlugin = fp<{ baseUrl: string }>(async (app: FastifyInstance, opts) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Kiseki API',
        description:
          'Kiseki（キセキ）のAPI。JSONのキーはsnake_case、時刻はエポック秒。' +
          '状態を変えるリクエストには X-CSRFToken ヘッダー（csrftoken クッキーの値）が必要です。',
        version: '1.0.0',
      },
      servers: [{ url: opts.baseUrl }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'sessionid' },
          csrf: { type: 'apiKey', in: 'header', name: 'X-CSRFToken' },
        },
      },
    },
    transform: (args) => {
      if (!args.url.startsWith('/api/') || args.url.startsWith('/api/docs')) {
        return { schema: { ...args.schema, hide: true }, url: args.url };
      }
      return jsonSchemaTransform(args);
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
