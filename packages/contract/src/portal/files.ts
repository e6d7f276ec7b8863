import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

/**
 * What may be uploaded, by purpose. The server reads a file's real type from its content, never from its name, and
 * refuses anything not listed for its kind. Public files are served to anyone with long caching; private ones only
 * through a short-lived link issued after an access check.
 */
export const FILE_KINDS = {
  /** Pictures of services, products and content. */
  image: {
    label: '图片',
    mimes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
    maxBytes: 5 * 1024 * 1024,
    visibility: 'public',
  },
  /** Business licences for settlement: a photo or scan, shown to reviewers with a watermark drawn on it. */
  licence: {
    label: '营业执照',
    mimes: ['image/jpeg', 'image/png'],
    maxBytes: 10 * 1024 * 1024,
    visibility: 'private',
  },
  /**
   * A product's certificate (绿色食品, 有机产品, 地理标志: issue 24), a photo, a scan or the PDF an issuer sends, kept
   * and shown like a licence: private to the publishing tenant and the reviewers, who see it with a watermark (a PDF
   * on every page, at most 20 pages: docs/decisions/031).
   */
  certificate: {
    label: '认证证书',
    mimes: ['image/jpeg', 'image/png', 'application/pdf'],
    maxBytes: 10 * 1024 * 1024,
    visibility: 'private',
  },
  /** Photos of an identity card, for an account appeal. */
  'id-photo': {
    label: '身份证照片',
    mimes: ['image/jpeg', 'image/png', 'image/webp'],
    maxBytes: 5 * 1024 * 1024,
    visibility: 'private',
  },
} as const satisfies Record<
  string,
  { label: string; mimes: readonly string[]; maxBytes: number; visibility: 'public' | 'private' }
>;
export type FileKind = keyof typeof FILE_KINDS;
export const FILE_KIND_NAMES = Object.keys(FILE_KINDS) as [FileKind, ...FileKind[]];
export const FileKindSchema = z.enum(FILE_KIND_NAMES);

/**
 * The most pixels an uploaded picture of any kind may have (docs/decisions/025): every phone photo (12 MP usually,
 * 48–50 MP in a high-resolution mode) and an A3 licence scanned at 300 dpi (17 MP) fit; a picture that decodes to
 * gigabytes from a few kilobytes does not. Read from the image's header at upload, before anything is decoded.
 */
export const IMAGE_MAX_PIXELS = 50_000_000;
/** The limit as people read it, in the refusal and the upload hints (8000×6000 is a 48 MP photo, 4:3). */
export const IMAGE_MAX_PIXELS_TEXT = `${IMAGE_MAX_PIXELS / 10_000} 万像素（约 8000×6000）`;

/**
 * The most pages a PDF certificate may have (docs/decisions/031): a certificate is one or two pages, with annexes a
 * few more; the bound keeps what one upload makes the server parse and draw small.
 */
export const CERTIFICATE_PDF_MAX_PAGES = 20;

/** Kinds a signed-in user may upload through the common endpoint (identity photos go through the appeal only). */
export const UPLOADABLE_KINDS = ['image', 'licence', 'certificate'] as const satisfies readonly FileKind[];

export const StoredFileSchema = z.object({
  fileId: z.uuid(),
  kind: FileKindSchema,
  /** Public files: a permanent address. Private files: null; ask for a link. */
  url: z.string().nullable(),
  name: z.string(),
  size: z.number().int(),
  mime: z.string(),
});
export type StoredFile = z.infer<typeof StoredFileSchema>;

/** Multipart (field `file`); described here, parsed by the route. */
export const uploadFile = defineEndpoint({
  id: 'portal.upload',
  module: 'portal',
  method: 'POST',
  path: '/basics/common/obs/upload',
  access: 'signedIn',
  summary: `上传文件（multipart/form-data，字段 file）：kind=image 为公开图片（JPG/PNG/WebP/GIF，≤5 MB），kind=licence 为营业执照照片或扫描件（JPG/PNG，≤10 MB，仅本人、主体管理员与平台可见，查看时带水印），kind=certificate 为产品认证证书照片、扫描件或 PDF（JPG/PNG/PDF，≤10 MB，PDF 不超过 ${CERTIFICATE_PDF_MAX_PAGES} 页且不能加密，仅本人、发布主体成员与审核人员可见，查看时带水印）；图片均不超过 ${IMAGE_MAX_PIXELS_TEXT}`,
  query: z.strictObject({ kind: z.enum(UPLOADABLE_KINDS).default('image') }),
  data: StoredFileSchema,
});

export const getPrivateFileLink = defineEndpoint({
  id: 'portal.privateFileLink',
  module: 'portal',
  method: 'GET',
  path: '/basics/common/obs/privateLink',
  access: 'signedIn',
  summary: '私有文件的临时查看地址（5 分钟内有效；仅上传者与平台运营人员可取得）',
  query: z.strictObject({ fileId: z.uuid('文件编号格式不正确') }),
  data: z.object({ url: z.string(), expiresInSeconds: z.number().int() }),
});

/**
 * A public image of the portal's own files service, as pages and rich text address it: `/files/<uuid>.<ext>`. The only
 * pictures settings and content may show; the id is a whole UUID, so a lookup never meets a malformed one.
 */
export const OWN_IMAGE_PATH =
  /^\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.[a-z]{3,4}$/;

/** The file id of an own image's address, or null for anything else. */
export const ownImageIdOf = (url: string | null | undefined): string | null =>
  (url ? OWN_IMAGE_PATH.exec(url)?.[1] : undefined) ?? null;
