/** The name of the unique or check constraint a failed write broke, as node-postgres reports it through drizzle. */
export const violatedConstraint = (error: unknown): string | undefined => {
  const direct = (error as { constraint?: unknown }).constraint;
  const wrapped = (error as { cause?: { constraint?: unknown } }).cause?.constraint;
  const name = typeof wrapped === 'string' ? wrapped : direct;
  return typeof name === 'string' ? name : undefined;
};
