// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeProgress } from './route-progress.ts';

const bar = () => document.querySelector('#nprogress .bar');

describe('the route progress bar', () => {
  afterEach(() => {
    routeProgress.done();
    document.querySelector('#nprogress')?.remove();
  });

  it('shows once its library has loaded, hidden from assistive tech', async () => {
    routeProgress.start();
    await vi.waitFor(() => expect(bar()).not.toBeNull());
    expect(bar()?.getAttribute('aria-hidden')).toBe('true');
    expect(document.querySelector('#nprogress .spinner')).toBeNull();
  });

  it('does not show when the navigation ended before the library arrived', async () => {
    routeProgress.start();
    routeProgress.done();
    // the library's module has been loaded by now: the next start of a navigation shows the bar at once
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bar()).toBeNull();
  });
});
