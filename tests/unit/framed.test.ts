// A JSON body around the worker's rows: written in place where the rows' buffer has room and is
// theirs alone, else copied; and what the response cache keeps of such a body.
import { describe, expect, it } from 'vitest';
import { kept } from '../../engine/http/cache.js';
import { framed } from '../../engine/http/framed.js';

/** Rows as the SQL extension hands them over: `before` and `after` free bytes around the text. */
function rowsWithRoom(text: string, before: number, after: number, framable = true): { bytes: Uint8Array; framable?: boolean } {
  const buffer = new ArrayBuffer(before + text.length + after);
  const bytes = new Uint8Array(buffer, before, text.length);
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).write(text, 'latin1');
  return { bytes, framable };
}

describe('framed', () => {
  it('writes the envelope around the rows in their own buffer when it has room', () => {
    const rows = rowsWithRoom('{"a": 1}, {"a": 2}', 64, 64);
    const body = framed('{"rows": [', rows, '], "truncated": false}');
    expect(body.toString('latin1')).toBe('{"rows": [{"a": 1}, {"a": 2}], "truncated": false}');
    expect(body.buffer).toBe(rows.bytes.buffer);
  });

  it('copies where the room is too small on either side, or the buffer is not the rows alone', () => {
    for (const rows of [rowsWithRoom('[1]', 3, 64), rowsWithRoom('[1]', 64, 1), rowsWithRoom('[1]', 64, 64, false)]) {
      const body = framed('{"rows": [', rows, ']}');
      expect(body.toString('latin1')).toBe('{"rows": [[1]]}');
      expect(body.buffer).not.toBe(rows.bytes.buffer);
    }
  });

  it('writes around a buffer once: a second body is a copy, and the first stays whole', () => {
    const rows = rowsWithRoom('1, 2', 32, 32);
    const first = framed('[', rows, ']');
    const second = framed('{"rows": [', rows, '], "more": true}');
    expect(second.buffer).not.toBe(rows.bytes.buffer);
    expect(first.toString('latin1')).toBe('[1, 2]');
    expect(second.toString('latin1')).toBe('{"rows": [1, 2], "more": true}');
  });
});

describe('what the response cache keeps of a body', () => {
  it('a copy of one framed in a much larger buffer, else the body itself', () => {
    const rows = rowsWithRoom('x'.repeat(100), 512, 1000);
    const body = framed('[', rows, ']');
    const copy = kept(body);
    expect(copy.buffer).not.toBe(body.buffer);
    expect(copy.buffer.byteLength).toBe(body.byteLength);
    expect(Buffer.from(copy).equals(body)).toBe(true);
    const exact = Buffer.alloc(5000, 'y');
    expect(kept(exact)).toBe(exact);
  });
});
