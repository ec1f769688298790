// The snapshot archive's manifest, in the published format: the real keys and formats (sizes of the
// gzipped files, SHA-256 of the gzipped bytes, times to the second in UTC), plus what a pull needs to
// check the unpacked file (its size, SHA-256 and table row counts) under keys of our own.

export interface ManifestArtifact {
  filename: string;
  /** Size of the gzipped file. */
  size_bytes: number;
  sha256_gzipped: string;
  generated_at: string;
  schema_version: number;
  /** Ours: the unpacked database file. */
  unpacked_size_bytes?: number;
  sha256_unpacked?: string;
  row_counts?: Record<string, number>;
}

export interface Manifest {
  manifest_generated_at: string;
  schema_version_format: 'integer-monotonic';
  sha256_target: 'gzipped_artifact';
  current_week: string;
  artifacts: ManifestArtifact[];
}

/** One line of manifest_history.jsonl. */
export interface HistoryLine {
  week_id: string;
  manifest_generated_at: string;
  artifacts: Array<Pick<ManifestArtifact, 'filename' | 'size_bytes' | 'sha256_gzipped' | 'schema_version'>>;
}

/** `YYYY-MM-DDTHH:MM:SSZ`. */
export function utcSeconds(d: Date): string {
  return d.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The ISO 8601 week of a UTC date, as `YYYY-Www`. */
export function isoWeek(d: Date): string {
  const day = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday); // the Thursday of this week decides its year
  const yearStart = new Date(Date.UTC(day.getUTCFullYear(), 0, 1));
  const week = Math.ceil(((day.getTime() - yearStart.getTime()) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

export const WEEK_ID = /^\d{4}-W(0[1-9]|[1-4]\d|5[0-3])$/;

/** A manifest read from an archive, checked for the keys a pull relies on. */
export function parseManifest(text: string, where: string): Manifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new Error(`${where}: not valid JSON (${(e as Error).message})`, { cause: e });
  }
  const m = value as Partial<Manifest>;
  if (!m || typeof m !== 'object' || typeof m.current_week !== 'string' || !WEEK_ID.test(m.current_week) || !Array.isArray(m.artifacts)) {
    throw new Error(`${where}: not a snapshot manifest (needs current_week as YYYY-Www and artifacts[])`);
  }
  for (const a of m.artifacts) {
    if (
      typeof a?.filename !== 'string' ||
      !/^[\w.-]+\.db\.gz$/.test(a.filename) ||
      typeof a.sha256_gzipped !== 'string' ||
      !/^[0-9a-f]{64}$/.test(a.sha256_gzipped) ||
      typeof a.size_bytes !== 'number'
    ) {
      throw new Error(
        `${where}: artifact ${JSON.stringify(a?.filename)} lacks a filename, size_bytes or sha256_gzipped in the published format`,
      );
    }
  }
  return m as Manifest;
}
