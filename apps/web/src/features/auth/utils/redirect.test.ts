import type { CurrentUser } from '@rrsp/contract';
import { describe, expect, it } from 'vitest';
import { landingAfterSignIn, landingAfterSignUp, safeRedirectOf } from './redirect.ts';

const user = (tenants: CurrentUser['tenants']): CurrentUser => ({
  userId: '00000000-0000-4000-8000-000000000001',
  username: 'zhangsan',
  nickName: '张三',
  mobile: '138****0001',
  email: null,
  emailVerified: false,
  avatarUrl: null,
  operatorRoles: [],
  tenants,
});
const tenant = (tenantId: string, roles: ('participant' | 'servant')[]) => ({
  tenantId,
  tenantName: '合作社',
  roles,
  isAdmin: true,
});
const T1 = '00000000-0000-4000-8000-0000000000a1';

describe('safeRedirectOf', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeRedirectOf('/participants/product?keyword=茶')).toBe('/participants/product?keyword=茶');
    expect(safeRedirectOf('/')).toBe('/');
  });

  it('refuses other sites, protocol-relative and odd paths', () => {
    for (const value of [
      null,
      '',
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/a\\b',
      '/a\nb',
    ]) {
      expect(safeRedirectOf(value)).toBeUndefined();
    }
  });

  it('refuses the entry pages themselves', () => {
    expect(safeRedirectOf('/entry')).toBeUndefined();
    expect(safeRedirectOf('/entry/sign-up')).toBeUndefined();
    expect(safeRedirectOf('/entryway')).toBe('/entryway');
  });
});

describe('landing after sign-in', () => {
  it('goes back to the redirect first', () => {
    expect(landingAfterSignIn(user([tenant(T1, ['servant'])]), T1, '/home/case')).toBe('/home/case');
  });

  it('goes to the work area of the chosen tenant role', () => {
    expect(landingAfterSignIn(user([tenant(T1, ['servant'])]), T1, undefined)).toBe('/servant');
    expect(landingAfterSignIn(user([tenant(T1, ['participant'])]), T1, undefined)).toBe('/participants');
  });

  it('takes a user without a tenant to the workbench that shows how to settle', () => {
    expect(landingAfterSignIn(user([]), undefined, undefined)).toBe('/participants');
  });

  it('takes an operator to the operator area, never to settlement', () => {
    expect(landingAfterSignIn({ ...user([]), operatorRoles: ['marketReviewer'] }, undefined, undefined)).toBe(
      '/admin',
    );
  });

  it('sends a new account to the settlement flow unless it came from somewhere', () => {
    expect(landingAfterSignUp(undefined)).toBe('/participants/settled');
    expect(landingAfterSignUp('/home/solution')).toBe('/home/solution');
  });
});
