/**
 * Mobiles and addresses as they may be shown or logged: enough for the owner to recognise (138****0001) or to tell
 * messages apart, useless to anyone reading over a shoulder. The one place that masks.
 */
export const maskMobile = (mobile: string): string =>
  mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '*'.repeat(mobile.length);

/** maskMobile in SQL, for a column read straight into an export. */
export const MASK_MOBILE_SQL = (column: string): string =>
  `CASE WHEN length(${column}) >= 7 THEN left(${column}, 3) || '****' || right(${column}, 4) ELSE repeat('*', length(${column})) END`;

export const maskEmail = (address: string): string => {
  const at = address.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${address.slice(0, 1)}***${address.slice(at)}`;
};

/** A gateway may echo the message back; runs of digits (the codes) never reach the log. */
export const redactDigits = (text: string): string =>
  text.replace(/\d{4,}/g, (run) => '#'.repeat(run.length));
