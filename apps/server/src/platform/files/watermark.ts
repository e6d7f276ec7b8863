import { IMAGE_MAX_PIXELS } from '@rrsp/contract';
import sharp from 'sharp';
import { withImageSlot } from './image-work.ts';
import { WATERMARK_HEIGHT, WATERMARK_PATH, WATERMARK_TEXT, WATERMARK_WIDTH } from './watermark-glyphs.ts';

export { WATERMARK_TEXT };

/** Large enough to read a licence, small enough to keep the copy light. */
const MAX_SIDE = 2000;

let renders = 0;

/** How many watermarked copies this process has drawn: a test's proof that a view draws none (issue 23). */
export const watermarkRenderCount = () => renders;

const drawWatermark = async (bytes: Buffer): Promise<Buffer> => {
  renders += 1;
  const base = await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS })
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

/**
 * Draws "仅限本平台审核使用" across the whole image, tiled and turned, so a copy that leaves the platform says
 * where it came from and what it may be used for. The text is drawn from its outline (watermark-glyphs.ts), so no
 * font needs to be installed. Always answers a JPEG. Drawn once per licence, at upload (docs/decisions/025).
 */
export const watermarkImage = (bytes: Buffer): Promise<Buffer> => withImageSlot(() => drawWatermark(bytes));

/**
 * Width and height from an image's header, nothing decoded, whatever its size; null when the bytes are not a picture
 * sharp reads. An animated picture answers the size of one frame.
 */
export const imageDimensions = (bytes: Buffer): Promise<{ width: number; height: number } | null> =>
  withImageSlot(async () => {
    try {
      const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
      return meta.width && meta.height ? { width: meta.width, height: meta.height } : null;
    } catch {
      return null;
    }
  });

export const withinPixelLimit = (size: { width: number; height: number }) =>
  size.width * size.height <= IMAGE_MAX_PIXELS;

/** Width and height of an image, or null when the bytes are not one sharp can read or it has too many pixels. */
export const imageSize = async (bytes: Buffer): Promise<{ width: number; height: number } | null> => {
  const size = await imageDimensions(bytes);
  return size && withinPixelLimit(size) ? size : null;
};
