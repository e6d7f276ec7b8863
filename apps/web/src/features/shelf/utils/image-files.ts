import { FILE_KINDS } from '@rrsp/contract';

/** What the files service takes as a picture of a product or a service (FILE_KINDS.image in the contract). */
export const IMAGE_MIMES: readonly string[] = FILE_KINDS.image.mimes;
export const IMAGE_MAX_BYTES = FILE_KINDS.image.maxBytes;

/** A card and a gallery need no more than this; a phone photo of 8 MB leaves as a few hundred KB. */
export const IMAGE_COMPRESSION = { maxEdge: 1600, quality: 0.85 } as const;

/** Why a chosen file cannot be a picture on the shelf (checked again after compression for its size). */
export const imageFileProblem = (file: { type: string; size: number }): string | undefined => {
  if (!IMAGE_MIMES.includes(file.type)) return '仅支持 JPG、PNG、WebP、GIF 格式的图片';
  if (file.size > IMAGE_MAX_BYTES) return '图片不能超过 5 MB，请换一张或裁剪后再上传';
  return undefined;
};

/**
 * Of the files just chosen, those that still fit beside the pictures already there (or on their way), in the order
 * chosen; the rest are named so the user knows which were left out.
 */
export const takeWithinLimit = <F>(
  chosen: readonly F[],
  taken: number,
  limit: number,
): { accepted: F[]; dropped: F[] } => {
  const room = Math.max(0, limit - taken);
  return { accepted: chosen.slice(0, room), dropped: chosen.slice(room) };
};

/** The pictures with one moved to the front: the first is the cover the shelf shows. */
export const asCover = <T>(images: readonly T[], index: number): T[] => {
  const chosen = images[index];
  if (chosen === undefined || index === 0) return [...images];
  return [chosen, ...images.slice(0, index), ...images.slice(index + 1)];
};
