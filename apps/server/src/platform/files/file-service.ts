import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  FILE_KINDS,
  type FileKind,
  IMAGE_MAX_PIXELS_TEXT,
  type OperatorRole,
  type StoredFile,
} from '@rrsp/contract';
import { and, eq, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Database, Executor } from '../database/client.ts';
import { AppError, badRequest, businessRule, tooManyRequests } from '../http/errors.ts';
import { PDF_MAX_PAGES, PdfRefused } from './pdf-watermark.ts';
import { watermarkPdf } from './pdf-watermark-runner.ts';
import type { StorageDriver } from './storage-driver.ts';
import { type StoredFileRow, storedFiles } from './tables.ts';
import { imageDimensions, watermarkImage, withinPixelLimit } from './watermark.ts';

/** Operators who decide on private papers: settlement reviewers read licences, account managers appeal photos. */
const PAPER_READERS: ReadonlySet<OperatorRole> = new Set(['marketReviewer', 'accountManager']);

/** Kinds whose pictures are only ever shown with "仅限本平台审核使用" drawn across them (licences, certificates). */
const WATERMARKED_KINDS: ReadonlySet<string> = new Set<FileKind>(['licence', 'certificate']);

/**
 * Where a licence's watermarked copy lives: beside the upload, under a name derived from its key, so a row needs no
 * second key and a licence stored before the copies existed is recognised by the copy's absence. A picture's copy is
 * a JPEG whatever it was uploaded as; a PDF certificate's copy stays a PDF (docs/decisions/031).
 */
export const watermarkedKeyOf = (storageKey: string): string =>
  storageKey.replace(/\.[a-z0-9]+$/, storageKey.endsWith('.pdf') ? '.watermarked.pdf' : '.watermarked.jpg');

/** The type of a watermarked copy, from the type of its upload. */
const watermarkedMimeOf = (mime: string): string => (mime === 'application/pdf' ? mime : 'image/jpeg');

/** What a viewer is sent for a stored file. */
export interface ViewableFile {
  body: Readable | Buffer;
  mime: string;
  /** Null when only the stream knows it (a stored copy). */
  size: number | null;
}

/** A private link lives this long: enough to open a picture, too short to be worth sharing. */
export const PRIVATE_LINK_SECONDS = 300;

/** How people name the formats (the message lists them). */
const FORMAT_NAMES: Record<string, string> = {
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'application/pdf': 'PDF',
};

const listFormats = (mimes: readonly string[]) => {
  const names = mimes.map((mime) => FORMAT_NAMES[mime] ?? mime);
  return names.length > 1 ? `${names.slice(0, -1).join('、')} 或 ${names.at(-1)}` : (names[0] ?? '');
};

/**
 * A picture sharp cannot read, or one with more pixels than IMAGE_MAX_PIXELS, is refused from its header before
 * anything decodes it (issue 23: a 20000×20000 PNG of a few KB was accepted as a licence no one could ever open).
 */
const refuseUnreadablePictures = async (bytes: Buffer, label: string) => {
  const size = await imageDimensions(bytes);
  if (!size) {
    throw badRequest(`${label}无法作为图片打开，文件可能已损坏，请重新选择`, [
      { field: 'file', message: '图片无法打开' },
    ]);
  }
  if (!withinPixelLimit(size)) {
    throw badRequest(
      `图片像素过大：最多 ${IMAGE_MAX_PIXELS_TEXT}，这张是 ${size.width}×${size.height}，请缩小后重新上传`,
      [{ field: 'file', message: `图片像素过大，最多 ${IMAGE_MAX_PIXELS_TEXT}` }],
    );
  }
};

const drawOrRefuse = (bytes: Buffer, label: string): Promise<Buffer> =>
  watermarkImage(bytes).catch(() => {
    throw badRequest(`${label}无法作为图片打开，文件可能已损坏，请重新选择`, [
      { field: 'file', message: '图片无法打开' },
    ]);
  });

