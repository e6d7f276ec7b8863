import { useCallback, useSyncExternalStore } from 'react';

/**
 * Phones, where the header folds its navigation into a drawer and detail pages drop the QR code. The same width
 * as the `max-width: 768px` blocks of the stylesheets.
 */
export const PHONE_QUERY = '(max-width: 768px)';

/** Whether a CSS media query matches now; re-renders when it starts or stops matching. */
export const useMediaQuery = (query: string): boolean => {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = () => typeof window !== 'undefined' && Boolean(window.matchMedia?.(query).matches);
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
};
