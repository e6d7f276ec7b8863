// @vitest-environment jsdom
import type { ContentDetail as ContentDetailData } from '@rrsp/contract';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, settle } from '../../../lib/jsdom-test-support.tsx';
import { CONTENT_ID, contentItemOf } from '../utils/content-test-support.ts';

/** A solution's or case's detail in jsdom: the request client is a spy returning the detail as the server would. */

let answer: ContentDetailData;
vi.mock('../../../lib/api.ts', () => ({ api: { request: vi.fn(async () => answer) } }));
const { ContentDetail } = await import('./content-detail.tsx');

const detail = (contact: { contactName: string | null; contactPhone: string | null }): ContentDetailData => ({
  ...contentItemOf('雷山茶园数字化管理方案'),
  summary: '茶园管理的简介',
  content: '<p>正文</p>',
  providerTenantId: null,
  previous: null,
  next: null,
  related: [],
  ...contact,
});

const render = async (data: ContentDetailData, kind: 'solution' | 'case' = 'solution') => {
  answer = data;
  renderWithApp(<ContentDetail kind={kind} id={CONTENT_ID} audience="member" />, { router: true });
  await settle();
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
