import { stat } from 'node:fs/promises';
import path from 'node:path';
import { createDeflate } from 'node:zlib';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFString,
  rgb,
  StandardFonts,
} from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, openSession } from '../../../test/fixtures.ts';
import { createTestContext, portalHeaders, type TestContext } from '../../../test/harness.ts';
import { multipartBody, TINY_PNG } from '../../../test/multipart.ts';
import { watermarkedKeyOf } from './file-service.ts';
import { PDF_MAX_PAGES, PdfRefused } from './pdf-watermark.ts';
import { PDF_MAX_WAITING, pdfWatermarkRenderCount, watermarkPdf } from './pdf-watermark-runner.ts';
import { WATERMARK_PATH } from './watermark-glyphs.ts';

/** Issue 24, defect 4: a certificate may be a PDF, watermarked on every page at upload, bounded, never a 500. */
let ctx: TestContext;
let owner: { id: string; token: string };
beforeAll(async () => {
  ctx = await createTestContext();
  const user = await createUser(ctx.db);
  owner = { id: user.id, token: await openSession(ctx.db, user.id) };
});
afterAll(async () => ctx?.close());

const upload = (bytes: Buffer, filename = '绿色食品证书.pdf', contentType = 'application/pdf') => {
  const body = multipartBody({ filename, contentType, bytes });
  return ctx.app.inject({
    method: 'POST',
    url: '/basics/common/obs/upload?kind=certificate',
    headers: portalHeaders({ 'content-type': body.contentType, Authorization: owner.token }),
    payload: body.payload,
  });
};

/** A certificate as an issuer's system would write it: text on each page, a standard font. */
const certificatePdf = async (pages: number): Promise<Buffer> => {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let index = 0; index < pages; index += 1) {
    const page = document.addPage([595, 842]);
    page.drawText(`Green Food Certificate LB-18-2401 page ${index + 1}`, { x: 50, y: 780, size: 18, font });
    page.drawRectangle({
      x: 40,
      y: 40,
      width: 515,
      height: 762,
      borderColor: rgb(0, 0.4, 0),
      borderWidth: 2,
    });
  }
  return Buffer.from(await document.save());
};

/** A PDF whose trailer names an encryption dictionary (a password or permission restriction). */
const encryptedPdf = () => {
  const body = [
    '%PDF-1.4',
    '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
    '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 595 842]>> endobj',
    `4 0 obj <</Filter /Standard /V 1 /R 2 /O <${'28bf4e5e'.repeat(8)}> /U <${'6e4a1c2b'.repeat(8)}> /P -44>> endobj`,
    'trailer <</Root 1 0 R /Encrypt 4 0 R /ID [<0123456789abcdef0123456789abcdef> <0123456789abcdef0123456789abcdef>]>>',
    '%%EOF',
    '',
  ].join('\n');
  return Buffer.from(body, 'latin1');
};

/**
 * A small PDF whose object stream inflates to `size` bytes of zeros: pdf-lib decodes object streams as it loads, so
 * reading the file would hold all of them.
 */
