// JSON Schemas for metadata (Datasette's format) and canned-query files, checked with ajv at start-up.

const text = { type: 'string' } as const;

const facet = {
  oneOf: [
    text,
    { type: 'object', properties: { array: text }, required: ['array'], additionalProperties: false },
    { type: 'object', properties: { date: text }, required: ['date'], additionalProperties: false },
  ],
} as const;

const descriptive = {
  title: text,
  description: text,
  description_html: text,
  license: text,
  license_url: text,
  source: text,
  source_url: text,
  about: text,
  about_url: text,
} as const;

const allowBlock = { type: ['object', 'boolean', 'null'] } as const;

export const cannedQuerySchema = {
  type: 'object',
  properties: {
    sql: { type: 'string', minLength: 1 },
    title: text,
    description: text,
    description_html: text,
    hide_sql: { type: 'boolean' },
    fragment: text,
    // Datasette accepts a list of names or an object whose keys are the names.
    params: { oneOf: [{ type: 'array', items: text }, { type: 'object' }] },
    write: { type: 'boolean', const: false },
    allow: allowBlock,
    order: { type: 'number' },
    examples: { type: 'array', items: { type: 'object', additionalProperties: { type: ['string', 'number'] } } },
  },
  required: ['sql'],
  additionalProperties: false,
} as const;

const queryEntry = { oneOf: [{ type: 'string', minLength: 1 }, cannedQuerySchema] } as const;

const tableSchema = {
  type: 'object',
  properties: {
    ...descriptive,
    label_column: text,
    sort: text,
    sort_desc: text,
    sortable_columns: { type: 'array', items: text },
    facets: { type: 'array', items: facet },
    facet_size: { oneOf: [{ type: 'integer', minimum: 0 }, { const: 'max' }] },
    fts_table: text,
    fts_pk: text,
    searchmode: { enum: ['raw', 'escaped'] },
    size: { type: 'integer', minimum: 0 },
    hidden: { type: 'boolean' },
    units: { type: 'object', additionalProperties: text },
    columns: { type: 'object', additionalProperties: text },
    allow: allowBlock,
    plugins: { type: 'object' },
  },
  additionalProperties: false,
} as const;

const databaseSchema = {
  type: 'object',
  properties: {
    ...descriptive,
    tables: { type: 'object', additionalProperties: tableSchema },
    queries: { type: 'object', additionalProperties: queryEntry },
    query_groups: {
      type: 'array',
      items: {
        type: 'object',
        properties: { title: { type: 'string', minLength: 1 }, match: { type: 'array', items: { type: 'string', minLength: 1 } } },
        required: ['title'],
        additionalProperties: false,
      },
    },
    allow: allowBlock,
    allow_sql: allowBlock,
    plugins: { type: 'object' },
  },
  additionalProperties: false,
} as const;

export const metadataSchema = {
  type: 'object',
  properties: {
    ...descriptive,
    description_values: {
      type: 'object',
      properties: { database: { type: 'string', minLength: 1 }, sql: { type: 'string', minLength: 1 } },
      required: ['database', 'sql'],
      additionalProperties: false,
    },
    databases: { type: 'object', additionalProperties: databaseSchema },
    plugins: { type: 'object' },
    permissions: { type: 'object' },
    allow: allowBlock,
    allow_sql: allowBlock,
    extra_css_urls: { type: 'array' },
    extra_js_urls: { type: 'array' },
  },
  additionalProperties: false,
} as const;

export const cannedFileSchema = {
  type: 'object',
  properties: {
    database: { type: 'string', minLength: 1 },
    queries: { type: 'object', additionalProperties: cannedQuerySchema, minProperties: 1 },
  },
  required: ['database', 'queries'],
  additionalProperties: false,
} as const;
