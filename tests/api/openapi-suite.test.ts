// Every service's /api against its own OpenAPI document, one suite run once per service: the
// document is valid OpenAPI 3.1 and declares exactly the service's routes; every route's example
// answers 200 with a body that validates against the route's response schema (the ApiClient checks
// each answer); every declared constraint, broken, is a 400 envelope naming the parameter and the
// rule; and the routes every service has (/api/, /api/sql, unknown paths and methods) answer alike.
import { describe, expect, it } from 'vitest';
import { useNonprofitsServer } from '../nonprofits/api/server.js';
import {
  expectSchemaObjectsCompile,
  openApi31Validator,
  operationsOf,
  requestFor,
  type Operation,
  type Parameter,
} from '../support/openapi.js';
import type { ApiClient, ErrorBody } from './api-client.js';
import { useApiFixture, type ApiFixture } from './fixture.js';

type Keyword = 'required' | 'enum' | 'maximum' | 'minimum' | 'type' | 'maxLength' | 'pattern';
type ParameterTable = Map<string, Map<string, Parameter>>;

interface ServiceCase {
  name: string;
  use: () => ApiFixture;
  /** The document's paths, in order. */
  routes: string[];
  /** Fewest named Schema Objects the document's components hold. */
  minSchemas: number;
  /** The rule an error envelope names for each JSON Schema keyword a parameter breaks. */
  rule: Record<Keyword, string>;
  /** Whether an error envelope keeps `parameter` and `rule` as null when it has none (else leaves them out). */
  keepsNullKeys: boolean;
  /** A table of the service's database for /api/sql, and a column of it. */
  sqlTable: [table: string, column: string];
  /** Whether /api/sql refuses a named parameter that is not given (else binds it as ''). */
  requiresSqlParameters: boolean;
  /** The parameters this service documents, with their types, bounds and defaults. */
  checkParameters(params: ParameterTable, operations: Array<[string, Operation]>): void;
}

const SAME_RULES: Record<Keyword, string> = {
  required: 'required',
  enum: 'enum',
  maximum: 'maximum',
  minimum: 'minimum',
  type: 'type',
  maxLength: 'maxLength',
  pattern: 'pattern',
};

const SERVICES: ServiceCase[] = [
  {
    name: 'OpenRegs',
    use: useApiFixture,
    routes: [
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
    ],
    minSchemas: 16,
    rule: SAME_RULES,
    keepsNullKeys: false,
    sqlTable: ['congress_members', 'bioguide_id'],
    requiresSqlParameters: false,
    checkParameters(params, operations) {
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
      for (const [path, op] of operations) {
        if (path.startsWith('/api/search/')) expect(op.parameters.find((p) => p.name === 'q')!.required, path).toBe(true);
      }
    },
  },
  {
    name: '990',
    use: useNonprofitsServer,
    routes: [
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
    ],
    minSchemas: 1,
    rule: { ...SAME_RULES, maximum: 'max', minimum: 'min', type: 'integer', maxLength: 'max_length' },
    keepsNullKeys: true,
    sqlTable: ['bmf', 'ein'],
    requiresSqlParameters: true,
    checkParameters(params, operations) {
      expect(params.get('/api/search/orgs')!.get('limit')!.schema).toMatchObject({
        type: 'integer',
        minimum: 1,
        maximum: 100,
        default: 20,
      });
      expect(params.get('/api/org/{ein}/grants')!.get('limit')!.schema.default).toBe(50);
      expect(params.get('/api/search/grants')!.get('offset')!.schema).toMatchObject({ minimum: 0, maximum: 10_000, default: 0 });
      expect(params.get('/api/search/grants')!.get('year')!.schema).toMatchObject({ type: 'integer', minimum: 2010, maximum: 2030 });
      expect(params.get('/api/search/compensation')!.get('min_comp')!.schema).toMatchObject({ minimum: 0, maximum: 1e12, default: 0 });
      expect(params.get('/api/search/orgs')!.get('state')!.schema.enum).toHaveLength(62);
      expect(params.get('/api/sql')!.get('sql')!.schema.maxLength).toBe(20_000);
      expect(params.get('/api/org/{ein}/officers')!.has('limit')).toBe(false);
      for (const [path, op] of operations) {
        if (path.startsWith('/api/search/') && path !== '/api/search/compensation') {
          expect(
            op.parameters.find((p) => p.name === 'q'),
            path,
          ).toMatchObject({ required: true, schema: { maxLength: 200 } });
        }
      }
    },
  },
];

/** A value of `p` breaking each keyword of its schema, paired with that keyword. */
function brokenValues(p: Parameter): Array<[string | null, Keyword]> {
  const s = p.schema;
  const cases: Array<[string | null, Keyword]> = [];
  if (p.required && p.in === 'query') cases.push([null, 'required']);
  if (s.enum) cases.push([s.type === 'integer' ? '7' : 'not-a-value', 'enum']);
  if (s.maximum !== undefined) cases.push([String(s.maximum + 1), 'maximum']);
  if (s.minimum !== undefined) cases.push([String(s.minimum - 1), 'minimum']);
  if (s.type === 'integer') cases.push(['1.5', 'type']);
  if (s.maxLength !== undefined) cases.push(['w'.repeat(s.maxLength + 1), 'maxLength']);
  if (s.pattern !== undefined) cases.push(['  ', 'pattern']);
  return cases;
}

