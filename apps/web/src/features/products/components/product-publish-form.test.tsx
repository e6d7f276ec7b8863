// @vitest-environment jsdom
import type { ProductDraft, ProductPublishDetail, ProductValues } from '@rrsp/contract';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FeedbackProvider } from '../../../components/feedback/feedback.tsx';
import { ApiError } from '../../../lib/api-error.ts';

/**
 * The product form in jsdom with a real antd Form and real mutations whose requests are spies: which calls 保存草稿
 * and 提交审核 make, in which order, what the preview shows as the form is filled in, and where a refusal lands. The
 * region picker (which reads the division table from the server) stands in as a plain input.
 */

const ID = '0b9c7c1e-3f5d-4c1a-9a47-2d6f1c0e8b11';
const IMAGE = { fileId: '1b9c7c1e-3f5d-4c1a-9a47-2d6f1c0e8b11', url: '/files/tea.jpg' };

const working: ProductValues = {
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
};

const detailOf = (change: Partial<ProductPublishDetail>): ProductPublishDetail => ({
  id: ID,
  audit: 'draft',
  shelf: 'none',
  working,
  listed: null,
  changedFields: [],
  rejectReason: null,
  offShelfReason: null,
  actions: ['save', 'publish', 'delete'],
  createdAt: '2026-03-01T02:00:00Z',
  updatedAt: '2026-03-01T02:00:00Z',
  ...change,
});

const calls: string[] = [];
let saveAnswer: (body: ProductDraft) => ProductPublishDetail = () => detailOf({});
const saved = vi.fn(async (body: ProductDraft): Promise<ProductPublishDetail> => {
  calls.push('save');
  return saveAnswer(body);
});
const published = vi.fn(async (id: string): Promise<ProductPublishDetail> => {
  calls.push('publish');
  return detailOf({ id, audit: 'pending', actions: ['save'] });
});

vi.mock('../api/save-product.ts', () => ({ useSaveProduct: () => useMutation({ mutationFn: saved }) }));
vi.mock('../api/publish-product.ts', () => ({
  usePublishProduct: () => useMutation({ mutationFn: published }),
}));
vi.mock('../../../components/form/region-picker.tsx', () => ({
  RegionPicker: ({ value, onChange }: { value?: string; onChange?: (code: string) => void }) => (
    <input aria-label="产地" value={value ?? ''} onChange={(event) => onChange?.(event.target.value)} />
  ),
}));
const { ProductPublishForm } = await import('./product-publish-form.tsx');

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  Element.prototype.scrollIntoView ??= () => {};
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

let root: Root | undefined;
let where = '';
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  calls.length = 0;
  saved.mockClear();
  published.mockClear();
  saveAnswer = () => detailOf({});
  where = '';
});

/** Where the page went (and with which query), for the form's navigations. */
const Where = () => {
  const location = useLocation();
  where = `${location.pathname}${location.search}`;
  return null;
};

const render = (detail?: ProductPublishDetail) => {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root?.render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter
          initialEntries={[
            detail ? `/participants/product/publish?id=${detail.id}` : '/participants/product/publish',
          ]}
        >
          <FeedbackProvider>
            <Routes>
              <Route
                path="/participants/product/publish"
                element={
                  <>
                    <ProductPublishForm detail={detail} tenantName="普安县茶叶专业合作社" />
                    <Where />
                  </>
                }
              />
              <Route path="*" element={<Where />} />
            </Routes>
          </FeedbackProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  );
};

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 60)));

const button = (text: string) =>
  [...document.querySelectorAll('button')].find(
    (element) => element.textContent?.replace(/\s/g, '') === text,
  );

const click = async (text: string) => {
  const found = button(text);
  if (!found) throw new Error(`no button ${text}`);
  await act(async () => found.click());
  await settle();
  await settle();
};

