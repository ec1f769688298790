import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RawJson, dumps, encodeCell, encodeString, pyFloatRepr, type PyJson, type SqlValue } from '../../engine/json/pyjson.js';

describe('encodeString (Python ensure_ascii)', () => {
  it('escapes non-ASCII as lower-case \\uXXXX and astral chars as surrogate pairs', () => {
    expect(encodeString('é')).toBe('"\\u00e9"');
    expect(encodeString('\u{1d41c}')).toBe('"\\ud835\\udc1c"');
    expect(encodeString('Caf\u00e9 \u2014 \u201cq\u201d')).toBe('"Caf\\u00e9 \\u2014 \\u201cq\\u201d"');
    expect(encodeString('\ufeffA')).toBe('"\\ufeffA"');
    expect(encodeString('\u8054\u90a6')).toBe('"\\u8054\\u90a6"');
  });

  it('uses short escapes for quote, backslash and \\b\\f\\n\\r\\t, \\u00XX for other controls and DEL', () => {
    expect(encodeString('say "hi"\\')).toBe('"say \\"hi\\"\\\\"');
    expect(encodeString('\b\f\n\r\t')).toBe('"\\b\\f\\n\\r\\t"');
    expect(encodeString('\u0000\u001f\u007f')).toBe('"\\u0000\\u001f\\u007f"');
    expect(encodeString('/ ~ <script>')).toBe('"/ ~ <script>"');
  });

  it('keeps plain text around escapes intact', () => {
    expect(encodeString('abc\ndef\u00e9ghi')).toBe('"abc\\ndef\\u00e9ghi"');
    expect(encodeString('')).toBe('""');
  });
});

describe('pyFloatRepr (Python repr(float))', () => {
  const cases: Array<[number, string]> = [
    [2.0, '2.0'],
    [0.1, '0.1'],
    [1e16, '1e+16'],
    [1e15, '1000000000000000.0'],
    [9999999999999998, '9999999999999998.0'],
    [1.5e-5, '1.5e-05'],
    [1e-4, '0.0001'],
    [9.999e-5, '9.999e-05'],
    [1.2345678901234568e17, '1.2345678901234568e+17'],
    [-0.0, '-0.0'],
    [0, '0.0'],
    [-2.5, '-2.5'],
    [1e21, '1e+21'],
    [1e22, '1e+22'],
    [1e100, '1e+100'],
    [-1.5e-7, '-1.5e-07'],
    [5e-324, '5e-324'],
    [1.7976931348623157e308, '1.7976931348623157e+308'],
    [123.456, '123.456'],
    [0.30000000000000004, '0.30000000000000004'],
    [Infinity, 'inf'],
    [-Infinity, '-inf'],
    [NaN, 'nan'],
  ];
  it.each(cases)('%s → %s', (n, expected) => {
    expect(pyFloatRepr(n)).toBe(expected);
  });
});

describe('encodeCell on values read back from a SQLite file', () => {
  let dir: string;
  let cells: Record<string, SqlValue>;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'pyjson-'));
    const db = new Database(join(dir, 'cells.db'));
    db.exec(`create table cells (name text primary key, value);
      insert into cells values
        ('big', 9007199254740993), ('min', -9223372036854775808), ('int', 42),
        ('two', 2.0), ('e16', 1e16), ('small', 1.5e-5), ('negzero', -0.0),
        ('inf', 1e999), ('neginf', -1e999),
        ('text', 'caf' || char(233)), ('astral', char(119836)),
        ('badtext', cast(x'ff41' as text)),
        ('binary', x'00ff'), ('utf8blob', x'616263'), ('emptyblob', x''),
        ('bomblob', x'efbbbf41'), ('surrogateblob', x'eda080'),
        ('null', null);`);
    const rows = db.prepare('select name, value from cells').safeIntegers(true).raw().all() as Array<[string, SqlValue]>;
    cells = Object.fromEntries(rows);
    db.close();
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('prints INTEGERs exactly, beyond 2^53 too', () => {
    expect(encodeCell(cells.big, false)).toBe('9007199254740993');
    expect(encodeCell(cells.min, false)).toBe('-9223372036854775808');
    expect(encodeCell(cells.int, false)).toBe('42');
  });

  it('prints REALs as Python floats', () => {
    expect(encodeCell(cells.two, false)).toBe('2.0');
    expect(encodeCell(cells.e16, false)).toBe('1e+16');
    expect(encodeCell(cells.small, false)).toBe('1.5e-05');
    expect(encodeCell(cells.negzero, false)).toBe('-0.0');
  });

  it('turns ±Infinity into null unless _json_infinity is on', () => {
    expect(encodeCell(cells.inf, false)).toBe('null');
    expect(encodeCell(cells.neginf, false)).toBe('null');
    expect(encodeCell(cells.inf, true)).toBe('Infinity');
    expect(encodeCell(cells.neginf, true)).toBe('-Infinity');
  });

  it('escapes TEXT like ensure_ascii, with invalid UTF-8 already replaced by U+FFFD', () => {
    expect(encodeCell(cells.text, false)).toBe('"caf\\u00e9"');
    expect(encodeCell(cells.astral, false)).toBe('"\\ud835\\udc1c"');
    expect(encodeCell(cells.badtext, false)).toBe('"\\ufffdA"');
  });

  it('renders UTF-8 BLOBs as strings and other BLOBs as $base64 objects', () => {
    expect(encodeCell(cells.binary, false)).toBe('{"$base64": true, "encoded": "AP8="}');
    expect(encodeCell(cells.utf8blob, false)).toBe('"abc"');
    expect(encodeCell(cells.emptyblob, false)).toBe('""');
    // Python's strict decode keeps a BOM and refuses encoded surrogates.
    expect(encodeCell(cells.bomblob, false)).toBe('"\\ufeffA"');
    expect(encodeCell(cells.surrogateblob, false)).toBe('{"$base64": true, "encoded": "7aCA"}');
  });

  it('encodes a Uint8Array view at its own offset', () => {
    const backing = new Uint8Array([0x61, 0x00, 0xff, 0x62]);
    expect(encodeCell(backing.subarray(1, 3), false)).toBe('{"$base64": true, "encoded": "AP8="}');
  });

  it('prints NULL as null', () => {
    expect(encodeCell(cells.null, false)).toBe('null');
  });
});

