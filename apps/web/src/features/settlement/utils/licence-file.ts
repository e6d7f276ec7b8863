import { FILE_KINDS } from '@rrsp/contract';

/** What the files service takes as a licence (FILE_KINDS in the contract). */
export const LICENCE_MIMES: readonly string[] = FILE_KINDS.licence.mimes;
export const LICENCE_MAX_BYTES = FILE_KINDS.licence.maxBytes;

/** Scanned licences carry small print: keep more pixels than an ID photo, still far below what phones take. */
export const LICENCE_COMPRESSION = { maxEdge: 2400, quality: 0.85 } as const;

/** 1.2 MB, 356 KB: sizes as people read them. */
export const formatFileSize = (bytes: number): string => {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 KB';
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
};

/** Why a chosen file cannot be a licence, or undefined when it may be uploaded. */
export const licenceFileProblem = (file: { type: string; size: number }): string | undefined => {
  if (!LICENCE_MIMES.includes(file.type)) return '营业执照仅支持 JPG、PNG 格式的照片或扫描件';
  if (file.size > LICENCE_MAX_BYTES) return '营业执照照片不能超过 10 MB，请换一张清晰度适中的照片';
  return undefined;
};
