// Plain HTML pages for people browsing: built from the same data the JSON views return.
import type { Engine } from '../engine.js';
import type { RequestInfo } from '../http/request.js';
import type { ViewResponse } from '../views/response.js';
import { tildeEncode } from '../url/tilde.js';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

const esc = (s: unknown): string => String(s ?? '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const STYLE = `body{font-family:system-ui,sans-serif;margin:2em auto;max-width:70em;padding:0 1em;color:#222}
table{border-collapse:collapse;font-size:.9em}td,th{border:1px solid #ccc;padding:.3em .5em;vertical-align:top;text-align:left}
th{background:#f4f4f4}pre{background:#f7f7f7;padding:1em;overflow:auto;white-space:pre-wrap}
.q{margin:1em 0;padding:.5em 0;border-bottom:1px solid #eee}.params{color:#555;font-size:.9em}nav a{margin-right:1em}`;

function layout(engine: Engine, title: string, content: string): string {
  const site = engine.metadata.title ?? 'Datasette-compatible SQLite server';
  const license = engine.metadata.license ? `<p>Data license: ${engine.metadata.license_url ? `<a href="${esc(engine.metadata.license_url)}">${esc(engine.metadata.license)}</a>` : esc(engine.metadata.license)}${engine.metadata.source ? ` · Source: ${engine.metadata.source_url ? `<a href="${esc(engine.metadata.source_url)}">${esc(engine.metadata.source)}</a>` : esc(engine.metadata.source)}` : ''}</p>` : '';
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)} · ${esc(site)}</title><style>${STYLE}</style></head><body><nav><a href="/">${esc(site)}</a></nav><h1>${esc(title)}</h1>${content}<hr>${license}</body></html>`;
}

function cell(v: Json): string {
  if (v === null) return '<em>null</em>';
  if (typeof v === 'object') return esc(JSON.stringify(v));
  return esc(v);
}

function resultTable(columns: string[], rows: Json[]): string {
  if (!rows.length) return '<p>No rows.</p>';
  const body = rows.map((r) => {
    const values = Array.isArray(r) ? r : columns.map((c) => (r as Record<string, Json>)[c] ?? null);
    return `<tr>${values.map((v) => `<td>${cell(v)}</td>`).join('')}</tr>`;
  }).join('');
  return `<table><thead><tr>${columns.map((c) => `<th>${esc(c)}</th>`).join('')}</tr></thead><tbody>${body}</tbody></table>`;
}

function jsonLink(req: RequestInfo): string {
  const q = req.rawQuery ? `?${req.rawQuery}` : '';
  return `<p><a href="${esc(req.path + '.json' + q)}">This page as JSON</a></p>`;
}

function databasePage(engine: Engine, data: Record<string, Json>): string {
  const db = String(data.database);
  const meta = engine.databaseMetadata(db);
  const route = `/${tildeEncode(db)}`;
  const queries = (data.queries as Array<Record<string, Json>>).map((q) => {
    const params = (q.params as string[]) ?? [];
    return `<div class="q"><a href="${route}/${tildeEncode(String(q.name))}"><strong>${esc(q.title ?? q.name)}</strong></a> <code>${esc(q.name)}</code>` +
      `${q.description ? `<div>${esc(q.description)}</div>` : ''}<div class="params">${params.length ? `Parameters: ${params.map((p) => `<code>${esc(p)}</code>`).join(', ')}` : 'No parameters'}</div></div>`;
  }).join('');
  const tables = (data.tables as Array<Record<string, Json>>).filter((t) => !t.hidden)
    .map((t) => `<li><a href="${route}/${tildeEncode(String(t.name))}">${esc(t.name)}</a>${t.count !== null ? ` (${Number(t.count).toLocaleString('en-US')} rows)` : ''}</li>`).join('');
  const views = (data.views as Array<Record<string, Json>>).map((v) => `<li><a href="${route}/${tildeEncode(String(v.name))}">${esc(v.name)}</a></li>`).join('');
  return `${meta.description_html ?? (meta.description ? `<p>${esc(meta.description)}</p>` : '')}
<form action="${route}" method="get"><textarea name="sql" rows="4" style="width:100%">select * from sqlite_master limit 10</textarea><br><button type="submit">Run SQL</button></form>
${queries ? `<h2>Canned queries</h2>${queries}` : ''}<h2>Tables</h2><ul>${tables}</ul>${views ? `<h2>Views</h2><ul>${views}</ul>` : ''}`;
}

function queryPage(engine: Engine, req: RequestInfo, data: Record<string, Json>, name?: string): string {
  const db = String(data.database);
  const canned = name ? engine.cannedQuery(db, name) : undefined;
  const params = (data.query as Record<string, Json>)?.params as Record<string, Json> | undefined;
  const form = canned && params && Object.keys(params).length
    ? `<form method="get">${Object.keys(params).filter((k) => !k.startsWith('_')).map((k) => `<label>${esc(k)} <input name="${esc(k)}" value="${esc(params[k])}"></label> `).join('')}<button type="submit">Run</button></form>`
    : '';
  const sql = canned?.hide_sql ? '' : `<pre>${esc((data.query as Record<string, Json>)?.sql ?? '')}</pre>`;
  const error = data.error ? `<p><strong>Error:</strong> ${esc(data.error)}</p>` : '';
  const truncated = data.truncated ? `<p>Showing the first ${(data.rows as Json[]).length} rows: the result was truncated.</p>` : '';
  return `${canned?.description ? `<p>${esc(canned.description)}</p>` : ''}${form}${sql}${error}${truncated}${resultTable((data.columns as string[]) ?? [], (data.rows as Json[]) ?? [])}${jsonLink(req)}`;
}

function tablePage(req: RequestInfo, data: Record<string, Json>): string {
  const count = data.filtered_table_rows_count;
  const next = data.next_url ? `<p><a href="${esc(String(data.next_url).replace('.json?', '?'))}">Next page</a></p>` : '';
  return `${data.human_description_en ? `<p>${esc(data.human_description_en)}</p>` : ''}${count !== null && count !== undefined ? `<p>${Number(count).toLocaleString('en-US')} rows</p>` : ''}${resultTable(data.columns as string[], data.rows as Json[])}${next}${jsonLink(req)}`;
}

/** One record reads best as a column / value list. */
function rowPage(req: RequestInfo, data: Record<string, Json>): string {
  const columns = data.columns as string[];
  const row = (data.rows as Json[])[0];
  const values = Array.isArray(row) ? row : columns.map((c) => (row as Record<string, Json>)[c] ?? null);
  const table = `<table><tbody>${columns.map((c, i) => `<tr><th scope="row">${esc(c)}</th><td>${cell(values[i])}</td></tr>`).join('')}</tbody></table>`;
  const tableName = String(data.table);
  const back = `<p>From the table <a href="/${tildeEncode(String(data.database))}/${tildeEncode(tableName)}">${esc(tableName)}</a>; primary key ${esc((data.primary_keys as string[]).join(', '))} = ${esc((data.primary_key_values as string[]).join(', '))}.</p>`;
  return `${back}${table}${jsonLink(req)}`;
}

function indexPage(data: Record<string, Json>): string {
  return `<ul>${Object.values(data).map((d) => {
    const db = d as Record<string, Json>;
    return `<li><a href="${esc(db.path)}">${esc(db.name)}</a>: ${esc(db.tables_count)} tables, ${esc(db.views_count)} views</li>`;
  }).join('')}</ul>`;
}

export function renderHtml(engine: Engine, req: RequestInfo, kind: string, view: ViewResponse, name?: string): ViewResponse {
  if (view.status >= 300 || !view.body.contentType.startsWith('application/json')) return view;
  let data: Record<string, Json>;
  try {
    data = JSON.parse(view.body.bytes.toString('latin1')) as Record<string, Json>;
  } catch {
    return view;
  }
  if (Array.isArray(data)) return view;
  let title = String(data.table ?? data.database ?? engine.metadata.title ?? 'Databases');
  let content: string;
  if (kind === 'database') content = databasePage(engine, data);
  else if (kind === 'query') {
    const canned = name ? engine.cannedQuery(String(data.database), name) : undefined;
    title = canned?.title ?? name ?? `${data.database}: custom SQL`;
    content = queryPage(engine, req, data, name);
  } else if (kind === 'row' && Array.isArray(data.rows) && data.rows.length === 1) content = rowPage(req, data);
  else if (kind === 'table' || kind === 'row') content = tablePage(req, data);
  else content = indexPage(data);
  return { ...view, body: { bytes: Buffer.from(layout(engine, title, content), 'utf8'), contentType: 'text/html; charset=utf-8' } };
}
