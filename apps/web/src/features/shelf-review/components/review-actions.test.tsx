// @vitest-environment jsdom
import type { ShelfReview } from '@rrsp/contract';
import { describe, expect, it, vi } from 'vitest';
import {
  click,
  renderWithApp,
  sentWithRequiredText,
  spiedMutation,
  unmount,
} from '../../../lib/jsdom-test-support.tsx';

/** The operator's buttons and dialogs in jsdom with a real antd Form and real mutations whose requests are spies. */

const ID = '0b9c7c1e-3f5d-4c1a-9a47-2d6f1c0e8b11';

const review = (status: ShelfReview['status'], ownWork: ShelfReview['ownWork'] = null): ShelfReview => ({
  id: ID,
  version: 4,
  kind: 'service',
  name: '稻田无人机植保',
  tenantId: '1b9c7c1e-3f5d-4c1a-9a47-2d6f1c0e8b11',
  tenantName: '雷山县苗岭农机专业合作社',
  status,
  isEdit: false,
  fields: [],
  submittedAt: '2026-03-01T02:00:00Z',
  waitingSeconds: 3600,
  rejectReason: null,
  offShelfReason: null,
  log: [],
  ownWork,
});

const approved = vi.fn(async (body: { id: string; version: number; remark?: string }) => ({
  ...review({ audit: 'approved', shelf: 'on' }),
  ...body,
}));
const rejected = vi.fn(async (body: { id: string; version: number; reason: string }) => ({
  ...review({ audit: 'rejected', shelf: 'none' }),
  ...body,
}));
const takenOff = vi.fn(async (body: { id: string; version: number; reason: string }) => ({
  ...review({ audit: 'approved', shelf: 'off' }),
  ...body,
}));
vi.mock('../api/approve-shelf-item.ts', () => ({ useApproveShelfItem: spiedMutation(approved) }));
vi.mock('../api/reject-shelf-item.ts', () => ({ useRejectShelfItem: spiedMutation(rejected) }));
vi.mock('../api/off-shelf-shelf-item.ts', () => ({ useOffShelfShelfItem: spiedMutation(takenOff) }));
const { ReviewActions } = await import('./review-actions.tsx');

/** What the screen calls when it is done (cleared after each test). */
const onDecided = vi.fn();
const render = (item: ShelfReview) => renderWithApp(<ReviewActions review={item} onDecided={onDecided} />);

const buttons = () =>
  [...document.querySelectorAll('button')].map((element) => element.textContent?.replace(/\s/g, ''));

describe('the operator’s decisions', () => {
  it('offers approval and rejection while an item waits, and the off-shelf only while it is on the shelf', () => {
    render(review({ audit: 'pending', shelf: 'none' }));
    expect(buttons()).toEqual(['驳回', '审核通过']);
    unmount();
    render(review({ audit: 'approved', shelf: 'on' }));
    expect(buttons()).toEqual(['下架']);
    unmount();
    render(review({ audit: 'pending', shelf: 'on' }));
    expect(buttons()).toEqual(['下架', '驳回', '审核通过']);
  });

  it("offers no decision on an item of the operator's own tenant, and says who decides instead", () => {
    render(review({ audit: 'pending', shelf: 'on' }, '本人所在主体'));
    expect(buttons()).toEqual([]);
    expect(document.querySelector('[role="note"]')?.textContent).toBe(
      '不能审核本人所在主体的服务，请由其他运营人员审核',
    );
  });

  it('refuses a rejection without a reason, and sends one with it', async () => {
    render(review({ audit: 'pending', shelf: 'none' }));
    await click('驳回');
    const sent = await sentWithRequiredText(rejected, {
      confirm: '确认驳回',
      missing: '请填写驳回原因',
      field: '.ant-modal textarea',
      text: '图片与服务内容不符，请上传实际作业照片',
    });
    expect(sent).toEqual({ id: ID, version: 4, reason: '图片与服务内容不符，请上传实际作业照片' });
    expect(onDecided).toHaveBeenCalledTimes(1);
  });

  it('approves without a remark, sending none', async () => {
    render(review({ audit: 'pending', shelf: 'none' }));
    await click('审核通过');
    await click('确认通过');
    // the decision names the version the operator saw
    expect(approved.mock.calls[0]?.[0]).toEqual({ id: ID, version: 4 });
  });
});