describe.each(SERVICES)('$name /api', (service) => {
  const f = service.use();
  const operations = () => operationsOf(f.api.document);

  /** GET expecting an error envelope with this status and rule, naming `parameter` (null: none) in its keys and message. */
  async function expectRefusal(api: ApiClient, path: string, status: number, parameter: string | null, rule: string): Promise<ErrorBody> {
    const { status: got, body } = await api.get<ErrorBody>(path);
    expect(got, JSON.stringify(body)).toBe(status);
    expect(body).toMatchObject({ ok: false, status, rule });
    const keys = ['error', 'ok', 'parameter', 'route', 'rule', 'status'];
    if (parameter !== null) {
      expect(body.parameter).toBe(parameter);
      expect(body.error).toContain(parameter);
    } else if (service.keepsNullKeys) {
      expect(body.parameter).toBeNull();
    } else {
      expect(body).not.toHaveProperty('parameter');
      keys.splice(keys.indexOf('parameter'), 1);
    }
    expect(Object.keys(body).sort()).toEqual(keys);
    return body;
  }

  describe('/api/openapi.json', () => {
    it('is a valid OpenAPI 3.1.0 document, version 1.0.0, whose Schema Objects compile', async () => {
      const { validate, errorsText } = openApi31Validator();
      const document = f.api.document;
      expect(validate(document), errorsText(validate.errors)).toBe(true);
      expect(document.openapi).toBe('3.1.0');
      expect((document.info as { version: string }).version).toBe('1.0.0');
      const raw = await (await f.get('/api/openapi.json')).text();
      expect(raw.length).toBeGreaterThan(300);
      expect(expectSchemaObjectsCompile(document).length).toBeGreaterThanOrEqual(service.minSchemas);
      expect(validate({ ...document, paths: { '/api/x': { get: { responses: 'none' } } } })).toBe(false);
    });

    it('declares exactly the routes the service serves, plus the index', () => {
      expect(operations().map(([path]) => path)).toEqual(service.routes);
    });

    it('declares the documented parameters with their types, enums, ranges and defaults', () => {
      const operationList = operations();
      const params: ParameterTable = new Map(operationList.map(([path, op]) => [path, new Map(op.parameters.map((p) => [p.name, p]))]));
      service.checkParameters(params, operationList);
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
          for (const [value, keyword] of brokenValues(p)) {
            await expectRefusal(f.api, requestFor(path, op, { [p.name]: value }), 400, p.name, service.rule[keyword]);
            checked++;
          }
        }
      }
      expect(checked).toBeGreaterThan(40);
    });

    it("answers each route's example with 200 and its declared schema, ignoring unknown query parameters", async () => {
      for (const [path, op] of operations()) {
        const url = requestFor(path, op);
        const { status, body } = await f.api.get(`${url}${url.includes('?') ? '&' : '?'}not_a_parameter=1`);
        expect(status, `${url}: ${JSON.stringify(body).slice(0, 300)}`).toBe(200);
        if ('params' in body) expect(body.params).not.toHaveProperty('not_a_parameter');
      }
    });
  });

  describe('the routes every service has', () => {
    it('GET /api/ lists every route of the OpenAPI document', async () => {
      const { status, body } = await f.api.get<{ routes: Array<{ path: string }> }>('/api/');
      expect(status).toBe(200);
      const index = 'result' in body ? (body.result as typeof body) : body;
      expect(index.routes.map((r) => r.path)).toEqual(Object.keys(f.api.document.paths as object));
    });

    it('GET /api/sql refuses anything but one SELECT and names SQLite errors, always naming sql', async () => {
      const [table, column] = service.sqlTable;
      const sql = (text: string): string => `/api/sql?${new URLSearchParams({ sql: text })}`;
      await expectRefusal(f.api, '/api/sql', 400, 'sql', 'required');
      await expectRefusal(f.api, sql(`delete from ${table}`), 400, 'sql', 'select_only');
      await expectRefusal(f.api, sql('select 1; select 2'), 400, 'sql', 'select_only');
      const error = await expectRefusal(f.api, sql(`select no_such_column from ${table}`), 400, 'sql', 'sql_error');
      expect(error.error).toContain('no such column');
      if (service.requiresSqlParameters)
        await expectRefusal(f.api, sql(`select ${column} from ${table} where ${column} = :wanted`), 400, 'wanted', 'required');
    });

    it('answers unknown /api paths with a 404 no_route and other methods with a 405 method', async () => {
      const body = await expectRefusal(f.api, '/api/nothing/here?q=x', 404, null, 'no_route');
      expect(body.route).toBeNull();
      const post = await f.get(service.routes[0].replace(/\{\w+\}/g, 'x'), { method: 'POST' });
      expect(post.status).toBe(405);
      expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
      expect(await post.json()).toMatchObject({
        ok: false,
        status: 405,
        rule: 'method',
        ...(service.keepsNullKeys ? { parameter: null } : {}),
      });
    });
  });
});
