// The 990 conventions of the shared /api kit, without a server: search-text tokens, EIN and code
// normalisation against the OpenAPI parameter schemas, rule names, and time-outs of fixed routes.
import { describe, expect, it } from 'vitest';
import { QueryFailure } from '../../../engine/index.js';
import { ftsTokensQuery, wordTokens } from '../../../api-shims/kit/bind.js';
import { ApiError, apiError } from '../../../api-shims/kit/errors.js';
import { buildOpenApiDocument } from '../../../api-shims/kit/openapi.js';
import { ParamValidator } from '../../../api-shims/kit/params.js';
import { NONPROFITS_API } from '../../../services/nonprofits/api/service.js';
import { OPENREGS_API } from '../../../services/openregs/api/service.js';

const validator = new ParamValidator(buildOpenApiDocument(NONPROFITS_API));
const route = (path: string) => NONPROFITS_API.routes.find((r) => r.path === path)!;
const parse = (path: string, given: Record<string, string>) => validator.parse(route(path), (name) => given[name]);

function failure(path: string, given: Record<string, string>): Record<string, unknown> {
  try {
    parse(path, given);
  } catch (e) {
    if (e instanceof ApiError) return e.envelope(path, NONPROFITS_API.style);
    throw e;
  }
  throw new Error(`${path} accepted ${JSON.stringify(given)}`);
}

describe('search text', () => {
  it('is split into runs of letters and digits, each quoted, all required', () => {
    expect(wordTokens('Red-Cross "food" bank* OR café 2022')).toEqual(['Red', 'Cross', 'food', 'bank', 'OR', 'café', '2022']);
    expect(ftsTokensQuery('"red cross" AND*')).toBe('"red" "cross" "AND"');
  });

  it('binds the FTS expression and, for EIN-aware routes, the text as sent', () => {
    const { understood, bound } = parse('/api/search/orgs', { q: '53-0196605' });
    expect(understood.q).toBe('53-0196605');
    expect(bound).toMatchObject({ q: '"53" "0196605"', q_text: '53-0196605' });
    expect(parse('/api/search/programs', { q: 'Local, scholarships!' }).bound.q).toBe('["Local","scholarships"]');
  });

  it('without a letter or digit is a 400 pattern naming q', () => {
    expect(failure('/api/search/grants', { q: '"" * -' })).toMatchObject({ status: 400, parameter: 'q', rule: 'pattern' });
  });
});

describe('normalised parameters', () => {
  it('take an EIN with its dash and bind the nine digits', () => {
    expect(parse('/api/org/{ein}', { ein: '53-0196605' }).bound.ein).toBe('530196605');
    expect(failure('/api/org/{ein}', { ein: '5301-96605' })).toMatchObject({ parameter: 'ein', rule: 'pattern' });
  });

  it('take state and NTEE codes in any case', () => {
    expect(parse('/api/search/orgs', { q: 'x', state: 'tx', ntee: 'k31' }).understood).toMatchObject({ state: 'TX', ntee: 'K31' });
    expect(failure('/api/search/orgs', { q: 'x', state: 'zz' })).toMatchObject({ parameter: 'state', rule: 'enum' });
  });
});

describe('error envelopes', () => {
  it('always carry parameter and rule, with the short rule names', () => {
    expect(failure('/api/search/grants', { q: 'x', limit: '0' })).toEqual({
      ok: false,
      status: 400,
      error: 'Parameter "limit" must be at least 1 (got "0")',
      route: '/api/search/grants',
      parameter: 'limit',
      rule: 'min',
    });
    expect(failure('/api/search/grants', { q: 'x', year: 'soon' })).toMatchObject({ rule: 'integer' });
    expect(new ApiError(404, 'nothing here', { rule: 'no_route' }).envelope(null, NONPROFITS_API.style)).toEqual({
      ok: false,
      status: 404,
      error: 'nothing here',
      route: null,
      parameter: null,
      rule: 'no_route',
    });
  });

  it("keep OpenRegs' own shape: JSON Schema keywords, no null keys", () => {
    expect(new ApiError(404, 'nothing here', { rule: 'no_route' }).envelope(null, OPENREGS_API.style)).toEqual({
      ok: false,
      status: 404,
      error: 'nothing here',
      route: null,
      rule: 'no_route',
    });
  });

  it('make a fixed route that runs out of time a 503 time_limit', () => {
    const error = apiError(new QueryFailure('timeout', 'interrupted'), {
      userSql: false,
      routeTimeoutStatus: NONPROFITS_API.style.routeTimeoutStatus,
      timeLimitMs: 10_000,
    });
    expect(error.envelope('/api/coverage', NONPROFITS_API.style)).toMatchObject({ status: 503, rule: 'time_limit', parameter: null });
  });
});
