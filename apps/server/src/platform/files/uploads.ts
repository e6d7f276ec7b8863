import multipart, { type MultipartFile } from '@fastify/multipart';
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
// busboy stops at the `files: 1` limit above and reports a second file part as this error, not as a part
const isSecondFile = (error: unknown) => (error as { code?: string }).code === 'FST_FILES_LIMIT';

const ONE_FILE_ONLY = '一次只能上传一个文件';
const secondFile = () => badRequest(ONE_FILE_ONLY, [{ field: 'file', message: ONE_FILE_ONLY }]);

type UploadedFile = { filename: string; bytes: Buffer };

/**
 * Reads the one file of a multipart upload (field `file`). Every way a multipart body can be broken — no or a wrong
 * boundary, a truncated body, a NUL in the file name, a second file (decision 010) — is a 400 with a sentence, never a
 * 500. The body is read to its end, so a second file cannot hide behind the first one being stored.
 */
export const readUploadedFile = async (
  request: FastifyRequest,
  maxBytes: number,
  label: string,
): Promise<UploadedFile> => {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', '请以 multipart/form-data 方式上传文件（字段名 file）');
  }
  // busboy reads `boundary=` (empty) as a body with no parts, which would answer "choose a file" to a broken request
  if (!BOUNDARY.test(request.headers['content-type'] ?? '')) throw malformed(BROKEN_BODY);
  const tooLarge = () =>
    new AppError('TOO_LARGE', `${label}不能超过 ${Math.round(maxBytes / 1024 / 1024)} MB`);
  let upload: UploadedFile | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      // plain fields may ride along (a form's hidden inputs); the endpoint's parameters are in its query
      if (part.type !== 'file') continue;
      if (upload) throw secondFile();
      upload = await readFilePart(part, tooLarge);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (isSecondFile(error)) throw secondFile();
    if (isTooLarge(error)) throw tooLarge();
    throw malformed(BROKEN_BODY);
  }
  if (!upload) throw badRequest('请选择要上传的文件', [{ field: 'file', message: '请选择要上传的文件' }]);
  return upload;
};

const readFilePart = async (part: MultipartFile, tooLarge: () => AppError): Promise<UploadedFile> => {
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
