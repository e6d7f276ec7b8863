// @vitest-environment jsdom
import type { CooperationRow } from '@rrsp/contract';
import { describe, expect, it, vi } from 'vitest';
import { click, refusal, renderWithApp, spiedMutation, typeInto } from '../../../lib/jsdom-test-support.tsx';
import { REQUEST_ID, requestRowOf } from '../utils/cooperation-test-support.ts';

/** The publisher's 回复 in jsdom with a real antd Form and a real mutation whose request is a spy. */

const replied = vi.fn(async (body: { id: string; reply: string }) =>
  requestRowOf({ state: 'replied', reply: body.reply, repliedAt: '2026-03-01T03:00:00Z' }),
);
vi.mock('../api/reply-cooperation.ts', () => ({ useReplyCooperation: spiedMutation(replied) }));
const { ReplyForm } = await import('./reply-form.tsx');

/** What the screen calls when it is done (cleared after each test). */
const onReplied = vi.fn();
const render = (row: CooperationRow) => renderWithApp(<ReplyForm row={row} onReplied={onReplied} />);

const type = (text: string) => typeInto('#reply_reply', text);

describe('回复', () => {
  it('asks for a reply before sending anything', async () => {
    render(requestRowOf());
    await click('回复');
    expect(document.body.textContent).toContain('请填写回复');
    expect(replied).not.toHaveBeenCalled();
  });

  it('tells a too-short reply as it is typed, and does not send it', async () => {
    render(requestRowOf());
    await type('好');
    expect(document.body.textContent).toContain('回复至少 2 个字');
    await click('回复');
    expect(replied).not.toHaveBeenCalled();
  });

  it('sends the reply trimmed and hands on the request as it is now', async () => {
    render(requestRowOf());
    await type('  您好，下周可安排人员到现场勘察  ');
    await click('回复');
    expect(replied.mock.calls[0]?.[0]).toEqual({ id: REQUEST_ID, reply: '您好，下周可安排人员到现场勘察' });
    expect(onReplied).toHaveBeenCalledWith(
      expect.objectContaining({ state: 'replied', reply: '您好，下周可安排人员到现场勘察' }),
    );
  });

  it('offers to change a reply already given', () => {
    render(requestRowOf({ state: 'replied', reply: '可以合作' }));
    expect(document.querySelector('label[for="reply_reply"]')?.textContent).toBe('修改回复');
  });

  it('says so when the requester closed the request meanwhile', async () => {
    replied.mockRejectedValueOnce(
      refusal('该合作申请已关闭', 409, 'ILLEGAL_TRANSITION', '/basics/pc/cooperation/reply'),
    );
    render(requestRowOf());
    await type('您好，可以合作');
    await click('回复');
    expect(document.querySelector('.ant-alert')?.textContent).toContain('该合作申请已关闭');
    expect(onReplied).not.toHaveBeenCalled();
  });
});
