import { MESSAGE_KIND_SPECS, type TenantMembership } from '@rrsp/contract';
import { describe, expect, it } from 'vitest';
import { audienceOf, kindsFor } from './message-kinds.ts';

describe('the kinds a user is offered', () => {
  it('gives an operator the console kinds and the security notices, and no portal user kinds', () => {
    const kinds = kindsFor({ operator: true, user: false });
    expect(kinds).toContain('queue.pending');
    expect(kinds).toContain('security');
    expect(
      kinds.every((kind) => kind === 'security' || MESSAGE_KIND_SPECS[kind].audience === 'operator'),
    ).toBe(true);
  });

  it('gives a portal user every user kind, security included, and no console kinds', () => {
    const kinds = kindsFor({ operator: false, user: true });
    expect(kinds).toContain('security');
    expect(kinds).toContain('settlement.decided');
    expect(kinds.every((kind) => MESSAGE_KIND_SPECS[kind].audience === 'user')).toBe(true);
  });

  it('gives an operator who also works for a tenant both, security once', () => {
    const kinds = kindsFor({ operator: true, user: true });
    expect(kinds.filter((kind) => kind === 'security')).toHaveLength(1);
    expect(kinds).toContain('queue.pending');
    expect(kinds).toContain('cooperation.received');
  });
});

describe('who the user is, for messages', () => {
  const tenant: TenantMembership = {
    tenantId: '0b9c7c1e-3f5d-4c1a-9a47-2d6f1c0e8b11',
    tenantName: '茶园合作社',
    roles: [],
    isAdmin: false,
  };
  it('is a portal user without an operator role, an operator with one, and both with a tenant too', () => {
    expect(audienceOf({ isOperator: false, tenant: undefined })).toEqual({ operator: false, user: true });
    expect(audienceOf({ isOperator: true, tenant: undefined })).toEqual({ operator: true, user: false });
    expect(audienceOf({ isOperator: true, tenant })).toEqual({ operator: true, user: true });
  });
});
