import type { ErrorReason, FieldIssue } from '@rrsp/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { defaultMessageFor, defaultReasonFor, failure } from './envelope.ts';
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

/** Errors Fastify and its plugins raise before a handler runs, each with the answer a person can act on. */
const FRAMEWORK_ERRORS: Record<string, [ErrorReason, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ['MALFORMED_REQUEST', '请求体不是合法的 JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['MALFORMED_REQUEST', '请求体为空，请以 JSON 格式提交'],
  FST_ERR_CTP_BODY_TOO_LARGE: ['TOO_LARGE', '提交的内容过大，请精简后重试'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['UNSUPPORTED_MEDIA_TYPE', '不支持的内容类型，请以 JSON 格式提交'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['MALFORMED_REQUEST', '请求长度与内容不符'],
  FST_ERR_CTP_INVALID_TYPE: ['UNSUPPORTED_MEDIA_TYPE', '缺少或无法识别内容类型'],
  FST_ERR_BAD_URL: ['MALFORMED_REQUEST', '请求地址的编码不正确'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: ['UNSUPPORTED_MEDIA_TYPE', '请以 multipart/form-data 方式上传文件'],
  FST_REQ_FILE_TOO_LARGE: ['TOO_LARGE', '文件过大'],
  FST_PARTS_LIMIT: ['MALFORMED_REQUEST', '上传的表单项过多'],
  FST_FILES_LIMIT: ['MALFORMED_REQUEST', '一次只能上传一个文件'],
  FST_FIELDS_LIMIT: ['MALFORMED_REQUEST', '上传的表单字段过多'],
  FST_PROTO_VIOLATION: ['MALFORMED_REQUEST', '上传的表单字段名不允许'],
};

/**
 * PostgreSQL's SQLSTATEs for a database that cannot answer now (shutting down, restarting, not accepting connections,
 * the connection lost, too many connections): the request was not wrong and may be tried again shortly. Class 08 is
 * every connection exception.
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** Node's errors for a database connection that was refused or dropped. */
const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE']);
/** How long a caller is asked to wait before trying again while the database is away. */
const DATABASE_RETRY_SECONDS = 5;

/** Whether the error (or what it wraps: drizzle puts the driver's error in `cause`) is the database being away. */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (UNAVAILABLE_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
      if (UNAVAILABLE_SOCKET_CODES.has(code)) return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

/** One error handler for the whole app: callers see a Chinese envelope with a reason; 5xx internals only reach the log. */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        const retry = error.details?.retryAfterSeconds;
        if (error.status === 429 && retry !== undefined) reply.header('Retry-After', String(retry));
        return reply
          .code(error.status)
          .send(failure(error.status, error.reason, error.message, error.details));
      }
      if (Array.isArray(error.validation) && error.validation.length > 0) {
        const fields = toFieldIssues(error.validation as ValidationEntry[], error.validationContext);
        const first = fields[0];
        const msg = first ? `${first.field}：${first.message}` : defaultMessageFor(400);
        return reply.code(400).send(failure(400, 'VALIDATION', msg, { fields }));
      }
      const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
      const status = error.statusCode ?? 500;
      if (known) {
        const knownStatus = status >= 400 && status < 500 ? status : 400;
        return reply.code(knownStatus).send(failure(knownStatus, known[0], known[1]));
      }
      if (status >= 400 && status < 500) {
        return reply.code(status).send(failure(status, defaultReasonFor(status), defaultMessageFor(status)));
      }
      request.log.error({ err: error }, 'unhandled error');
      const unavailable = status === 503 || isDatabaseUnavailable(error);
      if (unavailable) reply.header('Retry-After', String(DATABASE_RETRY_SECONDS));
      const code = unavailable ? 503 : 500;
      return reply.code(code).send(
        failure(code, defaultReasonFor(code), `${defaultMessageFor(code)}（请求编号 ${request.id}）`, {
          requestId: request.id,
        }),
      );
    });
  },
  { name: 'error-handler' },
);
