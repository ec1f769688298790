// describe_table: one table or view, compactly: columns, keys, full-text index, metadata hints and
// a few example rows.
import { facetColumn, type FacetConfig } from '../../config/metadata.js';
import type { PyJson } from '../../json/pyjson.js';
import { QueryFailure } from '../../query/failure.js';
import { rowObject } from '../../query/values.js';
import { escapeSqlite } from '../../sql/escape.js';
import { describedText } from '../describe.js';
import { plainJson, type JsonObject } from '../json.js';
import type { ToolSpec } from '../tool.js';
import { DATABASE, NULLABLE_STRING, served, tool } from './shared.js';

/** Example rows, and how much of a long text value they show. */
const EXAMPLE_ROWS = 3;
const EXAMPLE_TEXT_CHARS = 200;

export const describeTable: ToolSpec = tool({
  name: 'describe_table',
  title: 'Describe a table',
  description:
    'One table or view: its columns (type, not-null, primary key, description), foreign keys both ways, full-text index and its columns (with the SQL to search it), the facets, sort order and label column its metadata suggests, and 3 example rows. Call it before writing SQL on a table.',
  inputSchema: {
    type: 'object',
    properties: { database: DATABASE, table: { type: 'string', description: 'A table or view, as list_tables names it.' } },
    required: ['database', 'table'],
    additionalProperties: false,
  },
  outputSchema: {
    type: 'object',
    properties: {
      database: { type: 'string' },
      table: { type: 'string' },
      type: { enum: ['table', 'view'] },
      description: NULLABLE_STRING,
      columns: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            name: { type: 'string' },
            type: { type: ['string', 'null'], description: 'The declared SQLite type, if any.' },
            not_null: { type: 'boolean' },
            primary_key: { type: 'boolean' },
            description: NULLABLE_STRING,
          },
          required: ['name', 'type', 'not_null', 'primary_key', 'description'],
        },
      },
      primary_keys: { type: 'array', items: { type: 'string' } },
      foreign_keys: {
        type: 'object',
        properties: {
          outgoing: {
            type: 'array',
            items: { type: 'object' },
            description: "This table's `column` refers to `other_table`.`other_column`.",
          },
          incoming: {
            type: 'array',
            items: { type: 'object' },
            description: "`other_table`.`other_column` refers to this table's `column`.",
          },
        },
        required: ['outgoing', 'incoming'],
      },
      fts: {
        type: ['object', 'null'],
        properties: { table: { type: 'string' }, columns: { type: 'array', items: { type: 'string' } }, search_sql: { type: 'string' } },
      },
      facets: { type: 'array', items: { type: 'object' }, description: 'Columns worth grouping by, as the metadata suggests.' },
      sort: { type: ['object', 'null'], description: 'The default sort: `column` and `descending`.' },
      label_column: { type: ['string', 'null'], description: 'The column that names a row, for display.' },
      examples: {
        type: 'array',
        items: { type: 'object' },
        description: `Up to ${EXAMPLE_ROWS} rows; long text cut at ${EXAMPLE_TEXT_CHARS} characters.`,
      },
    },
    required: [
      'database',
      'table',
      'type',
      'description',
      'columns',
      'primary_keys',
      'foreign_keys',
      'fts',
      'facets',
      'sort',
      'label_column',
      'examples',
    ],
  },
  narrow: 'The example rows are the longest part: run execute_sql selecting the columns you need.',
  run: async (args, { engine, client }) => {
    const db = served(engine, String(args.database));
    const name = String(args.table);
    const t = db.structure.tables.get(name);
    if (!t) throw new QueryFailure('unknown_table', `Table not found: ${name} (database ${db.name})`);
    const meta = engine.tableMetadata(db.name, name);
    const columnInfo = await engine.query({
      database: db.name,
      sql: 'select name, type, "notnull", pk from pragma_table_xinfo(:table)',
      params: { table: name },
      maxRows: 0,
      client,
    });
    const examples = await engine.query({
      database: db.name,
      sql: `select * from ${escapeSqlite(name)} limit ${EXAMPLE_ROWS}`,
      maxRows: EXAMPLE_ROWS,
      client,
    });
    const ftsTable = meta.fts_table ?? t.fts?.table;
    const ftsColumns = ftsTable ? (db.structure.tables.get(ftsTable)?.ftsColumns ?? t.fts?.columns ?? []) : [];
    const ftsKey = meta.fts_pk ?? t.fts?.pk ?? 'rowid';
    return {
      database: db.name,
      table: name,
      type: t.isView ? 'view' : 'table',
      description: describedText(meta),
      columns: (columnInfo.rawRows ?? []).map(([column, type, notNull, pk]) => ({
        name: String(column),
        type: type ? String(type) : null,
        not_null: Number(notNull) === 1,
        primary_key: Number(pk) > 0,
        description: meta.columns?.[String(column)] ?? null,
      })),
      primary_keys: t.primaryKeys,
      foreign_keys: {
        outgoing: t.outgoing.map((fk) => ({ column: fk.column, other_table: fk.other_table, other_column: fk.other_column })),
        incoming: t.incoming.map((fk) => ({ column: fk.column, other_table: fk.other_table, other_column: fk.other_column })),
      },
      fts: ftsTable
        ? {
            table: ftsTable,
            columns: ftsColumns,
            search_sql:
              ftsTable === name
                ? `select * from ${escapeSqlite(name)} where ${escapeSqlite(name)} match :q limit 20`
                : `select * from ${escapeSqlite(name)} where ${escapeSqlite(ftsKey)} in (select rowid from ${escapeSqlite(ftsTable)} where ${escapeSqlite(ftsTable)} match :q) limit 20`,
          }
        : null,
      facets: (meta.facets ?? []).map(facetEntry),
      sort: meta.sort_desc ? { column: meta.sort_desc, descending: true } : meta.sort ? { column: meta.sort, descending: false } : null,
      label_column: meta.label_column ?? null,
      examples: (examples.rawRows ?? []).map((row) => shortened(plainJson(rowObject(examples.columns, row) as PyJson) as JsonObject)),
    };
  },
});

function facetEntry(f: FacetConfig): JsonObject {
  return { column: facetColumn(f), kind: typeof f === 'string' ? 'column' : 'array' in f ? 'array' : 'date' };
}

/** An example row with long text cut: enough to see what a column holds. */
function shortened(row: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(row)) {
    out[k] = typeof v === 'string' && v.length > EXAMPLE_TEXT_CHARS ? `${v.slice(0, EXAMPLE_TEXT_CHARS)}… (${v.length} characters)` : v;
  }
  return out;
}
