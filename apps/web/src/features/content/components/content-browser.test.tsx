// @vitest-environment jsdom
import type { ContentClass } from '@rrsp/contract';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { click, clickOn, currentAddress, renderWithApp, settle } from '../../../lib/jsdom-test-support.tsx';
import type { ContentListItem } from '../api/list-content.ts';
import { CONTENT_CLASS_ID, CONTENT_ID, contentItemOf } from '../utils/content-test-support.ts';

/**
 * 方案与案例 in jsdom: the real lists, hooks and query client; only the request client is a spy answering by path,
 * so the tests see which call each kind and scope makes and what the address becomes.
 */

interface Sent {
  path: string;
  body: Record<string, unknown>;
}

const sent: Sent[] = [];
let rowsOf: (path: string) => ContentListItem[] = () => [];
let classesOf: (path: string) => ContentClass[] = () => [];

vi.mock('../../../lib/api.ts', () => ({
  api: {
    request: vi.fn(async (endpoint: { path: string }, options: { body?: Record<string, unknown> }) => {
      const body = options.body ?? {};
      sent.push({ path: endpoint.path, body });
      if (/Class$/.test(endpoint.path)) {
        const rows = classesOf(endpoint.path);
        return { rows, total: rows.length, pageNum: 1, pageSize: 100 };
      }
      const rows = rowsOf(endpoint.path);
      return { rows, total: rows.length, pageNum: body.pageNum ?? 1, pageSize: body.pageSize ?? 12 };
    }),
  },
}));
const { ContentBrowser } = await import('./content-browser.tsx');

const OTHER_CLASS = '0b9c7c1e-3f5d-4c1a-9a47-2d6f1c0e8b12';

const SOLUTIONS = '/basics/pc/rrSolution/pcQuerySolution';
const CASES = '/basics/pc/rrCooperationCase/pcQuerySolution';
const OWN_SOLUTIONS = '/basics/pc/rrSolution/serverSolutionPage';
const OWN_CASES = '/basics/pc/rrCooperationCase/serverCasePage';
const OWN_CASE_CLASSES = '/basics/pc/rrCooperationCase/serverCaseClass';

afterEach(() => {
  sent.length = 0;
  rowsOf = () => [];
  classesOf = () => [];
});

const render = async (area: 'participants' | 'servant', search = '') => {
  renderWithApp(
    <ContentBrowser
      detailHref={{
        solution: (id) => `/${area}/solution/detail?id=${id}`,
        case: (id) => `/${area}/CaseDetail?id=${id}`,
      }}
      ownScope={area === 'servant'}
      hotline="0851-12345678"
    />,
    { router: `/${area}/server-solution${search}` },
  );
  await settle();
  await settle();
};

const searchOf = () => new URLSearchParams(currentAddress().split('?')[1] ?? '');
const pathsSent = () => sent.map((request) => request.path);
const text = () => document.body.textContent?.replace(/\s+/g, '') ?? '';

const clickTab = (name: string) => clickOn('[role="tab"]', name);

const scopeSwitch = () => document.querySelector('[role="radiogroup"][aria-label="显示范围"]');

