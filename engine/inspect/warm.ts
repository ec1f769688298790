// A serving engine never starts a version cold: at start-up and after each swap, a version with an
// inspect file is seeded from it; one without is inspected in the background (as background work,
// on the pool's background worker) and its file written for the next start, where the data
// folder allows. Its file is read into the operating system's cache first (engine/db/preload.ts),
// within the preload_mb setting, the b-trees the inspect file names as the service's first. A file
// that lacks the common words of a full-text form the service ranks, its views' first pages, the
// counts of the facets its tables suggest, or the answers of the SQL its documents link to, gets them
// computed (seconds to minutes, in the background).
// Readiness never waits for any of it.
import { dirname } from 'node:path';
import type { Engine } from '../engine.js';
import { preloadFiles, type OrderedTree, type PreloadTarget } from '../db/preload.js';
import { cacheFillReads } from '../db/cache-fill.js';
import { BACKGROUND_CLIENT } from '../pool/pool.js';
import { answerSuggestedFacets, inspectedTable, inspectQueries, inspectTables } from './compute.js';
import { inspectViewPages } from './view-pages.js';
import { inspectFullText } from './full-text.js';
import { answers, documentedSqlOf, inspectDocumentedSql, type DocumentedSql } from './documented-sql.js';
import { INSPECT_FORMAT, sameFacet, type InspectedAnswer, type InspectedTable, type InspectFile } from './format.js';
import { seedAnswers, seedCache, seedFullText } from './seed.js';
import { readInspect, sha256OfFile, writeInspect } from './store.js';
import { timeLimit } from '../config/settings.js';
import { formKey } from '../query/known-counts.js';

/** How a service names its own b-trees, for the inspect files this engine writes (when it can). */
export type StatementBtrees = () => Promise<Map<string, string[]>>;

/** Warm every version served now and after each swap; settles once the versions served now are warm. */
export async function warmOnStart(engine: Engine, statementBtrees?: StatementBtrees): Promise<void> {
  engine.versions.onSwap((names) => void warm(engine, names, statementBtrees));
  await engine.ready;
  await warm(engine, [...engine.databases.keys()], statementBtrees);
}

async function warm(engine: Engine, names: string[], statementBtrees: StatementBtrees | undefined): Promise<void> {
  const seeded = new Map(names.map((db) => [db, seed(engine, db)]));
  const order = await preload(
    engine,
    names.map((db) => ({ path: engine.databases.get(db)!.path, first: seeded.get(db)?.statement_btrees })),
    names,
  );
  if (order) await fillCaches(engine, names, order);
  // One pass over the service's statements (made when the first inspect needs it) names the
  // b-trees of every database inspected here; best effort: without them, the next start reads
  // smaller b-trees first.
  let btrees: Promise<Map<string, string[]> | undefined> | undefined;
  const serviceBtrees = (): Promise<Map<string, string[]> | undefined> =>
    (btrees ??= statementBtrees ? statementBtrees().catch(() => undefined) : Promise.resolve(undefined));
  await Promise.all(
    names.map((db) => {
      const stored = seeded.get(db);
      if (!stored) return inspectInBackground(engine, db, serviceBtrees);
      const lacking =
        lacksFullText(engine, db, stored) ||
        !stored.view_pages ||
        uncountedSuggestions(engine, db, stored).length > 0 ||
        unansweredDocumented(engine, db, stored).length > 0;
      return lacking ? missingInBackground(engine, db, stored) : undefined;
    }),
  );
}

/** A file written before the service ranked a form it ranks now (or by an engine that did not count them). */
function lacksFullText(engine: Engine, db: string, file: InspectFile): boolean {
  return engine.fullTextForms.some(
    (f) => f.database === db && !file.full_text?.some((s) => formKey(s.table, s.columns) === formKey(f.table, f.columns)),
  );
}

/**
 * The tables whose file names facets they suggest without those facets' counts (an engine that did
 * not count them wrote it, or a count ran out of time).
 */
function uncountedSuggestions(engine: Engine, db: string, file: InspectFile): string[] {
  return Object.entries(file.tables)
    .filter(([name, t]) => engine.table(db, name) && t.suggested_facets?.some((s) => !t.facets.some((f) => sameFacet(f, s))))
    .map(([name]) => name);
}

/** The SQL the service documents now whose answer the file lacks (or that failed or ran out of time). */
function unansweredDocumented(engine: Engine, db: string, file: InspectFile): DocumentedSql[] {
  return documentedSqlOf(engine, db).filter((d) => !file.documented_sql?.some((a) => answers(a, d)));
}

