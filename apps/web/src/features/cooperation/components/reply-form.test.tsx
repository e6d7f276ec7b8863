// @vitest-environment jsdom
import type { CooperationRow } from '@rrsp/contract';
import { useMutation } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { click, prepareJsdom, renderWithApp, typeInto } from '../../../lib/jsdom-test-support.tsx';

/** The publisher's 回复 in jsdom with a real antd Form and a real mutation whose request is a spy. */

const ID = '0b9c7c1e-3f5d-4c1a-9a47-2d6f1c0e8b11';

const rowOf = (change: Partial<CooperationRow>): CooperationRow => ({
  id: ID,
  itemId: '1b9c7c1e-3f5d-4c1a-9a47-2d6f1c0e8b11',
  itemKind: 'service',
  itemName: '稻田无人机植保',
  counterpartName: '雷山县苗岭茶叶种植专业合作社',
  name: '杨秀英',
  mobile: '13800000001',
  message: '合作社有 300 亩茶园需要植保飞防',
  state: 'read',
  reply: null,
  createdAt: '2026-03-01T02:00:00Z',
  repliedAt: null,
  ...change,
});

const replied = vi.fn(async (body: { id: string; reply: string }) =>
  rowOf({ state: 'replied', reply: body.reply, repliedAt: '2026-03-01T03:00:00Z' }),
);
vi.mock('../api/reply-cooperation.ts', () => ({
  useReplyCooperation: () => useMutation({ mutationFn: replied }),
}));
const { ReplyForm } = await import('./reply-form.tsx');

prepareJsdom();

afterEach(() => {
  replied.mockClear();
});

const render = (row: CooperationRow) => {
  const onReplied = vi.fn();
  renderWithApp(<ReplyForm row={row} onReplied={onReplied} />);
  return { onReplied };
};

const type = async (text: string) => {
  const field = document.querySelector<HTMLTextAreaElement>('#reply_reply');
  if (!field) throw new Error('no reply field');
  await typeInto(field, text);
};

describe('回复', () => {
  it('asks for a reply before sending anything', async () => {
    render(rowOf({}));
    await click('回复');
    expect(document.body.textContent).toContain('请填写回复');
    expect(replied).not.toHaveBeenCalled();
  });

  it('tells a too-short reply as it is typed, and does not send it', async () => {
    render(rowOf({}));
    await type('好');
    expect(document.body.textContent).toContain('回复至少 2 个字');
    await click('回复');
    expect(replied).not.toHaveBeenCalled();
  });

  it('sends the reply trimmed and hands on the request as it is now', async () => {
    const { onReplied } = render(rowOf({}));
    await type('  您好，下周可安排人员到现场勘察  ');
    await click('回复');
    expect(replied.mock.calls[0]?.[0]).toEqual({ id: ID, reply: '您好，下周可安排人员到现场勘察' });
    expect(onReplied).toHaveBeenCalledWith(
      expect.objectContaining({ state: 'replied', reply: '您好，下周可安排人员到现场勘察' }),
    );
  });

  it('offers to change a reply already given', () => {
    render(rowOf({ state: 'replied', reply: '可以合作' }));
    expect(document.querySelector('label[for="reply_reply"]')?.textContent).toBe('修改回复');
  });

  it('says so when the requester closed the request meanwhile', async () => {
    replied.mockImplementationOnce(async () => {
      throw new ApiError('该合作申请已关闭', {
        kind: 'http',
        status: 409,
        reason: 'ILLEGAL_TRANSITION',
        url: '/basics/pc/cooperation/reply',
      });
    });
    const { onReplied } = render(rowOf({}));
    await type('您好，可以合作');
    await click('回复');
    expect(document.querySelector('.ant-alert')?.textContent).toContain('该合作申请已关闭');
    expect(onReplied).not.toHaveBeenCalled();
  });
});
