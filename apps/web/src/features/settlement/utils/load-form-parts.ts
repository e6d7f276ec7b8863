import { withChunkTimeout } from '../../../lib/lazy-chunk.ts';

type FormChecks = typeof import('./form-checks.ts');
type LaterSteps = typeof import('../components/later-steps.tsx');

let checks: Promise<FormChecks> | undefined;
let later: Promise<LaterSteps> | undefined;

/**
 * The application's checks (the contract's schemas, and zod with them), loaded when a field is first checked or a
 * draft first saved; a failed load is tried again next time.
 */
export const loadFormChecks = (): Promise<FormChecks> => {
  checks ??= withChunkTimeout(import('./form-checks.ts')).catch((failure: unknown) => {
    checks = undefined;
    throw failure;
  });
  return checks;
};

/**
 * Steps 2–4 (the region picker, the licence upload, the summary and the pledge), loaded when the form is first used
 * or a later step is first reached: the first screen draws step 1 alone (docs/decisions/034).
 */
export const loadLaterSteps = (): Promise<LaterSteps> => {
  later ??= withChunkTimeout(import('../components/later-steps.tsx')).catch((failure: unknown) => {
    later = undefined;
    throw failure;
  });
  return later;
};

/** One field's rule from the checks, for `zodRule` (its failure to load is said on the field). */
export const checkOf =
  <K extends keyof FormChecks['FIELD_SCHEMAS']>(name: K) =>
  async (): Promise<FormChecks['FIELD_SCHEMAS'][K]> =>
    (await loadFormChecks()).FIELD_SCHEMAS[name];
