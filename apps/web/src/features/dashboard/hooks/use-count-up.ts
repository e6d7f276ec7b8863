import { useEffect, useRef, useState } from 'react';
import { useDrawnOnServer } from '../../../hooks/use-drawn-on-server.ts';
import { useReducedMotion } from '../../../hooks/use-reduced-motion.ts';
import { easeOutCubic } from '../../../lib/format.ts';

/**
 * Counts from 0 up to `target` over `durationMs` once `start` is true; shows the target at once for visitors who
 * asked for less motion, and on a page the server drew (a crawler reads the figure, and the reader already saw it).
 */
export const useCountUp = (target: number, start: boolean, durationMs = 1600): number => {
  const reduced = useReducedMotion();
  const drawnOnServer = useDrawnOnServer();
  const [value, setValue] = useState(() => (drawnOnServer ? target : 0));
  const animated = useRef(!drawnOnServer);
  useEffect(() => {
    if (!start) return;
    if (reduced || target <= 0 || !animated.current) {
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
