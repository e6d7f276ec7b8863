// @vitest-environment jsdom
import type { CooperationRequest } from '@rrsp/contract';
import { describe, expect, it, vi } from 'vitest';
import {
  click,
  refusal,
  renderWithApp,
  settle,
  spiedMutation,
  typeInto,
} from '../../../lib/jsdom-test-support.tsx';
import type { CooperationContact } from '../utils/prefill.ts';

/** 申请合作 in jsdom with a real antd Form and a real mutation whose request is a spy. */

const ITEM = { id: '0b9c7c1e-3f5d-4c1a-9a47-2d6f1c0e8b11', name: '稻田无人机植保', kind: 'service' } as const;
const SENT_HREF = '/participants/cooperation?tab=sent';

const sent = vi.fn(async (_body: CooperationRequest) => ({ id: '1b9c7c1e-3f5d-4c1a-9a47-2d6f1c0e8b11' }));
vi.mock('../api/send-cooperation.ts', () => ({ useSendCooperation: spiedMutation(sent) }));
const { CooperationRequestButton } = await import('./cooperation-request-button.tsx');

const render = async (contact?: CooperationContact) => {
  renderWithApp(<CooperationRequestButton item={ITEM} contact={contact} sentHref={SENT_HREF} />, {
    router: true,
  });
  await click('申请合作');
  // the dialog's code loads on the first press (docs/decisions/034)
  await vi.waitFor(
    async () => {
      await settle();
      field('name');
    },
    { timeout: 30_000 },
  );
};

const field = (name: string) => {
  const found = document.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#cooperation_${name}`);
  if (!found) throw new Error(`no field ${name}`);
  return found;
};

const type = async (name: string, text: string) => {
  const input = field(name);
  await typeInto(input, text);
};

const modalText = () => document.querySelector('.ant-modal')?.textContent ?? '';

describe('申请合作', () => {
  it('starts with the contact and mobile the session has, and checks each field as it is typed', async () => {
    await render({ nickName: '杨秀英', mobile: '13800000001' });
    expect(field('name').value).toBe('杨秀英');
    expect(field('mobile').value).toBe('13800000001');
    await type('message', '想合作');
    expect(modalText()).toContain('合作意向至少 5 个字');
    await type('mobile', '12345');
    expect(modalText()).toContain('请输入 11 位中国大陆手机号');
    await click('发送申请');
    expect(sent).not.toHaveBeenCalled();
  });

  it('names every empty field and sends nothing', async () => {
    await render();
    await click('发送申请');
    for (const text of ['请填写联系人', '请填写手机号', '请填写合作意向'])
      expect(modalText()).toContain(text);
    expect(sent).not.toHaveBeenCalled();
  });

  it('sends the request trimmed, then says who will call and links to the user’s requests', async () => {
    await render({ nickName: '杨秀英', mobile: '138****0001' });
    await type('mobile', ' 13800000002 ');
    await type('message', '  合作社有 300 亩茶园需要植保飞防  ');
    await click('发送申请');
    expect(sent.mock.calls[0]?.[0]).toEqual({
      itemId: ITEM.id,
      name: '杨秀英',
      mobile: '13800000002',
      message: '合作社有 300 亩茶园需要植保飞防',
    });
    expect(modalText()).toContain('已发送合作申请，服务商会尽快与您联系');
    const link = [...document.querySelectorAll<HTMLAnchorElement>('.ant-modal a')].find(
      (anchor) => anchor.textContent === '查看我的合作申请',
    );
    expect(link?.getAttribute('href')).toBe(SENT_HREF);
  });

  it.each([
    [
      'the day’s limit is reached',
      '您今天已对该内容提交过合作申请，请等待对方联系，或明天再试',
      429,
      'RATE_LIMITED',
    ],
    ['the service is one’s own tenant’s', '这是您所在主体发布的内容，无需申请合作', 422, 'BUSINESS_RULE'],
  ] as const)(
    'shows the server’s sentence in the dialog when %s, keeping what was typed',
    async (_, sentence, status, reason) => {
      sent.mockRejectedValueOnce(
        refusal(sentence, status, reason, '/basics/pc/serviceCenter/smsCooperateSend'),
      );
      await render({ nickName: '杨秀英', mobile: '13800000001' });
      await type('message', '希望了解作业价格');
      await click('发送申请');
      expect(document.querySelector('.ant-modal .ant-alert')?.textContent).toContain(sentence);
      expect(modalText()).not.toContain('已发送合作申请');
      expect(field('message').value).toBe('希望了解作业价格');
    },
  );
});
