import { useMediaQuery } from './use-media-query.ts';

/** Whether the visitor asked the system for less motion: no count-ups, no auto-play, no ticker. */
export const useReducedMotion = (): boolean => useMediaQuery('(prefers-reduced-motion: reduce)');
