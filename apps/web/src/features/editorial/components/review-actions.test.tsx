// @vitest-environment jsdom
import type { EditorialItem } from '@rrsp/contract';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, settle, unmount } from '../../../lib/jsdom-test-support.tsx';

const dialogsImported = vi.hoisted(() => vi.fn());
vi.mock('./decision-dialogs.tsx', async (original) => {
  dialogsImported();
  return original();
});
const { ReviewActions } = await import('./review-actions.tsx');

/** The reviewer's side card in jsdom: which decisions it offers on a waiting solution, with the real antd and query. */

const REVIEWER = '2b9c7c1e-3f5d-4c1a-9a47-2d6f1c0e8b11';

const solution = (ownWork: EditorialItem['ownWork']): EditorialItem => ({
  id: '0b9c7c1e-3f5d-4c1a-9a47-2d6f1c0e8b11',
  kind: 'solution',
  title: '茶园数字化管理方案',
  state: 'pending',
  workingVersion: 2,
  publishedVersion: 1,
  scheduledAt: null,
  updatedAt: '2026-03-01T02:00:00Z',
  updatedByName: '平台编辑 · 李娜',
  // the card reads none of the fields
  fields: {} as EditorialItem['fields'],
  workingAuthorId: '1b9c7c1e-3f5d-4c1a-9a47-2d6f1c0e8b11',
  workingAuthorName: '平台编辑 · 李娜',
  pendingAuthorIds: ['1b9c7c1e-3f5d-4c1a-9a47-2d6f1c0e8b11'],
  scheduledVersion: null,
  returnReason: null,
  selfPublishAllowed: false,
  ownWork,
});

const render = (item: EditorialItem) =>
  renderWithApp(
    <ReviewActions
      item={item}
      viewer={{ userId: REVIEWER, canWrite: false, canReview: true }}
      dirty={false}
    />,
  );

const waitFor = async (done: () => boolean) => {
  for (let tries = 0; tries < 100 && !done(); tries += 1) await settle();
};

const buttons = () =>
  [...document.querySelectorAll('button')].map((element) => element.textContent?.replace(/\s/g, ''));

afterEach(unmount);

describe('the reviewer’s decisions on a solution', () => {
  it('offers publishing, scheduling, sending back and withdrawing to a reviewer of another tenant', () => {
    render(solution(null));
    expect(buttons()).toEqual(['立即发布', '定时发布', '退回修改', '撤回']);
  });

  it("offers none on a solution of the reviewer's own tenant, and says who decides instead", async () => {
    render(solution('本人所在主体'));
    expect(buttons()).toEqual([]);
    // the alert is antd's, loaded when first shown
    const said = () =>
      document.body.textContent?.includes('不能审核本人所在主体的解决方案，请由其他运营人员审核');
    await waitFor(() => said() === true);
    expect(said()).toBe(true);
  });
});

describe('the decisions’ dialogs', () => {
  it('load when one is first opened, not with the card: 退回修改 shows its reason dialog', async () => {
    render(solution(null));
    await settle();
    expect(dialogsImported, 'no dialog code with the card').not.toHaveBeenCalled();
    const sendBack = [...document.querySelectorAll('button')].find(
      (element) => element.textContent?.replace(/\s/g, '') === '退回修改',
    );
    act(() => sendBack?.click());
    const dialog = () => document.querySelector('[role="dialog"]');
    await waitFor(() => dialog()?.textContent?.includes('原因') === true);
    expect(dialogsImported).toHaveBeenCalled();
    expect(dialog()?.textContent).toContain('退回后回到草稿');
  });
});

describe('the facts', () => {
  it('show the state as a tag in the state’s colour, named for the specs', () => {
    render(solution(null));
    const tag = document.querySelector('[data-testid="editorial-state"]');
    expect(tag?.textContent).toBe('待审核');
    expect(tag?.className).toBe('state-tag editorial-tag editorial-tag--orange');
  });
});
