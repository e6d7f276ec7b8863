/** Recipients as they may appear in logs of real deliveries: enough to tell messages apart, not to reuse. */
export const maskMobile = (mobile: string): string =>
  mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '*'.repeat(mobile.length);

export const maskEmail = (address: string): string => {
  const at = address.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${address.slice(0, 1)}***${address.slice(at)}`;
};

/** A gateway may echo the message back; runs of digits (the codes) never reach the log. */
export const redactDigits = (text: string): string =>
  text.replace(/\d{4,}/g, (run) => '#'.repeat(run.length));
