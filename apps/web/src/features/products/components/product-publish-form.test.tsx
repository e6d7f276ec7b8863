// @vitest-environment jsdom
import type { ProductDraft, ProductPublishDetail, ProductValues } from '@rrsp/contract';
import { act } from 'react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { click, renderWithApp, settle, spiedMutation, typeInto } from '../../../lib/jsdom-test-support.tsx';
import { publishFormFixture } from '../../shelf/components/publish-form-test-support.tsx';
import { IMAGE } from '../../shelf/utils/listing-form-test-support.ts';

/**
 * The product form in jsdom with a real antd Form and real mutations whose requests are spies: which calls 保存草稿
 * and 提交审核 make, in which order, what the preview shows as the form is filled in, and where a refusal lands.
 */

const GEO_CERTIFICATE = '7d1f0c1e-5b7a-4c55-9b8e-0a2f3c4d5e61';
const GREEN_CERTIFICATE = '7d1f0c1e-5b7a-4c55-9b8e-0a2f3c4d5e62';

const { itemOf, spies, itPublishesLikeTheShelf } = publishFormFixture<ProductValues, ProductDraft>({
  name: '普安红茶',
  category: 'tea',
  regionCode: '522323',
  regionName: '黔西南州普安县',
  summary: '普安古茶树鲜叶制成，汤色红艳，滋味醇厚',
  description: '采自普安县海拔 1400 米以上茶园。\n一芽一叶初展，传统工艺制作。',
  images: [IMAGE],
  unit: '斤',
  priceMode: 'range',
  priceMin: 280,
  priceMax: 680,
  supplyPeriod: '4月—10月',
  certifications: [{ kind: 'geo', certificateNumber: 'AGI02215', evidenceFileId: GEO_CERTIFICATE }],
  contactName: '罗明',
  contactMobile: '13800000002',
});

vi.mock('../api/save-product.ts', () => ({ useSaveProduct: spiedMutation(spies.saved) }));
vi.mock('../api/publish-product.ts', () => ({ usePublishProduct: spiedMutation(spies.published) }));
// the certificate upload is the files service's (multipart, progress): here its answer, a private file
const certificateUploaded = vi.fn(async ({ file }: { file: Blob }) => ({
  fileId: GREEN_CERTIFICATE,
  kind: 'certificate' as const,
  url: null,
  name: (file as File).name,
  size: file.size,
  mime: file.type,
}));
vi.mock('../api/upload-certificate.ts', () => ({ useUploadCertificate: spiedMutation(certificateUploaded) }));
// a kept certificate opens through its short-lived link in a new tab (the request and the tab are the browser's)
const certificateOpened = vi.fn(async (_productId: string, _fileId: string) => undefined);
vi.mock('../api/open-certificate.ts', () => ({ openStoredCertificate: certificateOpened }));
const { ProductPublishForm } = await import('./product-publish-form.tsx');

const PUBLISH_PATH = '/participants/product/publish';

/** The form on its page, which a navigation elsewhere leaves. */
const render = (detail?: ProductPublishDetail) =>
  renderWithApp(
    <Routes>
      <Route
        path={PUBLISH_PATH}
        element={<ProductPublishForm detail={detail} tenantName="普安县茶叶专业合作社" />}
      />
      <Route path="*" element={null} />
    </Routes>,
    { router: detail ? `${PUBLISH_PATH}?id=${detail.id}` : PUBLISH_PATH },
  );

const type = (field: string, text: string) => typeInto(`#product_${field}`, text);

/** The number and certificate asked of one ticked certification. */
const certificateBlock = (kind: string) =>
  document.querySelector(`#product_certificates_${kind}_evidence`)?.closest('fieldset') ?? null;

