// /api/openapi.json: a valid OpenAPI 3.1 document declaring exactly the 990 routes, and the single
// source of truth for validation: every declared constraint, broken, is a 400 with its rule.
import { describe, expect, it } from 'vitest';
import { expectSchemaObjectsCompile, openApi31Validator, operationsOf, requestFor } from '../../support/openapi.js';
import { expectError } from './helpers.js';
import { useNonprofitsServer } from './server.js';

const f = useNonprofitsServer();
const operations = () => operationsOf(f.api.document);

/** The rule name each JSON Schema keyword is reported under. */
const RULE: Record<string, string> = {
  maximum: 'max',
  minimum: 'min',
  type: 'integer',
  maxLength: 'max_length',
  enum: 'enum',
  pattern: 'pattern',
  required: 'required',
};

describe('/api/openapi.json', () => {
  it('is a valid OpenAPI 3.1.0 document, version 1.0.0, of more than 300 bytes', async () => {
    const { validate, errorsText } = openApi31Validator();
    const document = f.api.document;
    expect(validate(document), errorsText(validate.errors)).toBe(true);
    expect(document.openapi).toBe('3.1.0');
    expect((document.info as { version: string }).version).toBe('1.0.0');
    const raw = await (await f.get('/api/openapi.json')).text();
    expect(raw.length).toBeGreaterThan(300);
    expect(expectSchemaObjectsCompile(document).length).toBeGreaterThan(0);
  });

  it('declares exactly the 990 routes', () => {
    expect(operations().map(([path]) => path)).toEqual([
      '/api/org/{ein}',
      '/api/org/{ein}/officers',
      '/api/org/{ein}/grants',
      '/api/org/{ein}/filings',
      '/api/search/orgs',
      '/api/search/grants',
      '/api/search/daf',
      '/api/search/people',
      '/api/search/programs',
      '/api/search/compensation',
      '/api/coverage',
      '/api/sql',
      '/api/questions.json',
      '/api/openapi.json',
      '/api/',
    ]);
  });

  it('declares the shared parameters with their bounds and defaults', () => {
    const params = new Map(operations().map(([path, op]) => [path, new Map(op.parameters.map((p) => [p.name, p]))]));
    expect(params.get('/api/search/orgs')!.get('limit')!.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 100, default: 20 });
    expect(params.get('/api/org/{ein}/grants')!.get('limit')!.schema.default).toBe(50);
    expect(params.get('/api/search/grants')!.get('offset')!.schema).toMatchObject({ minimum: 0, maximum: 10_000, default: 0 });
    expect(params.get('/api/search/grants')!.get('year')!.schema).toMatchObject({ type: 'integer', minimum: 2010, maximum: 2030 });
    expect(params.get('/api/search/compensation')!.get('min_comp')!.schema).toMatchObject({ minimum: 0, maximum: 1e12, default: 0 });
    expect(params.get('/api/search/orgs')!.get('state')!.schema.enum).toHaveLength(62);
    expect(params.get('/api/sql')!.get('sql')!.schema.maxLength).toBe(20_000);
    expect(params.get('/api/org/{ein}/officers')!.has('limit')).toBe(false);
    for (const [path, op] of operations()) {
      if (path.startsWith('/api/search/') && path !== '/api/search/compensation') {
        expect(
          op.parameters.find((p) => p.name === 'q'),
          path,
        ).toMatchObject({ required: true, schema: { maxLength: 200 } });
      }
    }
  });

  it('is what the shims enforce: each declared constraint, broken, is a 400 naming the parameter and the rule', async () => {
    let checked = 0;
    for (const [path, op] of operations()) {
      for (const p of op.parameters) {
        const s = p.schema;
        const cases: Array<[string | null, string]> = [];
        if (p.required && p.in === 'query') cases.push([null, 'required']);
        if (s.enum) cases.push(['not-a-value', 'enum']);
        if (s.maximum !== undefined) cases.push([String(s.maximum + 1), 'maximum']);
        if (s.minimum !== undefined) cases.push([String(s.minimum - 1), 'minimum']);
        if (s.type === 'integer') cases.push(['1.5', 'type']);
        if (s.maxLength !== undefined) cases.push(['w'.repeat(s.maxLength + 1), 'maxLength']);
        if (s.pattern !== undefined) cases.push(['  ', 'pattern']);
        for (const [value, keyword] of cases) {
          await expectError(f.api, requestFor(path, op, { [p.name]: value }), 400, p.name, RULE[keyword]);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it("answers each route's example with 200 and ignores unknown query parameters", async () => {
    for (const [path, op] of operations()) {
      const url = requestFor(path, op);
      const { status, body } = await f.api.get(`${url}${url.includes('?') ? '&' : '?'}not_a_parameter=1`);
      expect(status, `${url}: ${JSON.stringify(body).slice(0, 300)}`).toBe(200);
      if ('params' in body) expect(body.params).not.toHaveProperty('not_a_parameter');
    }
  });
});
