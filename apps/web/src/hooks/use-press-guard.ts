import { useRef } from 'react';

/**
 * Holds back a change that draws a pressed element anew until the press is over. A browser sends the click to the
 * element a press began on only if the release lands on that same element: a stand-in replaced by the real component
 * between the press and its release would lose the click (the header's user menu did, decision 034). The held change
 * runs after the release and the click it makes, which the browser dispatches in the same task.
 */
export const usePressGuard = () => {
  const pressing = useRef(false);
  const held = useRef<(() => void) | undefined>(undefined);
  const release = () => {
    pressing.current = false;
    const change = held.current;
    held.current = undefined;
    if (change) setTimeout(change, 0);
  };
  return {
    /** Runs `change` now, or once the press in progress (and its click) is over. */
    whenFree: (change: () => void) => {
      if (pressing.current) held.current = change;
      else change();
    },
    /** For the element whose presses are guarded (the stand-in). */
    pressHandlers: {
      onPointerDown: () => {
        pressing.current = true;
      },
      onPointerUp: release,
      onPointerCancel: release,
      onPointerLeave: release,
    },
  };
};