/** Chooses a file in a certification's upload, as a user picking a photo does. */
const chooseCertificate = async (kind: string, name: string, type = 'image/png') => {
  const input = certificateBlock(kind)?.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error(`no upload for ${kind}`);
  const file = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type });
  await act(async () => {
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await settle();
};

const check = async (value: string) => {
  const box = document.querySelector<HTMLInputElement>(`input[type="checkbox"][value="${value}"]`);
  if (!box) throw new Error(`no checkbox ${value}`);
  await act(async () => box.click());
  await settle();
};

const preview = () => document.querySelector('[data-testid="product-preview"]')?.textContent ?? '';

describe('the product form', () => {
  itPublishesLikeTheShelf({
    render,
    type,
    name: { text: '刺梨干', tooShort: '茶', tooShortSays: '产品名称至少 2 个字' },
    missingSays: [
      '请选择产品类别',
      '请选择产地',
      '请填写产品简介',
      '请至少上传 1 张产品图片',
      '请填写计量单位',
      '请填写供应期',
      '请选择报价方式',
      '请填写联系电话',
    ],
    rejected: {
      reason: '地理标志证书编号与证书不符',
      change: () => type('certificates_geo_certificateNumber', 'AGI02216'),
      saves: {
        name: '普安红茶',
        unit: '斤',
        supplyPeriod: '4月—10月',
        certifications: [{ kind: 'geo', certificateNumber: 'AGI02216', evidenceFileId: GEO_CERTIFICATE }],
        imageFileIds: [IMAGE.fileId],
      },
    },
    listedEdit: { says: '审核通过前，平台仍展示原来已通过的版本', field: 'supplyPeriod', text: '全年供应' },
    refusal: {
      url: '/basics/pc/product/saveOrUpdate',
      field: 'regionCode',
      message: '所选产地不存在，请重新选择',
    },
    addresses: {
      item: `${PUBLISH_PATH}?id=${itemOf().id}`,
      submitted: '/participants/product?tab=pending',
    },
  });

  it('shows the card as it will be listed, following the name, unit, price and certifications', async () => {
    render(itemOf());
    expect(preview()).toContain('普安红茶');
    expect(preview()).toContain('¥280–680/斤');
    expect(preview()).toContain('地理标志');
    await type('unit', '公斤');
    await check('green');
    await type('certificates_green_certificateNumber', 'LB-15-2103520789A');
    await chooseCertificate('green', '绿色食品证书.png');
    expect(preview()).toContain('¥280–680/公斤');
    expect(preview()).toContain('绿色食品');
    expect(document.body.textContent).toContain('最低价（元/公斤）');
  });

  it('asks each ticked certification for its number and certificate, and sends them with it (issue 24)', async () => {
    render(itemOf());
    // the stored certification comes back with its number and its certificate
    expect(
      document.querySelector<HTMLInputElement>('#product_certificates_geo_certificateNumber')?.value,
    ).toBe('AGI02215');
    expect(certificateBlock('geo')?.textContent).toContain('已上传的证书');
    expect(certificateBlock('green')).toBeNull();

    await check('green');
    expect(certificateBlock('green')?.textContent).toContain('上传绿色食品证书');
    // neither number nor certificate yet: nothing is saved, and the certifications say why
    await click('保存草稿');
    expect(spies.saved).not.toHaveBeenCalled();
    expect(document.body.textContent).toContain('请填写证书编号');

    await type('certificates_green_certificateNumber', ' LB-15-2103520789A ');
    await click('保存草稿');
    expect(spies.saved).not.toHaveBeenCalled();
    expect(document.body.textContent).toContain('请上传证书照片');

    await chooseCertificate('green', '绿色食品证书.png');
    expect(certificateUploaded).toHaveBeenCalledTimes(1);
    expect(certificateBlock('green')?.textContent).toContain('绿色食品证书.png');
    await click('保存草稿');
    expect(spies.saved).toHaveBeenCalledTimes(1);
    expect(spies.saved.mock.calls[0]?.[0]).toMatchObject({
      certifications: [
        { kind: 'green', certificateNumber: 'LB-15-2103520789A', evidenceFileId: GREEN_CERTIFICATE },
        { kind: 'geo', certificateNumber: 'AGI02215', evidenceFileId: GEO_CERTIFICATE },
      ],
    });
  });

  it('refuses a certificate that is not a JPG, PNG or PDF before uploading it', async () => {
    render(itemOf());
    await check('organic');
    await chooseCertificate('organic', '有机证书.webp', 'image/webp');
    expect(certificateUploaded).not.toHaveBeenCalled();
    expect(certificateBlock('organic')?.textContent).toContain(
      '有机产品证书仅支持 JPG、PNG 格式的照片、扫描件或 PDF 文件',
    );
  });

  it('takes a PDF certificate as it is, and says so in its hint and its file picker', async () => {
    render(itemOf());
    await check('organic');
    const picker = certificateBlock('organic')?.querySelector<HTMLInputElement>('input[type="file"]');
    expect(picker?.accept.split(',')).toContain('application/pdf');
    expect(certificateBlock('organic')?.textContent).toContain('JPG、PNG 或 PDF（不超过 20 页、未加密）');
    await chooseCertificate('organic', '有机证书.pdf', 'application/pdf');
    expect(certificateUploaded).toHaveBeenCalledTimes(1);
    const sent = certificateUploaded.mock.calls[0]?.[0].file as File;
    expect(sent.name).toBe('有机证书.pdf');
    expect(sent.type).toBe('application/pdf');
    expect(certificateBlock('organic')?.textContent).toContain('有机证书.pdf');
    // a certificate uploaded now is not the product's yet: nothing to open until it is saved
    expect(certificateBlock('organic')?.textContent).not.toContain('查看有机产品证书');
  });

  it("opens a certificate the product keeps, through the product's certificate link", async () => {
    const detail = itemOf();
    render(detail);
    expect(certificateBlock('geo')?.textContent).toContain('已上传的证书');
    await click('查看地理标志证书');
    expect(certificateOpened).toHaveBeenCalledWith(detail.id, GEO_CERTIFICATE);
  });

  it('offers no certificate to open on a new product', async () => {
    render();
    await check('green');
    expect(certificateBlock('green')?.textContent).not.toContain('查看绿色食品证书');
  });
});
