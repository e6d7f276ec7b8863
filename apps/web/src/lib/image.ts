/**
 * JPEG re-compression before upload (SPEC.md §9): large photos from phones and scanners are scaled down to a
 * sensible longest edge and re-encoded as JPEG, so an ID-card photo of 8 MB travels as a few hundred KB. The size
 * arithmetic is pure and tested; the canvas part runs only in the browser.
 */

export interface CompressOptions {
  /** Longest edge in pixels after scaling (default 2000: ID text stays legible). */
  maxEdge?: number;
  /** JPEG quality from 0 to 1 (default 0.85). */
  quality?: number;
  /** Files at or below this size are left alone unless they exceed maxEdge (default 1 MiB). */
  skipBelowBytes?: number;
}

export const DEFAULT_MAX_EDGE = 2000;
export const DEFAULT_JPEG_QUALITY = 0.85;
export const DEFAULT_SKIP_BELOW_BYTES = 1024 * 1024;

export interface Size {
  width: number;
  height: number;
}

/** Scales a size so its longest edge is at most `maxEdge`, keeping the aspect ratio; never scales up. */
export const scaledSize = (size: Size, maxEdge: number): Size => {
  const { width, height } = size;
  if (!(width > 0) || !(height > 0)) return { width: 0, height: 0 };
  const longest = Math.max(width, height);
  if (longest <= maxEdge || maxEdge <= 0) return { width: Math.round(width), height: Math.round(height) };
  const ratio = maxEdge / longest;
  return {
    width: Math.max(1, Math.round(width * ratio)),
    height: Math.max(1, Math.round(height * ratio)),
  };
};

/** Whether re-encoding is worth it: big in bytes, or bigger than the target edge. */
export const needsCompression = (
  bytes: number,
  size: Size,
  { maxEdge = DEFAULT_MAX_EDGE, skipBelowBytes = DEFAULT_SKIP_BELOW_BYTES }: CompressOptions = {},
): boolean => bytes > skipBelowBytes || Math.max(size.width, size.height) > maxEdge;

/** Clamps a quality value into the range canvas.toBlob accepts. */
export const clampQuality = (quality: number): number =>
  Number.isFinite(quality) ? Math.min(1, Math.max(0.1, quality)) : DEFAULT_JPEG_QUALITY;

/** `photo.png` → `photo.jpg`; names without an extension get one. */
export const jpegNameOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name || 'image'}.jpg`;
};

const loadBitmap = async (file: Blob): Promise<ImageBitmap | HTMLImageElement> => {
  if (typeof createImageBitmap === 'function') return createImageBitmap(file);
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
};

/**
 * Re-encodes an image as JPEG, scaled to `maxEdge`. Returns the original file when it is small already, when the
 * browser cannot decode it, or when the result would not be smaller.
 */
export const compressImage = async (file: File, options: CompressOptions = {}): Promise<File> => {
  const maxEdge = options.maxEdge ?? DEFAULT_MAX_EDGE;
  const quality = clampQuality(options.quality ?? DEFAULT_JPEG_QUALITY);
  let bitmap: ImageBitmap | HTMLImageElement;
  try {
    bitmap = await loadBitmap(file);
  } catch {
    return file;
  }
  const source = { width: bitmap.width, height: bitmap.height };
  if (!needsCompression(file.size, source, options)) return file;
  const target = scaledSize(source, maxEdge);
  const canvas = document.createElement('canvas');
  canvas.width = target.width;
  canvas.height = target.height;
  const context = canvas.getContext('2d');
  if (!context) return file;
  // JPEG has no transparency: paint white under PNG/WebP cut-outs instead of black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, target.width, target.height);
  context.drawImage(bitmap, 0, 0, target.width, target.height);
  if ('close' in bitmap) bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
  if (!blob || blob.size >= file.size) return file;
  return new File([blob], jpegNameOf(file.name), { type: 'image/jpeg', lastModified: Date.now() });
};
