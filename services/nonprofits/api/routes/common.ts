// Parameter declarations the 990 routes share.
import { MAX_OFFSET, type ParamSpec, type ParentCheck } from '../../../../api-shims/kit/spec.js';
import { USPS_CODES } from '../../build/vocab/places.js';

/** Nine digits, or the printed form NN-NNNNNNN (the dash is dropped before use). */
export const EIN_PARAM: ParamSpec = {
  name: 'ein',
  in: 'path',
  required: true,
  description: 'Employer Identification Number: 9 digits (leading zeros kept) or written NN-NNNNNNN.',
  schema: { type: 'string', pattern: '^([0-9]{9}|[0-9]{2}-[0-9]{7})$' },
  example: '530196605',
  normalize: 'remove_dashes',
};

/** A known organisation is in the master file, the list of organisations that left it, or has filed. */
export const ORG_EXISTS: ParentCheck = {
  sql: `select 1 from bmf where ein = :ein
union all select 1 from bmf_former where ein = :ein
union all select 1 from returns where ein = :ein`,
  param: 'ein',
  what: 'organisation',
};

export function limitParam(defaultValue: number): ParamSpec {
  return {
    name: 'limit',
    in: 'query',
    description: 'How many results to return (1-100).',
    schema: { type: 'integer', minimum: 1, maximum: 100, default: defaultValue },
  };
}

export const OFFSET_PARAM: ParamSpec = {
  name: 'offset',
  in: 'query',
  description: `How many results to skip, for paging (0-${MAX_OFFSET}); the response's \`next\` link carries it.`,
  schema: { type: 'integer', minimum: 0, maximum: MAX_OFFSET, default: 0 },
};

export const YEAR_PARAM: ParamSpec = {
  name: 'year',
  in: 'query',
  description: 'Tax year (the calendar year in which the tax period begins).',
  schema: { type: 'integer', minimum: 2010, maximum: 2030 },
  example: 2022,
};

export const STATE_PARAM: ParamSpec = {
  name: 'state',
  in: 'query',
  description: 'Two-letter USPS state or territory code, any case.',
  schema: { type: 'string', enum: USPS_CODES },
  example: 'NY',
  normalize: 'upper',
};

/** Whole dollars, 0 to a trillion. */
export function amountParam(name: string, description: string): ParamSpec {
  return { name, in: 'query', description, schema: { type: 'integer', minimum: 0, maximum: 1_000_000_000_000, default: 0 } };
}

/**
 * The required search text: its words (runs of letters and digits) must all match, in any order;
 * FTS syntax is not interpreted.
 */
export function searchTextParam(
  description: string,
  example: string,
  bind: 'fts_tokens' | 'tokens_json' = 'fts_tokens',
  rawAs?: string,
): ParamSpec {
  const param: ParamSpec = {
    name: 'q',
    in: 'query',
    required: true,
    description: `${description} Every word (run of letters and digits) must match, in any order.`,
    schema: { type: 'string', maxLength: 200 },
    example,
    bind,
  };
  return rawAs ? { ...param, rawAs } : param;
}

/** SQL: the EIN a search text names (9 digits or NN-NNNNNNN), else NULL; `:q_text` is the text as sent. */
export const EIN_OF_TEXT = `(case when :q_text glob '[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]'
             or :q_text glob '[0-9][0-9]-[0-9][0-9][0-9][0-9][0-9][0-9][0-9]'
        then replace(:q_text, '-', '') end)`;
