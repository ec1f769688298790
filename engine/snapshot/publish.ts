// Publishing a service's databases as one week of the snapshot archive: each file gzipped and hashed,
// the week's manifest, its copy under manifests/, a line in manifest_history.jsonl, and the root
// manifest.json written last, so a reader never sees a half-published week.
import { appendFileSync, mkdirSync, realpathSync, renameSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import Database from 'better-sqlite3';
import type { ServiceConfig } from '../config/service.js';
import { type HistoryLine, type Manifest, type ManifestArtifact, utcSeconds } from './manifest.js';
import { gzipFile, progressLine } from './streams.js';

export interface PublishOptions {
  out: string;
  week: string;
  now?: Date;
}

/** Rows per table (shadow tables of virtual tables left out), for checking an unpacked copy. */
export function rowCounts(path: string): Record<string, number> {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    const tables = db
      .prepare("select name, sql from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
      .all() as Array<{ name: string; sql: string | null }>;
    const virtual = tables.filter((t) => /^create virtual table/i.test(t.sql ?? '')).map((t) => t.name);
    const counts: Record<string, number> = {};
    for (const t of tables) {
      if (virtual.includes(t.name) || virtual.some((v) => t.name.startsWith(`${v}_`))) continue;
      counts[t.name] = Number(
        db
          .prepare(`select count(*) from "${t.name.replace(/"/g, '""')}"`)
          .pluck()
          .get(),
      );
    }
    return counts;
  } finally {
    db.close();
  }
}

function writeJson(path: string, value: unknown): void {
  writeFileSync(`${path}.tmp`, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(`${path}.tmp`, path);
}

export async function publish(config: ServiceConfig, options: PublishOptions): Promise<Manifest> {
  const now = options.now ?? new Date();
  const weekDir = join(options.out, 'weekly', options.week);
  mkdirSync(weekDir, { recursive: true });
  mkdirSync(join(options.out, 'manifests'), { recursive: true });
  const artifacts: ManifestArtifact[] = [];
  for (const d of [...config.databases].sort((a, b) => a.file.localeCompare(b.file))) {
    const source = realpathSync(d.path);
    const filename = `${basename(d.file)}.gz`;
    const { raw, gz } = await gzipFile(source, join(weekDir, filename), progressLine(`publish ${filename}`));
    artifacts.push({
      filename,
      size_bytes: gz.bytes,
      sha256_gzipped: gz.sha256,
      generated_at: utcSeconds(now),
      schema_version: 1,
      unpacked_size_bytes: raw.bytes,
      sha256_unpacked: raw.sha256,
      row_counts: rowCounts(source),
    });
  }
  const manifest: Manifest = {
    manifest_generated_at: utcSeconds(now),
    schema_version_format: 'integer-monotonic',
    sha256_target: 'gzipped_artifact',
    current_week: options.week,
    artifacts,
  };
  writeJson(join(weekDir, 'manifest.json'), manifest);
  writeJson(join(options.out, 'manifests', `${options.week}.json`), manifest);
  const history: HistoryLine = {
    week_id: options.week,
    manifest_generated_at: manifest.manifest_generated_at,
    artifacts: artifacts.map((a) => ({
      filename: a.filename,
      size_bytes: a.size_bytes,
      sha256_gzipped: a.sha256_gzipped,
      schema_version: a.schema_version,
    })),
  };
  appendFileSync(join(options.out, 'manifest_history.jsonl'), `${JSON.stringify(history)}\n`);
  writeJson(join(options.out, 'manifest.json'), manifest);
  return manifest;
}
