import { describe, expect, it } from 'vitest';
import { PASSWORD_HASH_PARAMS } from '../../platform/identity/password.ts';
import { TIMING_EQUALISER_HASH } from './sign-in-service.ts';

describe('the hash an unknown account is checked against', () => {
  it('costs what a real account costs: the live parameters, so no timing tells the two apart', () => {
    const [scheme, n, r, p] = TIMING_EQUALISER_HASH.split('$');
    expect(scheme).toBe('scrypt');
    expect({ N: Number(n), r: Number(r), p: Number(p) }).toEqual({
      N: PASSWORD_HASH_PARAMS.N,
      r: PASSWORD_HASH_PARAMS.r,
      p: PASSWORD_HASH_PARAMS.p,
    });
  });
});
