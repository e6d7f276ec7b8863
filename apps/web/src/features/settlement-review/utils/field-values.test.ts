import type { SettlementApplication } from '@rrsp/contract';
import { describe, expect, it } from 'vitest';
import { changeText, EMPTY_VALUE, fieldText, fileSizeText } from './field-values.ts';

const application: Pick<SettlementApplication, 'values' | 'regionName' | 'licence'> = {
  values: {
    creditCode: '93522634MA6H12345X',
    name: '雷山县苗岭茶叶种植专业合作社',
    type: 'cooperative',
    legalRepresentative: '杨秀英',
    contactName: '杨秀英',
    contactMobile: '13800000001',
    regionCode: '522634100',
    address: '丹江镇茶园路 8 号',
    businessScope: '   ',
    licenceFileId: '0b9c7c1e-3f5d-4c1a-9a47-2d6f1c0e8b11',
    roles: ['participant', 'servant'],
  },
  regionName: '黔东南州雷山县丹江镇',
  licence: { fileId: '0b9c7c1e-3f5d-4c1a-9a47-2d6f1c0e8b11', name: '营业执照.jpg', size: 2_516_582 },
};

describe('the fields of an application as the review shows them', () => {
  it('names type, roles and region in words, and the licence as a file', () => {
    expect(fieldText(application, 'type')).toBe('农民专业合作社');
    expect(fieldText(application, 'roles')).toBe('参与主体、服务商');
    expect(fieldText(application, 'regionCode')).toBe('黔东南州雷山县丹江镇');
    expect(fieldText(application, 'licenceFileId')).toBe('营业执照.jpg（2.4 MB）');
    expect(fieldText(application, 'name')).toBe('雷山县苗岭茶叶种植专业合作社');
  });

  it('says a blank or missing value is not filled in', () => {
    expect(fieldText(application, 'businessScope')).toBe(EMPTY_VALUE);
    expect(fieldText({ ...application, licence: null }, 'licenceFileId')).toBe(EMPTY_VALUE);
    expect(fieldText({ ...application, values: { ...application.values, roles: [] } }, 'roles')).toBe(
      EMPTY_VALUE,
    );
  });

  it('writes file sizes in KB below a megabyte', () => {
    expect(fileSizeText(820 * 1024)).toBe('820 KB');
    expect(fileSizeText(100)).toBe('1 KB');
    expect(fileSizeText(-1)).toBe('0 KB');
  });
});

describe('the two sides of a change', () => {
  it('turns codes the server may send into words', () => {
    expect(changeText('type', 'family_farm')).toBe('家庭农场');
    expect(changeText('roles', 'participant,servant')).toBe('参与主体、服务商');
    expect(changeText('licenceFileId', '0b9c7c1e-3f5d-4c1a-9a47-2d6f1c0e8b11')).toBe('另一份营业执照文件');
    expect(changeText('regionCode', '522634100')).toBe('行政区划代码 522634100');
    expect(changeText('regionCode', '黔东南州雷山县丹江镇')).toBe('黔东南州雷山县丹江镇');
  });

  it('keeps words as they are and shows nothing as not filled in', () => {
    expect(changeText('roles', '参与主体')).toBe('参与主体');
    expect(changeText('name', '苗岭茶叶合作社')).toBe('苗岭茶叶合作社');
    expect(changeText('address', null)).toBe(EMPTY_VALUE);
  });
});
