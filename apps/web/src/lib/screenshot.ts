import { downloadBlob } from './download.ts';
import { appNotifier } from './notifier.ts';

/**
 * Screenshot to image with optional download (SPEC.md §9): a part of the page, as its charts draw it, saved as a PNG.
 * It is drawn, not photographed: a white sheet (never transparent, so the picture reads the same in any viewer and
 * when pasted into a document), the title in the page's own typeface, and every canvas and SVG picture inside the
 * element (a chart) where it sits on the page. A missing element is said as SPEC.md §8 says it.
 */

/** SPEC.md §8: 'Sorry, element not found'. */
export const ELEMENT_NOT_FOUND_TEXT = '抱歉，未找到该元素';
export const SCREENSHOT_FAILED_TEXT = '图片生成失败，请稍后重试';

/** The sheet and the text on it: white, and the page's body text colour (LOOK.md, global.css `--text`). */
export const SCREENSHOT_BACKGROUND = '#FFFFFF';
export const SCREENSHOT_TEXT_COLOUR = 'rgba(0, 0, 0, 0.88)';

/** The portal's Chinese type stack (LOOK.md), for a page whose body says none. */
const FALLBACK_FONT_FAMILY = '"PingFang SC", "Microsoft YaHei", "WenQuanYi Micro Hei", sans-serif';

/** Pixels per CSS pixel: the screen's, and at least 2, so the picture stays sharp printed or zoomed. */
export const MIN_SCREENSHOT_SCALE = 2;

const PADDING = 16;
const TITLE_HEIGHT = 40;
const TITLE_FONT_SIZE = 16;

export interface ScreenshotOptions {
  /** The file's name, e.g. 销售额-2026-10-28至2026-11-26.png (`.png` is added when missing). */
  fileName: string;
  /** Save the picture as well as returning it. */
  download?: boolean;
  /** A heading drawn above the element's canvases (a chart card's title and range). */
  title?: string;
}

const withPngExtension = (name: string) => (/\.png$/i.test(name) ? name : `${name}.png`);

const fail = (text: string): never => {
  appNotifier.error(text);
  throw new Error(text);
};

/** An SVG drawing as an image the canvas can draw (its fonts and colours are written on its elements). */
const svgImage = async (svg: SVGSVGElement): Promise<HTMLImageElement> => {
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
  await image.decode();
  return image;
};

const toPng = (canvas: HTMLCanvasElement): Promise<Blob> =>
  new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(SCREENSHOT_FAILED_TEXT))), 'image/png');
  });

/**
 * The element as a PNG: its size plus a margin, at the screen's pixel ratio (at least 2). Resolves with the picture
 * (and saves it when `download` is set); a missing element shows 「抱歉，未找到该元素」 and rejects.
 */
export const screenshotElement = async (
  element: HTMLElement | null | undefined,
  options: ScreenshotOptions,
): Promise<Blob> => {
  if (!element?.isConnected) return fail(ELEMENT_NOT_FOUND_TEXT);
  const box = element.getBoundingClientRect();
  const titleHeight = options.title ? TITLE_HEIGHT : 0;
  const width = Math.ceil(box.width) + PADDING * 2;
  const height = Math.ceil(box.height) + PADDING * 2 + titleHeight;
  const scale = Math.max(MIN_SCREENSHOT_SCALE, window.devicePixelRatio || 1);

  const sheet = document.createElement('canvas');
  sheet.width = Math.round(width * scale);
  sheet.height = Math.round(height * scale);
  const context = sheet.getContext('2d');
  if (!context) return fail(SCREENSHOT_FAILED_TEXT);
  context.scale(scale, scale);
  // white first: a PNG left transparent shows black in some viewers and on dark documents
  context.fillStyle = SCREENSHOT_BACKGROUND;
  context.fillRect(0, 0, width, height);

  if (options.title) {
    const family = getComputedStyle(document.body).fontFamily || FALLBACK_FONT_FAMILY;
    context.font = `600 ${TITLE_FONT_SIZE}px ${family}`;
    context.fillStyle = SCREENSHOT_TEXT_COLOUR;
    context.textBaseline = 'middle';
    context.fillText(options.title, PADDING, PADDING + titleHeight / 2, width - PADDING * 2);
  }

  for (const source of element.querySelectorAll<HTMLCanvasElement | SVGSVGElement>('canvas, svg')) {
    // an SVG inside another is drawn with it
    if (source instanceof SVGSVGElement && source.parentElement?.closest('svg')) continue;
    const place = source.getBoundingClientRect();
    if (place.width === 0 || place.height === 0) continue;
    let image: CanvasImageSource;
    try {
      image = source instanceof SVGSVGElement ? await svgImage(source) : source;
    } catch {
      return fail(SCREENSHOT_FAILED_TEXT);
    }
    context.drawImage(
      image,
      PADDING + place.left - box.left,
      PADDING + titleHeight + place.top - box.top,
      place.width,
      place.height,
    );
  }

  let blob: Blob;
  try {
    blob = await toPng(sheet);
  } catch {
    return fail(SCREENSHOT_FAILED_TEXT);
  }
  if (options.download) downloadBlob(blob, withPngExtension(options.fileName));
  return blob;
};
