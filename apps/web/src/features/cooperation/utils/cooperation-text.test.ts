import { describe, expect, it } from 'vitest';
import { itemHrefOf, sentTextOf, stateLabelOf, telOf } from './cooperation-text.ts';

const ID = '0b9c7c1e-3f5d-4c1a-9a47-2d6f1c0e8b11';

describe('a request’s state from either side', () => {
  it('is the publisher’s own 未读 and 已读', () => {
    expect(stateLabelOf('new', 'received')).toBe('未读');
    expect(stateLabelOf('read', 'received')).toBe('已读');
  });

  it('tells the requester whether the other side has read it', () => {
    expect(stateLabelOf('new', 'sent')).toBe('对方未读');
    expect(stateLabelOf('read', 'sent')).toBe('对方已读');
    expect(stateLabelOf('replied', 'sent')).toBe('已回复');
    expect(stateLabelOf('closed', 'sent')).toBe('已关闭');
  });
});

describe('the phone link', () => {
  it('dials a full number', () => {
    expect(telOf('13800000001')).toBe('tel:13800000001');
    expect(telOf('138 0000 0001')).toBe('tel:13800000001');
  });

  it('is not offered for a masked number', () => {
    expect(telOf('138****0001')).toBeUndefined();
  });
});

describe('the link to the item', () => {
  it('leads to a service inside the area it is read in', () => {
    expect(itemHrefOf('participants', { itemId: ID, itemKind: 'service' })).toBe(
      `/participants/service/detail?id=${ID}`,
    );
    expect(itemHrefOf('servant', { itemId: ID, itemKind: 'service' })).toBe(
      `/servant/service/detail?id=${ID}`,
    );
  });

  it('leads to a product only in the participants area, which alone has product pages', () => {
    expect(itemHrefOf('participants', { itemId: ID, itemKind: 'product' })).toBe(
      `/participants/product/detail?id=${ID}`,
    );
    expect(itemHrefOf('servant', { itemId: ID, itemKind: 'product' })).toBeUndefined();
  });
});

it('names who will call back by the kind of item', () => {
  expect(sentTextOf('service')).toBe('已发送合作申请，服务商会尽快与您联系');
  expect(sentTextOf('product')).toBe('已发送合作申请，发布方会尽快与您联系');
});
