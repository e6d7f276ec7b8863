import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as contractCheckingCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The contract's answer schema as the JSON Schema fast-json-stringify reads (draft 7, the output side of transforms). */
const jsonSchemaOf = (schema: z.ZodType): Record<string, unknown> => {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'output',
    unrepresentable: 'any',
  }) as Record<string, unknown>;
  return json;
};

/**
 * Answers are written by fast-json-stringify compiled from the contract's schema (issue 11): no zod parse of every
 * answer in production. Outside production every answer is also checked against the contract by zod and the two
 * serialisations must agree, so the whole test suite holds the fast path to the contract.
 */
export const contractSerializerCompiler =
  (options: { checkAgainstContract: boolean }): FastifySerializerCompiler<z.ZodType> =>
  (route) => {
    // compiled on the first answer of the route: compiling all ~200 routes at start took half a second (issue 11)
    let compiled: ((data: unknown) => string) | undefined;
    const fast = (data: unknown): string => {
      compiled ??= fastJson(jsonSchemaOf(route.schema));
      return compiled(data);
    };
    if (!options.checkAgainstContract) return fast;
    const checked = contractCheckingCompiler(route);
    return (data: unknown) => {
      const expected = checked(data);
      const written = fast(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(
          `fast-json-stringify 与契约的序列化结果不一致：${route.method} ${route.url} ${route.httpStatus}\n` +
            `契约：${expected.slice(0, 2000)}\n快速：${written.slice(0, 2000)}`,
        );
      }
      return written;
    };
  };
