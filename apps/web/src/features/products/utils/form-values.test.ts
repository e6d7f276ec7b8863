import type { ProductValues } from '@rrsp/contract';
import { describe, expect, it } from 'vitest';
import {
  checkProductDraft,
  checkProductSubmission,
  type ProductFormValues,
  productDraftOf,
  productFormValuesOf,
  productPreviewOf,
  productServerIssuesOf,
  productSubmissionIssuesOf,
} from './form-values.ts';
import { certificationsText, productFieldLabelOf } from './product-fields.ts';

const ID = '0b9c7c1e-3f5d-4c1a-9a47-2d6f1c0e8b11';
const IMAGE = { fileId: '1b9c7c1e-3f5d-4c1a-9a47-2d6f1c0e8b11', url: '/files/tea.jpg' };

const complete: ProductFormValues = {
  name: ' 普安红茶 ',
  category: 'tea',
  regionCode: '522323',
  certifications: ['geo', 'green'],
  summary: '普安古茶树鲜叶制成，汤色红艳，滋味醇厚',
  images: [IMAGE],
  unit: ' 斤 ',
  supplyPeriod: '4月—10月',
  priceMode: 'range',
  priceMin: 280,
  priceMax: 680,
  description: '采自普安县海拔 1400 米以上茶园。\n一芽一叶初展，传统工艺制作。',
  contactName: '罗明',
  contactMobile: '13800000002',
};

