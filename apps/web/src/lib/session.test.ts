import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  chooseTenant,
  forgetRefusedTenant,
  getTenantId,
  subscribeSession,
  subscribeTenantRefusals,
} from './session.ts';

describe('session: a tenant the server refused', () => {
  const stops: (() => void)[] = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
  });

  it('is forgotten, and the session and the refusal listeners are told', () => {
    chooseTenant('ten-gone');
    const sessionChanged = vi.fn();
    const refused = vi.fn();
    stops.push(subscribeSession(sessionChanged), subscribeTenantRefusals(refused));
    forgetRefusedTenant();
    expect(getTenantId()).toBeUndefined();
    expect(sessionChanged).toHaveBeenCalled();
    expect(refused).toHaveBeenCalledTimes(1);
  });

  it('is told once to the first listener when it was met before anyone listened', () => {
    chooseTenant('ten-gone');
    forgetRefusedTenant();
    const first = vi.fn();
    const second = vi.fn();
    stops.push(subscribeTenantRefusals(first));
    stops.push(subscribeTenantRefusals(second));
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
  });
});
