import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorReason } from '@rrsp/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { defaultMessageFor, failure } from './envelope.ts';

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (headers too large, a broken request line, a body
 * that never finishes). They get the same envelope as everything else, written straight to the socket.
 */
const PARSER_ERRORS: Record<string, [number, ErrorReason, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'HEADER_TOO_LARGE', '请求头过大，请清理浏览器 Cookie 后重试'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'REQUEST_TIMEOUT', '请求超时：内容没有在规定时间内传完，请重试'],
};

export const clientErrorHandler = (error: NodeJS.ErrnoException, socket: Socket): void => {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason, message] = (error.code && PARSER_ERRORS[error.code]) || [
    400,
    'MALFORMED_REQUEST' as const,
    '请求格式不正确',
  ];
  const body = JSON.stringify(failure(status, reason, message));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\nConnection: close\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
};

/** Errors of Fastify's router before any route runs: a malformed percent-encoding in the path, mostly. */
export const frameworkErrors = (
  error: Error & { code?: string },
  _request: FastifyRequest,
  reply: FastifyReply,
) => {
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply.code(400).send(failure(400, 'MALFORMED_REQUEST', '请求地址的编码不正确'));
  }
  return reply.code(500).send(failure(500, 'INTERNAL', defaultMessageFor(500)));
};