describe('the product form and the product it saves', () => {
  it('keeps only what is filled in, trimmed, with the pictures as ids and the certifications in order', () => {
    expect(productDraftOf({ name: ' 刺梨干 ', summary: '  ', images: [], certifications: [] })).toEqual({
      name: '刺梨干',
    });
    expect(productDraftOf(complete, ID)).toEqual({
      id: ID,
      name: '普安红茶',
      category: 'tea',
      regionCode: '522323',
      certifications: ['green', 'geo'],
      summary: '普安古茶树鲜叶制成，汤色红艳，滋味醇厚',
      imageFileIds: [IMAGE.fileId],
      unit: '斤',
      supplyPeriod: '4月—10月',
      priceMode: 'range',
      priceMin: 280,
      priceMax: 680,
      description: '采自普安县海拔 1400 米以上茶园。\n一芽一叶初展，传统工艺制作。',
      contactName: '罗明',
      contactMobile: '13800000002',
    });
  });

  it('keeps the unit when the price is 面议, and sends no figures then', () => {
    expect(productDraftOf({ ...complete, priceMode: 'negotiable' })).toMatchObject({
      unit: '斤',
      priceMode: 'negotiable',
      priceMin: null,
      priceMax: null,
    });
  });

  it('sends a complete product to audit, and names every missing field of an incomplete one in form order', () => {
    const ready = checkProductSubmission(complete);
    expect(ready.ok).toBe(true);
    if (ready.ok) expect(ready.form).toMatchObject({ name: '普安红茶', certifications: ['green', 'geo'] });
    const incomplete = checkProductSubmission({ name: '刺梨干', priceMode: 'fixed', images: [] });
    expect(incomplete.ok ? [] : incomplete.issues.map((issue) => issue.name)).toEqual([
      'category',
      'regionCode',
      'summary',
      'images',
      'unit',
      'supplyPeriod',
      'priceMin',
      'description',
      'contactName',
      'contactMobile',
    ]);
    if (!incomplete.ok) {
      expect(incomplete.issues.find((issue) => issue.name === 'regionCode')?.errors).toEqual(['请选择产地']);
      expect(incomplete.issues.find((issue) => issue.name === 'images')?.errors).toEqual([
        '请至少上传 1 张产品图片',
      ]);
    }
  });

  it('takes no certification at all as a complete answer', () => {
    expect(checkProductSubmission({ ...complete, certifications: [] }).ok).toBe(true);
  });

  it('saves a draft with a name alone, but not one whose range runs downwards or whose origin is a prefecture', () => {
    expect(checkProductDraft({ name: '刺梨干' })).toEqual({ ok: true, draft: { name: '刺梨干' } });
    const wrong = checkProductDraft({
      name: '刺梨干',
      regionCode: '522300',
      priceMode: 'range',
      priceMin: 30,
      priceMax: 10,
    });
    expect(wrong.ok ? [] : wrong.issues).toEqual([
      { name: 'regionCode', errors: ['请选择到区县或乡镇一级'] },
      { name: 'priceMax', errors: ['最高价不能低于最低价'] },
    ]);
  });

  it('tells one field its own problem as the user types', () => {
    expect(productSubmissionIssuesOf({ ...complete, supplyPeriod: '全' }, 'supplyPeriod')).toEqual([
      '供应期至少 2 个字',
    ]);
    expect(productSubmissionIssuesOf({ ...complete, unit: '  ' }, 'unit')).toEqual(['请填写计量单位']);
    expect(productSubmissionIssuesOf({ ...complete, supplyPeriod: '全' }, 'name')).toEqual([]);
  });

  it('fills the form again from a stored version, and saves it back unchanged', () => {
    const stored: ProductValues = {
      name: '刺梨干',
      category: 'processed',
      regionCode: '520625',
      regionName: '铜仁市印江县',
      summary: null,
      description: null,
      images: [IMAGE],
      unit: '袋',
      priceMode: 'fixed',
      priceMin: 39.9,
      priceMax: null,
      supplyPeriod: null,
      certifications: ['organic'],
      contactName: null,
      contactMobile: null,
    };
    const values = productFormValuesOf(stored);
    expect(values).toEqual({
      name: '刺梨干',
      category: 'processed',
      regionCode: '520625',
      certifications: ['organic'],
      images: [IMAGE],
      unit: '袋',
      priceMode: 'fixed',
      priceMin: 39.9,
    });
    expect(productDraftOf(values, ID)).toEqual({
      id: ID,
      name: '刺梨干',
      category: 'processed',
      regionCode: '520625',
      certifications: ['organic'],
      imageFileIds: [IMAGE.fileId],
      unit: '袋',
      priceMode: 'fixed',
      priceMin: 39.9,
      priceMax: null,
    });
  });

  it('puts the server’s issues on the fields, certifications included', () => {
    expect(
      productServerIssuesOf([
        { field: 'certifications.1', message: '认证不能重复' },
        { field: 'imageFileIds.0', message: '图片不存在或已失效，请重新上传' },
      ]).onFields,
    ).toEqual([
      { name: 'certifications', errors: ['认证不能重复'] },
      { name: 'images', errors: ['图片不存在或已失效，请重新上传'] },
    ]);
  });

  it('previews the card from what is filled in, saying what goes in each blank', () => {
    expect(
      productPreviewOf(complete, { regionName: '黔西南州普安县', tenantName: '普安县茶叶专业合作社' }),
    ).toEqual({
      name: '普安红茶',
      category: 'tea',
      regionName: '黔西南州普安县',
      summary: '普安古茶树鲜叶制成，汤色红艳，滋味醇厚',
      coverUrl: IMAGE.url,
      unit: '斤',
      priceMode: 'range',
      priceMin: 280,
      priceMax: 680,
      supplyPeriod: '4月—10月',
      certifications: ['green', 'geo'],
      tenantName: '普安县茶叶专业合作社',
    });
    expect(productPreviewOf({}, {})).toMatchObject({ name: '产品名称', regionName: '产地', coverUrl: null });
  });
});

describe('a product in words', () => {
  it('names fields and certifications, never as codes', () => {
    expect(productFieldLabelOf('imageFileIds')).toBe('产品图片');
    expect(productFieldLabelOf('tags')).toBe('认证');
    expect(productFieldLabelOf('supplyPeriod')).toBe('供应期');
    expect(productFieldLabelOf('tenantId')).toBeUndefined();
    expect(certificationsText(['geo', 'green', 'geo'])).toBe('绿色食品、地理标志');
  });
});