const type = async (field: string, text: string) => {
  const input = document.querySelector<HTMLInputElement>(`#product_${field}`);
  if (!input) throw new Error(`no field ${field}`);
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')?.set;
  await act(async () => {
    setter?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
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
  it('saves a new product as a draft with its name alone, and tells a too-short name as it is typed', async () => {
    render();
    await type('name', '茶');
    expect(document.body.textContent).toContain('产品名称至少 2 个字');
    await type('name', ' 刺梨干 ');
    await click('保存草稿');
    expect(saved).toHaveBeenCalledTimes(1);
    expect(saved.mock.calls[0]?.[0]).toEqual({ name: '刺梨干' });
    expect(published).not.toHaveBeenCalled();
    // the new product now has its id in the address, so a reload edits it instead of starting another
    expect(where).toBe(`/participants/product/publish?id=${ID}`);
  });

  it('sends nothing for audit while fields are missing, and names them on the form', async () => {
    render();
    await type('name', '刺梨干');
    await click('提交审核');
    expect(saved).not.toHaveBeenCalled();
    for (const text of [
      '请选择产品类别',
      '请选择产地',
      '请填写产品简介',
      '请至少上传 1 张产品图片',
      '请填写计量单位',
      '请填写供应期',
      '请选择报价方式',
      '请填写联系电话',
    ]) {
      expect(document.body.textContent).toContain(text);
    }
  });

  it('shows the card as it will be listed, following the name, unit, price and certifications', async () => {
    render(detailOf({}));
    expect(preview()).toContain('普安红茶');
    expect(preview()).toContain('¥280–680/斤');
    expect(preview()).toContain('地理标志');
    await type('unit', '公斤');
    await check('green');
    expect(preview()).toContain('¥280–680/公斤');
    expect(preview()).toContain('绿色食品');
    expect(document.body.textContent).toContain('最低价（元/公斤）');
  });

  it('saves a rejected product with its certifications and then sends it to audit', async () => {
    render(detailOf({ audit: 'rejected', rejectReason: '地理标志证书与产品名称不符' }));
    expect(document.body.textContent).toContain('驳回原因：地理标志证书与产品名称不符');
    await check('organic');
    await click('提交审核');
    expect(calls).toEqual(['save', 'publish']);
    expect(saved.mock.calls[0]?.[0]).toMatchObject({
      id: ID,
      name: '普安红茶',
      unit: '斤',
      supplyPeriod: '4月—10月',
      certifications: ['organic', 'geo'],
      imageFileIds: [IMAGE.fileId],
    });
    expect(published.mock.calls[0]?.[0]).toBe(ID);
    expect(where).toBe('/participants/product?tab=pending');
  });

  it('sends an edit of a listed product to audit with the save alone, and says the listed version stays', async () => {
    const listed = detailOf({
      audit: 'approved',
      shelf: 'on',
      listed: working,
      actions: ['save', 'offShelf'],
    });
    saveAnswer = () => ({ ...listed, audit: 'pending' });
    render(listed);
    expect(document.body.textContent).toContain('审核通过前，平台仍展示原来已通过的版本');
    expect(button('保存草稿')).toBeUndefined();
    await type('supplyPeriod', '全年供应');
    await click('提交审核');
    expect(calls).toEqual(['save']);
    expect(saved.mock.calls[0]?.[0]).toMatchObject({ id: ID, supplyPeriod: '全年供应' });
  });

  it('puts the server’s field issues on their fields', async () => {
    saved.mockImplementationOnce(async () => {
      throw new ApiError('提交的信息有误', {
        kind: 'http',
        status: 400,
        reason: 'VALIDATION',
        url: '/basics/pc/product/saveOrUpdate',
        details: { fields: [{ field: 'regionCode', message: '所选产地不存在，请重新选择' }] },
      });
    });
    render(detailOf({}));
    await click('提交审核');
    expect(document.body.textContent).toContain('所选产地不存在，请重新选择');
    expect(published).not.toHaveBeenCalled();
    expect(where).toBe(`/participants/product/publish?id=${ID}`);
  });
});
