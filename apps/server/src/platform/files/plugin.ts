import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IdSchema } from '@rrsp/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { failure } from '../http/envelope.ts';
import { createFileService, type FileService } from './file-service.ts';
import { configureImageWork } from './image-work.ts';
import { localDriver } from './local-driver.ts';
import type { StoredFileRow } from './tables.ts';

declare module 'fastify' {
  interface FastifyInstance {
    files: FileService;
  }
}

/** The secret that signs private links: FILE_LINK_SECRET, or one made on first start and kept with the keys. */
const linkSecret = async (configured: string | undefined, dataDir: string): Promise<Buffer> => {
  if (configured) return Buffer.from(configured);
  const file = path.join(dataDir, 'keys', 'file-links.secret');
  const existing = await readFile(file, 'utf8').catch(() => '');
  if (existing.trim()) return Buffer.from(existing.trim());
  const made = randomBytes(32).toString('base64url');
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await writeFile(file, `${made}\n`, { mode: 0o600 });
  return Buffer.from(made);
};

/** Appeal photos of earlier versions lay under DATA_DIR/private/appeal; migration 0005 points at their new place. */
const moveLegacyAppealPhotos = async (dataDir: string, root: string) => {
  const legacy = path.join(dataDir, 'private', 'appeal');
  const names = await readdir(legacy).catch(() => null);
  if (!names) return;
  const target = path.join(root, 'private', 'id-photo', 'legacy');
  await mkdir(target, { recursive: true, mode: 0o700 });
  for (const name of names) await rename(path.join(legacy, name), path.join(target, name));
  await rmdir(legacy).catch(() => undefined);
};

export const PURGE_FILES_JOB = 'files:purge';

const FILE_NAME = /^([0-9a-f-]{36})\.[a-z0-9]{2,5}$/;

/** Kinds that are downloads (the data centre's exports): saved by the browser, not shown. */
const DOWNLOAD_KINDS = new Set<string>(['export']);

/**
 * What uploaded content may do when opened directly: nothing, in a sandbox. A PDF (a certificate's watermarked copy)
 * goes without the sandbox, which makes Safari show a blank page or a download instead of the PDF; it still loads
 * nothing, and its copy was made without scripts, actions or attachments (pdf-watermark.ts, docs/decisions/031).
 */
const contentPolicyOf = (mime: string) =>
  mime === 'application/pdf'
    ? "default-src 'none'; style-src 'unsafe-inline'"
    : "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * Uploaded content is never run or sniffed as a page, even when opened directly. A licence is sent as its
 * watermarked copy, made at upload: a view streams stored bytes and decodes nothing (docs/decisions/025).
 */
const serve = async (files: FileService, row: StoredFileRow, reply: FastifyReply, cacheControl: string) => {
  const viewable = await files.view(row);
  if (!viewable) return reply.code(404).send(failure(404, 'NOT_FOUND', '文件不存在或已被删除'));
  if (viewable.size !== null) reply.header('Content-Length', String(viewable.size));
  return reply
    .header('Content-Type', viewable.mime)
    .header('Cache-Control', cacheControl)
    .header('Content-Security-Policy', contentPolicyOf(viewable.mime))
    .header('X-Content-Type-Options', 'nosniff')
    .header(
      'Content-Disposition',
      `${DOWNLOAD_KINDS.has(row.kind) ? 'attachment' : 'inline'}; filename*=UTF-8''${encodeURIComponent(row.originalName)}`,
    )
    .send(viewable.body);
};

/**
 * Files as a platform service (docs/decisions/010): `local` under DATA_DIR or `s3`. Public files are served at
 * `/files/<id>.<ext>` and never change, so they are cached for a year; private files only through a signed link.
 */
export const filesPlugin = fp(
  async (app: FastifyInstance) => {
    const { storage, dataDir } = app.config;
    configureImageWork();
    const localRoot = path.join(dataDir, 'files');
    // the AWS SDK is loaded only where it is used: it costs a local-storage start a fifth of a second (issue 11)
    const driver =
      storage.driver === 's3' ? (await import('./s3-driver.ts')).s3Driver(storage) : localDriver(localRoot);
    if (driver.name === 'local') await moveLegacyAppealPhotos(dataDir, localRoot);
    const files = createFileService({
      db: app.db,
      driver,
      linkSecret: await linkSecret(storage.linkSecret, dataDir),
    });
    app.decorate('files', files);
    app.readiness.add('storage', { label: '文件存储', required: true, check: () => driver.ready() });
    app.jobs.define(PURGE_FILES_JOB, async (_payload, { logger }) => {
      const removed = await files.purgeUnattached();
      if (removed > 0) logger.info({ removed }, 'unattached uploads purged');
    });
    app.jobs.schedule('42 * * * *', PURGE_FILES_JOB);

    const lookup = async (name: string) => {
      const id = FILE_NAME.exec(name)?.[1];
      return id && IdSchema.safeParse(id).success ? files.byId(id) : null;
    };
    const missing = (reply: FastifyReply) =>
      reply.code(404).send(failure(404, 'NOT_FOUND', '文件不存在或已被删除'));

    app.get<{ Params: { name: string } }>(
      '/files/:name',
      { schema: { hide: true } },
      async (request, reply) => {
        const row = await lookup(request.params.name);
        if (row?.visibility !== 'public') return missing(reply);
        return serve(files, row, reply, 'public, max-age=31536000, immutable');
      },
    );

    app.get<{ Params: { name: string }; Querystring: { expires?: string; signature?: string } }>(
      '/files/private/:name',
      { schema: { hide: true } },
      async (request, reply) => {
        const row = await lookup(request.params.name);
        const { expires, signature } = request.query;
        if (!row || !signature || !files.linkIsValid(row.id, Number(expires), String(signature))) {
          return reply.code(403).send(failure(403, 'FORBIDDEN', '查看链接无效或已过期，请返回页面重新打开'));
        }
        return serve(files, row, reply, 'private, no-store');
      },
    );
  },
  { name: 'files', dependencies: ['context', 'jobs', 'observability'] },
);
