import { useState } from 'react';
import { withChunkTimeout } from '../lib/lazy-chunk.ts';

/** A part of a page whose code loads when it is first wanted, and is kept once loaded (for the next mount). */
export interface LoadedOnFirstUse<T> {
  /** The part, once its code has arrived. */
  loaded: () => T | undefined;
  /** Loads the part's code (once: a call while it is on its way, or later, gets the same part). */
  load: () => Promise<T>;
}

/**
 * A part whose code loads the first time it is wanted, e.g. `partLoadedOnFirstUse(() => import('./x.tsx').then((m) =>
 * m.X))` at module level. Kept in the module once loaded, so a second mount (a layout change redrawing the header)
 * draws it at once; a load that failed is tried again the next time it is wanted.
 */
export const partLoadedOnFirstUse = <T>(importPart: () => Promise<T>): LoadedOnFirstUse<T> => {
  let part: T | undefined;
  let arriving: Promise<T> | undefined;
  return {
    loaded: () => part,
    load: () => {
      // a chunk that never arrives is given up after the pages' time-out, and tried again when next wanted
      arriving ??= withChunkTimeout(importPart()).then(
        (arrived) => {
          part = arrived;
          return arrived;
        },
        (error: unknown) => {
          arriving = undefined;
          throw error;
        },
      );
      return arriving;
    },
  };
};

/**
 * The part in a component: undefined until its code has arrived, and the function to call whenever the user shows they
 * want it (points at, focuses or presses its trigger). A failed load is left for the next such call.
 */
export const useLoadedOnFirstUse = <T>(part: LoadedOnFirstUse<T>): [T | undefined, () => void] => {
  const [loaded, setLoaded] = useState(() => part.loaded());
  const load = () => {
    if (loaded !== undefined) return;
    part.load().then(
      (arrived) => setLoaded(() => arrived),
      () => undefined,
    );
  };
  return [loaded, load];
};
