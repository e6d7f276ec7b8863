import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import type { Config } from '../../config.ts';
import { jobLogFields } from '../observability/request-scope.ts';

/**
 * Human lines for a person at a terminal (pino-pretty), JSON lines for a log collector. `npm start` in a terminal
 * stays readable: one access line per request, and the demo accounts do not scroll away.
 */
export const loggerOptions = (
  config: Pick<Config, 'logLevel' | 'logFormat'>,
): FastifyServerOptions['logger'] => {
  const pretty =
    config.logFormat === 'pretty' || (config.logFormat === 'auto' && process.stdout.isTTY === true);
  // a line logged while a job runs names the request that enqueued it (`reqId`, as the request's own lines do)
  return pretty
    ? {
        level: config.logLevel,
        mixin: jobLogFields,
        transport: {
          target: 'pino-pretty',
          options: {
            translateTime: 'SYS:HH:MM:ss',
            // the access line says method, path, status and time in its message already
            ignore: 'pid,hostname,reqId,method,url,status,ms',
            singleLine: true,
          },
        },
      }
    : { level: config.logLevel, mixin: jobLogFields };
};

/** Query parameters that carry a credential: their values never reach the log. */
const SECRET_PARAMETERS = /([?&](?:ticket|signature|token|code|password)=)[^&]*/gi;

export const loggableUrl = (url: string): string => url.replace(SECRET_PARAMETERS, '$1***');

/** pino's level values: a line at `level` is written when the logger's own level is not above it. */
const LEVEL_VALUES: Record<string, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Number.POSITIVE_INFINITY,
};
const writes = (loggerLevel: string | undefined, level: 'debug' | 'info'): boolean =>
  (LEVEL_VALUES[loggerLevel ?? ''] ?? 0) <= (LEVEL_VALUES[level] ?? 0);

/** Whether a good request's access line is written at this level (the prepared answers' fast path writes none). */
export const writesAccessLines = (loggerLevel: string | undefined): boolean =>
  loggerLevel !== undefined && writes(loggerLevel, 'info'); // no level: no logger (`logger: false`), nothing written

/** Health checks and scrapes come every few seconds from a balancer or Prometheus; logged only when debugging. */
const QUIET_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * One access line per request, when the answer has gone (Fastify's default writes two: "incoming request" and
 * "request completed", each with the whole request and reply).
 */
export class AccessLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const failed = error || reply.statusCode >= 500;
    // below the logger's level (LOG_LEVEL=warn) a good request's line is not even put together
    if (!failed && !writes(request.log.level, QUIET_PATHS.has(request.url) ? 'debug' : 'info')) return;
    const ms = Math.round(reply.elapsedTime);
    const url = loggableUrl(request.url);
    const line = { method: request.method, url, status: reply.statusCode, ms };
    const message = `${request.method} ${url} ${reply.statusCode} ${ms}ms`;
    if (failed) request.log.error({ ...line, err: error ?? undefined }, message);
    else if (QUIET_PATHS.has(request.url)) request.log.debug(line, message);
    else request.log.info(line, message);
  }
}
