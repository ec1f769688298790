// The engine's own tools, the same for every service: what is served (databases, tables, columns,
// canned queries) and running SQL or a canned query. Each query goes through engine.query, as the
// HTTP view it mirrors does, so it gets the same checks, pool, fairness and limits.
import type { Engine, EngineDatabase } from '../engine.js';
import type { TableInfo } from '../db/introspect.js';
import { facetColumn, type FacetConfig } from '../config/metadata.js';
import type { PyJson } from '../json/pyjson.js';
import type { QueryAnswer } from '../query/run.js';
import { QueryFailure } from '../query/failure.js';
import { rowObject } from '../query/values.js';
import { RequestInfo } from '../request.js';
import { escapeSqlite } from '../sql/escape.js';
import { urlencode } from '../url/query-string.js';
import { cannedQueryParams } from '../views/database.js';
import { queryBindings, rowCap } from '../views/query.js';
import { argumentChecker } from './arguments.js';
import { describedText } from './describe.js';
import { plainJson, type JsonObject, type JsonValue } from './json.js';
import type { CallContext, ToolSpec } from './tool.js';

/**
 * Each table's count gets this long, and all of a call's counts this long together: past either, a
 * count is reported as not known (unless an earlier answer found it). Counts are kept per data
 * version, so only a first call pays.
 */
const COUNT_LIMIT_MS = 50;
const COUNT_BUDGET_MS = 1000;
/** describe_table's example rows, and how much of a long text value they show. */
const EXAMPLE_ROWS = 3;
const EXAMPLE_TEXT_CHARS = 200;

const DATABASE = { type: 'string', description: 'The database, as list_databases names it.' };
const NULLABLE_STRING = { type: ['string', 'null'] };
const ROW_PARAMS = {
  type: 'object',
  description:
    'Values for the named parameters (`:name`) of the SQL. Bound as text, as the query string of the HTTP URL binds them; a named parameter left out is bound as the empty string.',
  additionalProperties: { type: ['string', 'number'] },
};

const ROWS_OUTPUT: JsonObject = {
  type: 'object',
  properties: {
    columns: { type: 'array', items: { type: 'string' }, description: 'Column names, in order.' },
    rows: { type: 'array', items: { type: 'object' }, description: 'The rows, as objects keyed by column name.' },
    truncated: { type: 'boolean', description: 'True when there were more rows than the row cap: only the first ones are here.' },
    row_count: { type: 'integer', minimum: 0, description: 'How many rows are here.' },
  },
  required: ['columns', 'rows', 'truncated', 'row_count'],
  additionalProperties: false,
};

const NARROW_SQL = 'Ask for less: add a WHERE clause or a LIMIT, aggregate, or select fewer and shorter columns.';

/** A tool whose arguments are checked against its input schema before it runs. */
function tool(spec: ToolSpec): ToolSpec {
  const check = argumentChecker(spec.inputSchema);
  return {
    ...spec,
    run: (args, call) => {
      check(args);
      return spec.run(args, call);
    },
  };
}

function served(engine: Engine, name: string): EngineDatabase {
  const db = engine.databases.get(name);
  if (!db) throw new QueryFailure('unknown_database', `Database not found: ${name}`);
  return db;
}

function isVisible(engine: Engine, db: string, t: TableInfo): boolean {
  return !engine.isHidden(db, t);
}

const listDatabases: ToolSpec = tool({
  name: 'list_databases',
  title: 'List databases',
  description: 'The databases this server serves: name, description and how many tables and views each has. Start here.',
  inputSchema: { type: 'object', properties: {}, additionalProperties: false },
  outputSchema: {
    type: 'object',
    properties: {
      databases: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            name: { type: 'string' },
            title: NULLABLE_STRING,
            description: NULLABLE_STRING,
            table_count: { type: 'integer', description: 'Tables, not counting hidden ones (full-text index internals).' },
            view_count: { type: 'integer' },
          },
          required: ['name', 'title', 'description', 'table_count', 'view_count'],
        },
      },
    },
    required: ['databases'],
  },
  narrow: 'Ask about one database at a time with list_tables.',
  run: async (_args, { engine }) => ({
    databases: [...engine.databases.values()].map((db) => {
      const meta = engine.databaseMetadata(db.name);
      const tables = db.structure.tableOrder.map((n) => db.structure.tables.get(n)!);
      return {
        name: db.name,
        title: meta.title ?? null,
        description: describedText(meta),
        table_count: tables.filter((t) => isVisible(engine, db.name, t)).length,
        view_count: db.structure.viewOrder.length,
      };
    }),
  }),
});