const inflatingPdf = async (size: number): Promise<Buffer> => {
  const deflate = createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const zeros = Buffer.alloc(16 * 1024 * 1024);
  deflate.write(Buffer.from('5 0 '));
  for (let written = 0; written < size; written += zeros.length) {
    if (!deflate.write(zeros)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  const stream = Buffer.concat(chunks);
  const head = [
    '%PDF-1.5',
    '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
    '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 595 842]>> endobj',
    `4 0 obj <</Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${stream.length}>> stream`,
    '',
  ].join('\n');
  const tail = '\nendstream endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n';
  return Buffer.concat([Buffer.from(head, 'latin1'), stream, Buffer.from(tail, 'latin1')]);
};

/** The content of every stream in a PDF, decoded: where a drawing's operators can be read. */
const streamTexts = async (bytes: Buffer): Promise<string[]> => {
  const document = await PDFDocument.load(bytes);
  const texts: string[] = [];
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (object instanceof PDFRawStream) {
      texts.push(Buffer.from(decodePDFRawStream(object).decode()).toString('latin1'));
    }
  }
  return texts;
};

const linkOf = async (fileId: string): Promise<string> => {
  const response = await ctx.app.inject({
    url: `/basics/common/obs/privateLink?fileId=${fileId}`,
    headers: portalHeaders({ Authorization: owner.token }),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.url;
};

const onDisk = (key: string) => path.join(ctx.config.dataDir, 'files', ...key.split('/'));

describe('a PDF certificate', () => {
  it('is accepted, and what a viewer gets is a watermarked PDF, never the original', async () => {
    const original = await certificatePdf(3);
    const before = pdfWatermarkRenderCount();
    const uploaded = await upload(original);
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json().data).toMatchObject({ kind: 'certificate', mime: 'application/pdf', url: null });
    expect(pdfWatermarkRenderCount()).toBe(before + 1);

    const row = await ctx.app.files.byId(uploaded.json().data.fileId);
    if (!row) throw new Error('no row');
    expect(watermarkedKeyOf(row.storageKey)).toMatch(/\.watermarked\.pdf$/);
    expect((await stat(onDisk(watermarkedKeyOf(row.storageKey)))).isFile()).toBe(true);

    const url = await linkOf(row.id);
    const view = await ctx.app.inject({ url });
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('application/pdf');
    const served = view.rawPayload;
    expect(served.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(served.equals(original)).toBe(false);
    // a second view streams the stored copy: nothing is drawn again
    expect((await ctx.app.inject({ url })).rawPayload.equals(served)).toBe(true);
    expect(pdfWatermarkRenderCount()).toBe(before + 1);

    // the copy keeps its pages, and the watermark's outline is drawn in it, referred to from every page
    const copy = await PDFDocument.load(served);
    expect(copy.getPageCount()).toBe(3);
    const firstMove = /^M([\d.]+) ([\d.]+)/.exec(WATERMARK_PATH);
    const texts = await streamTexts(served);
    expect(texts.some((text) => text.includes(`${firstMove?.[1]} ${firstMove?.[2]} m`))).toBe(true);
    expect(texts.some((text) => text.includes('Do'))).toBe(true);
    const originalTexts = await streamTexts(original);
    expect(originalTexts.some((text) => text.includes(`${firstMove?.[1]} ${firstMove?.[2]} m`))).toBe(false);
    for (const page of copy.getPages()) {
      const contents = page.node.Contents();
      const refs = contents instanceof PDFArray ? contents.asArray() : [];
      const drawn = refs
        .map((ref) => copy.context.lookup(ref))
        .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
        .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'));
      expect(drawn.some((text) => /\/EmbeddedPdfPage-\d+ Do/.test(text))).toBe(true);
    }
  });

  it('keeps no script, action or attachment in its copy, which opens outside a sandbox but loads nothing', async () => {
    const document = await PDFDocument.load(await certificatePdf(1));
    const { context, catalog } = document;
    const script = context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
    catalog.set(PDFName.of('OpenAction'), script);
    catalog.set(
      PDFName.of('Names'),
      context.obj({
        JavaScript: context.obj({ Names: [PDFString.of('run'), script] }),
        EmbeddedFiles: context.obj({
          Names: [PDFString.of('payload.exe'), context.obj({ Type: 'Filespec' })],
        }),
      }),
    );
    const [page] = document.getPages();
    page?.node.set(PDFName.of('AA'), context.obj({ O: script }));
    const link = (action: { S: string; F?: PDFString; URI?: PDFString }) =>
      context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 100, 20], A: context.obj(action) });
    page?.node.set(
      PDFName.of('Annots'),
      context.obj([
        link({ S: 'Launch', F: PDFString.of('calc.exe') }),
        link({ S: 'URI', URI: PDFString.of('https://www.gz.gov.cn/') }),
      ]),
    );
    const uploaded = await upload(Buffer.from(await document.save()));
    expect(uploaded.statusCode).toBe(200);
    const view = await ctx.app.inject({ url: await linkOf(uploaded.json().data.fileId) });
    expect(view.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");

    const copy = await PDFDocument.load(view.rawPayload);
    expect(copy.catalog.get(PDFName.of('OpenAction'))).toBeUndefined();
    const names = copy.catalog.lookupMaybe(PDFName.of('Names'), PDFDict);
    expect(names?.get(PDFName.of('JavaScript'))).toBeUndefined();
    expect(names?.get(PDFName.of('EmbeddedFiles'))).toBeUndefined();
    const [copiedPage] = copy.getPages();
    expect(copiedPage?.node.get(PDFName.of('AA'))).toBeUndefined();
    const actions = (copiedPage?.node.lookupMaybe(PDFName.of('Annots'), PDFArray)?.asArray() ?? []).map(
      (ref) =>
        copy.context
          .lookup(ref, PDFDict)
          .lookupMaybe(PDFName.of('A'), PDFDict)
          ?.get(PDFName.of('S'))
          ?.toString(),
    );
    // the launch is gone, the address link stays
    expect(actions).toEqual([undefined, '/URI']);
  });

  it(`refuses more than ${PDF_MAX_PAGES} pages with a 400 that says how many`, async () => {
    const response = await upload(await certificatePdf(PDF_MAX_PAGES + 1));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, reason: 'VALIDATION' });
    expect(response.json().msg).toBe(
      `认证证书 PDF 页数过多：最多 ${PDF_MAX_PAGES} 页，这份有 ${PDF_MAX_PAGES + 1} 页，请只保留证书所在的页面后重新上传`,
    );
    // exactly the limit is taken
    expect((await upload(await certificatePdf(PDF_MAX_PAGES))).statusCode).toBe(200);
  });

  it('refuses an encrypted PDF with a 400 that asks for one without a password', async () => {
    const response = await upload(encryptedPdf());
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toMatch(/已加密.*请上传未加密的 PDF 或证书照片/);
  });

  it('refuses a file declared a PDF that is not one, and a PDF that cannot be read', async () => {
    const text = await upload(Buffer.from('这不是证书，只是一段文字'.repeat(20)));
    expect(text.statusCode).toBe(400);
    expect(text.json().msg).toBe('请上传 JPG、PNG 或 PDF 格式的认证证书');

    const pictureNamedPdf = await upload(TINY_PNG);
    expect(pictureNamedPdf.statusCode).toBe(400);
    expect(pictureNamedPdf.json().msg).toContain('文件内容与文件名不符');

    const truncated = (await certificatePdf(2)).subarray(0, 60);
    const broken = await upload(truncated);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().msg).toMatch(/^认证证书(无法作为 PDF 打开|.*没有页面)/);
  });

  it('refuses a PDF that inflates beyond what one upload may make the server hold, and the server carries on', async () => {
    const bomb = await inflatingPdf(640 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const response = await upload(bomb);
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(
      '认证证书 PDF 内容过大或结构过于复杂，无法加水印；请稍后重试，或另存为普通 PDF、拍照后重新上传',
    );
    // the thread was stopped, not the process: the next certificate is drawn as before
    const after = await upload(await certificatePdf(1));
    expect(after.statusCode).toBe(200);
  });

  it(`refuses at once, with a 429, a PDF that finds ${PDF_MAX_WAITING} others waiting, and draws those`, async () => {
    const pdf = await certificatePdf(1);
    const turns = Array.from({ length: PDF_MAX_WAITING + 2 }, () =>
      watermarkPdf(pdf).then(
        () => 'drawn',
        (error: unknown) => (error instanceof PdfRefused ? error.reason : 'failed'),
      ),
    );
    expect(await Promise.all(turns)).toEqual([
      ...Array.from({ length: PDF_MAX_WAITING }, () => 'drawn'),
      'busy',
      'busy',
    ]);
  });

  it('is still refused as a licence (a licence stays a photo or scan)', async () => {
    const body = multipartBody({
      filename: '营业执照.pdf',
      contentType: 'application/pdf',
      bytes: await certificatePdf(1),
    });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/basics/common/obs/upload?kind=licence',
      headers: portalHeaders({ 'content-type': body.contentType, Authorization: owner.token }),
      payload: body.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('请上传 JPG 或 PNG 格式的营业执照');
  });
});
