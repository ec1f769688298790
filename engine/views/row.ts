// Row pages: `/<db>/<table>/<pks>.json` (Datasette §8).
import type { Engine } from '../engine.js';
import type { RequestInfo } from '../request.js';
import { HttpError, interrupted, invalidSql, notFound } from '../errors.js';
import { dataBody, renderSpec, requestedShape, rowsPlaceholder } from '../http/render.js';
import type { PyJson } from '../json/pyjson.js';
import { QueryError } from '../pool/pool.js';
import type { ParamValue } from '../pool/protocol.js';
import { escapeSqlite, quoteIdentifier } from '../sql/escape.js';
import { tildeDecode, tildeEncode } from '../url/tilde.js';
import { sourceAndLicense } from './metadata-keys.js';
import type { ViewResponse } from './response.js';
import { typedTokenValue } from './table/keyset.js';

export async function rowView(engine: Engine, req: RequestInfo, db: string, tableName: string, pkPath: string): Promise<ViewResponse> {
  const table = engine.table(db, tableName);
  if (!table) throw notFound('Table');
  if (table.isView) throw notFound('Record');
  const rowid = table.primaryKeys.length === 0;
  const keys = rowid ? ['rowid'] : table.primaryKeys;
  const values = pkPath.split(',').map(tildeDecode);
  if (values.length < keys.length) {
    throw new HttpError(400, `This table's primary key has ${keys.length} columns (${keys.join(', ')}); the URL gave ${values.length} value(s), separated by commas`);
  }
  const shape = requestedShape(req);
  if (typeof shape !== 'string') throw new HttpError(400, `Invalid _shape: ${shape.invalid}`);
  const params: Record<string, ParamValue> = {};
  keys.forEach((_, i) => { params[`p${i}`] = typedTokenValue(values[i]); });
  const where = keys.map((k, i) => `${quoteIdentifier(k)}=:p${i}`).join(' AND ');
  const sql = `select ${rowid ? 'rowid, ' : ''}* from ${escapeSqlite(tableName)} where ${where}`;
  const started = performance.now();
  let result;
  try {
    result = await engine.run({ database: db, sql, params, maxRows: 0, timeLimitMs: engine.settings.sql_time_limit_ms, render: renderSpec(req, shape, null, 'none') }, req.client);
  } catch (e) {
    if (!(e instanceof QueryError)) throw e;
    if (e.failure.kind === 'timeout') throw interrupted(sql);
    throw invalidSql(e.failure.message);
  }
  if (result.rowCount === 0) throw notFound('Record');
  const meta = engine.tableMetadata(db, tableName);
  const envelope: Record<string, PyJson> = {
    database: db,
    table: tableName,
    rows: rowsPlaceholder(),
    columns: result.columns,
    primary_keys: keys,
    primary_key_values: values,
    units: meta.units ?? {},
  };
  const extras = req.getAll('_extras').flatMap((e) => e.split(','));
  if (extras.includes('foreign_key_tables') && keys.length === 1) {
    envelope.foreign_key_tables = await foreignKeyTables(engine, req, db, tableName, values[0]);
  }
  envelope.query_ms = performance.now() - started;
  Object.assign(envelope, sourceAndLicense(engine.metadata));
  if (shape === 'object') {
    const key = values.slice(0, keys.length).map(tildeEncode).join(',');
    return { status: 200, body: dataBody(req, shape, envelope, result.rendered!, Array(result.rowCount).fill(key)), dataView: true };
  }
  return { status: 200, body: dataBody(req, shape, envelope, result.rendered!), dataView: true };
}

async function foreignKeyTables(engine: Engine, req: RequestInfo, db: string, tableName: string, value: string): Promise<PyJson> {
  const table = engine.table(db, tableName)!;
  const out: PyJson[] = [];
  for (const fk of table.incoming) {
    let count: number | null = null;
    try {
      const r = await engine.run(
        { database: db, sql: `select count(*) from ${escapeSqlite(fk.other_table)} where ${quoteIdentifier(fk.other_column)} = :id`, params: { id: typedTokenValue(value) }, maxRows: 1, timeLimitMs: engine.settings.facet_time_limit_ms },
        req.client,
      );
      count = Number(r.rawRows![0][0]);
    } catch (e) {
      if (!(e instanceof QueryError)) throw e;
    }
    const key = fk.other_column.startsWith('_') ? `${fk.other_column}__exact` : fk.other_column;
    out.push({
      other_table: fk.other_table, column: fk.column, other_column: fk.other_column, count,
      link: `/${engine.databases.get(db)!.route}/${tildeEncode(fk.other_table)}?${key}=${encodeURIComponent(value)}`,
    });
  }
  return out;
}

