// Writing a week of a snapshot archive directly (gzip level 1, for speed): the same layout and
// manifest keys `openregs snapshot publish` writes.
import { createHash } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const sha256 = (b: Buffer): string => createHash('sha256').update(b).digest('hex');

/** `files`: file name in the archive (e.g. `openregs.db.gz`) → the database's bytes. */
export function writeWeek(
  archive: string,
  week: string,
  files: Record<string, Buffer>,
  tamper?: (artifact: Record<string, unknown>) => void,
): void {
  const dir = join(archive, 'weekly', week);
  mkdirSync(dir, { recursive: true });
  mkdirSync(join(archive, 'manifests'), { recursive: true });
  const now = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
  const artifacts = Object.entries(files)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([filename, raw]) => {
      const gz = gzipSync(raw, { level: 1 });
      writeFileSync(join(dir, filename), gz);
      const artifact: Record<string, unknown> = {
        filename,
        size_bytes: gz.length,
        sha256_gzipped: sha256(gz),
        generated_at: now,
        schema_version: 1,
        unpacked_size_bytes: raw.length,
        sha256_unpacked: sha256(raw),
      };
      tamper?.(artifact);
      return artifact;
    });
  const manifest = JSON.stringify(
    {
      manifest_generated_at: now,
      schema_version_format: 'integer-monotonic',
      sha256_target: 'gzipped_artifact',
      current_week: week,
      artifacts,
    },
    null,
    2,
  );
  writeFileSync(join(dir, 'manifest.json'), manifest);
  writeFileSync(join(archive, 'manifests', `${week}.json`), manifest);
  writeFileSync(join(archive, 'manifest.json.tmp'), manifest);
  // The root manifest last, by rename, as a publisher does.
  renameSync(join(archive, 'manifest.json.tmp'), join(archive, 'manifest.json'));
}
