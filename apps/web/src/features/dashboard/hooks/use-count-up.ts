import { useEffect, useState } from 'react';
import { useReducedMotion } from '../../../hooks/use-reduced-motion.ts';
import { easeOutCubic } from '../../../lib/format.ts';

/**
 * Counts from 0 up to `target` over `durationMs` once `start` is true; shows the target at once for visitors who
 * asked for less motion.
 */
export const useCountUp = (target: number, start: boolean, durationMs = 1600): number => {
  const reduced = useReducedMotion();
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (!start) return;
    if (reduced || target <= 0) {
      setValue(target);
      return;
    }
    let frame = 0;
    const began = performance.now();
    const tick = (now: number) => {
      const progress = easeOutCubic((now - began) / durationMs);
      setValue(Math.round(target * progress));
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target, start, reduced, durationMs]);
  return value;
};
