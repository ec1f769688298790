// The CSV renderer: tables, views, rows, custom SQL and canned queries as CSV. `_stream=on` on a
// table or view writes every row, one keyset page at a time (each page under the SQL time limit),
// so no more than one page is held in memory.
import type { Engine } from '../engine.js';
import { HttpError } from '../errors.js';
import type { RequestInfo } from '../request.js';
import type { PageResult, TableResult, ValueRows } from '../views/result.js';
import { tableView } from '../views/table/table.js';
import { headerLine, rowLines } from './csv-format.js';
import type { HeldVersions } from '../data-versions.js';

const encoder = new TextEncoder();

function valueRows(result: PageResult): ValueRows {
  if (result.kind === 'index' || result.kind === 'database') throw new HttpError(404, 'This page has no CSV form');
  if (result.kind === 'query' && result.error !== null) throw new HttpError(400, result.error, 'Invalid SQL');
  const rows = result.rows;
  if (!rows || rows.form !== 'values') throw new Error('CSV renderer given encoded rows: the view ran with the wrong format');
  return rows;
}

/** The name a download is saved as: the table or canned query, else the database. */
function fileName(result: PageResult): string {
  if (result.kind === 'table' || result.kind === 'row') return result.table.name;
  if (result.kind === 'query') return result.canned?.name ?? result.database;
  return 'data';
}

export async function csvResponse(engine: Engine, req: RequestInfo, result: PageResult): Promise<Response> {
  const rows = valueRows(result);
  const stream = req.flag('_stream');
  if (stream) {
    if (!engine.settings.allow_csv_stream) throw new HttpError(400, 'CSV streaming is disabled (allow_csv_stream is off)');
    if (req.has('_next')) throw new HttpError(400, '_stream cannot be combined with _next');
  }
  const headers: Record<string, string> = { 'content-type': 'text/plain; charset=utf-8' };
  if (req.flag('_dl')) {
    headers['content-type'] = 'text/csv; charset=utf-8';
    headers['content-disposition'] = `attachment; filename="${fileName(result).replace(/["\\\r\n]/g, '_')}.csv"`;
  }
  if (req.method === 'HEAD') return new Response(null, { status: 200, headers });
  const first = (req.get('_header') === 'off' ? '' : headerLine(rows)) + rowLines(rows);
  if (!stream || result.kind !== 'table')
    return new Response(byteStream(first, null, engine.settings.max_csv_mb), { status: 200, headers });
  // Held now, inside the request: every later page reads the versions the request began on, until
  // the stream ends however it ends (the old file of a swapped database is closed then); and the
  // stream counts as its client's request in flight until then.
  const held = engine.versions.hold();
  const admitted = engine.admission.hold(req.client);
  const pages = laterPages(engine, req, result, held);
  return new Response(
    byteStream(first, pages, engine.settings.max_csv_mb, () => {
      held.release();
      admitted();
    }),
    { status: 200, headers },
  );
}

/** The CSV of every page after `first`, following `_next` until the last page, on the held versions. */
async function* laterPages(engine: Engine, req: RequestInfo, first: TableResult, held: HeldVersions): AsyncGenerator<string> {
  const target = { db: first.database, table: first.table.name, path: first.path };
  let next = first.next;
  while (next !== null) {
    const after = next;
    const page = await held.run(() => tableView(engine, req.withPairs([...req.pairs, ['_next', after]]), target, 'csv'));
    if (page.kind !== 'table') return;
    yield rowLines(valueRows(page));
    next = page.next;
  }
}

/**
 * The body, pulled as the client reads. Past `maxMb` megabytes (0 = no cap), or on an error once
 * the 200 is sent, the message is written as the last line and the body ends. `ended` runs once
 * the body is over, whether finished, stopped at the cap, failed or cancelled by the client.
 */
function byteStream(
  first: string,
  pages: AsyncGenerator<string> | null,
  maxMb: number,
  ended: () => void = () => undefined,
): ReadableStream<Uint8Array> {
  const cap = maxMb > 0 ? maxMb * 1024 * 1024 : Infinity;
  let written = 0;
  let firstSent = false;
  const finish = (controller: ReadableStreamDefaultController<Uint8Array>, last?: string): void => {
    if (last !== undefined) controller.enqueue(encoder.encode(last));
    controller.close();
    void pages?.return(undefined);
    ended();
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let text: string;
      let done = false;
      try {
        if (!firstSent) {
          firstSent = true;
          text = first;
          done = pages === null;
        } else {
          const step = await pages!.next();
          if (step.done) return finish(controller);
          text = step.value;
        }
      } catch (e) {
        return finish(controller, `Error: ${e instanceof Error ? e.message : String(e)}\r\n`);
      }
      const bytes = encoder.encode(text);
      if (written + bytes.length > cap) return finish(controller, `CSV larger than max_csv_mb (${maxMb} MB): output stopped here\r\n`);
      written += bytes.length;
      controller.enqueue(bytes);
      if (done) finish(controller);
    },
    async cancel() {
      await pages?.return(undefined);
      ended();
    },
  });
}
