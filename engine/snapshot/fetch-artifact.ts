// Getting one file of an archive into a local `.part` file: copied from a folder, or downloaded over
// HTTP, resuming a partial download with a Range request.
import { createReadStream, createWriteStream, existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Progress } from './streams.js';

function isUrl(from: string): boolean {
  return /^https?:\/\//.test(from);
}

/** A text file of the archive (a manifest). */
export async function readArchiveText(from: string, path: string): Promise<string> {
  if (!isUrl(from)) return readFile(join(from, path), 'utf8');
  const url = `${from.replace(/\/$/, '')}/${path}`;
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return res.text();
}

function counting(total: number, start: number, progress?: Progress): Transform {
  let done = start;
  return new Transform({
    transform(chunk: Buffer, _e, cb) {
      done += chunk.length;
      progress?.(done, total);
      cb(null, chunk);
    },
  });
}

/** Bring `path` of the archive to `part`, continuing a partial one; `size` is the expected size. */
export async function fetchArtifact(from: string, path: string, part: string, size: number, progress?: Progress): Promise<void> {
  const have = existsSync(part) ? statSync(part).size : 0;
  if (have === size) return;
  if (!isUrl(from)) {
    const source = join(from, path);
    if (!existsSync(source)) throw new Error(`the archive has no ${path}`);
    const start = have < size ? have : 0;
    await pipeline(
      createReadStream(source, { start }),
      counting(size, start, progress),
      createWriteStream(part, { flags: start ? 'a' : 'w' }),
    );
    return;
  }
  const url = `${from.replace(/\/$/, '')}/${path}`;
  const resume = have > 0 && have < size;
  const res = await fetch(url, { headers: resume ? { Range: `bytes=${have}-` } : {} });
  if (!res.ok || !res.body) throw new Error(`${url}: HTTP ${res.status}`);
  const append = resume && res.status === 206;
  await pipeline(
    Readable.fromWeb(res.body as WebReadableStream),
    counting(size, append ? have : 0, progress),
    createWriteStream(part, { flags: append ? 'a' : 'w' }),
  );
}
