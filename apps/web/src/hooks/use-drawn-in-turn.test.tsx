// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, settle } from '../lib/jsdom-test-support.tsx';
import { useDrawnInTurn } from './use-drawn-in-turn.ts';

const commits: number[] = [];
const Parts = () => {
  const drawn = useDrawnInTurn(4, 2);
  commits.push(drawn);
  return (
    <p className="parts">{Array.from({ length: drawn }, (_, index) => `第${index + 1}部分`).join('、')}</p>
  );
};

describe('useDrawnInTurn', () => {
  it('draws the first parts at once, then one more in each following render, until all are drawn', async () => {
    renderWithApp(<Parts />);
    expect(commits[0]).toBe(2);
    await vi.waitFor(
      async () => {
        await settle();
        expect(document.querySelector('.parts')?.textContent).toBe('第1部分、第2部分、第3部分、第4部分');
      },
      { timeout: 10_000 },
    );
    // one part at a time, never past the count
    expect([...new Set(commits)]).toEqual([2, 3, 4]);
  });
});
