// @vitest-environment jsdom
import type { SettlementApplication } from '@rrsp/contract';
import { act } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { button, renderWithApp, settle, typeInto } from '../../../lib/jsdom-test-support.tsx';
import { CHECK_DIGIT_WARNING } from '../utils/credit-code.ts';
import { loadFormChecks, loadLaterSteps } from '../utils/load-form-parts.ts';
import { SettlementForm } from './settlement-form.tsx';

/** The real form in jsdom: what the applicant sees as they type and move between steps. */

let container: HTMLElement;

const render = (application: SettlementApplication | null) => {
  container = renderWithApp(<SettlementForm application={application} />);
};

const field = (name: string) => {
  const input = container.querySelector<HTMLInputElement>(`#settlement_${name}`);
  if (!input) throw new Error(`no field ${name}`);
  return input;
};

const type = (name: string, value: string) => typeInto(field(name), value);

const click = async (element: Element | null | undefined) => {
  if (!element) throw new Error('nothing to click');
  act(() => (element as HTMLElement).click());
  await settle();
};

const section = (title: string) => container.querySelector<HTMLElement>(`section[aria-label="${title}"]`);

const LICENCE_ID = '0b6b1c1e-5f0a-4a57-9d55-3f3c8b2f9a10';

const rejected: SettlementApplication = {
  applicationId: '7d1e2f3a-1111-4a57-9d55-3f3c8b2f9a10',
  status: 'rejected',
  values: {
    creditCode: '93522634MA6DXXXX1Q',
    name: '雷山县苗岭茶叶种植专业合作社',
    type: 'cooperative',
    legalRepresentative: '杨秀英',
    contactName: '杨秀英',
    contactMobile: '13985012345',
    regionCode: '522634100',
    address: '丹江镇茶园路 8 号',
    businessScope: '茶叶种植、加工与销售',
    licenceFileId: LICENCE_ID,
    roles: ['participant'],
  },
  regionName: '黔东南州雷山县丹江镇',
  licence: { fileId: LICENCE_ID, name: '营业执照.jpg', size: 356_000 },
  round: 1,
  submittedAt: '2026-11-20T02:00:00.000Z',
  waitingSeconds: null,
  decidedAt: '2026-11-21T02:00:00.000Z',
  rejectionRemark: '名称与执照不符',
  fieldReasons: { name: '与营业执照上的名称不一致' },
  tenantId: null,
  log: [],
};

describe('SettlementForm', () => {
  // the rules' schemas, the later steps and the review's alert load on first use (load-form-parts.ts, LazyAlert);
  // fetched once here, so each test's own loads resolve within a settle
  beforeAll(async () => {
    await Promise.all([loadFormChecks(), loadLaterSteps(), import('../../../components/ui/alert-chunk.ts')]);
  });

  it('warns about a wrong check character but lets the applicant go on', async () => {
    render(null);
    await type('creditCode', '93522634ma6dxxxx1a');
    expect(field('creditCode').value).toBe('93522634MA6DXXXX1A');
    expect(container.textContent).toContain(CHECK_DIGIT_WARNING);

    await type('name', '雷山县苗岭茶叶种植专业合作社');
    await type('legalRepresentative', '杨秀英');
    await click(container.querySelector('input[type="radio"][value="cooperative"]'));
    await click(button('下一步'));
    expect(section('主体信息')?.hidden).toBe(true);
    expect(section('联系方式与地址')?.hidden).toBe(false);
  });

  it('stays on the step and names what is missing', async () => {
    render(null);
    await type('creditCode', '9152');
    await click(button('下一步'));
    await settle();
    await settle();
    expect(section('主体信息')?.hidden).toBe(false);
    expect(container.textContent).toContain('统一社会信用代码为 18 位数字或大写字母');
    expect(container.textContent).toContain('请填写主体名称');
    expect(container.textContent).toContain('请选择主体类型');
  });

  it('keeps what was typed when going back a step', async () => {
    render(null);
    await type('creditCode', '91520000MA6DL2RY2K');
    await type('name', '贵州黔农云数字科技有限公司');
    await type('legalRepresentative', '王强');
    await click(container.querySelector('input[type="radio"][value="enterprise"]'));
    await click(button('下一步'));
    await type('contactName', '王强');
    await click(button('上一步'));
    expect(field('name').value).toBe('贵州黔农云数字科技有限公司');
    await click(button('下一步'));
    expect(field('contactName').value).toBe('王强');
  });

  it('draws a step when it is first shown, so the first screen holds the first step only', async () => {
    render(null);
    expect(container.querySelector('#settlement_creditCode')).not.toBeNull();
    expect(container.querySelector('#settlement_contactName')).toBeNull();
    expect(container.querySelector('#settlement_roles')).toBeNull();
    expect(container.textContent).not.toContain('本人承诺');
  });

  it('shows a bad value of a draft, in a step not shown yet, on its field when the draft is saved', async () => {
    render({
      ...rejected,
      status: 'draft',
      round: 0,
      rejectionRemark: null,
      fieldReasons: {},
      values: {
        ...rejected.values,
        contactMobile: '12345',
      },
    });
    await click(button('保存草稿'));
    expect(section('联系方式与地址')?.hidden).toBe(false);
    const mobileItem = field('contactMobile').closest('.ant-form-item');
    expect(mobileItem?.classList.contains('ant-form-item-has-error')).toBe(true);
  });

  it('marks the fields a reviewer turned down until they are changed', async () => {
    render(rejected);
    await settle();
    expect(container.textContent).toContain('请按审核意见修改后重新提交');
    expect(container.textContent).toContain('需修改：与营业执照上的名称不一致');
    expect(container.textContent).toContain('1 项需修改');
    expect(field('name').value).toBe('雷山县苗岭茶叶种植专业合作社');

    await type('name', '雷山县苗岭茶叶专业合作社');
    expect(container.textContent).not.toContain('需修改：与营业执照上的名称不一致');
    expect(container.textContent).toContain('（已修改）');
  });
});
