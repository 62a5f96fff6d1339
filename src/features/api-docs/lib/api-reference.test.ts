import { describe, expect, it } from 'vitest';
import { fieldsOf, filterModules, notesOf, readDocument, typeOf, type OpenApiDocument } from './api-reference';

/** A document in the shape the server writes (server/lib/openapi.ts), cut to three modules. */
const sampleDocument: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Schooldesk API', version: '0.1.0', description: 'Generated.' },
  tags: [{ name: 'classrooms' }, { name: 'students' }, { name: 'health' }],
  paths: {
    '/api/classrooms': {
      get: {
        tags: ['classrooms'],
        description: 'Needs list-room. Admin passes.',
        parameters: [
          { name: 'page', in: 'query', required: false, schema: { anyOf: [{ type: 'integer', minimum: 1, maximum: 1000000 }, { type: 'string', pattern: '^-?\\d{1,15}$' }], default: 1 } },
          { name: 'order', in: 'query', required: false, schema: { enum: ['asc', 'desc'], type: 'string', default: 'asc' } },
        ],
        responses: { '401': { $ref: '#/components/responses/Unauthorized' }, '200': { description: 'OK' } },
        'x-access': 'all-of',
        'x-privileges': ['list-room'],
      },
      post: {
        tags: ['classrooms'],
        description: 'Needs add-room. Admin passes.',
        parameters: [{ $ref: '#/components/parameters/XsrfToken' }],
        requestBody: {
          content: {
            'application/json': {
              schema: { type: 'object', properties: { name: { type: 'string', minLength: 1, maxLength: 60 }, capacity: { type: 'integer', minimum: 0, maximum: 10000, default: 0 } }, required: ['name'] },
            },
          },
        },
        responses: { '2XX': { description: '200, or 201 when the call adds a record.' } },
        'x-access': 'all-of',
        'x-privileges': ['add-room'],
      },
    },
    '/api/students/{id}/transfer': {
      post: {
        tags: ['students'],
        description: 'Needs transfer-student. Admin passes.',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                oneOf: [
                  { type: 'object', properties: { kind: { const: 'leave' }, destination: { type: 'string' } }, required: ['kind', 'destination'] },
                  { type: 'object', properties: { kind: { const: 'move' }, section_id: { type: 'integer' } }, required: ['kind', 'section_id'] },
                ],
              },
            },
          },
        },
        responses: {},
        'x-access': 'all-of',
        'x-privileges': ['transfer-student'],
      },
    },
    '/api/health': { get: { tags: ['health'], description: 'No session needed.', parameters: [], responses: {}, 'x-access': 'public', 'x-privileges': [] } },
  },
  components: {
    responses: { Unauthorized: { description: 'No session, or the session has ended.' } },
    parameters: { XsrfToken: { name: 'X-XSRF-TOKEN', in: 'header', required: true, description: 'Double-submit check.', schema: { type: 'string' } } },
  },
};

describe('reading the OpenAPI document', () => {
  it('groups every route by module, in the document’s module order', () => {
    const modules = readDocument(sampleDocument);
    expect(modules.map((m) => [m.tag, m.routes.map((r) => r.key)])).toEqual([
      ['classrooms', ['GET /api/classrooms', 'POST /api/classrooms']],
      ['students', ['POST /api/students/{id}/transfer']],
      ['health', ['GET /api/health']],
    ]);
  });

  it('gives each route its rule, privileges, parameters (references resolved) and answers in code order', () => {
    const [list, add] = readDocument(sampleDocument)[0]!.routes;
    expect(list).toMatchObject({ access: 'all-of', rule: 'Needs list-room. Admin passes.', privileges: ['list-room'] });
    expect(list!.parameters).toEqual([
      { name: 'page', in: 'query', type: 'integer or string', required: false, notes: '1 to 1000000; matches ^-?\\d{1,15}$; default 1' },
      { name: 'order', in: 'query', type: 'one of "asc", "desc"', required: false, notes: 'default "asc"' },
    ]);
    expect(list!.responses).toEqual([
      { code: '200', text: 'OK' },
      { code: '401', text: 'No session, or the session has ended.' },
    ]);
    expect(add!.parameters).toEqual([{ name: 'X-XSRF-TOKEN', in: 'header', type: 'string', required: true, notes: 'Double-submit check.' }]);
    expect(add!.body).toEqual([
      [
        { name: 'name', type: 'string', required: true, notes: '1 to 60 characters' },
        { name: 'capacity', type: 'integer', required: false, notes: '0 to 10000; default 0' },
      ],
    ]);
  });

  it('lists each shape of a body that is one of several', () => {
    const transfer = readDocument(sampleDocument)[1]!.routes[0]!;
    expect(transfer.body.map((shape) => shape.map((f) => `${f.name}: ${f.type}`))).toEqual([
      ['kind: "leave"', 'destination: string'],
      ['kind: "move"', 'section_id: integer'],
    ]);
  });

  it('lists nested fields under their parent, list items as name[]', () => {
    const rows = fieldsOf({
      type: 'object',
      properties: {
        rows: { type: 'array', maxItems: 5000, items: { type: 'object', properties: { first_name: { type: 'string' } }, required: ['first_name'] } },
        parent: { anyOf: [{ type: 'object', properties: { phone: { type: 'string' } } }, { type: 'null' }], default: null },
      },
      required: ['rows'],
    });
    expect(rows.map((r) => [r.name, r.type, r.required])).toEqual([
      ['rows', 'list of object', true],
      ['rows[].first_name', 'string', true],
      ['parent', 'object or null', false],
      ['parent.phone', 'string', false],
    ]);
  });

  it('says types and checks in words', () => {
    expect(typeOf({ type: 'string', format: 'date' })).toBe('string (date)');
    expect(typeOf({ type: 'object', additionalProperties: { type: 'string' } })).toBe('map of string');
    expect(typeOf({})).toBe('any');
    expect(notesOf({ minItems: 1, maxItems: 1 })).toBe('exactly 1 item');
    expect(notesOf({ maxItems: 500 })).toBe('at most 500 items');
    expect(notesOf({ minLength: 8 })).toBe('at least 8 characters');
  });

  it('searches by path, by method and path, or by privilege, within one module or all', () => {
    const modules = readDocument(sampleDocument);
    const keys = (search: string, tag?: string) => filterModules(modules, search, tag).flatMap((m) => m.routes.map((r) => r.key));
    expect(keys('transfer')).toEqual(['POST /api/students/{id}/transfer']);
    expect(keys('post /api/class')).toEqual(['POST /api/classrooms']);
    expect(keys('ADD-ROOM')).toEqual(['POST /api/classrooms']);
    expect(keys('', 'health')).toEqual(['GET /api/health']);
    expect(keys('room', 'health')).toEqual([]);
    expect(keys('  ')).toHaveLength(4);
  });
});
