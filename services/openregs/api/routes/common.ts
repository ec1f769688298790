// Parameter declarations several routes share.
import { MAX_OFFSET, type ParamSpec, type ParentCheck } from '../../../../api-shims/kit/spec.js';

export { MAX_OFFSET };

export function limitParam(defaultValue: number, maximum: number): ParamSpec {
  return {
    name: 'limit',
    in: 'query',
    description: `How many results to return (1-${maximum}).`,
    schema: { type: 'integer', minimum: 1, maximum, default: defaultValue },
  };
}

export const OFFSET_PARAM: ParamSpec = {
  name: 'offset',
  in: 'query',
  description: `How many results to skip, for paging (0-${MAX_OFFSET}); the response's \`next\` link carries it.`,
  schema: { type: 'integer', minimum: 0, maximum: MAX_OFFSET, default: 0 },
};

/**
 * The full-text `q` of the search routes: required, with at least one letter or digit; searched in
 * the full-text form `ranked` (the kit adds the form's column filter).
 */
export function searchTextParam(description: string, example: string, ranked: NonNullable<ParamSpec['ranked']>): ParamSpec {
  return {
    name: 'q',
    in: 'query',
    required: true,
    description:
      `${description} Every word must match, in any order; "quoted words" must match as a phrase and a ` +
      'trailing * matches any word starting with the letters before it. Best matches come first.',
    schema: { type: 'string', minLength: 1, maxLength: 500, pattern: '[\\p{L}\\p{N}]' },
    example,
    bind: 'fts',
    ranked,
  };
}

export const BIOGUIDE_ID_PARAM: ParamSpec = {
  name: 'bioguide_id',
  in: 'path',
  required: true,
  description: "The member's Biographical Directory id: one capital letter and six digits.",
  schema: { type: 'string', pattern: '^[A-Z][0-9]{6}$' },
  example: 'P000197',
};

export const MEMBER_EXISTS: ParentCheck = {
  sql: 'select 1 from congress_members where bioguide_id = :bioguide_id',
  param: 'bioguide_id',
  what: 'member',
};
