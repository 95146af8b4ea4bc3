import { defaultPolicy } from '../../shared/policy.ts';
import { closedObject, type JsonSchema } from './json-schema.ts';

/** The schema of a value shaped as the default policy's: every rule is sent, nothing else. */
function schemaOf(value: unknown): JsonSchema {
  if (value === null) return { type: ['integer', 'null'] };
  if (Array.isArray(value)) return { type: 'array', items: { type: 'string' } };
  if (typeof value === 'object')
    return closedObject(
      Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, schemaOf(inner)])),
    );
  if (typeof value === 'number') return { type: 'integer', minimum: 0 };
  return { type: typeof value === 'boolean' ? 'boolean' : 'string' };
}

const rules = schemaOf(defaultPolicy());
const names: JsonSchema = { type: 'object', additionalProperties: { type: 'string' } };

/** GET /api/v2/policy's answer (shared/policy-wire.ts). */
export const policySchema: JsonSchema = closedObject({
  policy: rules,
  defaults: rules,
  pinned: names,
  settings: names,
});
