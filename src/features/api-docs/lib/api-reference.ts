/**
 * Reading the server's OpenAPI document (`GET /api/openapi.json`) into what the API
 * documentation page shows: routes grouped by module, each with who may call it, its
 * parameters, its body fields and its answers. Only the parts the server writes are typed.
 */

export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  default?: unknown;
  description?: string;
}

interface Ref {
  $ref: string;
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}
interface Operation {
  tags: string[];
  description: string;
  parameters: (Parameter | Ref)[];
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, Ref | { description: string }>;
  'x-access': Access;
  'x-privileges': string[];
}
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { responses?: Record<string, { description: string }>; parameters?: Record<string, Parameter> };
}

export type Access = 'public' | 'signed-in' | 'all-of' | 'any-of' | 'admin';

export interface FieldRow {
  name: string;
  /** Where a parameter goes: path, query or header. */
  in?: string;
  type: string;
  required: boolean;
  notes: string;
}
export interface RouteView {
  key: string;
  method: string;
  path: string;
  tag: string;
  access: Access;
  /** "Needs list-room. Admin passes." and the like, as the server states it. */
  rule: string;
  privileges: string[];
  parameters: FieldRow[];
  /** The body's fields; several lists when the body is one of several shapes. */
  body: FieldRow[][];
  responses: { code: string; text: string }[];
}
export interface ModuleView {
  tag: string;
  routes: RouteView[];
}

const isRef = (x: object): x is Ref => '$ref' in x;
const lastPart = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1);
const shown = (value: unknown) => (typeof value === 'string' ? `"${value}"` : JSON.stringify(value));
const unique = (items: string[]) => [...new Set(items)];

/** A schema's type in a few words: `integer or string`, `list of object`, `one of "asc", "desc"`. */
export function typeOf(schema: JsonSchema): string {
  if (schema.const !== undefined) return shown(schema.const);
  if (schema.enum) return `one of ${schema.enum.map(shown).join(', ')}`;
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return unique(union.map(typeOf)).join(' or ');
  if (schema.type === 'array') return `list of ${schema.items ? typeOf(schema.items) : 'values'}`;
  if (schema.type === 'object' && !schema.properties && typeof schema.additionalProperties === 'object') {
    return `map of ${typeOf(schema.additionalProperties)}`;
  }
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : (schema.type ?? 'any');
  return schema.format ? `${type} (${schema.format})` : type;
}

function range(min: number | undefined, max: number | undefined, unit = '') {
  const of = (n: number) => `${n}${unit && ` ${unit}${n === 1 ? '' : 's'}`}`;
  if (min !== undefined && max !== undefined) return min === max ? `exactly ${of(min)}` : `${min} to ${of(max)}`;
  if (min !== undefined) return `at least ${of(min)}`;
  if (max !== undefined) return `at most ${of(max)}`;
  return '';
}

/** The checks JSON Schema can state, in words: lengths, bounds, pattern, default. */
export function notesOf(schema: JsonSchema): string {
  const own = [
    range(schema.minLength, schema.maxLength, 'character'),
    range(schema.minimum, schema.maximum),
    range(schema.minItems, schema.maxItems, 'item'),
    schema.pattern ? `matches ${schema.pattern}` : '',
    schema.description ?? '',
  ];
  const branches = (schema.anyOf ?? schema.oneOf ?? []).map(notesOf);
  const notes = unique([...own, ...branches].filter(Boolean));
  if (schema.default !== undefined) notes.push(`default ${shown(schema.default)}`);
  return notes.join('; ');
}

/** The object a field holds, also inside a list or when it may be null: its fields are listed below it. */
function objectIn(schema: JsonSchema, list = false): { object: JsonSchema; list: boolean } | undefined {
  if (schema.properties) return { object: schema, list };
  if (schema.type === 'array' && schema.items) return objectIn(schema.items, true);
  return (schema.anyOf ?? []).map((branch) => objectIn(branch, list)).find(Boolean);
}

/** One row per field, nested fields as `parent.name` and list items as `rows[].name`. */
export function fieldsOf(schema: JsonSchema, prefix = ''): FieldRow[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).flatMap(([name, field]) => {
    const row: FieldRow = { name: `${prefix}${name}`, type: typeOf(field), required: required.has(name), notes: notesOf(field) };
    const inner = objectIn(field);
    return [row, ...(inner ? fieldsOf(inner.object, `${row.name}${inner.list ? '[]' : ''}.`) : [])];
  });
}

function bodyShapes(schema: JsonSchema | undefined): FieldRow[][] {
  if (!schema) return [];
  const variants = schema.oneOf ?? schema.anyOf;
  if (!schema.properties && variants?.every((v) => v.properties)) return variants.map((v) => fieldsOf(v));
  if (schema.properties) return [fieldsOf(schema)];
  return [[{ name: '(body)', type: typeOf(schema), required: true, notes: notesOf(schema) }]];
}

function routeView(doc: OpenApiDocument, path: string, method: string, op: Operation): RouteView {
  const parameters = op.parameters.flatMap((p) => {
    const param = isRef(p) ? doc.components.parameters?.[lastPart(p.$ref)] : p;
    if (!param) return [];
    const notes = [param.description ?? '', notesOf(param.schema)].filter(Boolean).join('; ');
    return [{ name: param.name, in: param.in, type: typeOf(param.schema), required: param.required, notes }];
  });
  const responses = Object.entries(op.responses)
    .map(([code, r]) => ({ code, text: (isRef(r) ? doc.components.responses?.[lastPart(r.$ref)]?.description : r.description) ?? '' }))
    .sort((a, b) => a.code.localeCompare(b.code));
  return {
    key: `${method.toUpperCase()} ${path}`,
    method: method.toUpperCase(),
    path,
    tag: op.tags[0] ?? '',
    access: op['x-access'],
    rule: op.description,
    privileges: op['x-privileges'],
    parameters,
    body: bodyShapes(op.requestBody?.content['application/json'].schema),
    responses,
  };
}

/** Every route of the document, grouped by module in the document's order. */
export function readDocument(doc: OpenApiDocument): ModuleView[] {
  const byTag = new Map<string, RouteView[]>(doc.tags.map((t) => [t.name, []]));
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const route = routeView(doc, path, method, op);
      byTag.set(route.tag, [...(byTag.get(route.tag) ?? []), route]);
    }
  }
  return [...byTag].filter(([, routes]) => routes.length).map(([tag, routes]) => ({ tag, routes }));
}

/** The routes whose path, method and path, or a privilege contains `search` (any case); one module or all. */
export function filterModules(modules: ModuleView[], search: string, tag?: string): ModuleView[] {
  const words = search.trim().toLowerCase();
  const matches = (r: RouteView) => !words || r.key.toLowerCase().includes(words) || r.privileges.some((p) => p.includes(words));
  return modules
    .filter((m) => !tag || m.tag === tag)
    .map((m) => ({ ...m, routes: m.routes.filter(matches) }))
    .filter((m) => m.routes.length);
}
