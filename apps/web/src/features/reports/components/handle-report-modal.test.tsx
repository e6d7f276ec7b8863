// @vitest-environment jsdom
import type { BodyOf, handleReport, ReportOutcome, ReportRow } from '@rrsp/contract';
import { describe, expect, it, vi } from 'vitest';
import {
  click,
  refusal,
  renderWithApp,
  sentWithRequiredText,
  spiedMutation,
  typeInto,
} from '../../../lib/jsdom-test-support.tsx';

/** The operator's 下架 and 不予处理 dialog in jsdom with a real antd Form and a real mutation whose request is a spy. */

const ID = '0b9c7c1e-3f5d-4c1a-9a47-2d6f1c0e8b11';

const report: ReportRow = {
  id: ID,
  itemId: '1b9c7c1e-3f5d-4c1a-9a47-2d6f1c0e8b11',
  itemKind: 'service',
  itemName: '稻田无人机植保',
  itemShelf: 'on',
  tenantName: '雷山县苗岭农机专业合作社',
  reason: 'price',
  detail: '标价每亩 12 元，实际收费每亩 30 元',
  reporterName: '杨秀英',
  state: 'open',
  outcome: null,
  remark: null,
  createdAt: '2026-03-01T02:00:00Z',
  handledAt: null,
  ownWork: null,
};

const handled = vi.fn(async (body: BodyOf<typeof handleReport>) => ({
  ...report,
  state: 'handled' as const,
  outcome: body.outcome,
  remark: body.remark,
}));
vi.mock('../api/handle-report.ts', () => ({ useHandleReport: spiedMutation(handled) }));
const { HandleReportModal } = await import('./handle-report-modal.tsx');

/** What the screen calls when it is done (cleared after each test). */
const onDone = vi.fn();
const render = (outcome: ReportOutcome) =>
  renderWithApp(
    <HandleReportModal report={report} outcome={outcome} open onClose={() => {}} onDone={onDone} />,
  );

const type = (text: string) => typeInto('#handle_remark', text);

describe('handling a report', () => {
  it.each([
    ['offShelf', '下架', '经核实，实际收费与标价不符'],
    ['dismissed', '不予处理', '已电话核实，收费与标价一致'],
  ] as const)(
    'decides %s only with a 处理说明, sent trimmed with the outcome',
    async (outcome, title, remark) => {
      render(outcome);
      expect(document.querySelector('.ant-modal-title')?.textContent).toBe(`${title}「稻田无人机植保」`);
      const sent = await sentWithRequiredText(handled, {
        confirm: `确认${title}`,
        missing: '请填写处理说明',
        field: '#handle_remark',
        text: remark,
      });
      expect(sent).toEqual({ id: ID, outcome, remark });
      expect(onDone).toHaveBeenCalledTimes(1);
    },
  );

  it('says so when another operator settled the report first', async () => {
    handled.mockRejectedValueOnce(
      refusal('该举报已处理，请刷新后查看', 409, 'ILLEGAL_TRANSITION', '/basics/admin/report/handle'),
    );
    render('dismissed');
    await type('举报内容不属实');
    await click('确认不予处理');
    expect(document.querySelector('.ant-modal .ant-alert')?.textContent).toContain(
      '该举报已处理，请刷新后查看',
    );
    expect(onDone).not.toHaveBeenCalled();
  });
});