/** Seconds a PDF refused while others wait is asked to come back after. */
const PDF_BUSY_RETRY_SECONDS = 10;

/**
 * The 4xx for a PDF certificate that cannot be watermarked: what is wrong, and what to send instead; a 429 when others
 * are being drawn (the file may be fine).
 */
const pdfRefusal = (refusal: PdfRefused, label: string) => {
  if (refusal.reason === 'busy') {
    return tooManyRequests(`正在处理其他 PDF 证书，请稍后重新上传${label}`, PDF_BUSY_RETRY_SECONDS);
  }
  const sentences: Record<Exclude<PdfRefused['reason'], 'busy'>, [string, string]> = {
    'not-pdf': [`${label}不是有效的 PDF 文件，请重新选择`, '文件不是 PDF'],
    encrypted: [
      `${label} PDF 已加密（设有密码或权限限制），无法加水印，请上传未加密的 PDF 或证书照片`,
      'PDF 已加密',
    ],
    unreadable: [`${label}无法作为 PDF 打开，文件可能已损坏，请重新选择`, 'PDF 无法打开'],
    empty: [`${label} PDF 中没有页面，请重新选择`, 'PDF 没有页面'],
    'too-many-pages': [
      `${label} PDF 页数过多：最多 ${PDF_MAX_PAGES} 页，这份有 ${refusal.pages} 页，请只保留证书所在的页面后重新上传`,
      `PDF 最多 ${PDF_MAX_PAGES} 页`,
    ],
    'too-large': [
      `${label} PDF 内容过大或结构过于复杂，无法加水印；请稍后重试，或另存为普通 PDF、拍照后重新上传`,
      'PDF 内容过大',
    ],
  };
  const [message, field] = sentences[refusal.reason];
  return badRequest(message, [{ field: 'file', message: field }]);
};

/** A stored picture no view can ever show: a 4xx that says what to do, never a 500. */
const unviewable = (size: { width: number; height: number } | null) =>
  businessRule(
    size && !withinPixelLimit(size)
      ? `该图片像素过大（${size.width}×${size.height}，最多 ${IMAGE_MAX_PIXELS_TEXT}），无法查看，请上传者重新上传`
      : '该图片已损坏，无法查看，请上传者重新上传',
  );

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
  'application/pdf': 'pdf',
};

const MIME_OF_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

const extensionOf = (name: string): string | null =>
  /\.([A-Za-z0-9]{1,5})$/.exec(name)?.[1]?.toLowerCase() ?? null;

/** A display name only: no path, no control characters, a sensible length. */
const displayName = (name: string): string => {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f)
    .join('');
  return clean.trim().slice(0, 120) || '未命名文件';
};

const toStoredFile = (row: StoredFileRow): StoredFile => ({
  fileId: row.id,
  kind: row.kind as FileKind,
  url: row.visibility === 'public' ? publicUrlOf(row) : null,
  name: row.originalName,
  size: row.size,
  mime: row.mime,
});

export const publicUrlOf = (row: Pick<StoredFileRow, 'id' | 'storageKey'>): string =>
  `/files/${row.id}.${row.storageKey.split('.').pop()}`;

export interface FileServiceOptions {
  db: Database;
  driver: StorageDriver;
  /** Signs private links; the same on every instance (derived from the deployment's key material). */
  linkSecret: Buffer;
}

