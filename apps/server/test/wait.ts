/** Polls until `check` returns a value (a job ran, a row appeared), or fails after `timeoutMs`. */
export const waitFor = async <T>(
  check: () => Promise<T | undefined>,
  { timeoutMs = 15_000, intervalMs = 100 } = {},
): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`still waiting after ${timeoutMs} ms`);
};
