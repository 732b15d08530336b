/** The parts of an OpenAPI 3.1 document (as the server generates it from its zod schemas) the reference shows. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  default?: unknown;
  description?: string;
}

export interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

export interface OpenApiOperation {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { description?: string }>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  security?: unknown[];
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export interface Operation {
  method: string;
  path: string;
  operation: OpenApiOperation;
  /** Whether it needs the bearer token: the document's default unless the operation waives it. */
  isSignedIn: boolean;
}

const METHOD_ORDER = ['get', 'post', 'put', 'patch', 'delete'];

/** The operations grouped by their tag, in the order the document lists them. */
export function operationsByTag(doc: OpenApiDocument): { tag: string; operations: Operation[] }[] {
  const groups = new Map<string, Operation[]>();
  const needsToken = (doc.security ?? []).length > 0;
  for (const [path, methods] of Object.entries(doc.paths)) {
    const entries = Object.entries(methods).sort(([a], [b]) => METHOD_ORDER.indexOf(a) - METHOD_ORDER.indexOf(b));
    for (const [method, operation] of entries) {
      const tag = operation.tags?.[0] ?? 'Other';
      const isSignedIn = operation.security ? operation.security.length > 0 : needsToken;
      groups.set(tag, [...(groups.get(tag) ?? []), { method: method.toUpperCase(), path, operation, isSignedIn }]);
    }
  }
  return [...groups].map(([tag, operations]) => ({ tag, operations }));
}

/** Whether an operation matches what staff typed in the filter: method, path or words of its summary. */
export function matchesFilter(op: Operation, filter: string): boolean {
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  const text =
    `${op.method} ${op.path} ${op.operation.summary ?? ''} ${op.operation.tags?.join(' ') ?? ''}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

function isNullSchema(schema: JsonSchema): boolean {
  return schema.type === 'null';
}

/** A schema's type in a few words: 'string', 'integer', 'string or null', 'string[]', 'any'. */
export function typeOf(schema: JsonSchema | undefined): string {
  if (!schema) return 'any';
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return [...new Set(union.map(typeOf))].join(' or ');
  if (schema.allOf) return 'object';
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (Array.isArray(schema.type)) return schema.type.join(' or ');
  if (schema.type === 'array') return `${typeOf(schema.items)}[]`;
  return schema.type ?? (schema.enum ? 'string' : 'any');
}

const characters = (n: number) => `${n} ${n === 1 ? 'character' : 'characters'}`;

/** The constraints staff or a client must meet, as a short phrase: '1–12 characters, one of: A, B'. */
export function rulesOf(schema: JsonSchema | undefined): string {
  if (!schema) return '';
  const union = schema.anyOf ?? schema.oneOf;
  if (union)
    return union
      .filter((s) => !isNullSchema(s))
      .map(rulesOf)
      .filter(Boolean)
      .join('; ');
  const rules: string[] = [];
  if (schema.enum) rules.push(`one of: ${schema.enum.map(String).join(', ')}`);
  if (schema.minLength !== undefined && schema.maxLength !== undefined) {
    rules.push(`${schema.minLength}–${characters(schema.maxLength)}`);
  } else if (schema.maxLength !== undefined) {
    rules.push(`up to ${characters(schema.maxLength)}`);
  } else if (schema.minLength !== undefined) {
    rules.push(`at least ${characters(schema.minLength)}`);
  }
  if (schema.minimum !== undefined && schema.maximum !== undefined) {
    rules.push(`${schema.minimum} to ${schema.maximum}`);
  } else if (schema.minimum !== undefined) {
    rules.push(`at least ${schema.minimum}`);
  } else if (schema.maximum !== undefined) {
    rules.push(`at most ${schema.maximum}`);
  }
  if (schema.maxItems !== undefined) rules.push(`up to ${schema.maxItems} items`);
  if (schema.format) rules.push(`format ${schema.format}`);
  if (schema.pattern) rules.push(`matches ${schema.pattern}`);
  if (schema.default !== undefined) rules.push(`default ${JSON.stringify(schema.default)}`);
  return rules.join(', ');
}

export interface SchemaField {
  name: string;
  type: string;
  isRequired: boolean;
  rules: string;
}

/** An intersection (`allOf`) or a nullable object, read as the one object it stands for. */
function asObject(schema: JsonSchema): JsonSchema | null {
  if (schema.properties) return schema;
  if (schema.allOf) {
    const parts = schema.allOf.map(asObject).filter((s): s is JsonSchema => s !== null);
    return {
      type: 'object',
      properties: Object.assign({}, ...parts.map((p) => p.properties)),
      required: parts.flatMap((p) => p.required ?? []),
    };
  }
  const union = (schema.anyOf ?? schema.oneOf)?.filter((s) => !isNullSchema(s));
  return union?.length === 1 && union[0] ? asObject(union[0]) : null;
}

/** The fields of a body or query schema, nested ones as `parent.child` and `list[].child`. */
export function fieldsOf(schema: JsonSchema | undefined, prefix = ''): SchemaField[] {
  const object = schema ? asObject(schema) : null;
  if (!object?.properties) return [];
  return Object.entries(object.properties).flatMap(([key, property]) => {
    const name = `${prefix}${key}`;
    const field = {
      name,
      type: typeOf(property),
      isRequired: object.required?.includes(key) ?? false,
      rules: rulesOf(property),
    };
    const nested = property.type === 'array' ? fieldsOf(property.items, `${name}[].`) : fieldsOf(property, `${name}.`);
    return [field, ...nested];
  });
}