describe('方案与案例 in the participants area', () => {
  it('lists solutions with contacts, and switching to 合作案例 keeps the keyword, drops the class', async () => {
    rowsOf = (path) =>
      path === SOLUTIONS
        ? [contentItemOf('雷山茶园数字化管理方案')]
        : [contentItemOf('丹寨稻鱼共生合作案例')];
    await render('participants', `?category=${CONTENT_CLASS_ID}&keyword=茶&page=2`);

    expect(scopeSwitch()).toBeNull();
    expect(sent.find((request) => request.path === SOLUTIONS)?.body).toMatchObject({
      classId: CONTENT_CLASS_ID,
      keyword: '茶',
      pageNum: 2,
    });
    const solutionLink = document.querySelector('a[href^="/participants/solution/detail"]');
    expect(solutionLink?.getAttribute('href')).toBe(`/participants/solution/detail?id=${CONTENT_ID}`);
    expect(document.querySelector('a[href^="tel:"]')?.getAttribute('href')).toBe('tel:085186661234');

    await clickTab('合作案例');
    expect(Object.fromEntries(searchOf())).toEqual({ kind: 'case', keyword: '茶' });
    const caseRequest = sent.find((request) => request.path === CASES);
    expect(caseRequest?.body).toMatchObject({ keyword: '茶', pageNum: 1 });
    expect(caseRequest?.body.classId).toBeUndefined();
    expect(document.querySelector('a[href^="/participants/CaseDetail"]')?.getAttribute('href')).toBe(
      `/participants/CaseDetail?id=${CONTENT_ID}`,
    );
    expect(text()).toContain('丹寨稻鱼共生合作案例');
  });

  it('ignores ?scope=mine, which only the servant area has', async () => {
    await render('participants', '?scope=mine');
    expect(pathsSent()).toContain(SOLUTIONS);
    expect(pathsSent().some((path) => path.includes('server'))).toBe(false);
  });
});

describe('方案与案例 in the servant area', () => {
  it('asks the server lists for 本主体提供的, keeping the kind, and the class tabs skip classes it has none in', async () => {
    classesOf = () => [
      { id: CONTENT_CLASS_ID, name: '茶产业', itemCount: 2 },
      { id: OTHER_CLASS, name: '冷链物流', itemCount: 0 },
    ];
    rowsOf = (path) => (path === OWN_CASES ? [contentItemOf('本主体的茶园案例')] : []);
    await render('servant', '?kind=case');
    expect(pathsSent()).toContain(CASES);
    expect(pathsSent()).not.toContain(OWN_CASES);

    const mine = [...document.querySelectorAll<HTMLLabelElement>('.ant-segmented-item')].find(
      (element) => element.textContent === '本主体提供的',
    );
    if (!mine) throw new Error('no 本主体提供的');
    await act(async () => mine.querySelector('input')?.click());
    await settle();
    await settle();

    expect(Object.fromEntries(searchOf())).toEqual({ kind: 'case', scope: 'mine' });
    expect(pathsSent()).toEqual(expect.arrayContaining([OWN_CASES, OWN_CASE_CLASSES]));
    expect(text()).toContain('本主体的茶园案例');
    const tabs = [...document.querySelectorAll('.list-tabs [role="tab"]')].map((tab) => tab.textContent);
    expect(tabs).toEqual(['全部', '茶产业（2）']);
  });

  it('keeps the scope and the kind when the list is searched', async () => {
    await render('servant', '?kind=case&scope=mine');
    const input = document.querySelector<HTMLInputElement>('input[aria-label="搜索合作案例"]');
    if (!input) throw new Error('no search box');
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, '茶园');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await click('搜索');
    expect(Object.fromEntries(searchOf())).toEqual({ kind: 'case', scope: 'mine', keyword: '茶园' });
    expect(sent.filter((request) => request.path === OWN_CASES).at(-1)?.body).toMatchObject({
      keyword: '茶园',
    });
  });

  it('tells a provider with nothing listed how to get listed, and leads on to every solution', async () => {
    await render('servant', '?scope=mine');
    expect(pathsSent()).toContain(OWN_SOLUTIONS);
    expect(text()).toContain('贵单位暂时还没有列入平台的方案');
    expect(text()).toContain('请联系平台运营方');
    expect(document.querySelector('.content-none-own a')?.getAttribute('href')).toBe('tel:085112345678');

    await click('查看全部解决方案');
    expect(searchOf().toString()).toBe('');
    expect(pathsSent()).toContain(SOLUTIONS);
  });

  it('says the usual sentence, not the provider one, when a keyword finds none of its own', async () => {
    await render('servant', '?scope=mine&keyword=辣椒');
    expect(text()).toContain('没有找到与“辣椒”相关的方案');
    expect(text()).not.toContain('请联系平台运营方');
  });
});
