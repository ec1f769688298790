// The `inspect` command (and the same step of `snapshot pull`, `demo` and `build-db`): one data version
// of each database computed once, as its pages would compute it, and written beside the data. Runs
// on an engine of its own with generous limits (a count or facet a page would have to finish in the
// background is exact here), showing its progress on stderr.
import { basename } from 'node:path';
import { DEFAULT_SETTINGS, timeLimit } from '../config/settings.js';
import { Engine, type EngineOptions } from '../engine.js';
import { inspectQueries, inspectTables } from './compute.js';
import { inspectViewPages } from './view-pages.js';
import { inspectFullText } from './full-text.js';
import { inspectDocumentedSql } from './documented-sql.js';
import { INSPECT_FORMAT, type InspectFile } from './format.js';
import { sha256OfFile, writeInspect } from './store.js';

/** One statement's limit while inspecting: counts and facets of the biggest tables fit. */
const INSPECT_STATEMENT_MS = 600_000;

export interface InspectRequest {
  /** The engine options of the service (its files, metadata, queries, settings). */
  options: EngineOptions;
  /** Where `.snapshots/inspect/` goes. */
  dataDir: string;
  /** The databases to inspect (default: every one), with their SHA-256 when already known. */
  databases?: Array<{ name: string; sha256?: string }>;
  /** Progress lines (default: stderr). */
  log?: (line: string) => void;
  /** Each database's b-trees the service's statements open (engine/inspect/statement-btrees.ts). */
  statementBtrees?: Map<string, string[]>;
}

export async function runInspect(request: InspectRequest): Promise<InspectFile[]> {
  const log = request.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  // Canned answers are computed within the limit their pages have: one past it is never kept.
  const pageTimeLimitMs = request.options.settings?.sql_time_limit_ms ?? DEFAULT_SETTINGS.sql_time_limit_ms;
  const engine = Engine.create({
    ...request.options,
    settings: {
      ...request.options.settings,
      sql_time_limit_ms: INSPECT_STATEMENT_MS,
      facet_time_limit_ms: INSPECT_STATEMENT_MS,
      page_extras_ms: INSPECT_STATEMENT_MS,
      response_cache_mb: 0,
    },
  });
  try {
    await engine.ready;
    const wanted: Array<{ name: string; sha256?: string }> = request.databases ?? [...engine.databases.keys()].map((name) => ({ name }));
    const written: InspectFile[] = [];
    for (const { name, sha256 } of wanted) {
      const info = engine.databases.get(name);
      if (!info) throw new Error(`inspect: no database named ${name}`);
      const started = performance.now();
      const sha = sha256 ?? (await hashWithProgress(info.path, log));
      // View pages first: the views' pages inspected with the tables are then answered from them.
      const viewPages = await inspectViewPages(engine, name, 'inspect', timeLimit(pageTimeLimitMs));
      const tables = await inspectTables(engine, name, 'inspect', {
        table: (table, done, of, ms) => log(`inspect ${name}: ${done}/${of} ${table} (${(ms / 1000).toFixed(1)} s)`),
      });
      const queries = await inspectQueries(engine, name, 'inspect', timeLimit(pageTimeLimitMs));
      const documented = await inspectDocumentedSql(engine, name, 'inspect', timeLimit(pageTimeLimitMs));
      const fullText = await inspectFullText(engine, name, 'inspect', engine.fullTextForms, {
        counted: (f, ms) =>
          log(`inspect ${name}: ${formLabel(f)}: ${Object.keys(f.terms).length} common words counted (${(ms / 1000).toFixed(1)} s)`),
        failed: (f, message) => log(`inspect ${name}: ${formLabel(f)}: common words not counted: ${message}`),
      });
      const file: InspectFile = {
        format: INSPECT_FORMAT,
        database: name,
        sha256: sha,
        version: info.version,
        created_at: new Date().toISOString(),
        elapsed_ms: Math.round(performance.now() - started),
        tables,
        queries,
        view_pages: viewPages,
        documented_sql: documented,
        ...(request.statementBtrees?.has(name) ? { statement_btrees: request.statementBtrees.get(name) } : {}),
        ...(fullText.length ? { full_text: fullText } : {}),
      };
      const path = writeInspect(request.dataDir, file);
      log(
        `inspect ${name}: ${Object.keys(tables).length} tables, ${queries.length} canned answers, ${viewPages.length} view pages, ${documented.length} documented SQL answers and ${fullText.length} full-text forms in ${(file.elapsed_ms / 1000).toFixed(1)} s → ${path}`,
      );
      written.push(file);
    }
    return written;
  } finally {
    await engine.close();
  }
}

const formLabel = (f: { table: string; columns: string[] | null }): string => `${f.table}${f.columns ? ` (${f.columns.join(', ')})` : ''}`;

async function hashWithProgress(path: string, log: (line: string) => void): Promise<string> {
  let shown = 0;
  const sha = await sha256OfFile(path, (bytes) => {
    // A line per GiB: long for the biggest files only.
    if (bytes - shown >= 1024 ** 3) {
      shown = bytes;
      log(`inspect: hashing ${basename(path)}: ${(bytes / 1024 ** 3).toFixed(0)} GiB`);
    }
  });
  return sha;
}
