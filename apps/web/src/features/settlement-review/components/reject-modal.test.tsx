// @vitest-environment jsdom
import type { SettlementReview } from '@rrsp/contract';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, settle, spiedMutation, typeInto } from '../../../lib/jsdom-test-support.tsx';
import type { RejectBody } from '../utils/reject-body.ts';

/** The reject dialog in jsdom with a real antd Form and a real mutation whose request is a spy. */

const sent = vi.fn(async (body: RejectBody) => ({ applicationId: body.applicationId }));
vi.mock('../api/reject-settlement.ts', () => ({ useRejectSettlement: spiedMutation(sent) }));
const { RejectModal } = await import('./reject-modal.tsx');

const ID = '0b9c7c1e-3f5d-4c1a-9a47-2d6f1c0e8b11';
const review = {
  applicationId: ID,
  status: 'submitted',
  values: { name: '雷山县苗岭茶叶种植专业合作社', roles: ['participant'] },
  changes: [],
  checks: [],
} as unknown as SettlementReview;

/** What the screen calls when it is done (cleared after each test). */
const onRejected = vi.fn();
const render = () =>
  renderWithApp(<RejectModal review={review} open onClose={() => {}} onRejected={onRejected} />);

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
  await typeInto(field, text);
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
    render();
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
