import { GROUP_SCHEMA, USER_SCHEMA } from './scim-json.ts';

interface Attribute {
  name: string;
  type: 'string' | 'boolean' | 'complex' | 'reference';
  multiValued?: boolean;
  required?: boolean;
  mutability?: 'readOnly' | 'readWrite';
  uniqueness?: 'none' | 'server';
  caseExact?: boolean;
  subAttributes?: Attribute[];
}

/** RFC 7643 §7's attribute definition, with its defaults written out. */
const attribute = (a: Attribute): Record<string, unknown> => ({
  name: a.name,
  type: a.type,
  multiValued: a.multiValued ?? false,
  required: a.required ?? false,
  caseExact: a.caseExact ?? false,
  mutability: a.mutability ?? 'readWrite',
  returned: 'default',
  uniqueness: a.uniqueness ?? 'none',
  ...(a.subAttributes ? { subAttributes: a.subAttributes.map(attribute) } : {}),
});

const schema = (id: string, name: string, attributes: Attribute[]) => ({
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:Schema'],
  id,
  name,
  attributes: attributes.map(attribute),
  meta: { resourceType: 'Schema', location: `/Schemas/${id}` },
});

/** The attributes this server keeps of a User and a Group; others a provider sends are left out. */
export const SCHEMAS = [
  schema(USER_SCHEMA, 'User', [
    { name: 'userName', type: 'string', required: true, uniqueness: 'server' },
    { name: 'externalId', type: 'string', caseExact: true },
    {
      name: 'name',
      type: 'complex',
      subAttributes: [
        { name: 'givenName', type: 'string' },
        { name: 'familyName', type: 'string' },
        { name: 'formatted', type: 'string', mutability: 'readOnly' },
      ],
    },
    { name: 'displayName', type: 'string' },
    {
      name: 'emails',
      type: 'complex',
      multiValued: true,
      subAttributes: [
        { name: 'value', type: 'string' },
        { name: 'type', type: 'string' },
        { name: 'primary', type: 'boolean' },
      ],
    },
    { name: 'active', type: 'boolean' },
    {
      name: 'groups',
      type: 'complex',
      multiValued: true,
      mutability: 'readOnly',
      subAttributes: [
        { name: 'value', type: 'string', mutability: 'readOnly' },
        { name: 'display', type: 'string', mutability: 'readOnly' },
      ],
    },
  ]),
  schema(GROUP_SCHEMA, 'Group', [
    { name: 'displayName', type: 'string', required: true, uniqueness: 'server' },
    { name: 'externalId', type: 'string', caseExact: true },
    {
      name: 'members',
      type: 'complex',
      multiValued: true,
      subAttributes: [
        { name: 'value', type: 'string' },
        { name: 'display', type: 'string', mutability: 'readOnly' },
      ],
    },
  ]),
];
