import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { jobLogFields } from '../observability/request-scope.ts';
import { AccessLogController, loggerOptions } from './logging.ts';

const appWithLog = () => {
  const lines: Record<string, unknown>[] = [];
  const app = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    logController: new AccessLogController(),
  });
  app.get('/basics/x', async () => ({ ok: true }));
  app.get('/healthz', async () => ({ ok: true }));
  app.get('/boom', async () => {
    throw new Error('kaput');
  });
  return { app, lines };
};

describe('the access log', () => {
  it('writes one line per request, with method, path, status and time', async () => {
    const { app, lines } = appWithLog();
    await app.inject({ url: '/basics/x?page=2' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, method: 'GET', url: '/basics/x?page=2', status: 200 });
    expect(String(lines[0]?.msg)).toMatch(/^GET \/basics\/x\?page=2 200 \d+ms$/);
  });

  it('never logs a ticket or a link signature', async () => {
    const { app, lines } = appWithLog();
    await app.inject({ url: '/basics/x?ticket=ST-secret&page=1&signature=abc' });
    expect(lines[0]?.url).toBe('/basics/x?ticket=***&page=1&signature=***');
    expect(JSON.stringify(lines)).not.toMatch(/ST-secret|abc/);
  });

  it('keeps health checks out of the info log, and logs a failure as an error', async () => {
    const { app, lines } = appWithLog();
    await app.inject({ url: '/healthz' });
    expect(lines).toHaveLength(0);
    await app.inject({ url: '/boom' });
    expect(lines.filter((line) => String(line.msg).startsWith('GET /boom 500'))).toHaveLength(1);
  });
});

describe('the log format', () => {
  it('is human lines at a terminal (or when asked) and JSON lines otherwise', () => {
    expect(loggerOptions({ logLevel: 'info', logFormat: 'pretty' })).toMatchObject({
      transport: { target: 'pino-pretty' },
    });
    expect(loggerOptions({ logLevel: 'info', logFormat: 'json' })).toEqual({
      level: 'info',
      mixin: jobLogFields,
    });
  });
});
