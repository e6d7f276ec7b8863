import type { Rule } from 'antd/es/form';
import type { z } from 'zod';

/**
 * An antd Form rule from a contract field schema, so the form checks exactly what the server will (epic-stack:
 * small field schemas composed into forms). Empty values are left to a separate `required` rule with its own text.
 */
export const zodRule =
  (schema: z.ZodType): Rule =>
  () => ({
    validator: async (_rule, value: unknown) => {
      if (value === undefined || value === null || value === '') return;
      const result = schema.safeParse(value);
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? '格式不正确');
    },
  });

/** `required` + the schema: the usual pair for a text field. */
export const fieldRules = (emptyText: string, schema: z.ZodType): Rule[] => [
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
