import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../server/openapi/json-schema.ts';
import { closedObject, ref } from '../../server/openapi/json-schema.ts';
import { schemaProblems } from '../support/json-schema-check.ts';

const components: Record<string, JsonSchema> = {
  Thing: closedObject({
    at: { type: 'string', format: 'date-time' },
    n: { type: ['integer', 'null'], minimum: 0 },
    kind: { type: 'string', enum: ['a', 'b'] },
  }),
};
const good = { at: '2026-01-01T00:00:00.000Z', n: 1, kind: 'a' };

describe('the JSON Schema check used against the API description', () => {
  it('passes a value that matches, through references and nullable types', () => {
    expect(
      schemaProblems([good, { ...good, n: null }], { type: 'array', items: ref('Thing') }, components),
    ).toEqual([]);
  });

  it('names each mismatch with its place', () => {
    const bad = { at: 'yesterday', n: -1.5, kind: 'c', extra: true };
    const problems = schemaProblems(bad, ref('Thing'), components);
    expect(problems).toEqual([
      '$.at: "yesterday" is not a date-time',
      '$.n: number where integer or null is described',
      '$.kind: "c" is not one of a, b',
      '$.extra: not described',
    ]);
    expect(schemaProblems({ at: good.at }, ref('Thing'), components)).toEqual([
      '$.n: missing',
      '$.kind: missing',
    ]);
    expect(schemaProblems(-1, { type: 'integer', minimum: 0 }, components)).toEqual(['$: below 0']);
  });

  it('fails a schema that uses a keyword it does not know, rather than passing the value', () => {
    const schema = { type: 'string', pattern: '^x$' } as unknown as JsonSchema;
    expect(schemaProblems('y', schema, components)).toEqual([
      '$: the schema uses keywords this check does not know: pattern',
    ]);
  });

  it('wants exactly one of oneOf, and resolves every reference', () => {
    const either: JsonSchema = { oneOf: [{ type: 'string' }, { type: ['string', 'null'] }] };
    expect(schemaProblems('x', either, components)).toEqual([
      '$: matches 2 of the oneOf schemas, not exactly 1',
    ]);
    expect(schemaProblems(null, either, components)).toEqual([]);
    expect(schemaProblems(1, ref('Nothing'), components)).toEqual([
      '$: unresolved #/components/schemas/Nothing',
    ]);
  });
});
