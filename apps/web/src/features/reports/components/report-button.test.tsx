// @vitest-environment jsdom
import type { BodyOf, submitReport } from '@rrsp/contract';
import { describe, expect, it, vi } from 'vitest';
import {
  click,
  clickOn,
  refusal,
  renderWithApp,
  settle,
  spiedMutation,
  typeInto,
} from '../../../lib/jsdom-test-support.tsx';

/** 举报 in jsdom with a real antd Form and a real mutation whose request is a spy. */

const ITEM = { id: '0b9c7c1e-3f5d-4c1a-9a47-2d6f1c0e8b11', name: '稻田无人机植保', kind: 'service' } as const;

const submitted = vi.fn(async (_body: BodyOf<typeof submitReport>) => ({
  id: '1b9c7c1e-3f5d-4c1a-9a47-2d6f1c0e8b11',
}));
vi.mock('../api/submit-report.ts', () => ({ useSubmitReport: spiedMutation(submitted) }));
const { ReportButton } = await import('./report-button.tsx');

const render = async () => {
  renderWithApp(<ReportButton item={ITEM} />);
  await click('举报');
  // the dialog's code loads on the first press (docs/decisions/034); the first import is slow on a busy machine
  await vi.waitFor(
    async () => {
      await settle();
      expect(document.querySelector('.ant-modal')).not.toBeNull();
    },
    { timeout: 30_000 },
  );
};

const choose = (label: string) => clickOn('.ant-modal label.ant-radio-wrapper', label);

const type = (text: string) => typeInto('#report_detail', text);

const modalText = () => document.querySelector('.ant-modal')?.textContent ?? '';

describe('举报', () => {
  it('offers every reason of the contract, and sends nothing without a reason and a detail', async () => {
    await render();
    const reasons = [...document.querySelectorAll('.ant-modal label.ant-radio-wrapper')].map(
      (wrapper) => wrapper.textContent,
    );
    expect(reasons).toEqual([
      '信息虚假或夸大',
      '质量或服务问题',
      '价格欺诈',
      '资质不符或过期',
      '违法违规内容',
      '其他',
    ]);
    await click('提交举报');
    expect(modalText()).toContain('请选择举报原因');
    expect(modalText()).toContain('请说明情况');
    expect(submitted).not.toHaveBeenCalled();
  });

  it('tells a too-short detail as it is typed', async () => {
    await render();
    await type('假的');
    expect(modalText()).toContain('请说明情况，至少 5 个字');
  });

  it('sends the reason and the detail trimmed, then thanks the user', async () => {
    await render();
    await choose('价格欺诈');
    await type('  标价每亩 12 元，实际收费每亩 30 元  ');
    await click('提交举报');
    expect(submitted.mock.calls[0]?.[0]).toEqual({
      itemId: ITEM.id,
      reason: 'price',
      detail: '标价每亩 12 元，实际收费每亩 30 元',
    });
    expect(modalText()).toContain('举报已提交，平台会尽快核实处理');
  });

  it('shows the server’s sentence when the item was reported today already', async () => {
    submitted.mockRejectedValueOnce(
      refusal('您今天已举报过该内容，平台会尽快核实处理', 429, 'RATE_LIMITED', '/basics/pc/report/submit'),
    );
    await render();
    await choose('其他');
    await type('联系电话一直无人接听');
    await click('提交举报');
    expect(document.querySelector('.ant-modal .ant-alert')?.textContent).toContain(
      '您今天已举报过该内容，平台会尽快核实处理',
    );
    expect(modalText()).not.toContain('举报已提交');
  });
});
