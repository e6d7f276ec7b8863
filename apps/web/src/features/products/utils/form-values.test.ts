import { describe, expect, it } from 'vitest';
import { IMAGE, itMapsLikeTheShelf } from '../../shelf/utils/listing-form-test-support.ts';
import { PRODUCT_FORM, type ProductFormValues, STORED_CERTIFICATE_NAME } from './form-values.ts';
import { certificationsText, productFieldLabelOf } from './product-fields.ts';

const GEO_CERTIFICATE = '7d1f0c1e-5b7a-4c55-9b8e-0a2f3c4d5e61';
const GREEN_CERTIFICATE = '7d1f0c1e-5b7a-4c55-9b8e-0a2f3c4d5e62';
const ORGANIC_CERTIFICATE = '7d1f0c1e-5b7a-4c55-9b8e-0a2f3c4d5e63';

const complete: ProductFormValues = {
  name: ' 普安红茶 ',
  category: 'tea',
  regionCode: '522323',
  certifications: ['geo', 'green'],
  certificates: {
    geo: { certificateNumber: ' AGI02215 ', evidence: { fileId: GEO_CERTIFICATE, name: '地理标志.jpg' } },
    green: {
      certificateNumber: 'LB-15-2103520789A',
      evidence: { fileId: GREEN_CERTIFICATE, name: '绿色.png' },
    },
    // a certification unticked keeps what was typed for it, and sends nothing of it
    organic: { certificateNumber: '227OP2100123' },
  },
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
  itMapsLikeTheShelf({
    form: PRODUCT_FORM,
    nameOnly: { values: { name: ' 刺梨干 ', summary: '  ', images: [], certifications: [] }, name: '刺梨干' },
    complete: {
      values: complete,
      // the certifications each once, in the contract's order
      draft: {
        name: '普安红茶',
        category: 'tea',
        regionCode: '522323',
        certifications: [
          { kind: 'green', certificateNumber: 'LB-15-2103520789A', evidenceFileId: GREEN_CERTIFICATE },
          { kind: 'geo', certificateNumber: 'AGI02215', evidenceFileId: GEO_CERTIFICATE },
        ],
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
      },
    },
    optional: ['certifications'],
    stored: {
      version: {
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
        certifications: [
          { kind: 'organic', certificateNumber: '227OP2100123', evidenceFileId: ORGANIC_CERTIFICATE },
        ],
        contactName: null,
        contactMobile: null,
      },
      values: {
        name: '刺梨干',
        category: 'processed',
        regionCode: '520625',
        certifications: ['organic'],
        certificates: {
          organic: {
            certificateNumber: '227OP2100123',
            evidence: { fileId: ORGANIC_CERTIFICATE, name: STORED_CERTIFICATE_NAME, stored: true },
          },
        },
        images: [IMAGE],
        unit: '袋',
        priceMode: 'fixed',
        priceMin: 39.9,
      },
      draft: {
        name: '刺梨干',
        category: 'processed',
        regionCode: '520625',
        certifications: [
          { kind: 'organic', certificateNumber: '227OP2100123', evidenceFileId: ORGANIC_CERTIFICATE },
        ],
        imageFileIds: [IMAGE.fileId],
        unit: '袋',
        priceMode: 'fixed',
        priceMin: 39.9,
        priceMax: null,
      },
    },
    preview: {
      names: { regionName: '黔西南州普安县', tenantName: '普安县茶叶专业合作社' },
      card: {
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
      },
      blank: { name: '产品名称', regionName: '产地', coverUrl: null },
    },
  });

  it('keeps the unit when the price is 面议, and sends no figures then', () => {
    expect(PRODUCT_FORM.draftOf({ ...complete, priceMode: 'negotiable' })).toMatchObject({
      unit: '斤',
      priceMode: 'negotiable',
      priceMin: null,
      priceMax: null,
    });
  });

  it('sends the certifications in order, and takes no certification at all as a complete answer', () => {
    const ready = PRODUCT_FORM.checkSubmission(complete);
    expect(ready.ok).toBe(true);
    if (ready.ok)
      expect(ready.form).toMatchObject({
        name: '普安红茶',
        certifications: [
          { kind: 'green', certificateNumber: 'LB-15-2103520789A', evidenceFileId: GREEN_CERTIFICATE },
          { kind: 'geo', certificateNumber: 'AGI02215', evidenceFileId: GEO_CERTIFICATE },
        ],
      });
    expect(PRODUCT_FORM.checkSubmission({ ...complete, certifications: [] }).ok).toBe(true);
  });

  it('holds a ticked certification without its number or certificate back, on the certifications (issue 24)', () => {
    const unproven: ProductFormValues = {
      ...complete,
      certifications: ['geo', 'green', 'organic'],
    };
    for (const check of [PRODUCT_FORM.checkSubmission(unproven), PRODUCT_FORM.checkDraft(unproven)]) {
      expect(check.ok).toBe(false);
      if (!check.ok) expect(check.issues).toEqual([{ name: 'certifications', errors: ['请上传证书照片'] }]);
    }
    const numberless = PRODUCT_FORM.checkDraft({
      ...complete,
      certificates: {
        ...complete.certificates,
        geo: { evidence: { fileId: GEO_CERTIFICATE, name: 'a.jpg' } },
      },
    });
    expect(numberless.ok).toBe(false);
    if (!numberless.ok)
      expect(numberless.issues).toEqual([{ name: 'certifications', errors: ['请填写证书编号'] }]);
  });

  it('says a missing origin and missing pictures in a product’s words', () => {
    const incomplete = PRODUCT_FORM.checkSubmission({ name: '刺梨干', images: [] });
    const errorsOf = (field: string) =>
      incomplete.ok ? [] : incomplete.issues.find((issue) => issue.name === field)?.errors;
    expect(errorsOf('regionCode')).toEqual(['请选择产地']);
    expect(errorsOf('images')).toEqual(['请至少上传 1 张产品图片']);
  });

  it('refuses a draft whose origin is a prefecture', () => {
    const wrong = PRODUCT_FORM.checkDraft({ name: '刺梨干', regionCode: '522300' });
    expect(wrong.ok ? [] : wrong.issues).toEqual([
      { name: 'regionCode', errors: ['请选择到区县或乡镇一级'] },
    ]);
  });

  it('tells one field its own problem as the user types', () => {
    expect(PRODUCT_FORM.submissionIssuesOf({ ...complete, supplyPeriod: '全' }, 'supplyPeriod')).toEqual([
      '供应期至少 2 个字',
    ]);
    expect(PRODUCT_FORM.submissionIssuesOf({ ...complete, unit: '  ' }, 'unit')).toEqual(['请填写计量单位']);
    expect(PRODUCT_FORM.submissionIssuesOf({ ...complete, supplyPeriod: '全' }, 'name')).toEqual([]);
  });

  it('puts the server’s issues on the fields, certifications included', () => {
    expect(
      PRODUCT_FORM.serverIssuesOf([
        { field: 'certifications.1', message: '认证不能重复' },
        { field: 'imageFileIds.0', message: '图片不存在或已失效，请重新上传' },
      ]).onFields,
    ).toEqual([
      { name: 'certifications', errors: ['认证不能重复'] },
      { name: 'images', errors: ['图片不存在或已失效，请重新上传'] },
    ]);
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
