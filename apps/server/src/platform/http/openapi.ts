import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the contract's zod schemas: `/docs/json` for machines, `/docs` for people. */
export const openApiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: '乡村振兴服务平台 接口文档',
          description:
            '所有响应均为 { code, msg, data }：code 为 200 表示成功，否则等于 HTTP 状态码，msg 为可直接展示的中文说明。' +
            '除健康检查与文档外，每个请求都须携带已登记的 appKey 与 endpointCode 请求头；登录后携带 Authorization，' +
            '选择入驻主体后携带 tenantId。',
          version: '0.1.0',
        },
        components: {
          securitySchemes: {
            appKey: { type: 'apiKey', in: 'header', name: 'appKey' },
            endpointCode: { type: 'apiKey', in: 'header', name: 'endpointCode' },
            session: { type: 'apiKey', in: 'header', name: 'Authorization' },
            tenant: { type: 'apiKey', in: 'header', name: 'tenantId' },
          },
        },
        security: [{ appKey: [], endpointCode: [] }],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: '/docs',
      staticCSP: true,
      uiConfig: { docExpansion: 'list', deepLinking: true },
    });
  },
  { name: 'openapi' },
);
