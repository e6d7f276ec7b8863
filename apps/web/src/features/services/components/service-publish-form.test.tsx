// @vitest-environment jsdom
import type { ServiceDraft, ServicePublishDetail, ServiceValues } from '@rrsp/contract';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FeedbackProvider } from '../../../components/feedback/feedback.tsx';
import { ApiError } from '../../../lib/api-error.ts';

/**
 * The publish form in jsdom with a real antd Form and real mutations whose requests are spies: which calls 保存草稿
 * and 提交审核 make, in which order, and what a refusal shows. The region picker (which reads the division table
 * from the server) stands in as a plain input.
 */

const ID = '0b9c7c1e-3f5d-4c1a-9a47-2d6f1c0e8b11';
const IMAGE = { fileId: '1b9c7c1e-3f5d-4c1a-9a47-2d6f1c0e8b11', url: '/files/cover.jpg' };

const working: ServiceValues = {
  name: '稻田无人机植保',
  category: 'machinery',
  regionCode: '522634',
  regionName: '黔东南州雷山县',
  summary: '植保无人机飞防作业，覆盖雷山县各乡镇',
  description: '提供水稻、茶园的病虫害飞防作业。\n作业前免费勘察地块。',
  images: [IMAGE],
  priceMode: 'fixed',
  priceMin: 12,
  priceMax: null,
  unit: '亩',
  contactName: '杨秀英',
  contactMobile: '13800000001',
};

const detailOf = (change: Partial<ServicePublishDetail>): ServicePublishDetail => ({
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
const saved = vi.fn(async (body: ServiceDraft): Promise<ServicePublishDetail> => {
  calls.push('save');
  return saveAnswer(body);
});
let saveAnswer: (body: ServiceDraft) => ServicePublishDetail = () => detailOf({});
const published = vi.fn(async (id: string): Promise<ServicePublishDetail> => {
  calls.push('publish');
  return detailOf({ id, audit: 'pending', actions: ['save'] });
});

vi.mock('../api/save-service.ts', () => ({ useSaveService: () => useMutation({ mutationFn: saved }) }));
vi.mock('../api/publish-service.ts', () => ({
  usePublishService: () => useMutation({ mutationFn: published }),
}));
vi.mock('../../../components/form/region-picker.tsx', () => ({
  RegionPicker: ({ value, onChange }: { value?: string; onChange?: (code: string) => void }) => (
    <input aria-label="服务地区" value={value ?? ''} onChange={(event) => onChange?.(event.target.value)} />
  ),
}));
const { ServicePublishForm } = await import('./service-publish-form.tsx');

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
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  calls.length = 0;
  saved.mockClear();
  published.mockClear();
  saveAnswer = () => detailOf({});
});

const render = (detail?: ServicePublishDetail) => {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root?.render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[detail ? `/participants/service/publish?id=${detail.id}` : '/']}>
          <FeedbackProvider>
            <ServicePublishForm area="participants" detail={detail} tenantName="雷山县苗岭农机专业合作社" />
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

const type = async (label: string, text: string) => {
  const field = document.querySelector<HTMLInputElement>(`#service_${label}`);
  if (!field) throw new Error(`no field ${label}`);
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  await act(async () => {
    setter?.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await settle();
};

describe('the publish form', () => {
  it('saves a new service as a draft with its name alone, and tells a too-short name as it is typed', async () => {
    render();
    await type('name', '冷');
    expect(document.body.textContent).toContain('服务名称至少 2 个字');
    await type('name', ' 冷库租赁 ');
    await click('保存草稿');
    expect(saved).toHaveBeenCalledTimes(1);
    expect(saved.mock.calls[0]?.[0]).toEqual({ name: '冷库租赁' });
    expect(published).not.toHaveBeenCalled();
  });

  it('sends nothing for audit while fields are missing, and names them on the form', async () => {
    render();
    await type('name', '冷库租赁');
    await click('提交审核');
    expect(saved).not.toHaveBeenCalled();
    for (const text of [
      '请选择服务类别',
      '请填写服务简介',
      '请至少上传 1 张服务图片',
      '请填写联系人',
      '请填写联系电话',
    ]) {
      expect(document.body.textContent).toContain(text);
    }
  });

  it('saves a rejected service and then sends it to audit', async () => {
    render(detailOf({ audit: 'rejected', rejectReason: '服务图片与服务内容不符' }));
    expect(document.body.textContent).toContain('驳回原因：服务图片与服务内容不符');
    await click('提交审核');
    expect(calls).toEqual(['save', 'publish']);
    expect(saved.mock.calls[0]?.[0]).toMatchObject({
      id: ID,
      name: '稻田无人机植保',
      imageFileIds: [IMAGE.fileId],
    });
    expect(published.mock.calls[0]?.[0]).toBe(ID);
  });

  it('sends an edit of a listed service to audit with the save alone, and says the listed version stays', async () => {
    const listed = detailOf({
      audit: 'approved',
      shelf: 'on',
      listed: working,
      actions: ['save', 'offShelf'],
    });
    saveAnswer = () => ({ ...listed, audit: 'pending' });
    render(listed);
    expect(document.body.textContent).toContain('审核通过前，服务中心仍展示原来已通过的版本');
    expect(button('保存草稿')).toBeUndefined();
    await type('summary', '植保无人机飞防作业，覆盖雷山、台江两县');
    await click('提交审核');
    expect(calls).toEqual(['save']);
    expect(saved.mock.calls[0]?.[0]).toMatchObject({
      id: ID,
      summary: '植保无人机飞防作业，覆盖雷山、台江两县',
    });
  });

  it('puts the server’s field issues on their fields', async () => {
    saved.mockImplementationOnce(async () => {
      throw new ApiError('提交的信息有误', {
        kind: 'http',
        status: 400,
        reason: 'VALIDATION',
        url: '/basics/pc/serviceCenter/saveOrUpdate',
        details: { fields: [{ field: 'imageFileIds.0', message: '图片不存在或已失效，请重新上传' }] },
      });
    });
    render(detailOf({}));
    await click('提交审核');
    expect(document.body.textContent).toContain('图片不存在或已失效，请重新上传');
    expect(published).not.toHaveBeenCalled();
  });
});
