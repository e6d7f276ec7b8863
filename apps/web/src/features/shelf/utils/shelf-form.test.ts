import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  amountOf,
  isPrefectureCode,
  priceDraftOf,
  type ShelfFormBase,
  saveGoesToAudit,
  shelfFormChecks,
  trimmedText,
} from './shelf-form.ts';

/** A small shelf form: a name, a region and pictures, and a price. */
interface Values extends ShelfFormBase {
  name?: string;
}
type Field = 'name' | 'regionCode' | 'images' | 'priceMode' | 'priceMin' | 'priceMax';

const draftOf = (values: Values, id?: string) => ({
  ...(id ? { id } : {}),
  ...(trimmedText(values.name) ? { name: trimmedText(values.name) } : {}),
  ...(values.regionCode ? { regionCode: values.regionCode } : {}),
  ...((values.images?.length ?? 0) > 0 ? { imageFileIds: values.images?.map((image) => image.fileId) } : {}),
  ...priceDraftOf(values),
});

const fields = {
  name: z.string('请填写名称').min(2, '名称至少 2 个字'),
  regionCode: z.string('请选择地区').regex(/^\d{6}(\d{3})?$/, '请选择到区县或乡镇一级'),
  imageFileIds: z.array(z.string()).min(1, '请至少上传 1 张图片'),
  priceMode: z.enum(['fixed', 'range', 'negotiable'], '请选择报价方式'),
  priceMin: z.number().min(0, '价格不能为负数').nullable(),
  priceMax: z.number().nullable(),
};

const checks = shelfFormChecks<Values, Field, unknown, unknown>({
  fields: ['name', 'regionCode', 'images', 'priceMode', 'priceMin', 'priceMax'],
  draftOf,
  submissionOf: (values) => ({
    imageFileIds: [],
    priceMin: null,
    priceMax: null,
    ...(({ id: _id, ...rest }) => rest)(draftOf(values)),
  }),
  draftSchema: z.object(fields).partial().extend({ id: z.string().optional(), name: fields.name }),
  formSchema: z.object(fields),
  missingText: (field) => `请补充${field}`,
});

describe('what a shelf form sends', () => {
  it('trims text and treats spaces as nothing', () => {
    expect(trimmedText('  普安红茶 ')).toBe('普安红茶');
    expect(trimmedText('   ')).toBeUndefined();
    expect(trimmedText(12)).toBeUndefined();
  });

  it('reads a figure, and no figure as null', () => {
    expect(amountOf(12.5)).toBe(12.5);
    expect(amountOf(null)).toBeNull();
    expect(amountOf(Number.NaN)).toBeNull();
    expect(amountOf('12')).toBeNull();
  });

  it('sends only the prices the chosen mode uses', () => {
    expect(priceDraftOf({ priceMode: 'fixed', priceMin: 12, priceMax: 30 })).toEqual({
      priceMode: 'fixed',
      priceMin: 12,
      priceMax: null,
    });
    expect(priceDraftOf({ priceMode: 'range', priceMin: 280, priceMax: 680 })).toEqual({
      priceMode: 'range',
      priceMin: 280,
      priceMax: 680,
    });
    expect(priceDraftOf({ priceMode: 'negotiable', priceMin: 5 })).toEqual({
      priceMode: 'negotiable',
      priceMin: null,
      priceMax: null,
    });
    expect(priceDraftOf({ priceMin: 5 })).toEqual({});
  });

  it('knows a save of an approved or pending item goes to audit at once', () => {
    expect(saveGoesToAudit('approved')).toBe(true);
    expect(saveGoesToAudit('pending')).toBe(true);
    expect(saveGoesToAudit('draft')).toBe(false);
    expect(saveGoesToAudit('rejected')).toBe(false);
    expect(saveGoesToAudit(undefined)).toBe(false);
  });

  it('tells a prefecture from a county or a township', () => {
    expect(isPrefectureCode('522600')).toBe(true);
    expect(isPrefectureCode('522634')).toBe(false);
    expect(isPrefectureCode('522634100')).toBe(false);
    expect(isPrefectureCode(undefined)).toBe(false);
  });
});

describe('the checks of a shelf form', () => {
  it('lists every problem in form order, the price rule among them while other fields are still empty', () => {
    const checked = checks.checkSubmission({ name: '茶', priceMode: 'range', priceMin: 30, priceMax: 10 });
    expect(checked.ok ? [] : checked.issues).toEqual([
      { name: 'name', errors: ['名称至少 2 个字'] },
      { name: 'regionCode', errors: ['请补充regionCode'] },
      { name: 'images', errors: ['请至少上传 1 张图片'] },
      { name: 'priceMax', errors: ['最高价不能低于最低价'] },
    ]);
  });

  it('refuses a prefecture as the region, in a draft too', () => {
    const draft = checks.checkDraft({ name: '普安红茶', regionCode: '522300' });
    expect(draft.ok ? [] : draft.issues).toEqual([
      { name: 'regionCode', errors: ['请选择到区县或乡镇一级'] },
    ]);
    expect(checks.checkDraft({ name: '普安红茶', regionCode: '522323' }, 'p1')).toEqual({
      ok: true,
      draft: { id: 'p1', name: '普安红茶', regionCode: '522323' },
    });
  });

  it('gives one field its own problems as the user types', () => {
    const values: Values = { name: '普安红茶', regionCode: '522323', images: [], priceMode: 'fixed' };
    expect(checks.submissionIssuesOf(values, 'priceMin')).toEqual(['请填写价格']);
    expect(checks.submissionIssuesOf(values, 'name')).toEqual([]);
  });

  it('puts the server’s issues on the form’s fields, pictures included, and leaves the rest', () => {
    expect(checks.formFieldOf('imageFileIds.3')).toBe('images');
    expect(checks.formFieldOf('tenantId')).toBeUndefined();
    expect(
      checks.serverIssuesOf([
        { field: 'priceMin', message: '价格最多保留两位小数' },
        { field: 'imageFileIds.0', message: '图片不存在或已失效，请重新上传' },
        { field: 'id', message: '产品不存在' },
      ]),
    ).toEqual({
      onFields: [
        { name: 'images', errors: ['图片不存在或已失效，请重新上传'] },
        { name: 'priceMin', errors: ['价格最多保留两位小数'] },
      ],
      elsewhere: [{ field: 'id', message: '产品不存在' }],
    });
  });
});