const listTables: ToolSpec = tool({
  name: 'list_tables',
  title: 'List tables',
  description:
    'The tables and views of a database: name, row count, description and full-text index. Hidden tables (full-text index internals) are left out. Use describe_table for the columns of one.',
  inputSchema: { type: 'object', properties: { database: DATABASE }, required: ['database'], additionalProperties: false },
  outputSchema: {
    type: 'object',
    properties: {
      database: { type: 'string' },
      tables: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            name: { type: 'string' },
            type: { enum: ['table', 'view'] },
            count: { type: ['integer', 'null'], description: 'Rows in the table; null when not known.' },
            count_is: {
              enum: ['exact', 'estimate', 'unknown'],
              description: '`exact`: counted; `estimate`: approximate; `unknown`: not counted in time (or a view, never counted here).',
            },
            description: NULLABLE_STRING,
            fts_table: { type: ['string', 'null'], description: 'The full-text (FTS) index of the table, if it has one.' },
          },
          required: ['name', 'type', 'count', 'count_is', 'description', 'fts_table'],
        },
      },
    },
    required: ['database', 'tables'],
  },
  narrow: 'Ask about one table at a time with describe_table.',
  run: async (args, { engine, client }) => {
    const db = served(engine, String(args.database));
    const tables: JsonObject[] = [];
    const countUntil = performance.now() + COUNT_BUDGET_MS;
    for (const name of db.structure.tableOrder) {
      const t = db.structure.tables.get(name)!;
      if (!isVisible(engine, db.name, t)) continue;
      const count =
        performance.now() < countUntil
          ? await engine.counts.count(db.name, name, COUNT_LIMIT_MS, client)
          : (engine.counts.known(db.name, name) ?? null);
      tables.push(tableEntry(engine, db.name, t, count));
    }
    for (const name of db.structure.viewOrder) tables.push(tableEntry(engine, db.name, db.structure.tables.get(name)!, null));
    return { database: db.name, tables };
  },
});

function tableEntry(engine: Engine, db: string, t: TableInfo, count: number | null): JsonObject {
  const meta = engine.tableMetadata(db, t.name);
  return {
    name: t.name,
    type: t.isView ? 'view' : 'table',
    count,
    count_is: count === null ? 'unknown' : 'exact',
    description: describedText(meta),
    fts_table: meta.fts_table ?? t.fts?.table ?? null,
  };
}