/**
 * Add what a seeded version's file lacks to it: the common words of forms the service ranks now, the
 * first pages of its views, the counts of the facets its tables suggest, the answers of the SQL its
 * documents link to (an engine that did not answer them wrote it, or the service documents more).
 * Seconds of work, minutes for suggested facets on large tables.
 */
async function missingInBackground(engine: Engine, db: string, file: InspectFile): Promise<void> {
  const info = engine.databases.get(db)!;
  const words = lacksFullText(engine, db, file);
  const views = !file.view_pages;
  const uncounted = uncountedSuggestions(engine, db, file);
  const unanswered = unansweredDocumented(engine, db, file);
  try {
    const held = engine.versions.hold();
    let fullText = file.full_text ?? [];
    let viewPages = file.view_pages ?? [];
    const tables = { ...file.tables };
    let added: InspectedAnswer[] = [];
    try {
      if (words) fullText = await held.run(() => inspectFullText(engine, db, BACKGROUND_CLIENT, engine.fullTextForms));
      if (views)
        viewPages = await held.run(() => inspectViewPages(engine, db, BACKGROUND_CLIENT, timeLimit(engine.settings.sql_time_limit_ms)));
      for (const name of uncounted) tables[name] = await held.run(() => countSuggestions(engine, db, name, file.tables[name]));
      if (unanswered.length) {
        const limit = timeLimit(engine.settings.sql_time_limit_ms);
        added = await held.run(() => inspectDocumentedSql(engine, db, BACKGROUND_CLIENT, limit, unanswered));
      }
    } finally {
      held.release();
    }
    if (engine.databases.get(db)!.version !== file.version) return;
    if (words) seedFullText(engine, db, fullText);
    seedAnswers(engine, db, added);
    const documented = [...(file.documented_sql ?? []), ...added];
    // Written before the line is logged, so the line means the file holds them too.
    let written = true;
    try {
      writeInspect(dirname(info.source), { ...file, tables, full_text: fullText, view_pages: viewPages, documented_sql: documented });
    } catch {
      written = false; // A read-only data folder: the next start computes them again.
    }
    engine.logger.info(
      {
        database: db,
        version: file.version,
        forms: words ? fullText.length : 0,
        view_pages: views ? viewPages.length : 0,
        documented_sql: added.length,
        suggested_facets: uncounted.reduce((n, name) => n + tables[name].facets.length - file.tables[name].facets.length, 0),
        written,
      },
      'what the inspect file lacked computed in the background',
    );
  } catch (e) {
    engine.logger.warn(
      { database: db, err: e },
      'computing what the inspect file lacked failed; ranked searches count their words, and views run, as they are visited',
    );
  }
}

/** `stored` with the counts of the facets its table suggests added, as their facet pages answer them. */
async function countSuggestions(engine: Engine, db: string, name: string, stored: InspectedTable): Promise<InspectedTable> {
  try {
    await answerSuggestedFacets(engine, db, name, BACKGROUND_CLIENT);
  } catch {
    return stored; // Its facet pages count them as they are visited.
  }
  const fresh = inspectedTable(engine, db, name).facets;
  const added = fresh.filter((f) => !stored.facets.some((g) => sameFacet(g, f)));
  return { ...stored, facets: [...stored.facets, ...added] };
}

/** Read the databases' files into the operating system's cache, within the budget; their b-trees in the order read. */
async function preload(engine: Engine, targets: PreloadTarget[], names: string[]): Promise<OrderedTree[] | undefined> {
  if (engine.settings.preload_mb === 0) return undefined;
  try {
    const report = await preloadFiles(targets, engine.settings.preload_mb * 1048576, { signal: engine.closing.signal });
    engine.logger.info(
      {
        databases: names,
        mb: Math.round(report.bytes / 1048576),
        of_mb: Math.round(report.total / 1048576),
        btrees_whole: report.whole,
        btrees: report.trees,
        service_btrees_whole: report.first.whole,
        service_btrees: report.first.trees,
        ms: Math.round(report.ms),
      },
      'files read into the operating system cache',
    );
    return report.order;
  } catch (e) {
    if (engine.closing.signal.aborted) return undefined;
    engine.logger.warn(
      { databases: names, err: e },
      'reading the files into the operating system cache failed; first visits read the disk',
    );
    return undefined;
  }
}

