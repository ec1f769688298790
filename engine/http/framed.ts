// A JSON body made of the rows the SQL worker encoded and the envelope around them.
import type { EncodedRows } from '../views/result.js';

/**
 * `head`, the rows and `tail` (ASCII) as one body: written into the rows' own buffer around them
 * where it has room for them (see QueryResult.framable), which spares copying a large answer into
 * a new one; else copied together. Either way the rows' bytes stay as they are, and a buffer is
 * written around once.
 */
export function framed(head: string, rows: Pick<EncodedRows, 'bytes' | 'framable'>, tail: string): Buffer {
  const { bytes } = rows;
  const start = bytes.byteOffset - head.length;
  const end = bytes.byteOffset + bytes.byteLength + tail.length;
  if (rows.framable && start >= 0 && end <= bytes.buffer.byteLength) {
    rows.framable = false;
    const body = Buffer.from(bytes.buffer, start, end - start);
    body.write(head, 0, 'latin1');
    body.write(tail, head.length + bytes.byteLength, 'latin1');
    return body;
  }
  return Buffer.concat([Buffer.from(head, 'latin1'), bytes, Buffer.from(tail, 'latin1')]);
}
