// @vitest-environment jsdom
import type { ProductDraft, ProductPublishDetail, ProductValues } from '@rrsp/contract';
import { act } from 'react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, settle, spiedMutation, typeInto } from '../../../lib/jsdom-test-support.tsx';
import { publishFormFixture } from '../../shelf/components/publish-form-test-support.tsx';
import { IMAGE } from '../../shelf/utils/listing-form-test-support.ts';

/**
 * The product form in jsdom with a real antd Form and real mutations whose requests are spies: which calls 保存草稿
 * and 提交审核 make, in which order, what the preview shows as the form is filled in, and where a refusal lands.
 */

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
  certifications: ['geo'],
  contactName: '罗明',
  contactMobile: '13800000002',
});

vi.mock('../api/save-product.ts', () => ({ useSaveProduct: spiedMutation(spies.saved) }));
vi.mock('../api/publish-product.ts', () => ({ usePublishProduct: spiedMutation(spies.published) }));
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
      reason: '地理标志证书与产品名称不符',
      change: () => check('organic'),
      saves: {
        name: '普安红茶',
        unit: '斤',
        supplyPeriod: '4月—10月',
        certifications: ['organic', 'geo'],
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
    expect(preview()).toContain('¥280–680/公斤');
    expect(preview()).toContain('绿色食品');
    expect(document.body.textContent).toContain('最低价（元/公斤）');
  });
});
