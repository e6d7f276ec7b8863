import multipart from '@fastify/multipart';
import { FILE_KINDS } from '@rrsp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest, malformed } from '../http/errors.ts';

const LARGEST_FILE = Math.max(...Object.values(FILE_KINDS).map((kind) => kind.maxBytes));

/** Adds the multipart parser to the (encapsulated) scope of a module that has upload endpoints. */
export const registerUploads = (app: FastifyInstance) =>
  app.register(multipart, {
    limits: { fileSize: LARGEST_FILE, files: 1, fields: 5, parts: 6, headerPairs: 100 },
    // busboy would quietly cut a path off the name; kept, so a name with a path is refused, not half-trusted
    preservePath: true,
    throwFileSizeLimit: true,
  });

const BOUNDARY = /;\s*boundary=(?:"[^"]+"|[^\s;"]+)/i;
const BROKEN_BODY = '上传内容格式不正确，请重新选择文件后上传';

const isTooLarge = (error: unknown) => (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * Reads the one file of a multipart upload (field `file`). Every way a multipart body can be broken — no or a wrong
 * boundary, a truncated body, a NUL in the file name — is a 400 with a sentence, never a 500.
 */
export const readUploadedFile = async (
  request: FastifyRequest,
  maxBytes: number,
  label: string,
): Promise<{ filename: string; bytes: Buffer }> => {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', '请以 multipart/form-data 方式上传文件（字段名 file）');
  }
  // busboy reads `boundary=` (empty) as a body with no parts, which would answer "choose a file" to a broken request
  if (!BOUNDARY.test(request.headers['content-type'] ?? '')) throw malformed(BROKEN_BODY);
  const tooLarge = () =>
    new AppError('TOO_LARGE', `${label}不能超过 ${Math.round(maxBytes / 1024 / 1024)} MB`);
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file({ limits: { fileSize: maxBytes } });
  } catch (error) {
    if (isTooLarge(error)) throw tooLarge();
    throw malformed(BROKEN_BODY);
  }
  if (!part) throw badRequest('请选择要上传的文件', [{ field: 'file', message: '请选择要上传的文件' }]);
  if (part.fieldname !== 'file')
    throw badRequest('文件须放在 file 字段中上传', [{ field: 'file', message: '缺少文件' }]);
  if (part.filename.includes('\u0000')) throw malformed('文件名包含不允许的字符');
  if (/[\\/]/.test(part.filename) || /^\.+$/.test(part.filename.trim())) {
    throw badRequest('文件名不能包含路径，请直接选择文件上传', [
      { field: 'file', message: '文件名包含路径' },
    ]);
  }
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if (isTooLarge(error)) throw tooLarge();
    throw malformed('上传内容不完整，请重新上传');
  }
  if (part.file.truncated) throw tooLarge();
  return { filename: part.filename, bytes };
};
