// @vitest-environment jsdom
import type { ContentDetail as ContentDetailData } from '@rrsp/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FeedbackProvider } from '../../../components/feedback/feedback.tsx';

/** A solution's or case's detail in jsdom: the request client is a spy returning the detail as the server would. */

const ITEM = '1b9c7c1e-3f5d-4c1a-9a47-2d6f1c0e8b11';

let answer: ContentDetailData;
vi.mock('../../../lib/api.ts', () => ({ api: { request: vi.fn(async () => answer) } }));
const { ContentDetail } = await import('./content-detail.tsx');

const detail = (contact: { contactName: string | null; contactPhone: string | null }): ContentDetailData => ({
  id: ITEM,
  classId: '0b9c7c1e-3f5d-4c1a-9a47-2d6f1c0e8b11',
  className: '茶产业',
  title: '雷山茶园数字化管理方案',
  summary: '茶园管理的简介',
  coverUrl: null,
  providerName: '贵州黔农云科技有限公司',
  regionName: '黔东南州雷山县',
  tags: [],
  publishedAt: '2026-05-01T02:00:00.000Z',
  views: 12,
  content: '<p>正文</p>',
  providerTenantId: null,
  previous: null,
  next: null,
  related: [],
  ...contact,
});

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
});

const render = async (data: ContentDetailData, kind: 'solution' | 'case' = 'solution') => {
  answer = data;
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root?.render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <FeedbackProvider>
            <ContentDetail kind={kind} id={ITEM} audience="member" />
          </FeedbackProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
};

const contactPanel = () => document.querySelector('section[aria-labelledby="provider-contact-title"]');

describe('the provider contact beside a solution or case', () => {
  it('shows the contact and a tel: link when the server sends one (a signed-in reader)', async () => {
    await render(detail({ contactName: '王经理', contactPhone: '0851-8666 1234' }));
    const panel = contactPanel();
    expect(panel?.querySelector('h2')?.textContent).toContain('联系提供方');
    expect(panel?.textContent).toContain('王经理');
    expect(panel?.querySelector('a')?.getAttribute('href')).toBe('tel:085186661234');
    expect(document.querySelector('aside')?.getAttribute('aria-label')).toBe('联系方式、分享与推荐');
  });

  it('names the provider of a case 服务方, and shows a phone without a name', async () => {
    await render(detail({ contactName: null, contactPhone: '13800000001' }), 'case');
    const panel = contactPanel();
    expect(panel?.querySelector('h2')?.textContent).toContain('联系服务方');
    expect(panel?.textContent).not.toContain('联系人');
    expect(panel?.querySelector('a')?.getAttribute('href')).toBe('tel:13800000001');
  });

  it("leaves a visitor's side panel as it was: no contact block", async () => {
    await render(detail({ contactName: null, contactPhone: null }));
    expect(document.querySelector('h1')?.textContent).toBe('雷山茶园数字化管理方案');
    expect(contactPanel()).toBeNull();
    expect(document.querySelector('a[href^="tel:"]')).toBeNull();
    expect(document.querySelector('aside')?.getAttribute('aria-label')).toBe('分享与推荐');
  });
});
