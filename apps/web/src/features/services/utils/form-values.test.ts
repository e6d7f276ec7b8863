import { describe, expect, it } from 'vitest';
import { IMAGE, ITEM_ID, itMapsLikeTheShelf } from '../../shelf/utils/listing-form-test-support.ts';
import { SERVICE_FORM, type ServiceFormValues } from './form-values.ts';

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
  itMapsLikeTheShelf({
    form: SERVICE_FORM,
    nameOnly: { values: { name: ' 冷库租赁 ', summary: '   ', images: [] }, name: '冷库租赁' },
    complete: {
      values: complete,
      // 一口价 has one figure
      draft: {
        name: '稻田无人机植保',
        category: 'machinery',
        regionCode: '522634',
        summary: '植保无人机飞防作业，覆盖雷山县各乡镇',
        description: '提供水稻、茶园的病虫害飞防作业。\n作业前免费勘察地块。',
        imageFileIds: [IMAGE.fileId],
        priceMode: 'fixed',
        priceMin: 12,
        priceMax: null,
        unit: '亩',
        contactName: '杨秀英',
        contactMobile: '13800000001',
      },
    },
    optional: ['unit'],
    stored: {
      version: {
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
      },
      values: {
        name: '冷库租赁',
        category: 'storage',
        regionCode: '522634100',
        images: [IMAGE],
        priceMode: 'range',
        priceMin: 0.5,
        priceMax: 1.2,
        unit: '吨·天',
      },
      draft: {
        name: '冷库租赁',
        category: 'storage',
        regionCode: '522634100',
        imageFileIds: [IMAGE.fileId],
        priceMode: 'range',
        priceMin: 0.5,
        priceMax: 1.2,
        unit: '吨·天',
      },
    },
    preview: {
      names: { regionName: '贵州省黔东南州雷山县', tenantName: '苗岭农机合作社' },
      card: {
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
      },
      blank: { name: '服务名称', category: null, regionName: '服务地区', coverUrl: null },
    },
  });

  it('keeps the pictures as ids in a draft of a name and pictures', () => {
    expect(SERVICE_FORM.draftOf({ name: '冷库租赁', images: [IMAGE] }, ITEM_ID)).toEqual({
      id: ITEM_ID,
      name: '冷库租赁',
      imageFileIds: [IMAGE.fileId],
    });
  });

  it('sends only the prices the chosen mode uses, and the unit only with a figure', () => {
    expect(SERVICE_FORM.draftOf(complete)).toMatchObject({
      priceMode: 'fixed',
      priceMin: 12,
      priceMax: null,
      unit: '亩',
    });
    expect(SERVICE_FORM.draftOf({ ...complete, priceMode: 'range' })).toMatchObject({
      priceMin: 12,
      priceMax: 30,
      unit: '亩',
    });
    expect(SERVICE_FORM.draftOf({ ...complete, priceMode: 'negotiable' })).toMatchObject({
      priceMode: 'negotiable',
      priceMin: null,
      priceMax: null,
      unit: null,
    });
    const noMode = SERVICE_FORM.draftOf({ name: '冷库租赁', priceMin: 5, unit: '吨' });
    expect(noMode).toEqual({ name: '冷库租赁', unit: '吨' });
  });

  it('refuses a draft whose filled-in fields are wrong, and one without a name', () => {
    const wrong = SERVICE_FORM.checkDraft({ name: '冷', contactMobile: '12345' });
    expect(wrong.ok ? [] : wrong.issues.map((issue) => issue.name)).toEqual(['name', 'contactMobile']);
    const nameless = SERVICE_FORM.checkDraft({ summary: '有简介没有名称的草稿' });
    expect(nameless.ok ? [] : nameless.issues).toEqual([{ name: 'name', errors: ['请填写服务名称'] }]);
  });

  it('sends the pictures as ids for audit', () => {
    const ready = SERVICE_FORM.checkSubmission(complete);
    expect(ready.ok).toBe(true);
    if (ready.ok) expect(ready.form).toMatchObject({ name: '稻田无人机植保', imageFileIds: [IMAGE.fileId] });
  });

  it('takes a county or a township as the region, not a whole prefecture', () => {
    expect(SERVICE_FORM.checkSubmission({ ...complete, regionCode: '522634100' }).ok).toBe(true);
    const prefecture = SERVICE_FORM.checkSubmission({ ...complete, regionCode: '522600' });
    expect(prefecture.ok ? [] : prefecture.issues).toEqual([
      { name: 'regionCode', errors: ['请选择到区县或乡镇一级'] },
    ]);
    expect(SERVICE_FORM.checkDraft({ name: '冷库租赁', regionCode: '522600' }).ok).toBe(false);
  });

  it('tells a field left empty to be filled in, in words, even where the contract has none for a blank', () => {
    const { submissionIssuesOf } = SERVICE_FORM;
    expect(submissionIssuesOf({ ...complete, contactMobile: undefined }, 'contactMobile')).toEqual([
      '请填写联系电话',
    ]);
    expect(submissionIssuesOf({ ...complete, contactMobile: '1380000' }, 'contactMobile')).toEqual([
      '请输入 11 位中国大陆手机号',
    ]);
    expect(submissionIssuesOf({ ...complete, category: undefined }, 'category')).toEqual(['请选择服务类别']);
  });

  it('tells one field its own problem as the user types', () => {
    const { submissionIssuesOf } = SERVICE_FORM;
    expect(submissionIssuesOf({ ...complete, summary: '太短' }, 'summary')).toEqual(['服务简介至少 10 个字']);
    expect(submissionIssuesOf({ ...complete, summary: '太短' }, 'name')).toEqual([]);
    expect(submissionIssuesOf({ ...complete, images: [] }, 'images')).toEqual(['请至少上传 1 张服务图片']);
  });

  it('puts the server’s field issues on the form’s fields, pictures included, and leaves the rest', () => {
    expect(SERVICE_FORM.formFieldOf('imageFileIds.2')).toBe('images');
    expect(SERVICE_FORM.formFieldOf('tenantId')).toBeUndefined();
    const read = SERVICE_FORM.serverIssuesOf([
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
});
