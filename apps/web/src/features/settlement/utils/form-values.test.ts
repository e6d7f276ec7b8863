import type { SettlementValues } from '@rrsp/contract';
import { describe, expect, it } from 'vitest';
import { checkDraft, checkSubmission } from './form-checks.ts';
import {
  draftOf,
  fieldsToFix,
  firstStepOf,
  formValuesOf,
  isUnchanged,
  type SettlementFormValues,
  stepOfField,
  summaryRows,
} from './form-values.ts';

const LICENCE_ID = '0b6b1c1e-5f0a-4a57-9d55-3f3c8b2f9a10';

const stored: SettlementValues = {
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
  roles: ['participant', 'servant'],
};

const complete: SettlementFormValues = formValuesOf(stored);

describe('formValuesOf', () => {
  it('fills every stored field', () => {
    expect(complete).toEqual({ ...stored });
  });

  it('leaves out what a half-saved draft lacks', () => {
    const draft = formValuesOf({
      ...stored,
      name: null,
      type: null,
      regionCode: null,
      licenceFileId: null,
      roles: [],
    });
    expect(draft).not.toHaveProperty('name');
    expect(draft).not.toHaveProperty('type');
    expect(draft).not.toHaveProperty('regionCode');
    expect(draft).not.toHaveProperty('licenceFileId');
    expect(draft.roles).toEqual([]);
    expect(draft.creditCode).toBe(stored.creditCode);
  });
});

describe('draftOf', () => {
  it('trims text, capitalises the code and drops empty fields', () => {
    expect(
      draftOf({
        creditCode: ' 93522634ma6dxxxx1q ',
        name: '  苗岭茶叶  ',
        address: '   ',
        contactMobile: '',
        roles: [],
      }),
    ).toEqual({ creditCode: '93522634MA6DXXXX1Q', name: '苗岭茶叶' });
  });

  it('round-trips a stored application', () => {
    expect(draftOf(complete)).toEqual({ ...stored });
  });
});

describe('checkDraft', () => {
  it('accepts a half-filled draft', () => {
    const result = checkDraft({ name: '苗岭茶叶', roles: ['participant'] });
    expect(result).toEqual({ ok: true, draft: { name: '苗岭茶叶', roles: ['participant'] } });
  });

  it('names the filled-in fields that are wrong', () => {
    const result = checkDraft({ contactMobile: '12345', regionCode: '5226' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((issue) => issue.name)).toEqual(['contactMobile', 'regionCode']);
    expect(result.issues[1]?.errors[0]).toBe('请选择到乡镇（街道）一级');
  });
});

describe('checkSubmission', () => {
  it('passes a complete application', () => {
    const result = checkSubmission(complete);
    expect(result.ok).toBe(true);
  });

  it('accepts a code whose check character is off (the warning does not block)', () => {
    const result = checkSubmission({ ...complete, creditCode: '93522634MA6DXXXX1A' });
    expect(result.ok).toBe(true);
  });

  it('lists what is missing in form order', () => {
    const result = checkSubmission({ ...complete, roles: [], licenceFileId: undefined, name: ' ' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((issue) => issue.name)).toEqual(['name', 'licenceFileId', 'roles']);
  });
});

describe('steps', () => {
  it('finds the step of a field and the first step of several', () => {
    expect(stepOfField('creditCode')).toBe(0);
    expect(stepOfField('regionCode')).toBe(1);
    expect(stepOfField('roles')).toBe(2);
    expect(firstStepOf(['roles', 'contactMobile'])).toBe(1);
    expect(firstStepOf(['captchaCode'])).toBeUndefined();
  });
});

describe('fieldsToFix', () => {
  it('lists the reasons in form order with their labels, skipping blank ones', () => {
    expect(fieldsToFix({ licenceFileId: '照片模糊', name: '与执照不一致', address: ' ' })).toEqual([
      { field: 'name', label: '主体名称', reason: '与执照不一致' },
      { field: 'licenceFileId', label: '营业执照', reason: '照片模糊' },
    ]);
  });
});

describe('isUnchanged', () => {
  it('ignores spacing, case of the code and the order of roles', () => {
    expect(isUnchanged('name', { name: ' 苗岭 ' }, { name: '苗岭' })).toBe(true);
    expect(isUnchanged('creditCode', { creditCode: '93522634ma6dxxxx1q' }, complete)).toBe(true);
    expect(isUnchanged('roles', { roles: ['servant', 'participant'] }, complete)).toBe(true);
  });

  it('sees a real change', () => {
    expect(isUnchanged('name', { name: '苗岭茶业' }, { name: '苗岭茶叶' })).toBe(false);
    expect(isUnchanged('licenceFileId', { licenceFileId: 'other' }, complete)).toBe(false);
  });
});

describe('summaryRows', () => {
  it('shows labels rather than codes', () => {
    const rows = summaryRows(complete, { region: '黔东南州雷山县丹江镇', licence: '执照.jpg' });
    const value = (field: string) => rows.find((row) => row.field === field)?.value;
    expect(value('type')).toBe('农民专业合作社');
    expect(value('roles')).toBe('参与主体、服务商');
    expect(value('regionCode')).toBe('黔东南州雷山县丹江镇');
    expect(value('licenceFileId')).toBe('执照.jpg');
  });

  it('leaves what is missing empty', () => {
    const rows = summaryRows({});
    expect(rows.every((row) => row.value === '')).toBe(true);
  });
});