/** Fill each SQL thread's page cache of each database from the files just read (engine/db/cache-fill.ts). */
async function fillCaches(engine: Engine, names: string[], order: OrderedTree[]): Promise<void> {
  const started = performance.now();
  const cacheBytes = engine.settings.sql_cache_mb * 1048576;
  try {
    const ran = await Promise.all(
      names.map((db) => {
        const path = engine.databases.get(db)!.path;
        const reads = cacheFillReads(
          path,
          order.filter((t) => t.path === path),
          cacheBytes,
        );
        return engine.pool.fillCaches(db, path, reads).then((threads) => ({ reads: reads.length, threads }));
      }),
    );
    engine.logger.info(
      {
        databases: names,
        threads: Math.max(0, ...ran.map((r) => r.threads.length)),
        mb: engine.settings.sql_cache_mb,
        reads: ran.reduce((n, r) => n + r.reads, 0),
        ms: Math.round(performance.now() - started),
      },
      "SQL threads' page caches filled",
    );
  } catch (e) {
    if (!engine.closing.signal.aborted) engine.logger.warn({ databases: names, err: e }, "filling the SQL threads' page caches failed");
  }
}

/** Seed the version's caches from its inspect file: the file, when it had one this engine could use. */
function seed(engine: Engine, db: string): InspectFile | undefined {
  const info = engine.databases.get(db)!;
  const stored = readInspect(dirname(info.source), db, info.version, info.snapshot?.sha256_unpacked ?? null);
  if (!stored) return undefined;
  try {
    const tables = seedCache(engine, stored);
    engine.logger.info({ database: db, version: info.version, tables }, 'version seeded from its inspect file');
    return stored;
  } catch (e) {
    // A file this engine cannot use is no reason to stop serving: inspect the version again.
    engine.logger.warn({ database: db, err: e }, 'seeding from the inspect file failed; inspecting the version in the background');
    return undefined;
  }
}

async function inspectInBackground(
  engine: Engine,
  db: string,
  serviceBtrees: () => Promise<Map<string, string[]> | undefined>,
): Promise<void> {
  const info = engine.databases.get(db)!;
  const { version, path, source } = info;
  const dataDir = dirname(source);
  try {
    const started = performance.now();
    // Every query reads the version this began on, whatever swaps meanwhile.
    const held = engine.versions.hold();
    let tables;
    let queries;
    let viewPages;
    let fullText;
    let documented;
    try {
      // View pages first (seeded for the held version): the views' pages among the tables are answered from them.
      viewPages = await held.run(() => inspectViewPages(engine, db, BACKGROUND_CLIENT, timeLimit(engine.settings.sql_time_limit_ms)));
      tables = await held.run(() => inspectTables(engine, db, BACKGROUND_CLIENT));
      queries = await held.run(() => inspectQueries(engine, db, BACKGROUND_CLIENT, timeLimit(engine.settings.sql_time_limit_ms)));
      fullText = await held.run(() => inspectFullText(engine, db, BACKGROUND_CLIENT, engine.fullTextForms));
      documented = await held.run(() => inspectDocumentedSql(engine, db, BACKGROUND_CLIENT, timeLimit(engine.settings.sql_time_limit_ms)));
    } finally {
      held.release();
    }
    // Swapped again meanwhile: what was found belongs to a version no longer served.
    if (engine.databases.get(db)!.version !== version) return;
    seedAnswers(engine, db, [...queries, ...documented]);
    seedFullText(engine, db, fullText);
    const ms = Math.round(performance.now() - started);
    const sha256 = info.snapshot?.sha256_unpacked ?? (await sha256OfFile(path));
    const btrees = (await serviceBtrees())?.get(db);
    let written = true;
    try {
      writeInspect(dataDir, {
        format: INSPECT_FORMAT,
        database: db,
        sha256,
        version,
        created_at: new Date().toISOString(),
        elapsed_ms: ms,
        tables,
        queries,
        view_pages: viewPages,
        documented_sql: documented,
        ...(btrees ? { statement_btrees: btrees } : {}),
        ...(fullText.length ? { full_text: fullText } : {}),
      });
    } catch {
      written = false; // A read-only data folder: the next start inspects it again.
    }
    engine.logger.info({ database: db, version, ms, written }, 'version inspected in the background');
  } catch (e) {
    engine.logger.warn({ database: db, err: e }, 'inspecting the version in the background failed; pages compute as they are visited');
  }
}
