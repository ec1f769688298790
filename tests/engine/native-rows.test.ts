// The SQL extension's row writer (engine/native/row-json.c) against the JavaScript encoder it
// stands in for, on a real SQLite file: the same bytes for every kind of value, and the cases it
// leaves to the JavaScript encoder. Needs `npm run build` first (it loads dist/native/watchdog.so).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Rng } from '../../databases/build/kit/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TimeLimitError, Watchdog } from '../../engine/db/watchdog.js';
import type { SqlValue } from '../../engine/json/pyjson.js';
import { nativeRows, type NativeRows } from '../../engine/pool/native-rows.js';
import type { QueryJob, RenderSpec } from '../../engine/pool/protocol.js';
import { RowEncoder } from '../../engine/pool/row-encoder.js';

let dir: string;
let db: Database.Database;
let watchdog: Watchdog;

/** A stream of 32-bit words from the generators' own random source. */
function words(seed: number): () => number {
  const rng = new Rng(seed, 'native-rows');
  return () => rng.int(0, 0xffff_ffff);
}

function floats(): number[] {
  const next = words(20261129);
  const view = new DataView(new ArrayBuffer(8));
  const out: number[] = [0.1 + 0.2, 1e-4, 9.999999999999999e-5, 1e16, 9999999999999998, 1e21, 1e22, 5e-324, 1.7976931348623157e308];
  out.push(2.2250738585072014e-308, 123456789012345.67, 0.5, 1 / 3, 2 / 3, 100, 1e15, 123e-20, 4.35, 0.000123);
  for (let i = 0; i < 8_000; i++) {
    view.setUint32(0, next());
    view.setUint32(4, next());
    const x = view.getFloat64(0);
    if (Number.isFinite(x)) out.push(x);
  }
  for (let i = 0; i < 2_000; i++) out.push((next() % 100_000_000) / 100, next() / 1e9, (next() % 1000) * 10 ** ((next() % 40) - 20));
  for (let e = -1074; e <= 1023; e++) out.push(2 ** e);
  return out;
}

const TEXTS = [
  '',
  'plain',
  'quote " backslash \\ slash /',
  'controls \u0000 \u0001 \b \f \n \r \t \u001f and DEL \u007f',
  'accents é ü ñ, euro €, CJK 中文',
  'astral 😀 𝄞 and a lone pair of them 🏛️',
  '\ufeffbegins with a byte order mark',
  'x'.repeat(5000),
];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'openregs-native-rows-'));
  const path = join(dir, 'values.db');
  const w = new Database(path);
  w.exec('CREATE TABLE v (id INTEGER PRIMARY KEY, kind TEXT, x)');
  const insert = w.prepare('INSERT INTO v (kind, x) VALUES (?, ?)');
  w.transaction(() => {
    for (const f of floats()) {
      insert.run('float', f);
      insert.run('float', -f);
    }
    for (const i of [0n, 1n, -1n, 9223372036854775807n, -9223372036854775808n, 9007199254740993n, 42n]) insert.run('integer', i);
    for (const t of TEXTS) insert.run('text', t);
    const blobs = [
      [],
      [0x61],
      [0xff],
      [0xff, 0xfe],
      [0xff, 0xfe, 0xfd],
      [0xc3, 0xa9],
      [0xed, 0xa0, 0x80],
      [0xf4, 0x90, 0x80, 0x80],
      [0xc0, 0xaf],
    ];
    for (const b of blobs) insert.run('blob', Buffer.from(b));
    insert.run('blob', Buffer.from('😀 valid UTF-8 in a blob'));
    // Text that is not UTF-8 (SQLite keeps the bytes it is given): JavaScript reads it with U+FFFD.
    const next = words(7);
    const asText = w.prepare("INSERT INTO v (kind, x) VALUES ('text', CAST(? AS TEXT))");
    for (let i = 0; i < 2_000; i++) {
      const bytes = Array.from({ length: next() % 9 }, () => (next() % 3 === 0 ? 0x41 + (next() % 26) : 0x80 + (next() % 128)));
      asText.run(Buffer.from(bytes));
    }
    insert.run('null', null);
  })();
  w.exec(`INSERT INTO v (kind, x) VALUES ('float', 1e999), ('float', -1e999)`);
  w.close();
  db = new Database(path, { readonly: true });
  db.defaultSafeIntegers(true);
  watchdog = Watchdog.load(db);
});

afterAll(() => {
  db?.close();
  rmSync(dir, { recursive: true, force: true });
});

function spec(over: Partial<RenderSpec> = {}): RenderSpec {
  return { rowForm: 'object', separator: ', ', jsonColumns: [], infinity: false, limit: null, raw: 'none', ...over };
}

function job(sql: string, render: RenderSpec, params: QueryJob['params'] = {}, maxRows = 0): QueryJob {
  return { database: 'values', path: '', sql, params, maxRows, timeLimitMs: null, render };
}

/** What the JavaScript encoder writes for the same statement. */
function jsEncoded(sql: string, render: RenderSpec, params: QueryJob['params'] = {}, maxRows = 0): { text: string; rows: SqlValue[][] } {
  const stmt = db.prepare(sql).raw(true);
  const rows: SqlValue[][] = [];
  for (const row of stmt.iterate(params) as IterableIterator<SqlValue[]>) {
    rows.push(row);
    if (maxRows > 0 && rows.length >= maxRows) break;
  }
  const shown = render.limit === null ? rows : rows.slice(0, render.limit);
  const columns = stmt.columns().map((c) => c.name);
  return { text: Buffer.from(new RowEncoder(columns, render).encode(shown)).toString('latin1'), rows };
}