export const createFileService = ({ db, driver, linkSecret }: FileServiceOptions) => {
  const sign = (id: string, expires: number) =>
    createHmac('sha256', linkSecret).update(`${id}.${expires}`).digest('base64url');

  const insert = async (values: typeof storedFiles.$inferInsert) => {
    const [row] = await db.insert(storedFiles).values(values).returning();
    if (!row) throw new Error('file insert returned nothing');
    return row;
  };

  const keyFor = (visibility: string, kind: string, extension: string) => {
    const now = new Date();
    const month = `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    return `${visibility}/${kind}/${month}/${randomUUID()}.${extension}`;
  };

  /** Removes a file's bytes and whatever was derived from them. */
  const deleteBytes = async (row: Pick<StoredFileRow, 'kind' | 'storageKey'>) => {
    await driver.delete(row.storageKey);
    if (WATERMARKED_KINDS.has(row.kind)) await driver.delete(watermarkedKeyOf(row.storageKey));
  };

  const readBytes = async (row: StoredFileRow): Promise<Buffer | null> => {
    const stream = await driver.get(row.storageKey);
    if (!stream) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
    return Buffer.concat(chunks);
  };

  /** Copies being drawn now, so views of a licence that has none yet wait for one drawing instead of each drawing. */
  const drawing = new Map<string, Promise<Buffer | null>>();

  /**
   * The watermarked copy of a licence stored before copies were made at upload: drawn on its first view and kept.
   * A picture that could never be drawn (too many pixels, broken bytes: accepted before issue 23) answers a 422.
   */
  const drawMissingCopy = async (row: StoredFileRow): Promise<Buffer | null> => {
    const original = await readBytes(row);
    if (!original) return null;
    if (row.mime === 'application/pdf') {
      // a PDF's copy is made at upload; this only redraws one the storage lost
      const copy = await watermarkPdf(original).catch((error: unknown) => {
        if (error instanceof PdfRefused && error.reason === 'busy') {
          throw tooManyRequests('正在处理其他 PDF 证书，请稍后再查看', PDF_BUSY_RETRY_SECONDS);
        }
        throw businessRule('该 PDF 无法加水印，无法查看，请上传者重新上传');
      });
      await driver.put(watermarkedKeyOf(row.storageKey), copy, watermarkedMimeOf(row.mime));
      return copy;
    }
    const size = await imageDimensions(original);
    if (!size || !withinPixelLimit(size)) throw unviewable(size);
    const copy = await watermarkImage(original).catch(() => {
      throw unviewable(size);
    });
    await driver.put(watermarkedKeyOf(row.storageKey), copy, watermarkedMimeOf(row.mime));
    return copy;
  };

  return {
    /**
     * Stores an upload: its kind decides the types and size allowed; the type is read from the bytes. The key is
     * generated, so nothing the client sent reaches the storage path.
     */
    async store(input: { kind: FileKind; bytes: Buffer; originalName: string; ownerUserId: string | null }) {
      const rules = FILE_KINDS[input.kind];
      if (input.bytes.length === 0)
        throw badRequest('文件是空的，请重新选择', [{ field: 'file', message: '文件为空' }]);
      if (input.bytes.length > rules.maxBytes) {
        throw new AppError(
          'TOO_LARGE',
          `${rules.label}不能超过 ${Math.round(rules.maxBytes / 1024 / 1024)} MB`,
        );
      }
      const detected = await fileTypeFromBuffer(input.bytes);
      const named = extensionOf(input.originalName);
      if (detected && named && MIME_OF_EXTENSION[named] && MIME_OF_EXTENSION[named] !== detected.mime) {
        throw badRequest(
          `文件内容与文件名不符：文件名是 .${named}，内容却是 ${FORMAT_NAMES[detected.mime] ?? detected.ext.toUpperCase()}，请确认后重新选择`,
          [{ field: 'file', message: '文件内容与扩展名不符' }],
        );
      }
      if (!detected || !(rules.mimes as readonly string[]).includes(detected.mime)) {
        const allowed = listFormats(rules.mimes);
        throw badRequest(`请上传 ${allowed} 格式的${rules.label}`, [
          { field: 'file', message: `文件格式不支持，请上传 ${allowed}` },
        ]);
      }
      if (detected.mime.startsWith('image/')) await refuseUnreadablePictures(input.bytes, rules.label);
      // a licence's copy with the watermark is drawn now, once: a view only streams it (docs/decisions/025, 031)
      const watermarked = !WATERMARKED_KINDS.has(input.kind)
        ? null
        : detected.mime === 'application/pdf'
          ? await watermarkPdf(input.bytes).catch((error: unknown) => {
              throw error instanceof PdfRefused ? pdfRefusal(error, rules.label) : error;
            })
          : await drawOrRefuse(input.bytes, rules.label);
      const storageKey = keyFor(rules.visibility, input.kind, EXTENSIONS[detected.mime] ?? 'bin');
      await driver.put(storageKey, input.bytes, detected.mime);
      if (watermarked) {
        await driver.put(watermarkedKeyOf(storageKey), watermarked, watermarkedMimeOf(detected.mime));
      }
      const row = await insert({
        kind: input.kind,
        visibility: rules.visibility,
        storageKey,
        mime: detected.mime,
        size: input.bytes.length,
        originalName: displayName(input.originalName),
        ownerUserId: input.ownerUserId,
      });
      return toStoredFile(row);
    },

    /** A public picture the server drew itself (the demo covers): trusted, so its declared type stands. */
    async storeGenerated(input: { bytes: Buffer; mime: 'image/svg+xml'; name: string }) {
      const storageKey = keyFor('public', 'generated', EXTENSIONS[input.mime] ?? 'bin');
      await driver.put(storageKey, input.bytes, input.mime);
      const row = await insert({
        kind: 'image',
        visibility: 'public',
        storageKey,
        mime: input.mime,
        size: input.bytes.length,
        originalName: displayName(input.name),
        ownerUserId: null,
      });
      return toStoredFile(row);
    },

    /**
     * A private file the server made (a data-centre export), stored from a stream: the bytes first, then its record,
     * attached at once to what it belongs to so the purge of abandoned uploads never takes it.
     */
    async storeStream(input: {
      source: Readable;
      mime: string;
      extension: string;
      name: string;
      kind: string;
      ownerUserId: string;
      attachedTo: string;
    }): Promise<StoredFileRow> {
      const storageKey = keyFor('private', input.kind, input.extension);
      const size = await driver.putStream(storageKey, input.source, input.mime);
      try {
        return await insert({
          kind: input.kind,
          visibility: 'private',
          storageKey,
          mime: input.mime,
          size,
          originalName: displayName(input.name),
          ownerUserId: input.ownerUserId,
          attachedTo: input.attachedTo,
        });
      } catch (error) {
        await driver.delete(storageKey);
        throw error;
      }
    },

    /** Removes a file, bytes and record (an expired export). */
    async remove(row: StoredFileRow): Promise<void> {
      await deleteBytes(row);
      await db.delete(storedFiles).where(eq(storedFiles.id, row.id));
    },

    /** The file's record; on the caller's transaction when it holds one (a lock-holder takes no second connection). */
    async byId(id: string, executor: Executor = db): Promise<StoredFileRow | null> {
      const [row] = await executor.select().from(storedFiles).where(eq(storedFiles.id, id)).limit(1);
      return row ?? null;
    },

    /** The bytes as stored, as a stream; null when the storage has lost them. */
    open: (row: StoredFileRow): Promise<Readable | null> => driver.get(row.storageKey),

    /** A stored file's bytes, or null when the storage has lost them. */
    readBytes,

    /**
     * What a viewer is sent: the bytes as stored, or for a licence its watermarked copy, streamed as kept (no picture
     * is decoded on a view). Null when the storage has lost the file.
     */
    async view(row: StoredFileRow): Promise<ViewableFile | null> {
      if (!WATERMARKED_KINDS.has(row.kind)) {
        const body = await driver.get(row.storageKey);
        return body ? { body, mime: row.mime, size: row.size } : null;
      }
      const mime = watermarkedMimeOf(row.mime);
      const kept = await driver.get(watermarkedKeyOf(row.storageKey));
      if (kept) return { body: kept, mime, size: null };
      let pending = drawing.get(row.id);
      if (!pending) {
        pending = drawMissingCopy(row).finally(() => drawing.delete(row.id));
        drawing.set(row.id, pending);
      }
      const copy = await pending;
      return copy ? { body: copy, mime, size: copy.length } : null;
    },

    /**
     * Who may see a private file: the one who uploaded it, and the operators whose decisions rest on private papers
     * (licences for settlement, photos for appeals).
     */
    mayRead: (row: StoredFileRow, reader: { id: string; operatorRoles: readonly OperatorRole[] }): boolean =>
      row.visibility === 'public' ||
      // an export belongs to a tenant, not to who asked for it: only the data centre, which checks, links to it
      (row.kind !== 'export' &&
        (reader.operatorRoles.some((role) => PAPER_READERS.has(role)) ||
          (row.ownerUserId !== null && row.ownerUserId === reader.id))),

    /** A signed link to a private file; it lives PRIVATE_LINK_SECONDS, or less when `until` comes first. */
    privateLink(row: StoredFileRow, now = Date.now(), until?: Date) {
      const latest = Math.floor(now / 1000) + PRIVATE_LINK_SECONDS;
      const expires = until ? Math.min(latest, Math.floor(until.getTime() / 1000)) : latest;
      const name = publicUrlOf(row).slice('/files/'.length);
      return {
        url: `/files/private/${name}?expires=${expires}&signature=${sign(row.id, expires)}`,
        expiresInSeconds: Math.max(0, expires - Math.floor(now / 1000)),
      };
    },

    linkIsValid(id: string, expires: number, signature: string, now = Date.now()): boolean {
      if (!Number.isInteger(expires) || expires * 1000 < now) return false;
      const expected = Buffer.from(sign(id, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },

    /**
     * Removes what people uploaded but never attached to anything (an abandoned form, an appeal never submitted),
     * bytes and row, once it is a day old. The server's own pictures (no owner, not an appeal photo) are kept.
     */
    async purgeUnattached(olderThanMs = 86_400_000): Promise<number> {
      const stale = await db
        .select()
        .from(storedFiles)
        .where(
          and(
            isNull(storedFiles.attachedTo),
            lt(storedFiles.createdAt, new Date(Date.now() - olderThanMs)),
            or(isNotNull(storedFiles.ownerUserId), eq(storedFiles.kind, 'id-photo')),
          ),
        )
        .limit(500);
      for (const row of stale) {
        await deleteBytes(row);
        await db.delete(storedFiles).where(eq(storedFiles.id, row.id));
      }
      return stale.length;
    },

    /** The files of these ids, locked until the caller's transaction ends (it decides whether to attach them). */
    lockByIds(ids: string[], tx: Executor): Promise<StoredFileRow[]> {
      return tx.select().from(storedFiles).where(inArray(storedFiles.id, ids)).for('update');
    },

    /** The files attached to one thing (`appeal:<id>`), oldest first: what a reviewer opens. */
    attachedTo(attachedTo: string, executor: Executor = db): Promise<StoredFileRow[]> {
      return executor
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.attachedTo, attachedTo))
        .orderBy(storedFiles.createdAt, storedFiles.id);
    },

    /**
     * Attaches uploaded, still unattached files of one kind to what they belong to, in the caller's transaction.
     * Returns how many were attached, so the caller can tell a stale or foreign id from a good one.
     */
    async attach(ids: string[], kind: FileKind, attachedTo: string, executor: Executor): Promise<number> {
      if (ids.length === 0) return 0;
      const attached = await executor
        .update(storedFiles)
        .set({ attachedTo })
        .where(and(inArray(storedFiles.id, ids), eq(storedFiles.kind, kind), isNull(storedFiles.attachedTo)))
        .returning({ id: storedFiles.id });
      return attached.length;
    },
  };
};

export type FileService = ReturnType<typeof createFileService>;
