import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a long page's `count` parts to draw: `first` at once, then one more in each following task, each as a
 * transition. A long form drawn at once is one long task (every field, its rules and antd's styles for each kind of
 * field); drawn in turn, React renders each part in slices it can interrupt and commits it on its own, so the page
 * answers input meanwhile (issue 25, docs/decisions/034). Every part is drawn shortly after the first screen, without
 * waiting to be scrolled to: the keyboard, the browser's find and the tests find them all.
 */
export const useDrawnInTurn = (count: number, first: number): number => {
  const [drawn, setDrawn] = useState(() => Math.min(first, count));
  useEffect(() => {
    if (drawn >= count) return;
    // a timer, not the effect itself: effects of a sync render run in its task, and the next part needs a task of its own
    const timer = setTimeout(
      () => startTransition(() => setDrawn((before) => Math.min(before + 1, count))),
      0,
    );
    return () => clearTimeout(timer);
  }, [drawn, count]);
  return drawn;
};
