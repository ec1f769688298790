// execute_sql and run_canned_query: rows as `/<db>.json?sql=…&_shape=objects` answers them, with the
// same checks, parameter binding, row cap and `truncated`, through engine.query.
import type { Engine } from '../../engine.js';
import type { RenderSpec } from '../../pool/protocol.js';
import type { QueryAnswer } from '../../query/run.js';
import { QueryFailure } from '../../query/failure.js';
import { RequestInfo } from '../../request.js';
import { urlencode } from '../../url/query-string.js';
import { queryBindings, rowCap } from '../../views/query.js';
import { Written, type CallContext, type ToolSpec } from '../tool.js';
import { DATABASE, NARROW_SQL, ROWS_OUTPUT, ROW_PARAMS, served, tool } from './shared.js';

/**
 * Rows encoded by the worker exactly as `/<db>.json?sql=…&_shape=objects` writes them: the answer
 * is sent with that text, and no row is copied between threads value by value.
 */
function objectRows(cap: number): RenderSpec {
  return { rowForm: 'object', separator: ',', jsonColumns: [], infinity: false, limit: cap > 0 ? cap : null, raw: 'none' };
}

/** The worker's encoding (ASCII JSON, so a latin1 view of its bytes is the text). */
function latin1(bytes: Uint8Array | undefined): string {
  return bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1') : '';
}

/** The answer (at most the row cap, `truncated` when there were more), written around the rows' own text. */
function rowsAnswer(answer: QueryAnswer, cap: number): Written {
  const truncated = cap > 0 && answer.rowCount > cap;
  const rowCount = truncated ? cap : answer.rowCount;
  const json = `{"columns":${JSON.stringify(answer.columns)},"rows":[${latin1(answer.rendered)}],"truncated":${truncated},"row_count":${rowCount}}`;
  return new Written(json, truncated ? truncationNote(rowCount) : undefined);
}

function truncationNote(rowCount: number): string {
  return `The query has more rows than the ${rowCount} shown (the row cap): add a LIMIT with an OFFSET, or a narrower WHERE clause, to get the rest.`;
}

/** The parameters as the query string of the HTTP request would carry them. */
function asRequest(call: CallContext, params: unknown): RequestInfo {
  const pairs: Array<[string, string]> = Object.entries((params ?? {}) as Record<string, string | number>).map(([k, v]) => [k, String(v)]);
  return new RequestInfo('POST', '/-/mcp', urlencode(pairs), 'localhost', 'http', call.client, call.headers);
}

export function executeSql(engine: Engine): ToolSpec {
  const limitMs = engine.settings.sql_time_limit_ms;
  const cap = rowCap(engine.settings);
  return tool({
    name: 'execute_sql',
    title: 'Run SQL',
    description:
      `Run one read-only SQL statement (SELECT, or WITH … SELECT) on a database (SQLite dialect). ` +
      `${limitMs > 0 ? `It may run for ${limitMs / 1000} s` : 'It has no time limit'} and answers with at most ${cap} rows (\`truncated\` says when there were more). ` +
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
    run: async (args, call) => {
      const sql = String(args.sql);
      const { bound } = queryBindings(sql, null, asRequest(call, args.params));
      const answer = await engine.query({
        database: String(args.database),
        sql,
        userSql: true,
        adHoc: true,
        params: bound,
        client: call.client,
        maxRows: cap > 0 ? cap + 1 : 0,
        render: objectRows(cap),
      });
      return rowsAnswer(answer, cap);
    },
  });
}

export function runCannedQuery(engine: Engine): ToolSpec {
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
    run: async (args, call) => {
      const database = String(args.database);
      const name = String(args.query);
      served(engine, database);
      const canned = engine.cannedQuery(database, name);
      if (!canned) throw new QueryFailure('unknown_query', `Database ${database} has no canned query named ${name}`);
      const { bound } = queryBindings(canned.sql, canned, asRequest(call, args.params));
      const answer = await engine.query({
        database,
        canned: name,
        params: bound,
        client: call.client,
        maxRows: cap > 0 ? cap + 1 : 0,
        render: objectRows(cap),
      });
      return rowsAnswer(answer, cap);
    },
  });
}
