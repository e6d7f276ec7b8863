import type { ServiceValues } from '@rrsp/contract';
import { describe, expect, it } from 'vitest';
import { changedPartsOf, EMPTY_TEXT, fieldLabelOf, partText, workingVersionLabel } from './service-fields.ts';

const values: ServiceValues = {
  name: '稻田无人机植保',
  category: 'machinery',
  regionCode: '522634',
  regionName: '黔东南州雷山县',
  summary: '植保无人机飞防作业',
  description: '第一行\n第二行',
  images: [
    { fileId: '0b9c7c1e-3f5d-4c1a-9a47-2d6f1c0e8b11', url: '/files/a.jpg' },
    { fileId: '1b9c7c1e-3f5d-4c1a-9a47-2d6f1c0e8b11', url: '/files/b.jpg' },
  ],
  priceMode: 'range',
  priceMin: 8,
  priceMax: 12,
  unit: '亩',
  contactName: '杨秀英',
  contactMobile: '13800000001',
};

describe('a version of my service in words', () => {
  it('says each part as the shelf does', () => {
    expect(partText(values, 'category')).toBe('农机作业');
    expect(partText(values, 'region')).toBe('黔东南州雷山县');
    expect(partText(values, 'price')).toBe('¥8–12/亩');
    expect(partText(values, 'images')).toBe('2 张图片');
    expect(partText(values, 'contact')).toBe('杨秀英 13800000001');
    expect(partText(values, 'description')).toBe('第一行\n第二行');
  });

  it('says a part left empty in a draft is not filled in', () => {
    const draft: ServiceValues = {
      ...values,
      category: null,
      regionCode: null,
      regionName: null,
      summary: '  ',
      images: [],
      priceMode: null,
      contactName: null,
      contactMobile: null,
    };
    for (const part of ['category', 'region', 'summary', 'images', 'price', 'contact'] as const) {
      expect(partText(draft, part)).toBe(EMPTY_TEXT);
    }
  });

  it('groups the changed fields into the parts the page compares, in page order', () => {
    expect(changedPartsOf(['unit', 'name', 'imageFileIds'])).toEqual(['name', 'images', 'price']);
    expect(changedPartsOf(['priceMin', 'priceMax', 'contactMobile'])).toEqual(['price', 'contact']);
    expect(changedPartsOf(['regionName'])).toEqual(['region']);
    expect(changedPartsOf([])).toEqual([]);
  });

  it('names fields in words, and knows none it cannot say', () => {
    expect(fieldLabelOf('imageFileIds')).toBe('服务图片');
    expect(fieldLabelOf('images')).toBe('服务图片');
    expect(fieldLabelOf('contactMobile')).toBe('联系电话');
    expect(fieldLabelOf('tenantId')).toBeUndefined();
  });

  it('calls the working version by what is happening to it', () => {
    expect(workingVersionLabel('pending')).toBe('待审核版本');
    expect(workingVersionLabel('rejected')).toBe('未通过审核的版本');
  });
});
