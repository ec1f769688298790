// Row pages: `/<db>/<table>/<pks>` in every format.
import type { Engine } from '../engine.js';
import type { RequestInfo } from '../request.js';
import { HttpError, notFound } from '../errors.js';
import type { PyJson } from '../json/pyjson.js';
import { isQueryFailure } from '../query/failure.js';
import type { ParamValue } from '../pool/protocol.js';
import { escapeSqlite, quoteIdentifier } from '../sql/escape.js';
import { tildeDecode, tildeEncode } from '../url/tilde.js';
import { requestedShape } from './args.js';
import { fetchRows } from './fetch.js';
import { sourceAndLicense } from './metadata-keys.js';
import { ROWS_SLOT, type IncomingLink, type OutputFormat, type RowResult } from './result.js';
import { typedTokenValue } from './table/keyset.js';
import { expandableColumns } from './table/labels.js';
import { timeLimit } from '../config/settings.js';

export async function rowView(
  engine: Engine,
  req: RequestInfo,
  db: string,
  tableName: string,
  pkPath: string,
  format: OutputFormat,
): Promise<RowResult> {
  const table = engine.table(db, tableName);
  if (!table) throw notFound('Table');
  if (table.isView) throw notFound('Record');
  const rowid = table.primaryKeys.length === 0;
  const keys = rowid ? ['rowid'] : table.primaryKeys;
  const values = pkPath.split(',').map(tildeDecode);
  if (values.length < keys.length) {
    throw new HttpError(
      400,
      `This table's primary key has ${keys.length} columns (${keys.join(', ')}); the URL gave ${values.length} value(s), separated by commas`,
    );
  }
  const requested = requestedShape(req);
  if (typeof requested !== 'string') throw new HttpError(400, `Invalid _shape: ${requested.invalid}`);
  const shape = format === 'json' ? requested : 'arrays';
  const params: Record<string, ParamValue> = {};
  keys.forEach((_, i) => {
    params[`p${i}`] = typedTokenValue(values[i]);
  });
  const where = keys.map((k, i) => `${quoteIdentifier(k)}=:p${i}`).join(' AND ');
  const sql = `select ${rowid ? 'rowid, ' : ''}* from ${escapeSqlite(tableName)} where ${where}`;
  const started = performance.now();
  const expandable = expandableColumns(engine, db, table);
  // HTML shows foreign keys with their labels; JSON rows stay as stored.
  const expanded = format === 'html' ? expandable : [];
  const fetched = await fetchRows(
    engine,
    req,
    { database: db, sql, params, maxRows: 0, timeLimitMs: timeLimit(engine.settings.sql_time_limit_ms) },
    { format, shape, limit: null, expanded },
  );
  if (fetched.rowCount === 0) throw notFound('Record');
  const meta = engine.tableMetadata(db, tableName);
  const envelope: Record<string, PyJson> = {
    database: db,
    table: tableName,
    rows: ROWS_SLOT,
    columns: fetched.columns,
    primary_keys: keys,
    primary_key_values: values,
    units: meta.units ?? {},
  };
  const extras = req.getAll('_extras').flatMap((e) => e.split(','));
  let incoming: IncomingLink[] | null = null;
  if ((format === 'html' || extras.includes('foreign_key_tables')) && keys.length === 1) {
    incoming = await incomingLinks(engine, req, db, tableName, values[0]);
    if (extras.includes('foreign_key_tables')) {
      envelope.foreign_key_tables = incoming.map((l) => ({
        other_table: l.otherTable,
        column: l.column,
        other_column: l.otherColumn,
        count: l.count,
        link: l.link,
      }));
    }
  }
  envelope.query_ms = performance.now() - started;
  Object.assign(envelope, sourceAndLicense(engine.metadata));
  const rows = fetched.rows;
  if (rows.form === 'encoded' && shape === 'object') {
    rows.objectKeys = Array<string>(fetched.rowCount).fill(values.slice(0, keys.length).map(tildeEncode).join(','));
  }
  return { kind: 'row', status: 200, envelope, rows, database: db, table, keyColumns: keys, keyValues: values, expandable, incoming };
}

/** Tables whose foreign keys point at this row, with how many of their rows do. */
async function incomingLinks(engine: Engine, req: RequestInfo, db: string, tableName: string, value: string): Promise<IncomingLink[]> {
  const table = engine.table(db, tableName)!;
  const out: IncomingLink[] = [];
  for (const fk of table.incoming) {
    let count: number | null = null;
    try {
      const r = await engine.query({
        database: db,
        sql: `select count(*) from ${escapeSqlite(fk.other_table)} where ${quoteIdentifier(fk.other_column)} = :id`,
        params: { id: typedTokenValue(value) },
        maxRows: 1,
        timeLimitMs: timeLimit(engine.settings.facet_time_limit_ms),
        client: req.client,
      });
      count = Number(r.rawRows![0][0]);
    } catch (e) {
      if (!isQueryFailure(e)) throw e; // a slow or failing count shows as null
    }
    const key = fk.other_column.startsWith('_') ? `${fk.other_column}__exact` : fk.other_column;
    out.push({
      otherTable: fk.other_table,
      column: fk.column,
      otherColumn: fk.other_column,
      count,
      link: `/${engine.databases.get(db)!.route}/${tildeEncode(fk.other_table)}?${key}=${encodeURIComponent(value)}`,
    });
  }
  return out;
}
