// Streaming a file through gzip or gunzip while hashing both sides, with progress, into a temporary
// name that is renamed only when complete.
import { createHash, type Hash } from 'node:crypto';
import { createReadStream, createWriteStream, renameSync, rmSync, statSync } from 'node:fs';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip, constants } from 'node:zlib';

export interface Digest {
  bytes: number;
  sha256: string;
}

/** Counts and hashes what passes through. */
class Tap extends Transform {
  bytes = 0;
  private readonly hash: Hash = createHash('sha256');
  constructor(private readonly onBytes?: (n: number) => void) {
    super();
  }
  _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    this.hash.update(chunk);
    this.onBytes?.(this.bytes);
    done(null, chunk);
  }
  digest(): Digest {
    return { bytes: this.bytes, sha256: this.hash.digest('hex') };
  }
}

export type Progress = (done: number, total: number) => void;

/**
 * gzip `from` into `to` (via `to.tmp`). Node writes no file name and a zero time into the gzip
 * header, so the same input always gives the same bytes.
 */
export async function gzipFile(from: string, to: string, progress?: Progress): Promise<{ raw: Digest; gz: Digest }> {
  const total = statSync(from).size;
  const raw = new Tap((n) => progress?.(n, total));
  const gz = new Tap();
  const tmp = `${to}.tmp`;
  try {
    await pipeline(createReadStream(from), raw, createGzip({ level: constants.Z_BEST_COMPRESSION }), gz, createWriteStream(tmp));
    renameSync(tmp, to);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw e;
  }
  return { raw: raw.digest(), gz: gz.digest() };
}

/** gunzip `from` into `to` (via `to.tmp`); a truncated or corrupt gzip stream rejects. */
export async function gunzipFile(from: string, to: string, progress?: Progress): Promise<{ gz: Digest; raw: Digest }> {
  const total = statSync(from).size;
  const gz = new Tap((n) => progress?.(n, total));
  const raw = new Tap();
  const tmp = `${to}.tmp`;
  try {
    await pipeline(createReadStream(from), gz, createGunzip(), raw, createWriteStream(tmp));
    renameSync(tmp, to);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw e;
  }
  return { gz: gz.digest(), raw: raw.digest() };
}

/** SHA-256 of a whole file. */
export async function hashFile(path: string): Promise<Digest> {
  const tap = new Tap();
  await pipeline(createReadStream(path), tap, new Transform({ transform: (_c, _e, done) => done() }));
  return tap.digest();
}

/** A progress line on stderr, redrawn in place on a terminal, at most every 250 ms. */
export function progressLine(label: string): Progress {
  let last = 0;
  return (done, total) => {
    const now = Date.now();
    if (now - last < 250 && done < total) return;
    last = now;
    const pct = total ? ((done / total) * 100).toFixed(1) : '100.0';
    const text = `${label}: ${(done / 1048576).toFixed(1)} / ${(total / 1048576).toFixed(1)} MB (${pct} %)`;
    if (process.stderr.isTTY) process.stderr.write(`\r${text}${done >= total ? '\n' : ''}`);
    else if (done >= total) process.stderr.write(`${text}\n`);
  };
}
