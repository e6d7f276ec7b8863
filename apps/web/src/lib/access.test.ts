import { describe, expect, it } from 'vitest';
import { accessContextOf, decidePageAccess, landingTenantOf, workbenchHrefOf } from './access.ts';
import { testTenant, testUser } from './access-test-support.ts';

const tea = testTenant(1, 'tea', ['participant']);
const tech = testTenant(2, 'tech', ['servant']);
const pending = testTenant(3, 'pending', []);

describe('page access', () => {
  it('sends a visitor to sign in, and lets anyone see a public page', () => {
    const visitor = accessContextOf(undefined, undefined);
    expect(decidePageAccess('public', visitor)).toBeNull();
    expect(decidePageAccess('participantArea', visitor)).toEqual({ kind: 'sign-in' });
    expect(decidePageAccess('operator', visitor)).toEqual({ kind: 'sign-in' });
  });

  it('refuses a participant a servant page, and the reverse, saying which area the page is for', () => {
    const participant = accessContextOf(testUser([tea]), tea.tenantId);
    expect(decidePageAccess('servant', participant)).toMatchObject({
      kind: 'forbidden',
      why: 'for-servants',
    });
    expect(decidePageAccess('participant', participant)).toBeNull();
    const servant = accessContextOf(testUser([tech]), tech.tenantId);
    expect(decidePageAccess('participantArea', servant)).toMatchObject({ why: 'for-participants' });
    expect(decidePageAccess('participant', servant)).toMatchObject({ why: 'for-participants' });
  });

  it('offers to switch to a tenant of the user that holds the role', () => {
    const both = accessContextOf(testUser([tea, tech]), tea.tenantId);
    expect(decidePageAccess('servant', both)).toEqual({
      kind: 'forbidden',
      why: 'for-servants',
      switchTo: tech,
    });
  });

  it('lets a user without an approved tenant into the workbench, and asks them to settle elsewhere', () => {
    for (const access of [
      accessContextOf(testUser([]), undefined),
      accessContextOf(testUser([pending]), pending.tenantId),
    ]) {
      expect(decidePageAccess('participantArea', access)).toBeNull();
      expect(decidePageAccess('signedIn', access)).toBeNull();
      expect(decidePageAccess('participant', access)).toEqual({ kind: 'forbidden', why: 'settle-first' });
      expect(decidePageAccess('servant', access)).toEqual({ kind: 'forbidden', why: 'settle-first' });
    }
  });

  it('keeps operators in their own area', () => {
    const operator = accessContextOf(testUser([], ['marketReviewer']), undefined);
    expect(decidePageAccess('operator', operator)).toBeNull();
    expect(decidePageAccess('participantArea', operator)).toEqual({
      kind: 'forbidden',
      why: 'not-for-operators',
    });
    expect(decidePageAccess('participant', operator)).toEqual({
      kind: 'forbidden',
      why: 'not-for-operators',
    });
    expect(workbenchHrefOf(operator)).toBe('/admin');
    expect(decidePageAccess('operator', accessContextOf(testUser([tea]), tea.tenantId))).toMatchObject({
      why: 'operator-only',
    });
  });

  it('opens an operator page only to an operator holding its role, and says which role is missing', () => {
    const reviewer = accessContextOf(testUser([], ['marketReviewer']), undefined);
    const editor = accessContextOf(testUser([], ['contentEditor', 'contentReviewer']), undefined);
    expect(decidePageAccess('operator:marketReviewer', reviewer)).toBeNull();
    expect(decidePageAccess('operator:marketReviewer', editor)).toEqual({
      kind: 'forbidden',
      why: 'operator-role',
      roles: ['marketReviewer'],
    });
    expect(decidePageAccess('operator', editor)).toBeNull();
    // 内容管理 takes either content role
    expect(decidePageAccess('editorial', editor)).toBeNull();
    expect(
      decidePageAccess('editorial', accessContextOf(testUser([], ['contentReviewer']), undefined)),
    ).toBeNull();
    expect(decidePageAccess('editorial', reviewer)).toEqual({
      kind: 'forbidden',
      why: 'operator-role',
      roles: ['contentEditor', 'contentReviewer'],
    });
    // someone who is no operator at all is told so, not which role to ask for
    expect(
      decidePageAccess('operator:marketReviewer', accessContextOf(testUser([tea]), tea.tenantId)),
    ).toEqual({
      kind: 'forbidden',
      why: 'operator-only',
    });
    expect(decidePageAccess('operator:marketReviewer', accessContextOf(undefined, undefined))).toEqual({
      kind: 'sign-in',
    });
  });

  it('leads 工作台 to the area of the chosen tenant', () => {
    expect(workbenchHrefOf(accessContextOf(testUser([tea]), tea.tenantId))).toBe('/participants');
    expect(workbenchHrefOf(accessContextOf(testUser([tech]), tech.tenantId))).toBe('/servant');
    expect(workbenchHrefOf(accessContextOf(testUser([tea, tech]), tech.tenantId))).toBe('/servant');
    expect(workbenchHrefOf(accessContextOf(testUser([]), undefined))).toBe('/participants');
  });
});

describe('landing tenant', () => {
  it('prefers the first tenant whose settlement is approved, else the first', () => {
    expect(landingTenantOf(testUser([pending, tech, tea]))).toBe(tech);
    expect(landingTenantOf(testUser([tea, tech]))).toBe(tea);
    expect(landingTenantOf(testUser([pending]))).toBe(pending);
    expect(landingTenantOf(testUser([]))).toBeUndefined();
    expect(landingTenantOf(undefined)).toBeUndefined();
  });

  it('is the tenant the user works for when the stored choice is missing or no longer theirs', () => {
    expect(accessContextOf(testUser([pending, tea]), undefined).tenant).toBe(tea);
    expect(accessContextOf(testUser([pending, tea]), '00000000-0000-4000-8000-00000000dead').tenant).toBe(
      tea,
    );
    expect(accessContextOf(testUser([pending, tea]), pending.tenantId).tenant).toBe(pending);
  });
});
