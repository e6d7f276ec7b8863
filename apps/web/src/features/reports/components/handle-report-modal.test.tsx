// @vitest-environment jsdom
import type { BodyOf, handleReport, ReportOutcome, ReportRow } from '@rrsp/contract';
import { useMutation } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { click, prepareJsdom, renderWithApp, typeInto } from '../../../lib/jsdom-test-support.tsx';

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
};

const handled = vi.fn(async (body: BodyOf<typeof handleReport>) => ({
  ...report,
  state: 'handled' as const,
  outcome: body.outcome,
  remark: body.remark,
}));
vi.mock('../api/handle-report.ts', () => ({
  useHandleReport: () => useMutation({ mutationFn: handled }),
}));
const { HandleReportModal } = await import('./handle-report-modal.tsx');

prepareJsdom();

afterEach(() => {
  handled.mockClear();
});

const render = (outcome: ReportOutcome) => {
  const onDone = vi.fn();
  renderWithApp(
    <HandleReportModal report={report} outcome={outcome} open onClose={() => {}} onDone={onDone} />,
  );
  return { onDone };
};

const type = async (text: string) => {
  const field = document.querySelector<HTMLTextAreaElement>('#handle_remark');
  if (!field) throw new Error('no remark field');
  await typeInto(field, text);
};

describe('handling a report', () => {
  it('takes the item off the shelf only with a 处理说明, sent as the publisher’s reason', async () => {
    const { onDone } = render('offShelf');
    expect(document.querySelector('.ant-modal-title')?.textContent).toBe('下架「稻田无人机植保」');
    await click('确认下架');
    expect(document.body.textContent).toContain('请填写处理说明');
    expect(handled).not.toHaveBeenCalled();
    await type(' 经核实，实际收费与标价不符 ');
    await click('确认下架');
    expect(handled.mock.calls[0]?.[0]).toEqual({
      id: ID,
      outcome: 'offShelf',
      remark: '经核实，实际收费与标价不符',
    });
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('dismisses with its own outcome', async () => {
    render('dismissed');
    await type('已电话核实，收费与标价一致');
    await click('确认不予处理');
    expect(handled.mock.calls[0]?.[0]).toEqual({
      id: ID,
      outcome: 'dismissed',
      remark: '已电话核实，收费与标价一致',
    });
  });

  it('says so when another operator settled the report first', async () => {
    handled.mockImplementationOnce(async () => {
      throw new ApiError('该举报已处理，请刷新后查看', {
        kind: 'http',
        status: 409,
        reason: 'ILLEGAL_TRANSITION',
        url: '/basics/admin/report/handle',
      });
    });
    const { onDone } = render('dismissed');
    await type('举报内容不属实');
    await click('确认不予处理');
    expect(document.querySelector('.ant-modal .ant-alert')?.textContent).toContain(
      '该举报已处理，请刷新后查看',
    );
    expect(onDone).not.toHaveBeenCalled();
  });
});
