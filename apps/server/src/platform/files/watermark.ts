import sharp from 'sharp';
import { WATERMARK_HEIGHT, WATERMARK_PATH, WATERMARK_TEXT, WATERMARK_WIDTH } from './watermark-glyphs.ts';

export { WATERMARK_TEXT };

/** Large enough to read a licence, small enough to draw quickly on every view. */
const MAX_SIDE = 2000;
/** A photo bigger than this is refused rather than decoded (a decompression bomb). */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Draws "仅限平台入驻审核使用" across the whole image, tiled and turned, so a copy that leaves the platform says
 * where it came from and what it may be used for. The text is drawn from its outline (watermark-glyphs.ts), so no
 * font needs to be installed. Always answers a JPEG.
 */
export const watermarkImage = async (bytes: Buffer): Promise<Buffer> => {
  const base = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .toBuffer({ resolveWithObject: true });
  const { width, height } = base.info;
  // the text spans about 40% of the image's width, at least legible on a small picture
  const scale = Math.max(0.12, (width * 0.4) / WATERMARK_WIDTH);
  const tileWidth = Math.ceil(WATERMARK_WIDTH * scale * 1.35);
  const tileHeight = Math.ceil(WATERMARK_HEIGHT * scale * 3.2);
  const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <pattern id="mark" patternUnits="userSpaceOnUse" width="${tileWidth}" height="${tileHeight}" patternTransform="rotate(-28)">
      <path d="${WATERMARK_PATH}" transform="translate(${Math.round(tileWidth * 0.12)} ${Math.round(tileHeight * 0.3)}) scale(${scale.toFixed(4)})"
        fill="#c0392b" fill-opacity="0.32" stroke="#ffffff" stroke-opacity="0.45" stroke-width="${(1.2 / scale).toFixed(2)}"/>
    </pattern>
  </defs>
  <rect width="100%" height="100%" fill="url(#mark)"/>
</svg>`;
  return sharp(base.data)
    .composite([{ input: Buffer.from(overlay), top: 0, left: 0 }])
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
};

/** Width and height of an image, or null when the bytes are not one sharp can read. */
export const imageSize = async (bytes: Buffer): Promise<{ width: number; height: number } | null> => {
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    return meta.width && meta.height ? { width: meta.width, height: meta.height } : null;
  } catch {
    return null;
  }
};
