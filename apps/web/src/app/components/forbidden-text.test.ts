import type { PageAccess } from '@rrsp/contract';
import { describe, expect, it } from 'vitest';
import { accessContextOf, decidePageAccess } from '../../lib/access.ts';
import { testTenant, testUser } from '../../lib/access-test-support.ts';
import { forbiddenTextOf } from './forbidden-text.ts';

const tea = testTenant(1, '苗岭茶叶合作社', ['participant']);
const tech = testTenant(2, '黔农云', ['servant']);
const pending = testTenant(3, '新开农场', []);

/** The refusal of a page with the given rule, and what the 403 page says about it. */
const refused = (rule: PageAccess, access: ReturnType<typeof accessContextOf>) => {
  const refusal = decidePageAccess(rule, access);
  if (refusal?.kind !== 'forbidden') throw new Error(`not refused: ${JSON.stringify(refusal)}`);
  return { refusal, text: forbiddenTextOf(refusal, access) };
};

describe('what the 403 page says', () => {
  it('names the roles the chosen tenant was settled with', () => {
    const { text } = refused('servant', accessContextOf(testUser([tea]), tea.tenantId));
    expect(text.title).toBe('此页面属于服务商工作台');
    expect(text.subTitle).toBe('您当前的主体「苗岭茶叶合作社」入驻的身份是参与主体，不能使用服务商的功能。');
    expect(refused('participant', accessContextOf(testUser([tech]), tech.tenantId)).text.subTitle).toBe(
      '您当前的主体「黔农云」入驻的身份是服务商，不能使用参与主体的功能。',
    );
  });

  it('says a pending chosen tenant has not passed review, and still offers the tenant that has the role', () => {
    const access = accessContextOf(testUser([pending, tech, tea]), pending.tenantId);
    const servant = refused('servant', access);
    expect(servant.refusal.switchTo).toBe(tech);
    expect(servant.text.title).toBe('此页面属于服务商工作台');
    expect(servant.text.subTitle).toBe('当前主体「新开农场」尚未通过入驻审核，暂不能使用服务商的功能。');
    const participant = refused('participant', access);
    expect(participant.refusal.switchTo).toBe(tea);
    expect(participant.text.subTitle).toBe(
      '当前主体「新开农场」尚未通过入驻审核，暂不能使用参与主体的功能。',
    );
    for (const text of [servant.text, participant.text]) expect(text.subTitle).not.toContain('入驻的身份是');
  });

  it('tells an operator the page is for settled tenants, without calling it a workbench', () => {
    const operator = accessContextOf(testUser([], ['marketReviewer']), undefined);
    expect(decidePageAccess('applicant', operator)).toEqual({ kind: 'forbidden', why: 'not-for-operators' });
    const { title } = forbiddenTextOf({ kind: 'forbidden', why: 'not-for-operators' }, operator);
    expect(title).toBe('此页面面向入驻主体，运营账号无需使用');
    expect(title).not.toContain('工作台');
  });

  it('names the operator role a page needs and who grants it', () => {
    const editor = accessContextOf(testUser([], ['contentEditor']), undefined);
    const { refusal, text } = refused('operator:marketReviewer', editor);
    expect(refusal).toMatchObject({ why: 'operator-role', roles: ['marketReviewer'] });
    expect(text.title).toBe('此页面需要「入驻与上架审核」角色');
    expect(text.subTitle).toContain('超级管理员');
  });
});
