import type { ServiceValues } from '@rrsp/contract';
import { describe, expect, it } from 'vitest';
import {
  checkDraft,
  checkSubmission,
  draftOf,
  formFieldOf,
  formValuesOf,
  previewCardOf,
  type ServiceFormValues,
  serverIssuesOf,
  submissionIssuesOf,
} from './form-values.ts';

const ID = '0b9c7c1e-3f5d-4c1a-9a47-2d6f1c0e8b11';
const IMAGE = { fileId: '1b9c7c1e-3f5d-4c1a-9a47-2d6f1c0e8b11', url: '/files/cover.jpg' };

const complete: ServiceFormValues = {
  name: ' 稻田无人机植保 ',
  category: 'machinery',
  regionCode: '522634',
  summary: '植保无人机飞防作业，覆盖雷山县各乡镇',
  description: '提供水稻、茶园的病虫害飞防作业。\n作业前免费勘察地块。',
  images: [IMAGE],
  priceMode: 'fixed',
  priceMin: 12,
  priceMax: 30,
  unit: ' 亩 ',
  contactName: '杨秀英',
  contactMobile: '13800000001',
};

describe('the publish form and the service it saves', () => {
  it('keeps only what is filled in, trimmed, with the pictures as ids', () => {
    expect(draftOf({ name: ' 冷库租赁 ', summary: '   ', images: [] })).toEqual({ name: '冷库租赁' });
    expect(draftOf({ name: '冷库租赁', images: [IMAGE] }, ID)).toEqual({
      id: ID,
      name: '冷库租赁',
      imageFileIds: [IMAGE.fileId],
    });
  });

  it('sends only the prices the chosen mode uses', () => {
    expect(draftOf(complete)).toMatchObject({ priceMode: 'fixed', priceMin: 12, priceMax: null, unit: '亩' });
    expect(draftOf({ ...complete, priceMode: 'range' })).toMatchObject({
      priceMin: 12,
      priceMax: 30,
      unit: '亩',
    });
    expect(draftOf({ ...complete, priceMode: 'negotiable' })).toMatchObject({
      priceMode: 'negotiable',
      priceMin: null,
      priceMax: null,
      unit: null,
    });
    const noMode = draftOf({ name: '冷库租赁', priceMin: 5, unit: '吨' });
    expect(noMode).toEqual({ name: '冷库租赁', unit: '吨' });
  });

  it('saves a draft with a name alone, but not a draft whose filled-in fields are wrong', () => {
    expect(checkDraft({ name: '冷库租赁' })).toEqual({ ok: true, draft: { name: '冷库租赁' } });
    const wrong = checkDraft({
      name: '冷',
      contactMobile: '12345',
      priceMode: 'range',
      priceMin: 30,
      priceMax: 10,
    });
    expect(wrong.ok).toBe(false);
    if (wrong.ok) return;
    expect(wrong.issues.map((issue) => issue.name)).toEqual(['name', 'priceMax', 'contactMobile']);
    expect(wrong.issues[1]?.errors).toEqual(['最高价不能低于最低价']);
    const nameless = checkDraft({ summary: '有简介没有名称的草稿' });
    expect(nameless.ok ? [] : nameless.issues).toEqual([{ name: 'name', errors: ['请填写服务名称'] }]);
  });

  it('sends a complete service to audit, and names every missing field of an incomplete one in form order', () => {
    const ready = checkSubmission(complete);
    expect(ready.ok).toBe(true);
    if (ready.ok) expect(ready.form).toMatchObject({ name: '稻田无人机植保', imageFileIds: [IMAGE.fileId] });
    const incomplete = checkSubmission({ name: '冷库租赁', priceMode: 'fixed' });
    expect(incomplete.ok ? [] : incomplete.issues.map((issue) => issue.name)).toEqual([
      'category',
      'regionCode',
      'summary',
      'images',
      'priceMin',
      'description',
      'contactName',
      'contactMobile',
    ]);
  });

  it('takes a county or a township as the region, not a whole prefecture', () => {
    expect(checkSubmission({ ...complete, regionCode: '522634100' }).ok).toBe(true);
    const prefecture = checkSubmission({ ...complete, regionCode: '522600' });
    expect(prefecture.ok ? [] : prefecture.issues).toEqual([
      { name: 'regionCode', errors: ['请选择到区县或乡镇一级'] },
    ]);
    expect(checkDraft({ name: '冷库租赁', regionCode: '522600' }).ok).toBe(false);
  });

  it('tells a field left empty to be filled in, in words, even where the contract has none for a blank', () => {
    expect(submissionIssuesOf({ ...complete, contactMobile: undefined }, 'contactMobile')).toEqual([
      '请填写联系电话',
    ]);
    expect(submissionIssuesOf({ ...complete, contactMobile: '1380000' }, 'contactMobile')).toEqual([
      '请输入 11 位中国大陆手机号',
    ]);
    expect(submissionIssuesOf({ ...complete, category: undefined }, 'category')).toEqual(['请选择服务类别']);
  });

  it('tells one field its own problem as the user types', () => {
    expect(submissionIssuesOf({ ...complete, summary: '太短' }, 'summary')).toEqual(['服务简介至少 10 个字']);
    expect(submissionIssuesOf({ ...complete, summary: '太短' }, 'name')).toEqual([]);
    expect(submissionIssuesOf({ ...complete, images: [] }, 'images')).toEqual(['请至少上传 1 张服务图片']);
  });

  it('fills the form again from a stored version, and saves it back unchanged', () => {
    const stored: ServiceValues = {
      name: '冷库租赁',
      category: 'storage',
      regionCode: '522634100',
      regionName: '黔东南州雷山县丹江镇',
      summary: null,
      description: null,
      images: [IMAGE],
      priceMode: 'range',
      priceMin: 0.5,
      priceMax: 1.2,
      unit: '吨·天',
      contactName: null,
      contactMobile: null,
    };
    const values = formValuesOf(stored);
    expect(values).toEqual({
      name: '冷库租赁',
      category: 'storage',
      regionCode: '522634100',
      images: [IMAGE],
      priceMode: 'range',
      priceMin: 0.5,
      priceMax: 1.2,
      unit: '吨·天',
    });
    expect(draftOf(values, ID)).toEqual({
      id: ID,
      name: '冷库租赁',
      category: 'storage',
      regionCode: '522634100',
      imageFileIds: [IMAGE.fileId],
      priceMode: 'range',
      priceMin: 0.5,
      priceMax: 1.2,
      unit: '吨·天',
    });
  });

  it('puts the server’s field issues on the form’s fields, pictures included, and leaves the rest', () => {
    expect(formFieldOf('imageFileIds.2')).toBe('images');
    expect(formFieldOf('tenantId')).toBeUndefined();
    const read = serverIssuesOf([
      { field: 'contactMobile', message: '请输入 11 位中国大陆手机号' },
      { field: 'imageFileIds.0', message: '图片不存在或已失效，请重新上传' },
      { field: 'id', message: '服务不存在' },
    ]);
    expect(read.onFields).toEqual([
      { name: 'images', errors: ['图片不存在或已失效，请重新上传'] },
      { name: 'contactMobile', errors: ['请输入 11 位中国大陆手机号'] },
    ]);
    expect(read.elsewhere).toEqual([{ field: 'id', message: '服务不存在' }]);
  });

  it('previews the card from what is filled in, saying what goes in each blank', () => {
    expect(
      previewCardOf(complete, { regionName: '贵州省黔东南州雷山县', tenantName: '苗岭农机合作社' }),
    ).toEqual({
      name: '稻田无人机植保',
      category: 'machinery',
      regionName: '贵州省黔东南州雷山县',
      summary: '植保无人机飞防作业，覆盖雷山县各乡镇',
      coverUrl: IMAGE.url,
      priceMode: 'fixed',
      priceMin: 12,
      priceMax: 30,
      unit: '亩',
      tenantName: '苗岭农机合作社',
    });
    const blank = previewCardOf({}, {});
    expect(blank).toMatchObject({ name: '服务名称', category: null, regionName: '服务地区', coverUrl: null });
  });
});
