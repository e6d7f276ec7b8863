import { FILE_KINDS, getPrivateFileLink, uploadFile } from '@rrsp/contract';
import type { FastifyInstance } from 'fastify';
import { readUploadedFile, registerUploads } from '../../../platform/files/uploads.ts';
import { registerEndpoint } from '../../../platform/http/endpoint-route.ts';
import { notFound, unauthorized } from '../../../platform/http/errors.ts';

/** SPEC.md §7 "file upload /common/obs/upload", served by the platform's files service. */
export const fileRoutes = async (app: FastifyInstance) => {
  // the portal's one upload endpoint: the multipart parser (and its two hooks per request) lives in this scope only
  await registerUploads(app);
  registerEndpoint(app, uploadFile, async ({ query, request, principal }) => {
    if (principal.kind !== 'user') throw unauthorized();
    const rules = FILE_KINDS[query.kind];
    await app.rateLimiter.hit([
      { bucket: `upload:user:${principal.user.id}`, limit: 60, windowSeconds: 3600, message: '上传过于频繁' },
    ]);
    const { filename, bytes } = await readUploadedFile(request, rules.maxBytes, rules.label);
    return app.files.store({
      kind: query.kind,
      bytes,
      originalName: filename,
      ownerUserId: principal.user.id,
    });
  });

  registerEndpoint(app, getPrivateFileLink, async ({ query, principal }) => {
    if (principal.kind !== 'user') throw unauthorized();
    const row = await app.files.byId(query.fileId);
    // someone else's file answers like a missing one, so ids cannot be probed
    if (!row || !app.files.mayRead(row, principal.user)) {
      throw notFound('文件不存在或您无权查看');
    }
    return app.files.privateLink(row);
  });
};
