import { CERTIFICATE_PDF_MAX_PAGES } from '@rrsp/contract';
import { degrees, PDFArray, PDFDict, PDFDocument, PDFName, rgb } from 'pdf-lib';
import { WATERMARK_HEIGHT, WATERMARK_PATH, WATERMARK_WIDTH } from './watermark-glyphs.ts';

/** The most pages a PDF may have (the contract's, for certificates: docs/decisions/031). */
export const PDF_MAX_PAGES = CERTIFICATE_PDF_MAX_PAGES;

/** Why a PDF was refused, for the upload's 400. */
export type PdfRefusal =
  | 'not-pdf'
  | 'encrypted'
  | 'unreadable'
  | 'empty'
  | 'too-many-pages'
  | 'too-large'
  | 'busy';

export class PdfRefused extends Error {
  constructor(
    readonly reason: PdfRefusal,
    readonly pages = 0,
  ) {
    super(reason);
  }
}

const PDF_MAGIC = Buffer.from('%PDF-');

/** The watermark turned like the picture's (watermark.ts), in PDF's counter-clockwise degrees. */
const ANGLE = 28;

const load = async (bytes: Uint8Array): Promise<PDFDocument> => {
  if (!PDF_MAGIC.equals(bytes.subarray(0, PDF_MAGIC.length))) throw new PdfRefused('not-pdf');
  let document: PDFDocument;
  try {
    // updateMetadata: false keeps the producer and dates the issuer wrote; encryption is asked after loading, as
    // pdf-lib's own EncryptedPDFError does not survive its ES5 build as a class instanceof can recognise
    document = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
  } catch {
    throw new PdfRefused('unreadable');
  }
  // pdf-lib cannot decrypt: a copy drawn on an encrypted file would be unreadable, or the restriction lost
  if (document.isEncrypted) throw new PdfRefused('encrypted');
  return document;
};

/**
 * The text once, as a form every page refers to: its outline from watermark-glyphs.ts (the licence's watermark, no
 * font), drawn in a scratch document and embedded, so twenty pages of tiles cost one copy of the glyphs.
 */
const embedMark = async (document: PDFDocument) => {
  const scratch = await PDFDocument.create();
  const page = scratch.addPage([WATERMARK_WIDTH, WATERMARK_HEIGHT]);
  // drawSvgPath puts the path's (0, 0) at (x, y) with y going down, as in SVG
  page.drawSvgPath(WATERMARK_PATH, {
    x: 0,
    y: WATERMARK_HEIGHT,
    color: rgb(0.753, 0.224, 0.169),
    borderColor: rgb(1, 1, 1),
    borderWidth: 1.2,
    borderOpacity: 0.6,
  });
  return document.embedPage(page);
};

const drawTiles = (
  page: ReturnType<PDFDocument['getPages']>[number],
  mark: Awaited<ReturnType<typeof embedMark>>,
) => {
  const box = page.getMediaBox();
  // the text spans about 40% of the page's width, as on a picture
  const scale = Math.max(0.05, (box.width * 0.4) / WATERMARK_WIDTH);
  const length = WATERMARK_WIDTH * scale;
  const stepAlong = length * 1.35;
  const stepAcross = WATERMARK_HEIGHT * scale * 3.2;
  const radians = (ANGLE * Math.PI) / 180;
  const along = { x: Math.cos(radians), y: Math.sin(radians) };
  const across = { x: -Math.sin(radians), y: Math.cos(radians) };
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const reach = Math.hypot(box.width, box.height);
  const columns = Math.ceil(reach / stepAlong);
  const rows = Math.ceil(reach / stepAcross);
  for (let row = -rows; row <= rows; row += 1) {
    for (let column = -columns; column <= columns; column += 1) {
      // every other row shifted half a step, so the tiles read as a diagonal weave rather than columns
      const offset = column * stepAlong + (row % 2) * (stepAlong / 2);
      const x = centre.x + offset * along.x + row * stepAcross * across.x;
      const y = centre.y + offset * along.y + row * stepAcross * across.y;
      const inside =
        x > box.x - length && x < box.x + box.width && y > box.y - length && y < box.y + box.height;
      if (inside) {
        page.drawPage(mark, { x, y, xScale: scale, yScale: scale, rotate: degrees(ANGLE), opacity: 0.32 });
      }
    }
  }
};

/** Actions a link may keep: going to an address or to a place in the document. Everything else runs or fetches. */
const HARMLESS_ACTIONS = new Set(['/URI', '/GoTo']);

/**
 * The copy keeps what a reader sees and nothing that acts: no script or action run on opening, on a page or a field
 * (OpenAction, AA), no document scripts or attached files (the Names tree's JavaScript and EmbeddedFiles), no link
 * that launches, submits or imports. The copy is served without a sandbox (some viewers show no PDF inside one).
 */
const removeActiveContent = (document: PDFDocument) => {
  const { catalog } = document;
  catalog.delete(PDFName.of('OpenAction'));
  catalog.delete(PDFName.of('AA'));
  const names = catalog.lookupMaybe(PDFName.of('Names'), PDFDict);
  names?.delete(PDFName.of('JavaScript'));
  names?.delete(PDFName.of('EmbeddedFiles'));
  for (const page of document.getPages()) {
    page.node.delete(PDFName.of('AA'));
    const annotations = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray);
    for (let index = 0; index < (annotations?.size() ?? 0); index += 1) {
      const annotation = annotations?.lookupMaybe(index, PDFDict);
      if (!annotation) continue;
      annotation.delete(PDFName.of('AA'));
      const action = annotation.lookupMaybe(PDFName.of('A'), PDFDict);
      const kind = action?.lookupMaybe(PDFName.of('S'), PDFName)?.asString();
      if (action && !(kind && HARMLESS_ACTIONS.has(kind))) annotation.delete(PDFName.of('A'));
    }
  }
};

/**
 * Draws "仅限本平台审核使用" diagonally across every page of a PDF certificate, from the same outline as a picture's
 * watermark, and answers the new PDF. Refuses (PdfRefused) what is not a PDF, an encrypted one, one pdf-lib cannot
 * read, one without pages and one over PDF_MAX_PAGES. Runs in a thread of its own (pdf-watermark-runner.ts).
 */
export const drawPdfWatermark = async (bytes: Uint8Array): Promise<Uint8Array> => {
  const document = await load(bytes);
  let pages: ReturnType<PDFDocument['getPages']>;
  try {
    pages = document.getPages();
  } catch {
    throw new PdfRefused('unreadable');
  }
  if (pages.length === 0) throw new PdfRefused('empty');
  if (pages.length > PDF_MAX_PAGES) throw new PdfRefused('too-many-pages', pages.length);
  try {
    removeActiveContent(document);
    const mark = await embedMark(document);
    for (const page of pages) drawTiles(page, mark);
    return await document.save();
  } catch {
    // a page tree pdf-lib read but cannot write back (a broken resource, a missing box)
    throw new PdfRefused('unreadable');
  }
};
