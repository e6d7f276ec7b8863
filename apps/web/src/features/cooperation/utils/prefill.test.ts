import { describe, expect, it } from 'vitest';
import { cooperationPrefillOf } from './prefill.ts';

describe('what the request form starts with', () => {
  it('takes the nickname as the contact and a full mobile as it is', () => {
    expect(cooperationPrefillOf({ nickName: ' 杨秀英 ', mobile: '13800000001' })).toEqual({
      name: '杨秀英',
      mobile: '13800000001',
    });
  });

  it('leaves the mobile empty when the session holds it masked, or not at all', () => {
    expect(cooperationPrefillOf({ nickName: '杨秀英', mobile: '138****0001' })).toEqual({ name: '杨秀英' });
    expect(cooperationPrefillOf({ nickName: '杨秀英', mobile: null })).toEqual({ name: '杨秀英' });
  });

  it('leaves the contact empty for a blank or too long nickname', () => {
    expect(cooperationPrefillOf({ nickName: '  ', mobile: null })).toEqual({});
    expect(cooperationPrefillOf({ nickName: '名'.repeat(31), mobile: null })).toEqual({});
  });

  it('starts empty without a user', () => {
    expect(cooperationPrefillOf(undefined)).toEqual({});
  });
});
