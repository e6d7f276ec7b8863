import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signFields, signingString, verifySignature } from './signature.ts';

const nodeMd5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

describe('field signature', () => {
  it('joins the fields sorted by key as k=v&k=v and hashes that with lowercase hex MD5', () => {
    const fields = { username: '张三', age: 30, captcha: 'x7Kp' };
    expect(signingString(fields)).toBe('age=30&captcha=x7Kp&username=张三');
    expect(signFields(fields)).toBe(nodeMd5('age=30&captcha=x7Kp&username=张三'));
    expect(signFields(fields)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('sorts by UTF-16 code unit, so upper case comes before lower case', () => {
    expect(signingString({ b: 1, a: 2, B: 3, _: 4, a1: 5 })).toBe('B=3&_=4&a=2&a1=5&b=1');
  });

  it('leaves out undefined, null, empty strings and the sign field, but keeps 0, false and whitespace', () => {
    const fields = { a: undefined, b: null, c: '', d: 0, e: false, f: ' ', sign: 'whatever' };
    expect(signingString(fields)).toBe('d=0&e=false&f= ');
    expect(signFields(fields)).toBe(signFields({ d: 0, e: false, f: ' ' }));
  });

  it('JSON-encodes objects and arrays and does not URL-encode anything', () => {
    const fields = { list: [1, 'two'], nested: { k: 'v&w=x' }, url: 'https://a.b/?q=1&r=2' };
    expect(signingString(fields)).toBe('list=[1,"two"]&nested={"k":"v&w=x"}&url=https://a.b/?q=1&r=2');
  });

  it('verifies a correct signature and accepts upper-case hex', () => {
    const fields = { mobile: '13800000000', code: '123456' };
    const sign = signFields(fields);
    expect(verifySignature({ ...fields, sign })).toBe(true);
    expect(verifySignature({ ...fields, sign: sign.toUpperCase() })).toBe(true);
    // Empty fields added later do not change the signature.
    expect(verifySignature({ ...fields, note: '', extra: null, sign })).toBe(true);
  });

  it('passes when no signature is present', () => {
    expect(verifySignature({ a: 1 })).toBe(true);
    expect(verifySignature({ a: 1, sign: '' })).toBe(true);
    expect(verifySignature({ a: 1, sign: null })).toBe(true);
    expect(verifySignature({})).toBe(true);
  });

  it('detects a changed value, an added field, a removed field and a wrong signature', () => {
    const fields = { mobile: '13800000000', code: '123456' };
    const sign = signFields(fields);
    expect(verifySignature({ mobile: '13800000001', code: '123456', sign })).toBe(false);
    expect(verifySignature({ ...fields, tenantId: '7', sign })).toBe(false);
    expect(verifySignature({ mobile: '13800000000', sign })).toBe(false);
    expect(verifySignature({ ...fields, sign: `${sign.slice(0, 31)}${sign[31] === '0' ? '1' : '0'}` })).toBe(
      false,
    );
    expect(verifySignature({ ...fields, sign: sign.slice(0, 31) })).toBe(false);
    expect(verifySignature({ ...fields, sign: 12345 })).toBe(false);
    expect(verifySignature({ ...fields, sign: [sign] })).toBe(false);
  });
});
