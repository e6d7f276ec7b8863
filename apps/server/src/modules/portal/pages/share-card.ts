import sharp from 'sharp';
import { withImageSlot } from '../../../platform/files/image-work.ts';

/**
 * The picture a share card (WeChat, Weibo, og:image) shows for a page without a raster cover of its own: the
 * platform's mark over terraced hills in the portal's palette, 1200×630 as Open Graph asks. Share cards take no SVG,
 * so it is drawn once as PNG and kept; no text, because the fonts on a server are not known.
 */
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#E4F2E8"/><stop offset="1" stop-color="#F7F1DF"/></linearGradient>
<linearGradient id="far" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#B9DCC4"/><stop offset="1" stop-color="#D6EAD9"/></linearGradient>
<linearGradient id="near" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2F7E52"/><stop offset="1" stop-color="#1F6A43"/></linearGradient>
</defs>
<rect width="1200" height="630" fill="url(#sky)"/>
<circle cx="1010" cy="130" r="60" fill="#E9B949" opacity="0.85"/>
<path d="M0 400 L90 330 L150 365 L230 270 L300 350 L380 300 L460 370 L540 290 L620 355 L700 300 L790 370 L870 280 L950 350 L1040 300 L1120 360 L1200 320 L1200 630 L0 630 Z" fill="url(#far)"/>
<path d="M0 520 C200 460 400 470 600 500 C800 530 1000 470 1200 450 L1200 630 L0 630 Z" fill="#5FA97D"/>
<path d="M0 560 C220 520 420 540 620 560 C820 580 1020 530 1200 520 L1200 630 L0 630 Z" fill="url(#near)"/>
<g fill="none" stroke="#8CC9A2" stroke-width="6" stroke-linecap="round" opacity="0.7">
<path d="M60 545 C260 505 460 520 640 540"/><path d="M700 548 C860 560 1020 520 1160 505"/>
</g>
<g transform="translate(472 127) scale(4)">
<rect width="64" height="64" rx="14" fill="#1F7A4C"/>
<path d="M32 12c-9 8-13 16-13 24a13 13 0 0 0 26 0c0-8-4-16-13-24z" fill="#D99A1E"/>
<path d="M32 20v30M32 34l-7-6M32 42l7-6" stroke="#fff" stroke-width="3" stroke-linecap="round" fill="none"/>
</g>
</svg>`;

let drawn: Promise<Buffer> | null = null;

export const shareCardPng = (): Promise<Buffer> => {
  // drawn once per process, in the same queue as every other picture
  drawn ??= withImageSlot(() =>
    sharp(Buffer.from(SVG)).png({ compressionLevel: 9, palette: true }).toBuffer(),
  ).catch((error: unknown) => {
    drawn = null;
    throw error;
  });
  return drawn;
};
