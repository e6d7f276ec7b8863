// @vitest-environment jsdom
import type { SettlementReview } from '@rrsp/contract';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RejectBody } from '../utils/reject-body.ts';

/** The reject dialog in jsdom with a real antd Form and a real mutation whose request is a spy. */

const sent = vi.fn(async (body: RejectBody) => ({ applicationId: body.applicationId }));
vi.mock('../api/reject-settlement.ts', () => ({
  useRejectSettlement: () => useMutation({ mutationFn: sent }),
}));
const { RejectModal } = await import('./reject-modal.tsx');

const ID = '0b9c7c1e-3f5d-4c1a-9a47-2d6f1c0e8b11';
const review = {
  applicationId: ID,
  status: 'submitted',
  values: { name: '雷山县苗岭茶叶种植专业合作社', roles: ['participant'] },
  changes: [],
  checks: [],
} as unknown as SettlementReview;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // antd asks for media queries; jsdom has none.
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
  // the modal measures the scroll bar through a pseudo-element, which jsdom does not implement
  const computed = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => computed(element);
  // the text areas' autosize and the modal observe sizes; jsdom measures nothing
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  sent.mockClear();
});

const render = () => {
  const onRejected = vi.fn();
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root?.render(
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <RejectModal review={review} open onClose={() => {}} onRejected={onRejected} />
        </App>
      </QueryClientProvider>,
    ),
  );
  return { onRejected };
};

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

const tick = async (label: string) => {
  const box = [...document.querySelectorAll('label.ant-checkbox-wrapper')].find((wrapper) =>
    wrapper.textContent?.includes(label),
  );
  if (!box) throw new Error(`no checkbox ${label}`);
  await act(async () => (box as HTMLElement).click());
  await settle();
};

const type = async (placeholderStart: string, text: string) => {
  const field = [
    ...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'),
  ].find((element) => element.placeholder.startsWith(placeholderStart));
  if (!field) throw new Error(`no field ${placeholderStart}`);
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  await act(async () => {
    setter?.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
};

const confirm = async () => {
  const button = [...document.querySelectorAll('button')].find((element) =>
    element.textContent?.replace(/\s/g, '').includes('确认驳回'),
  );
  await act(async () => button?.click());
  await settle();
  await settle();
};

describe('the reject dialog', () => {
  it('sends the ticked fields with their reasons and the remark, as the contract wants them', async () => {
    const { onRejected } = render();
    await tick('详细地址');
    await tick('营业执照');
    await type('例如：请填写到村', ' 请填写到门牌号 ');
    await type('例如：照片模糊', '照片反光，请重新拍摄');
    await type('例如：请按以下意见', '请修改后重新提交');
    await confirm();
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent.mock.calls[0]?.[0]).toEqual({
      applicationId: ID,
      fieldReasons: { address: '请填写到门牌号', licenceFileId: '照片反光，请重新拍摄' },
      remark: '请修改后重新提交',
    });
    expect(onRejected).toHaveBeenCalledTimes(1);
  });

  it('refuses a rejection without any reason, and a ticked field without its reason', async () => {
    render();
    await confirm();
    expect(document.body.textContent).toContain('请至少写明一项驳回原因');
    await tick('主体名称');
    await confirm();
    expect(document.body.textContent).toContain('请写明主体名称需要怎样修改');
    expect(sent).not.toHaveBeenCalled();
  });
});
