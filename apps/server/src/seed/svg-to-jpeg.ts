import sharp from 'sharp';
import { withImageSlot } from '../platform/files/image-work.ts';

/**
 * A drawn picture (an SVG without text: no font is needed) as a JPEG, the way a scan or a phone photo of a document
 * arrives. Through the process's picture queue, because the seed draws many of them at once.
 */
export const svgToJpeg = (svg: string): Promise<Buffer> =>
  withImageSlot(() => sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer());
