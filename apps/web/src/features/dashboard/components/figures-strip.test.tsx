// @vitest-environment jsdom
import type { CountData, FeedStatus } from '@rrsp/contract';
import { useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, settle } from '../../../lib/jsdom-test-support.tsx';

/** The home's figures strip in jsdom, with the figures the server would answer being the test's. */

const never: FeedStatus = { sources: [], updatedAt: null };
let answer: CountData;

const figuresWithDeals = (deals: FeedStatus): CountData => ({
  settledEntities: 19,
  serviceProviders: 6,
  products: 43,
  services: 43,
  solutions: 20,
  cases: 20,
  deals: 5873,
  updatedAt: new Date().toISOString(),
  feeds: { deals, sales: never, deliveries: never, controlCenters: never },
  feedStaleHours: 48,
});

vi.mock('../api/get-count-data.ts', () => ({
  useCountData: () => useQuery({ queryKey: ['test-count-data'], queryFn: async () => answer }),
}));
const { FiguresStrip } = await import('./figures-strip.tsx');

afterEach(() => {
  vi.useRealTimers();
});

const render = async () => {
  const container = renderWithApp(<FiguresStrip />);
  // until the answer is shown (a loaded machine can take a few turns)
  for (let turn = 0; turn < 40 && !container.querySelector('.home-figures__updated'); turn += 1)
    await settle();
  return container;
};

describe('the figures strip', () => {
  it('says where the fed figure came from and when it last reported', async () => {
    // 2026-11-27 14:30 in China
    vi.useFakeTimers({ now: Date.parse('2026-11-27T09:00:00Z'), toFake: ['Date'] });
    answer = figuresWithDeals({ sources: ['黔货出山数据中台'], updatedAt: '2026-11-27T06:30:00Z' });
    const container = await render();
    const text = container.textContent ?? '';
    expect(text).toContain('成交笔数 · 来源：黔货出山数据中台 · 更新于 11月27日 14:30');
    expect(text).not.toContain('数据暂未更新');
    expect(text).toContain('入驻主体、服务商、产品、服务、解决方案、合作案例由平台实时统计');
    expect(container.querySelector('.home-figures__item--stale')).toBeNull();
  });

  it('shows a figure whose source has been silent longer than the platform waits as not up to date', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-27T09:00:00Z'), toFake: ['Date'] });
    // 49 hours before, one past the 48 the server says to wait
    answer = figuresWithDeals({ sources: ['黔货出山数据中台'], updatedAt: '2026-11-25T08:00:00Z' });
    const container = await render();
    const text = container.textContent ?? '';
    expect(text).toContain('成交笔数 · 数据暂未更新 · 来源：黔货出山数据中台 · 最后更新于 11月25日 16:00');
    expect(text).toContain('成交笔数 5,873 笔（数据暂未更新）');
    expect(container.querySelector('.home-figures__item--stale')).not.toBeNull();
    expect(container.querySelector('.feed-note--stale')).not.toBeNull();
  });

  it('says no system has reported a figure nobody ever fed', async () => {
    answer = figuresWithDeals(never);
    const container = await render();
    expect(container.textContent).toContain('成交笔数 · 暂无外部系统报送');
  });
});
