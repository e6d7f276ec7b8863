import { partLoadedOnFirstUse } from '../../../hooks/use-loaded-on-first-use.ts';

type FormChecks = typeof import('./form-checks.ts');

/**
 * The application's checks (the contract's schemas, and zod with them), loaded when a field is first checked or a
 * draft first saved; a failed load is tried again next time.
 */
export const loadFormChecks = partLoadedOnFirstUse(() => import('./form-checks.ts')).load;

/**
 * Steps 2–4 (the region picker, the licence upload, the summary and the pledge), loaded when the form is first used
 * or a later step is first reached: the first screen draws step 1 alone (docs/decisions/034).
 */
export const loadLaterSteps = partLoadedOnFirstUse(() => import('../components/later-steps.tsx')).load;

/** One field's rule from the checks, for `zodRule` (its failure to load is said on the field). */
export const checkOf =
  <K extends keyof FormChecks['FIELD_SCHEMAS']>(name: K) =>
  async (): Promise<FormChecks['FIELD_SCHEMAS'][K]> =>
    (await loadFormChecks()).FIELD_SCHEMAS[name];
