/**
 * How long a tab waits before connecting again. The base doubles with each attempt in a row, from 1 s up to 30 s, and
 * each wait is a random 0.5–1.5 × the base: when a restarted server drops every connection at once, the browsers come
 * back spread over a second, then over two, four…, rather than all in the same instant.
 */
export const FIRST_RECONNECT_BASE_MS = 1_000;
export const MAX_RECONNECT_BASE_MS = 30_000;

/** `attempt` counts the tries since the last connection that reached its welcome (0 for the first). */
export const reconnectDelayMs = (attempt: number, random: () => number = Math.random): number => {
  const base = Math.min(MAX_RECONNECT_BASE_MS, FIRST_RECONNECT_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.5 + random()));
};
