import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Files written under DATA_DIR/uploads by earlier versions (the demo covers before the files service), still served
 * at `/uploads/` so existing data keeps its pictures; new files go through platform/files. SVGs could carry script,
 * so every file is served with a sandboxing CSP and no content sniffing: opened directly, nothing in it runs.
 */
export const uploadsPlugin = fp(
  async (app: FastifyInstance) => {
    const root = path.join(app.config.dataDir, 'uploads');
    await mkdir(root, { recursive: true });
    await app.register(fastifyStatic, {
      root,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders: (res) => {
        res.setHeader('Cache-Control', 'public, max-age=86400');
        res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
        res.setHeader('X-Content-Type-Options', 'nosniff');
      },
    });
  },
  { name: 'legacy-uploads', dependencies: ['context'] },
);
