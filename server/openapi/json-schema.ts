/** The part of JSON Schema (2020-12, as OpenAPI 3.1 uses it) that the API description is written in. */
export interface JsonSchema {
  $ref?: string;
  type?: JsonType | JsonType[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: (string | number | boolean | null)[];
  const?: string | number | boolean | null;
  oneOf?: JsonSchema[];
  format?: 'date-time' | 'uri' | 'binary';
  minimum?: number;
  maximum?: number;
  minProperties?: number;
  examples?: unknown[];
}

export type JsonType = 'string' | 'integer' | 'number' | 'boolean' | 'null' | 'object' | 'array';

export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

/** An object whose listed keys are all sent, and nothing else. */
export function closedObject(properties: Record<string, JsonSchema>, description?: string): JsonSchema {
  return {
    type: 'object',
    ...(description === undefined ? {} : { description }),
    properties,
    required: Object.keys(properties),
    additionalProperties: false,
  };
}
