import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/**
 * True while a component is drawn on the server or takes over the server's markup in the browser (hydration), false
 * when the browser draws it itself. What first shows differently in the browser (a count that starts at zero) starts
 * from what the server drew instead, so the markup matches and the reader sees no jump back (docs/decisions/032).
 */
export const useDrawnOnServer = (): boolean =>
  useSyncExternalStore(
    subscribeNothing,
    () => false,
    () => true,
  );