const describeTable: ToolSpec = tool({
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

/** Rows as `/<db>.json?sql=…&_shape=objects` answers them: at most the row cap, `truncated` when there were more. */
function rowsAnswer(answer: QueryAnswer, cap: number): JsonObject {
  const raw = answer.rawRows ?? [];
  const shown = cap > 0 ? raw.slice(0, cap) : raw;
  const rows: JsonValue[] = shown.map((row) => plainJson(rowObject(answer.columns, row) as PyJson));
  return { columns: answer.columns, rows, truncated: cap > 0 && answer.rowCount > cap, row_count: rows.length };
}

function truncationNote(answer: JsonObject): string | undefined {
  if (answer.truncated !== true) return undefined;
  return `The query has more rows than the ${String(answer.row_count)} shown (the row cap): add a LIMIT with an OFFSET, or a narrower WHERE clause, to get the rest.`;
}

/** The parameters as the query string of the HTTP request would carry them. */
function asRequest(call: CallContext, params: unknown): RequestInfo {
  const pairs: Array<[string, string]> = Object.entries((params ?? {}) as Record<string, string | number>).map(([k, v]) => [k, String(v)]);
  return new RequestInfo('POST', '/-/mcp', urlencode(pairs), 'localhost', 'http', call.client, call.headers);
}

function executeSql(engine: Engine): ToolSpec {
  const seconds = engine.settings.sql_time_limit_ms / 1000;
  const cap = rowCap(engine.settings);
  return tool({
    name: 'execute_sql',
    title: 'Run SQL',
    description:
      `Run one read-only SQL statement (SELECT, or WITH … SELECT) on a database (SQLite dialect). ` +
      `It may run for ${seconds} s and answers with at most ${cap} rows (\`truncated\` says when there were more). ` +
      'Use :name placeholders with `params` for values. Check names with list_tables and describe_table first.',
    inputSchema: {
      type: 'object',
      properties: {
        database: DATABASE,
        sql: { type: 'string', description: 'One SELECT statement.' },
        params: ROW_PARAMS,
      },
      required: ['database', 'sql'],
      additionalProperties: false,
    },
    outputSchema: ROWS_OUTPUT,
    narrow: NARROW_SQL,
    note: truncationNote,
    run: async (args, call) => {
      const sql = String(args.sql);
      const { bound } = queryBindings(sql, null, asRequest(call, args.params));
      const answer = await engine.query({
        database: String(args.database),
        sql,
        userSql: true,
        params: bound,
        client: call.client,
        maxRows: cap > 0 ? cap + 1 : 0,
      });
      return rowsAnswer(answer, cap);
    },
  });
}

const listCannedQueries: ToolSpec = tool({
  name: 'list_canned_queries',
  title: 'List canned queries',
  description:
    'The ready-made queries of a database: name, title, description and parameters with example values. Run one with run_canned_query.',
  inputSchema: { type: 'object', properties: { database: DATABASE }, required: ['database'], additionalProperties: false },
  outputSchema: {
    type: 'object',
    properties: {
      database: { type: 'string' },
      queries: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            name: { type: 'string' },
            title: NULLABLE_STRING,
            description: NULLABLE_STRING,
            parameters: {
              type: 'array',
              items: {
                type: 'object',
                properties: { name: { type: 'string' }, examples: { type: 'array', items: { type: 'string' } } },
                required: ['name', 'examples'],
              },
            },
          },
          required: ['name', 'title', 'description', 'parameters'],
        },
      },
    },
    required: ['database', 'queries'],
  },
  narrow: 'Their names group the queries by subject: pick one by name and run it with run_canned_query.',
  run: async (args, { engine }) => {
    const db = served(engine, String(args.database));
    const queries = (engine.canned.get(db.name) ?? []).map((q) => ({
      name: q.name,
      title: q.title ?? null,
      description: describedText(q),
      parameters: cannedQueryParams(q).map((name) => ({
        name,
        examples: [...new Set(q.examples.map((e) => e[name]).filter((v): v is string => v !== undefined))],
      })),
    }));
    return { database: db.name, queries };
  },
});

function runCannedQuery(engine: Engine): ToolSpec {
  const cap = rowCap(engine.settings);
  return tool({
    name: 'run_canned_query',
    title: 'Run a canned query',
    description: `Run a canned query of a database (list_canned_queries names them) with its parameters. Answers like execute_sql, with at most ${cap} rows.`,
    inputSchema: {
      type: 'object',
      properties: {
        database: DATABASE,
        query: { type: 'string', description: 'The canned query, as list_canned_queries names it.' },
        params: {
          ...ROW_PARAMS,
          description:
            'Values for its parameters, by name. Bound as text, as the HTTP URL binds them; one left out is bound as the empty string.',
        },
      },
      required: ['database', 'query'],
      additionalProperties: false,
    },
    outputSchema: ROWS_OUTPUT,
    narrow: 'Ask for less: give the query narrower parameters, or write your own SELECT with execute_sql.',
    note: truncationNote,
    run: async (args, call) => {
      const database = String(args.database);
      const name = String(args.query);
      served(engine, database);
      const canned = engine.cannedQuery(database, name);
      if (!canned) throw new QueryFailure('unknown_query', `Database ${database} has no canned query named ${name}`);
      const { bound } = queryBindings(canned.sql, canned, asRequest(call, args.params));
      const answer = await engine.query({ database, canned: name, params: bound, client: call.client, maxRows: cap > 0 ? cap + 1 : 0 });
      return rowsAnswer(answer, cap);
    },
  });
}

/** The engine's tools, in the order an agent would use them. */
export function genericTools(engine: Engine): ToolSpec[] {
  return [listDatabases, listTables, describeTable, executeSql(engine), listCannedQueries, runCannedQuery(engine)];
}
