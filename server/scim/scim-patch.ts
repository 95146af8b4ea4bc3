import { objectOf, ScimError } from './scim-json.ts';

/** One operation of a PATCH (RFC 7644 §3.5.2), its verb in lower case: Entra ID writes `"Replace"`. */
export interface PatchOperation {
  op: 'add' | 'replace' | 'remove';
  path: string | null;
  value: unknown;
}

type Json = Record<string, unknown>;

const PATH =
  /^([A-Za-z][\w$-]*)(?:\[\s*([A-Za-z][\w$-]*)\s+eq\s+"((?:[^"\\]|\\.)*)"\s*\])?(?:\.([A-Za-z][\w$-]*))?$/i;

/** The operations of a PatchOp body; a body without them, or an unknown verb, is a 400 `invalidSyntax`. */
export function patchOperations(body: unknown): PatchOperation[] {
  const operations = objectOf(body)?.Operations ?? objectOf(body)?.operations;
  if (!Array.isArray(operations))
    throw new ScimError(400, 'A PATCH body must hold an Operations list.', 'invalidSyntax');
  return operations.map((raw) => {
    const operation = objectOf(raw);
    const op = typeof operation?.op === 'string' ? operation.op.toLowerCase() : '';
    if (op !== 'add' && op !== 'replace' && op !== 'remove')
      throw new ScimError(400, 'Each operation is add, replace or remove.', 'invalidSyntax');
    const path =
      typeof operation?.path === 'string' && operation.path.trim() !== '' ? operation.path.trim() : null;
    if (path === null && op === 'remove') throw new ScimError(400, 'A remove needs a path.', 'noTarget');
    return { op, path, value: operation?.value };
  });
}

/**
 * Applies the operations to a copy of a resource, as RFC 7644 §3.5.2 says, with the attributes
 * this resource has (`known`, by their names in any case); other attributes and other schemas'
 * extensions are left out, as a provider maps more than a server keeps.
 */
export function applyPatch(
  resource: Json,
  operations: readonly PatchOperation[],
  schema: string,
  known: readonly string[],
): Json {
  const patched = structuredClone(resource);
  const canonical = new Map(known.map((name) => [name.toLowerCase(), name]));
  const apply = (op: PatchOperation['op'], rawPath: string, value: unknown) => {
    let path = rawPath;
    if (path.toLowerCase().startsWith(`${schema.toLowerCase()}:`)) path = path.slice(schema.length + 1);
    else if (path.startsWith('urn:')) return;
    const parts = PATH.exec(path);
    if (parts === null) throw new ScimError(400, `"${rawPath.slice(0, 200)}" is not a path.`, 'invalidPath');
    const [, attr = '', filterAttr, filterValue, sub] = parts;
    const name = canonical.get(attr.toLowerCase());
    if (name === undefined) return;
    if (filterAttr === undefined) return applyPlain(patched, name, sub, op, value);
    const wanted = (JSON.parse(`"${filterValue ?? ''}"`) as string).toLowerCase();
    const list = Array.isArray(patched[name]) ? (patched[name] as unknown[]) : [];
    const matches = (entry: unknown) => String(objectOf(entry)?.[filterAttr] ?? '').toLowerCase() === wanted;
    if (op === 'remove') {
      patched[name] =
        sub === undefined ? list.filter((e) => !matches(e)) : list.map((e) => without(e, sub, matches));
      return;
    }
    const hit = list.some(matches);
    patched[name] = hit
      ? list.map((e) => (matches(e) ? (sub === undefined ? value : { ...objectOf(e), [sub]: value }) : e))
      : [...list, sub === undefined ? value : { [filterAttr]: filterValue, [sub]: value }];
  };
  for (const { op, path, value } of operations) {
    if (path !== null) {
      apply(op, path, value);
      continue;
    }
    const values = objectOf(value);
    if (values === null)
      throw new ScimError(400, 'An operation without a path takes an object.', 'invalidValue');
    // Entra ID sends dotted names (`name.givenName`) as keys; Okta sends whole attributes.
    for (const [key, each] of Object.entries(values)) apply(op, key, each);
  }
  return patched;
}

function applyPlain(
  patched: Json,
  name: string,
  sub: string | undefined,
  op: PatchOperation['op'],
  value: unknown,
) {
  if (sub !== undefined) {
    const inner = { ...(objectOf(patched[name]) ?? {}) };
    if (op === 'remove') delete inner[sub];
    else inner[sub] = value;
    patched[name] = inner;
    return;
  }
  const before = patched[name];
  if (op === 'remove') {
    // A remove with a list takes those members out (Entra ID's way with a group's members); without, the attribute.
    if (Array.isArray(before) && Array.isArray(value)) {
      const gone = new Set(value.map((v) => String(objectOf(v)?.value ?? v)));
      patched[name] = before.filter((e) => !gone.has(String(objectOf(e)?.value ?? e)));
    } else delete patched[name];
  } else if (op === 'add' && Array.isArray(before) && Array.isArray(value))
    patched[name] = [...before, ...value];
  else if (op === 'add' && objectOf(before) !== null && objectOf(value) !== null)
    patched[name] = { ...objectOf(before), ...objectOf(value) };
  else patched[name] = value;
}

const without = (entry: unknown, sub: string, matches: (e: unknown) => boolean) => {
  const object = objectOf(entry);
  if (object === null || !matches(entry)) return entry;
  const { [sub]: _gone, ...rest } = object;
  return rest;
};
