// Where a version's inspect file lives: beside the data, in .snapshots/inspect/<sha256>.json, with
// a pointer from the engine's version label (versions/<database>-<version>) for files that are not
// activated snapshots (a demo or build-db output), whose SHA-256 the engine does not know.
import { createReadStream, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { isInspectFile, type InspectFile } from './format.js';

function inspectDir(dataDir: string): string {
  return join(dataDir, '.snapshots', 'inspect');
}

const filePath = (dataDir: string, sha256: string): string => join(inspectDir(dataDir), `${sha256}.json`);
const pointerPath = (dataDir: string, database: string, version: string): string =>
  join(inspectDir(dataDir), 'versions', `${database}-${version.replace(/[^\w.-]/g, '_')}`);

/** Write whole or not at all (temp name, then rename). */
export function writeAtomically(path: string, text: string): void {
  const temp = `${path}.tmp-${process.pid}`;
  writeFileSync(temp, text);
  renameSync(temp, path);
}

export function writeInspect(dataDir: string, file: InspectFile): string {
  mkdirSync(join(inspectDir(dataDir), 'versions'), { recursive: true });
  const path = filePath(dataDir, file.sha256);
  writeAtomically(path, JSON.stringify(file));
  writeAtomically(pointerPath(dataDir, file.database, file.version), file.sha256);
  return path;
}

/** The inspect file of a version: by its SHA-256 when known, else through its version label. */
export function readInspect(dataDir: string, database: string, version: string, sha256: string | null): InspectFile | undefined {
  let sha = sha256;
  const pointer = pointerPath(dataDir, database, version);
  if (!sha && existsSync(pointer)) sha = readFileSync(pointer, 'utf8').trim();
  if (!sha || !existsSync(filePath(dataDir, sha))) return undefined;
  try {
    const file: unknown = JSON.parse(readFileSync(filePath(dataDir, sha), 'utf8'));
    return isInspectFile(file, database) ? file : undefined;
  } catch {
    return undefined; // unreadable: computed again
  }
}

/** SHA-256 of a file, read as a stream (calls `progress` with the bytes read so far). */
export function sha256OfFile(path: string, progress?: (bytes: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    let bytes = 0;
    createReadStream(path, { highWaterMark: 4 * 1024 * 1024 })
      .on('data', (chunk: string | Buffer) => {
        hash.update(chunk);
        bytes += chunk.length;
        progress?.(bytes);
      })
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}
