import { expect } from 'vitest';
import type { z } from 'zod';

/**
 * A test's stand-in for something the API sends or receives, checked against the contract
 * (src/contract), so a fixture cannot drift from what the server really does. The fixture is
 * returned as written (a request body keeps the form the test sends), with its own type.
 */
export function contractFixture<S extends z.ZodType, T extends z.input<S>>(schema: S, value: T): T {
  schema.parse(value);
  return value;
}

/**
 * An answer the server gave, checked against its contract schema and returned typed. Parsing
 * must change nothing: a field the contract does not name (which zod would drop) fails the test,
 * which matters for server-sent events, written without going through the response serializer.
 */
export function expectContract<S extends z.ZodType>(schema: S, answer: unknown): z.output<S> {
  const parsed = schema.safeParse(answer);
  if (!parsed.success) throw new Error(`The answer breaks the contract: ${parsed.error.message}\n${JSON.stringify(answer).slice(0, 2_000)}`);
  expect(parsed.data).toEqual(answer);
  return parsed.data;
}
