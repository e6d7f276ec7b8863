const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Published some minutes into the day, never in the future, so lists do not tie on the same instant. */
export const publishedAt = (now: Date, daysAgo: number, index: number): Date =>
  new Date(now.getTime() - daysAgo * DAY - (20 + ((index * 53) % 400)) * MINUTE);

/** Older items have been read more; the spread keeps "most viewed" lists from looking generated. */
export const viewsFor = (daysAgo: number, index: number): number =>
  36 + Math.min(daysAgo, 200) * 9 + ((index * 389) % 520);
