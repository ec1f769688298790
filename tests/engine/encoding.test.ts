// Value encoding as Datasette 0.65 writes it: BLOBs as text or $base64,
// invalid UTF-8 text, ensure_ascii escapes, Python float repr, big integers, and ±Infinity as null
// unless `_json_infinity` is on.
import { describe, expect, it } from 'vitest';
import { serveFixtures } from '../support/server.js';

const fixture = serveFixtures();
const { get } = fixture;

/** The `"rows": …` part of a response body, as text. */
async function rowsText(path: string): Promise<string> {
  const r = await get(path);
  expect(r.status, r.text).toBe(200);
  const m = /"rows": (\[.*?\]), "truncated"/.exec(r.text);
  if (!m) throw new Error(`no rows in ${r.text}`);
  return m[1];
}

describe('BLOBs and text', () => {
  it('valid UTF-8 blobs are strings, others $base64 objects', async () => {
    expect(await rowsText('/fixtures/binary_data.json')).toBe(
      '[[1, "abc"], [2, {"$base64": true, "encoded": "AP8="}], [3, "\\u00e9"], [4, null]]',
    );
    expect(await rowsText("/fixtures.json?sql=select+x'00ff'+as+b,+x'616263'+as+s,+cast(x'ff41'+as+text)+as+t")).toBe(
      '[[{"$base64": true, "encoded": "AP8="}, "abc", "\\ufffdA"]]',
    );
  });

  it('non-ASCII is escaped, astral characters as surrogate pairs; every byte of the body is ASCII', async () => {
    const r = await get('/fixtures/compound_primary_key.json?pk1=with+space');
    expect(r.text).toContain('["with space", "caf\\u00e9 \\ud835\\udc1c", "non-ASCII"]');
    const bytes = Buffer.from(await (await fetch(`${fixture.server.url}/fixtures/compound_primary_key.json`)).arrayBuffer());
    expect(bytes.every((b) => b < 0x80)).toBe(true);
    expect(Number(r.headers.get('content-length'))).toBe(Buffer.byteLength(r.text));
  });
});

describe('numbers', () => {
  it('floats print as Python repr, integers exactly', async () => {
    expect(await rowsText('/fixtures.json?sql=select+2.0,+1e16,+1.5e-5,+0.1,+9007199254740993,+9223372036854775807')).toBe(
      '[[2.0, 1e+16, 1.5e-05, 0.1, 9007199254740993, 9223372036854775807]]',
    );
  });

  it('±Infinity is null unless _json_infinity is on', async () => {
    expect(await rowsText('/fixtures/infinity.json')).toBe('[[1, null], [2, null], [3, 1.5]]');
    expect(await rowsText('/fixtures/infinity.json?_json_infinity=off')).toBe('[[1, null], [2, null], [3, 1.5]]');
    expect(await rowsText('/fixtures/infinity.json?_json_infinity=on')).toBe('[[1, Infinity], [2, -Infinity], [3, 1.5]]');
    expect(await rowsText('/fixtures/infinity.json?_json_infinity=TRUE')).toBe('[[1, Infinity], [2, -Infinity], [3, 1.5]]');
    expect((await get('/fixtures.json?sql=select+value+from+infinity&_shape=arrayfirst&_json_infinity=1')).text).toBe(
      '[Infinity, -Infinity, 1.5]',
    );
    expect((await get('/fixtures.json?sql=select+value+from+infinity&_shape=arrayfirst')).text).toBe('[null, null, 1.5]');
  });
});
