import type { JsonSchema } from '../../server/openapi/json-schema.ts';

/**
 * Checks a value against the JSON Schema subset the API description is written in and returns
 * every mismatch with its place. A keyword it does not know is itself a mismatch, so a schema
 * can never pass a value by using something this checker ignores.
 */
export function schemaProblems(
  value: unknown,
  schema: JsonSchema,
  components: Record<string, JsonSchema>,
  at = '$',
): string[] {
  const known = new Set([
    '$ref',
    'type',
    'description',
    'properties',
    'required',
    'additionalProperties',
    'items',
    'enum',
    'const',
    'oneOf',
    'format',
    'minimum',
    'maximum',
    'minProperties',
    'examples',
  ]);
  const unknown = Object.keys(schema).filter((k) => !known.has(k));
  if (unknown.length > 0)
    return [`${at}: the schema uses keywords this check does not know: ${unknown.join(', ')}`];
  if (schema.$ref !== undefined) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = components[name];
    return target === undefined
      ? [`${at}: unresolved ${schema.$ref}`]
      : schemaProblems(value, target, components, at);
  }
  if (schema.oneOf !== undefined) {
    const passing = schema.oneOf.filter((s) => schemaProblems(value, s, components, at).length === 0);
    if (passing.length !== 1) return [`${at}: matches ${passing.length} of the oneOf schemas, not exactly 1`];
  }
  const problems: string[] = [];
  if (schema.type !== undefined) {
    const types: string[] = Array.isArray(schema.type) ? schema.type : [schema.type];
    const actual = typeOf(value);
    if (!types.includes(actual) && !(actual === 'integer' && types.includes('number')))
      return [`${at}: ${actual} where ${types.join(' or ')} is described`];
  }
  if (schema.const !== undefined && value !== schema.const)
    problems.push(`${at}: not ${JSON.stringify(schema.const)}`);
  if (schema.enum !== undefined && !schema.enum.includes(value as string)) {
    problems.push(`${at}: ${JSON.stringify(value)} is not one of ${schema.enum.join(', ')}`);
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum)
      problems.push(`${at}: below ${schema.minimum}`);
    if (schema.maximum !== undefined && value > schema.maximum)
      problems.push(`${at}: above ${schema.maximum}`);
  }
  if (typeof value === 'string' && !formatHolds(value, schema.format)) {
    problems.push(`${at}: ${JSON.stringify(value)} is not a ${schema.format}`);
  }
  if (Array.isArray(value) && schema.items !== undefined) {
    const items = schema.items;
    for (const [i, item] of value.entries())
      problems.push(...schemaProblems(item, items, components, `${at}[${i}]`));
  }
  if (typeOf(value) === 'object')
    problems.push(...objectProblems(value as Record<string, unknown>, schema, components, at));
  return problems;
}

function objectProblems(
  value: Record<string, unknown>,
  schema: JsonSchema,
  components: Record<string, JsonSchema>,
  at: string,
): string[] {
  const problems: string[] = [];
  for (const key of schema.required ?? []) if (!(key in value)) problems.push(`${at}.${key}: missing`);
  if (schema.minProperties !== undefined && Object.keys(value).length < schema.minProperties) {
    problems.push(`${at}: fewer than ${schema.minProperties} keys`);
  }
  for (const [key, item] of Object.entries(value)) {
    const described = schema.properties?.[key] ?? schema.additionalProperties;
    if (described === false) problems.push(`${at}.${key}: not described`);
    else if (described !== undefined && described !== true) {
      problems.push(...schemaProblems(item, described, components, `${at}.${key}`));
    }
  }
  return problems;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function formatHolds(value: string, format: JsonSchema['format']): boolean {
  if (format === 'date-time') return /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/.test(value);
  if (format === 'uri') return URL.canParse(value);
  return true;
}