describe('dumps (Python json.dumps defaults)', () => {
  it("uses ', ' and ': ' separators and insertion key order", () => {
    expect(dumps({ b: 1, a: [1, 2, { c: null }], é: true })).toBe('{"b": 1, "a": [1, 2, {"c": null}], "\\u00e9": true}');
    expect(dumps([])).toBe('[]');
    expect(dumps({})).toBe('{}');
    expect(dumps([[]])).toBe('[[]]');
  });

  it('prints integral numbers as ints and others as Python floats', () => {
    expect(dumps([2, -0, 0.5, 1e-5, 1e16, 1e21, 1.5, 9007199254740993n])).toBe(
      '[2, 0, 0.5, 1e-05, 10000000000000000, 1000000000000000000000, 1.5, 9007199254740993]',
    );
    expect(dumps([Infinity, -Infinity, NaN])).toBe('[Infinity, -Infinity, NaN]');
  });

  it('embeds RawJson verbatim and skips undefined values', () => {
    const row = new RawJson('[1, 2.0]');
    const withOptional: { [key: string]: PyJson } = { a: 1 };
    const loose = withOptional as Record<string, PyJson | undefined>;
    loose.skip = undefined;
    loose.z = 'z';
    expect(dumps({ rows: [row], n: withOptional })).toBe('{"rows": [[1, 2.0]], "n": {"a": 1, "z": "z"}}');
  });

  it('keeps Map insertion order even for integer-like keys', () => {
    const byPk = new Map<string, PyJson>([
      ['10', { pk: 10 }],
      ['2', { pk: 2 }],
      ['a,b', { pk: 'x' }],
    ]);
    expect(dumps(byPk)).toBe('{"10": {"pk": 10}, "2": {"pk": 2}, "a,b": {"pk": "x"}}');
  });

  it('reproduces a Datasette 0.65 success body byte for byte', () => {
    const rows = [
      [1n, 'San Francisco'],
      [2n, 'Los Angeles'],
    ].map((row) => new RawJson('[' + (row as SqlValue[]).map((cell) => encodeCell(cell, false)).join(', ') + ']'));
    const body = dumps({
      ok: true,
      database: 'fixtures',
      query_name: null,
      rows,
      truncated: false,
      columns: ['id', 'name'],
      query: { sql: 'select * from facet_cities order by id', params: {} },
      error: null,
      private: false,
      allow_execute_sql: true,
      query_ms: 0.55,
    });
    expect(body).toBe(
      '{"ok": true, "database": "fixtures", "query_name": null, ' +
        '"rows": [[1, "San Francisco"], [2, "Los Angeles"]], "truncated": false, ' +
        '"columns": ["id", "name"], "query": {"sql": "select * from facet_cities order by id", "params": {}}, ' +
        '"error": null, "private": false, "allow_execute_sql": true, "query_ms": 0.55}',
    );
  });

  it('matches JSON.parse semantics for valid output (round trip)', () => {
    const value = { s: 'a\u0000"\\\n\u{1f600}\u00e9', list: [1, 0.25, null, false] };
    expect(JSON.parse(dumps(value))).toEqual(value);
  });
});