function written(answer: ReturnType<typeof nativeRows>): NativeRows {
  if (answer === undefined || answer === 'too_large') throw new Error(`the extension did not write the rows (${String(answer)})`);
  return answer;
}

const text = (n: NativeRows): string => Buffer.from(n.rendered).toString('latin1');

describe('the extension writes what the JavaScript encoder writes', () => {
  it('for every value, one at a time, in each row form and both infinity settings', () => {
    const ids = db.prepare('SELECT id, kind FROM v ORDER BY id').safeIntegers(false).all() as Array<{ id: number; kind: string }>;
    let compared = 0;
    const leftToJs: string[] = [];
    for (const { id } of ids) {
      for (const render of [spec(), spec({ rowForm: 'array', infinity: true }), spec({ rowForm: 'first' })]) {
        const sql = 'SELECT id, kind, x FROM v WHERE id = :id';
        const answer = nativeRows(watchdog, sql, job(sql, render, { id: BigInt(id) }), 0);
        const expected = jsEncoded(sql, render, { id: BigInt(id) }).text;
        if (answer === undefined) {
          leftToJs.push(expected);
          continue;
        }
        expect(text(written(answer)), `row ${id}`).toBe(expected);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(60_000);
    // Left to JavaScript: floats below the normal range, and powers of two that take 16 digits
    // (text that is not UTF-8 is compared like any other).
    for (const js of leftToJs) {
      const x = Math.abs(Number(/(-?[\d.e+-]+)[}\]]?$/.exec(js)?.[1]));
      expect(x < 2.2250738585072014e-308 || Number.isInteger(Math.log2(x)), js).toBe(true);
    }
  });

  it('for a whole table at once, with names used twice, a row limit and the last row', () => {
    const sql = 'SELECT id, x AS id, kind, x FROM v WHERE kind != :skip ORDER BY kind, id';
    const params = { skip: 'float' };
    for (const render of [spec({ limit: 10, raw: 'last' }), spec({ rowForm: 'array', separator: '\n', raw: 'last' })]) {
      const answer = written(nativeRows(watchdog, sql, job(sql, render, params, 12), 0));
      const js = jsEncoded(sql, render, params, 12);
      expect(text(answer)).toBe(js.text);
      expect(answer.rowCount).toBe(js.rows.length);
      expect(answer.columns).toEqual(['id', 'id', 'kind', 'x']);
      const shown = render.limit === null ? js.rows : js.rows.slice(0, render.limit);
      expect(answer.last).toEqual(shown[shown.length - 1]);
    }
  });

  it('binds :, @ and $ parameters by name', () => {
    const sql = 'SELECT :a AS a, @b AS b, $c AS c, :a + 1 AS d';
    const params = { a: 41n, b: 'bee', c: 2.5 };
    expect(text(written(nativeRows(watchdog, sql, job(sql, spec(), params), 0)))).toBe(jsEncoded(sql, spec(), params).text);
  });
});

describe('what the extension leaves to the JavaScript encoder', () => {
  const leaves = (sql: string, params: QueryJob['params'] = {}): void => {
    expect(nativeRows(watchdog, sql, job(sql, spec(), params), 0)).toBeUndefined();
  };

  it('a parameter not given, or given by position', () => {
    leaves('SELECT :missing AS m');
    leaves('SELECT ? AS p');
  });
  it('statements that do not return rows, SQL that does not prepare, and more than one statement', () => {
    leaves('CREATE TABLE t (x)');
    leaves('SELECT FROM nowhere');
    leaves('SELECT 1; SELECT 2');
    leaves('SELECT 1; garbage');
    leaves('SELECT 1 AS one\u0000; SELECT 2');
    // What follows a statement may be spaces, comments and semicolons, as better-sqlite3 allows.
    for (const sql of ['SELECT 1 AS one; -- a comment', 'SELECT 1 AS one;; /* another */ ']) {
      expect(text(written(nativeRows(watchdog, sql, job(sql, spec()), 0)))).toBe('{"one": 1}');
    }
  });
  it('label expansion, _json columns and every row raw', () => {
    const sql = 'SELECT id FROM v LIMIT 1';
    expect(nativeRows(watchdog, sql, job(sql, spec({ raw: 'all' })), 0)).toBeUndefined();
    expect(nativeRows(watchdog, sql, job(sql, spec({ jsonColumns: ['id'] })), 0)).toBeUndefined();
  });
});

describe('limits', () => {
  it('stops an answer past max_response_bytes', () => {
    const sql = `SELECT x FROM v WHERE kind = 'text' ORDER BY id LIMIT ${TEXTS.length}`;
    expect(nativeRows(watchdog, sql, job(sql, spec()), 1000)).toBe('too_large');
    expect(written(nativeRows(watchdog, sql, job(sql, spec()), 10_000)).rowCount).toBe(TEXTS.length);
  });

  it('keeps to the time limit: the interrupt reaches Watchdog.run', () => {
    const sql = 'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 100000000) SELECT count(*) FROM c';
    expect(() => watchdog.run(50, () => nativeRows(watchdog, sql, job(sql, spec()), 0))).toThrow(TimeLimitError);
    expect(written(nativeRows(watchdog, 'SELECT 1 AS one', job('SELECT 1 AS one', spec()), 0)).rowCount).toBe(1);
  });

  it('is not callable from user SQL without the token', () => {
    expect(() => db.prepare("SELECT watchdog_rows('0123456789abcdef', 'SELECT 1', 0, ', ', 0, -1, 0, 0, 0)").get()).toThrow(
      /not authorised/,
    );
  });
});
