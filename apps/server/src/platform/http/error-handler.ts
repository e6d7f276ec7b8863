import type { FieldIssue } from '@rrsp/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { defaultMessageFor, failure } from './envelope.ts';
import { AppError } from './errors.ts';

interface ValidationEntry {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

const sectionName: Record<string, string> = {
  body: '请求体',
  querystring: '查询参数',
  params: '路径参数',
  headers: '请求头',
};

const toFieldIssues = (entries: ValidationEntry[], context: string | undefined): FieldIssue[] =>
  entries.slice(0, 20).map((entry) => {
    const path = (entry.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    const unrecognized = entry.params?.keys;
    if (Array.isArray(unrecognized) && unrecognized.length > 0) {
      return { field: unrecognized.join(', '), message: '不支持的字段' };
    }
    return { field: path || sectionName[context ?? ''] || '请求', message: entry.message ?? '格式不正确' };
  });

const PARSER_MESSAGES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, '请求体不是合法的 JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, '请求体为空，请以 JSON 格式提交'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, '提交的内容过大，请精简后重试'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, '不支持的内容类型，请以 JSON 格式提交'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, '请求长度与内容不符'],
  FST_ERR_CTP_INVALID_TYPE: [415, '缺少或无法识别内容类型'],
};

/** One error handler for the whole app: callers see a Chinese envelope; 5xx internals only reach the log. */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        if (error.status === 429) {
          const retry = (error.data as { retryAfterSeconds?: number } | null)?.retryAfterSeconds;
          if (retry !== undefined) reply.header('Retry-After', String(retry));
        }
        return reply.code(error.status).send(failure(error.status, error.message, error.data));
      }
      if (Array.isArray(error.validation) && error.validation.length > 0) {
        const fields = toFieldIssues(error.validation as ValidationEntry[], error.validationContext);
        const first = fields[0];
        const msg = first ? `${first.field}：${first.message}` : defaultMessageFor(400);
        return reply.code(400).send(failure(400, msg, { fields }));
      }
      const parserError = error.code ? PARSER_MESSAGES[error.code] : undefined;
      if (parserError) {
        return reply.code(parserError[0]).send(failure(parserError[0], parserError[1]));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.code(status).send(failure(status, defaultMessageFor(status)));
      }
      request.log.error({ err: error }, 'unhandled error');
      const code = status === 503 ? 503 : 500;
      return reply
        .code(code)
        .send(
          failure(code, `${defaultMessageFor(code)}（请求编号 ${request.id}）`, { requestId: request.id }),
        );
    });
  },
  { name: 'error-handler' },
);
