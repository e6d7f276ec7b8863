import { describe, expect, it } from 'vitest';
import { createWorkGate } from './work-gate.ts';

const gateOf = (slots: number, queueLength: number) =>
  createWorkGate({ slots, queueLength, busyMessage: '系统繁忙', retryAfterSeconds: 2 });

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

describe('work gate', () => {
  it('runs at most `slots` at once and refuses callers beyond the line with a 429', async () => {
    const gate = gateOf(2, 3);
    const finish = deferred();
    let peak = 0;
    let now = 0;
    const work = async () => {
      now += 1;
      peak = Math.max(peak, now);
      await finish.promise;
      now -= 1;
    };
    const outcomes = Array.from({ length: 8 }, () =>
      gate.run(work).then(
        () => 'ran',
        (error) => error.status,
      ),
    );
    await Promise.resolve();
    expect(gate.load).toEqual({ running: 2, waiting: 3, reserved: 5 });
    finish.resolve();
    expect(await Promise.all(outcomes)).toEqual(['ran', 'ran', 'ran', 'ran', 'ran', 429, 429, 429]);
    expect(peak).toBe(2);
    expect(gate.load).toEqual({ running: 0, waiting: 0, reserved: 0 });
  });

  it('hands a finished slot to the next in line, not to a newcomer', async () => {
    const gate = gateOf(1, 5);
    const order: string[] = [];
    const first = deferred();
    const a = gate.run(async () => {
      order.push('a');
      await first.promise;
    });
    const b = gate.run(async () => {
      order.push('b');
    });
    first.resolve();
    await a;
    const c = gate.run(async () => {
      order.push('c');
    });
    await Promise.all([b, c]);
    expect(order).toEqual(['a', 'b', 'c']);
  });

  it('keeps a reserved place until released, and a failing run gives its place back', async () => {
    const gate = gateOf(1, 0);
    const held = gate.reserve();
    expect(() => gate.reserve()).toThrow(/系统繁忙/);
    held.release();
    held.release();
    await expect(gate.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(gate.run(async () => 'again')).resolves.toBe('again');
  });

  it('keeps the place of running work when its caller hangs up, and frees it when the work ends', async () => {
    const gate = gateOf(1, 0);
    const finish = deferred();
    const place = gate.reserve();
    const running = place.run(() => finish.promise);
    place.release();
    expect(() => gate.reserve()).toThrow(/系统繁忙/);
    finish.resolve();
    await running;
    const next = gate.reserve();
    next.release();
    expect(gate.load).toEqual({ running: 0, waiting: 0, reserved: 0 });
  });
});
