// The `search:` key of a pages file: the kinds of results the one search box finds, each read from
// one full-text (FTS5) index of one table.
export interface SearchKind {
  /** Names the kind in URLs (`/search?q=…&kind=<name>`) and in the JSON. */
  name: string;
  /** What people read above the kind's results ("Members of Congress"). */
  label: string;
  database: string;
  /** The FTS-indexed table: results are its rows. */
  table: string;
  /** The FTS5 table; default: the table's `fts_table` metadata, else the index SQLite says indexes it. */
  fts?: string;
  /** A column or SQL expression over the table: each result's title. */
  title: string;
  /** A column or SQL expression: a line under the title (a date, an agency). */
  subtitle?: string;
  /** A column or SQL expression: a longer excerpt, cut to a few hundred characters. */
  snippet?: string;
  /** Path template filled from the row (`/member/{bioguide_id}`); default: the row's Datasette page. */
  link?: string;
  /** An SQL ORDER BY over the table instead of the full-text rank (best match first). */
  order?: string;
  /** An SQL condition over the table: only its rows are results (members among all public actors). */
  where?: string;
  /**
   * `where` picks out few rows of a big table: check each of them against the matches, rather than
   * each match against `where` (members among millions of public actors). Needs `where`.
   */
  filter_first?: boolean;
  /**
   * A column of the FTS5 index that holds `value` in every row `where` keeps (`role_context`
   * holds "congress_member" for members): the match is narrowed to such rows before they are
   * ranked or counted, so a word common in the rest of the table costs nothing. Ranks by bm25,
   * each row scored as without the narrowing. Needs `where`, which still decides.
   */
  narrow?: { column: string; value: string };
}

const NAME = '^[A-Za-z_][A-Za-z0-9_]*$';

export const searchKindSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'label', 'database', 'table', 'title'],
  properties: {
    name: { type: 'string', pattern: NAME },
    label: { type: 'string', minLength: 1 },
    database: { type: 'string', minLength: 1 },
    table: { type: 'string', minLength: 1 },
    fts: { type: 'string', minLength: 1 },
    title: { type: 'string', minLength: 1 },
    subtitle: { type: 'string', minLength: 1 },
    snippet: { type: 'string', minLength: 1 },
    link: { type: 'string', pattern: '^/' },
    order: { type: 'string', minLength: 1 },
    where: { type: 'string', minLength: 1 },
    filter_first: { type: 'boolean' },
    narrow: {
      type: 'object',
      additionalProperties: false,
      required: ['column', 'value'],
      properties: { column: { type: 'string', minLength: 1 }, value: { type: 'string', pattern: '[A-Za-z0-9]' } },
    },
  },
  dependencies: { filter_first: ['where'], narrow: ['where'] },
} as const;

export const searchKindsSchema = { type: 'array', minItems: 1, items: searchKindSchema } as const;
