import type { Rule } from 'antd/es/form';
import type { z } from 'zod';
import { withChunkTimeout } from './lazy-chunk.ts';

type FieldSchemas = typeof import('./field-schemas.ts');

/** A schema imported when it is first needed (see `fieldSchema`). */
export type LazySchema = () => Promise<z.ZodType>;

let fieldSchemas: Promise<FieldSchemas> | undefined;

/**
 * One of the contract's field schemas of field-schemas.ts, imported the first time a rule needs it: the forms a
 * visitor meets first (sign-in, sign-up, password reset, appeals) draw without zod (21 KiB), which arrives when a
 * field is first checked (docs/decisions/034). A failed import is tried again at the next check.
 */
export const fieldSchema =
  <S extends z.ZodType>(pick: (schemas: FieldSchemas) => S): (() => Promise<S>) =>
  async () => {
    fieldSchemas ??= withChunkTimeout(import('./field-schemas.ts'));
    try {
      return pick(await fieldSchemas);
    } catch (failure) {
      fieldSchemas = undefined;
      throw failure;
    }
  };

/** Said on a field whose rule could not be imported: the value stays unaccepted until it can be checked. */
export const RULE_LOAD_FAILED_TEXT = '校验规则加载失败，请检查网络后重试';

const schemaOf = async (source: z.ZodType | LazySchema): Promise<z.ZodType> => {
  if (typeof source !== 'function') return source;
  try {
    return await source();
  } catch {
    throw new Error(RULE_LOAD_FAILED_TEXT);
  }
};

/**
 * An antd Form rule from a contract field schema, so the form checks exactly what the server will (epic-stack:
 * small field schemas composed into forms). Empty values are left to a separate `required` rule with its own text.
 * A lazy schema (`fieldSchema`) is awaited: antd waits for the rule, so a submit made before it has arrived waits too
 * and is refused if the value is bad, never sent unchecked.
 */
export const zodRule =
  (source: z.ZodType | LazySchema): Rule =>
  () => ({
    validator: async (_rule, value: unknown) => {
      if (value === undefined || value === null || value === '') return;
      const schema = await schemaOf(source);
      const result = schema.safeParse(value);
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? '格式不正确');
    },
  });

/** `required` + the schema: the usual pair for a text field. */
export const fieldRules = (emptyText: string, schema: z.ZodType | LazySchema): Rule[] => [
  { required: true, whitespace: true, message: emptyText },
  zodRule(schema),
];

/** The second password entry must equal the first. */
export const sameAsRule =
  (field: string, text = '两次输入的密码不一致'): Rule =>
  ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (value && value !== getFieldValue(field)) throw new Error(text);
    },
  });

/**
 * The contract's rule for one field of an endpoint's body, so a dialog checks exactly what the server will (the
 * endpoint's body is optional in its type; one without that field is a programming error, thrown at import).
 */
export const bodyFieldOf = <S extends z.ZodRawShape, K extends keyof S & string>(
  endpoint: { id: string; body?: z.ZodObject<S> | undefined },
  name: K,
): S[K] => {
  const schema = endpoint.body?.shape[name];
  if (!schema) throw new Error(`${endpoint.id} has no body field ${name}`);
  return schema;
};
