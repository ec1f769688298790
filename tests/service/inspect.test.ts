// Never cold: `openregs inspect` computes a version's counts, facets (declared and suggested) and
// suggestions once, beside the data; a server seeds its pages from that file (a page's first visit
// uses it), and computes and writes it in the background when there is none.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../databases/build/paths.js';
import type { InspectFile } from '../../engine/inspect/format.js';
import { MIN_KNOWN_ROWS } from '../../engine/inspect/full-text.js';
import { watchdogLibraryPath } from '../../engine/db/watchdog.js';
import { demoDatabasePaths } from '../support/demo-db.js';
import { runCli, startCliServer, until, type CliServer } from '../support/cli.js';

const CONFIG = join(repoRoot(), 'services', 'openregs', 'service.yaml');
let tmp: string;

/** A data folder holding links to the test demo build, with no inspect files yet. */
function dataFolder(name: string): string {
  const dir = join(tmp, name);
  mkdirSync(dir);
  const paths = demoDatabasePaths();
  symlinkSync(paths.openregs, join(dir, 'openregs.db'));
  symlinkSync(paths.open_comments, join(dir, 'open_comments.db'));
  return dir;
}

function inspectFiles(dir: string): InspectFile[] {
  const folder = join(dir, '.snapshots', 'inspect');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(folder, f), 'utf8')) as InspectFile);
}

/** A read-only connection on the demo build with the engine's SQL extension (bm25_known, fts5_totals). */
function demo<T>(use: (db: Database.Database) => T): T {
  const db = new Database(demoDatabasePaths().openregs, { readonly: true });
  try {
    db.loadExtension(watchdogLibraryPath());
    return use(db);
  } finally {
    db.close();
  }
}

const scalar = (sql: string, ...params: unknown[]): unknown =>
  demo((db) =>
    db
      .prepare(sql)
      .pluck()
      .get(...params),
  );

/** Ids of the comments matching "comment" and "epa", best first as bm25_known ranks them with `known`. */
const commentsRanked = (known: string | null): string[] =>
  demo(
    (db) =>
      db
        .prepare(
          `select c.id from comments_fts join comments c on c.rowid = comments_fts.rowid
           where comments_fts match '"comment" "epa"' order by bm25_known(comments_fts, ?), c.id limit 20`,
        )
        .pluck()
        .all(known) as string[],
  );

/** The rows of `sql` on the demo build as an inspect file stores them (up to the row cap and one more). */
function storedRows(sql: string): unknown[][] {
  const db = new Database(demoDatabasePaths().openregs, { readonly: true });
  try {
    db.defaultSafeIntegers(true);
    const rows = db.prepare(sql).raw().all() as unknown[][];
    return rows.slice(0, 1001).map((r) => r.map((v) => (typeof v === 'bigint' ? { int: v.toString() } : v)));
  } finally {
    db.close();
  }
}

/** A question's SQL link in OpenRegs' /api/questions.json (whitespace collapsed). */
const DOCKETS_QUESTION = 'select docket_id, comment_count, doc_count, summary from docket_summary order by comment_count desc limit 25';
/** SQL a server of the folder remembered as slow (engine/query/slow-sql.ts). */
const RAN_SLOW = 'select count(*) as n from congress_members where state = :state';

beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'inspect-'));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('openregs inspect', () => {
  let dir: string;
  let openregs: InspectFile;
  beforeAll(async () => {
    dir = dataFolder('inspected');
    mkdirSync(join(dir, '.snapshots'));
    const slow = { sql: RAN_SLOW, params: { state: 'CA' }, ms: 150, runs: 2, last_run: '2026-01-01T00:00:00.000Z' };
    writeFileSync(
      join(dir, '.snapshots', 'slow-sql.json'),
      JSON.stringify({ format: 'engine-slow-sql/1', databases: { openregs: [slow] } }),
    );
    const r = await runCli(['inspect', '--config', CONFIG, '--data-dir', dir]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/inspect openregs: \d+\/\d+ congress_members \(\d+\.\d s\)/);
    openregs = inspectFiles(dir).find((f) => f.database === 'openregs')!;
  });

  it('writes each version once, named by its SHA-256, with exact counts of tables, views and FTS indexes', () => {
    expect(
      inspectFiles(dir)
        .map((f) => f.database)
        .sort(),
    ).toEqual(['open_comments', 'openregs']);
    expect(openregs.format).toBe('engine-inspect/1');
    expect(openregs.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(openregs.tables.congress_members.count).toBe(Number(scalar('select count(*) from congress_members')));
    expect(openregs.tables.federal_register_fts.count).toBe(Number(scalar('select count(*) from federal_register_fts')));
    expect(openregs.tables.member_overview.count).toBe(Number(scalar('select count(*) from member_overview')));
  });

  it("answers each view's first page, but not the open comment periods, which read the clock", () => {
    expect(openregs.view_pages!.map((q) => q.name)).toEqual(
      demo((db) => db.prepare("select name from sqlite_master where type = 'view' order by rowid").pluck().all()),
    );
    const overview = openregs.view_pages!.find((q) => q.name === 'agency_overview')!;
    const direct = demo((db) => db.prepare(overview.sql).raw().all());
    expect(overview.rows.map((r) => r.map((v) => (v !== null && typeof v === 'object' && 'int' in v ? Number(v.int) : v)))).toEqual(direct);
    const openComments = inspectFiles(dir).find((f) => f.database === 'open_comments')!;
    expect(openComments.view_pages).toEqual([]);
  });

  it('keeps the declared facets, unfiltered, the suggested facets, and the counts of those too', () => {
    const members = openregs.tables.congress_members;
    const party = members.facets.find((f) => f.column === 'party')!;
    const top = scalar('select party from congress_members group by party order by count(*) desc, party limit 1');
    expect(party).toMatchObject({ type: 'column', size: 30 });
    expect(party.rows[0]).toEqual([top, Number(scalar(`select count(*) from congress_members where party = '${String(top)}'`))]);
    const declared = ['party', 'state', 'chamber', 'is_current'].map((column) => `column ${column}`);
    const suggested = members.suggested_facets!.map((s) => `${s.type} ${s.column}`).filter((s) => !declared.includes(s));
    expect(suggested.length).toBeGreaterThan(0);
    expect(members.facets.map((f) => `${f.type} ${f.column}`)).toEqual([...declared, ...suggested]);
    // A suggested column facet has at most a facet's size of values: all of them, each counted.
    for (const f of members.facets.filter((g) => g.type === 'column' && suggested.includes(`column ${g.column}`))) {
      expect(f.rows.length, f.column).toBe(scalar(`select count(distinct "${f.column}") from congress_members`));
      expect(
        f.rows.reduce((n, [, count]) => n + count, 0),
        f.column,
      ).toBe(scalar(`select count("${f.column}") from congress_members`));
    }
  });

  it("names the b-trees the service's statements open, for the cache to read first", () => {
    const names = openregs.statement_btrees!;
    expect(names).toEqual(expect.arrayContaining(['congress_members', 'federal_register_fts_data', 'lobbying_filings']));
    const all = scalar('select count(*) from sqlite_master where rootpage > 0') as number;
    expect(names.length).toBeGreaterThan(50);
    expect(names.length).toBeLessThan(all);
  });

  it('answers the canned queries that take no parameters, and the examples of the others, that read no clock', () => {
    const queries = openregs.queries ?? [];
    const names = (params: 'none' | 'some'): Set<string> =>
      new Set(queries.filter((q) => (Object.keys(q.params).length === 0) === (params === 'none')).map((q) => q.name));
    expect(names('none').size).toBe(61);
    expect(names('some').has('top_pac_donors_to_candidate')).toBe(true);
    expect(queries.some((q) => q.name === 'open_for_comment')).toBe(false);
    const docketsAnswer = queries.find((q) => q.name === 'most_commented_dockets')!;
    expect(docketsAnswer.rows).toEqual(storedRows(docketsAnswer.sql));
  });

  it("answers the SQL the service's documents link to (API example, questions, guide), but none that reads the clock", () => {
    const documented = openregs.documented_sql ?? [];
    const sqls = documented.map((d) => d.sql.replace(/\s+/g, ' '));
    // The OpenAPI example of /api/sql's `sql`, a question's SQL link, and the agent guide's `?sql=` link.
    expect(sqls).toContain('select bioguide_id, full_name from congress_members where is_current = 1 limit 5');
    expect(sqls).toContain(DOCKETS_QUESTION);
    expect(sqls).toContain('select count(*) from agencies');
    // The question on comment periods open now reads the clock: it belongs to a moment, not to the data.
    expect(sqls.some((s) => s.includes("julianday('now')"))).toBe(false);
    const dockets = documented.find((d) => d.sql.replace(/\s+/g, ' ') === DOCKETS_QUESTION)!;
    expect(dockets.params).toEqual({});
    expect(dockets.rows).toEqual(storedRows(dockets.sql));
    expect(dockets.rows.length).toBeGreaterThan(0);
  });

  it('answers the SQL the servers of the data folder remembered as slow, with its parameters', () => {
    const answer = openregs.documented_sql!.find((d) => d.sql === RAN_SLOW)!;
    expect(answer.params).toEqual({ state: 'CA' });
    expect(answer.rows).toEqual([[{ int: String(scalar("select count(*) from congress_members where state = 'CA'")) }]]);
  });

  it('counts the common words of each full-text form the /api and the search box rank, within its columns', () => {
    const forms = openregs.full_text!;
    const api = ['comments_fts', 'federal_register_fts', 'hearings_fts', 'legislation_fts', 'lobbying_fts', 'spending_awards_fts'];
    // The search box's kinds ranked over a whole index: those the /api ranks too are counted once.
    const searchBox = ['cfr_fts', 'crec_fts', 'dockets_fts', 'documents_fts', 'lobbying_fts'];
    expect(forms.map((f) => f.table).sort()).toEqual([...api, ...searchBox].sort());
    expect(forms.filter((f) => f.table === 'lobbying_fts').map((f) => f.columns)).toEqual([['client_name', 'registrant_name'], null]);
    const lobbying = forms.find((f) => f.table === 'lobbying_fts' && f.columns !== null)!;
    expect(lobbying.columns).toEqual(['client_name', 'registrant_name']);
    const inNames = scalar('select count(*) from lobbying_fts where lobbying_fts match ?', '{client_name registrant_name} : "of"');
    expect(lobbying.terms.of).toBe(inNames);
    expect(lobbying.terms.of).toBeLessThan(Number(scalar(`select count(*) from lobbying_fts where lobbying_fts match '"of"'`)));
    const comments = forms.find((f) => f.table === 'comments_fts')!;
    expect(`${comments.rows} ${comments.tokens}`).toBe(scalar('select fts5_totals(comments_fts) from comments_fts limit 1'));
    // Every word in at least MIN_KNOWN_ROWS rows, as FTS5's own vocabulary counts them, and no other.
    const common = demo((db) => {
      db.exec("create virtual table temp.words using fts5vocab(main, 'comments_fts', 'row')");
      return db.prepare('select term, doc from temp.words where doc >= ? order by term').raw().all(MIN_KNOWN_ROWS) as Array<
        [string, number]
      >;
    });
    expect(common.length).toBeGreaterThan(3);
    expect(Object.entries(comments.terms).sort()).toEqual(common);
  });

  describe('a server on an inspected version', () => {
    let server: CliServer;
    beforeAll(async () => {
      // A count no query would give: pages that show it read the file, not the data.
      const path = join(dir, '.snapshots', 'inspect', `${openregs.sha256}.json`);
      const tampered = {
        ...openregs,
        tables: {
          ...openregs.tables,
          committees: { ...openregs.tables.committees, count: 424242 },
          // The first value of each facet counted as no query would count it.
          congress_members: {
            ...openregs.tables.congress_members,
            facets: openregs.tables.congress_members.facets.map((f) => ({ ...f, rows: [[f.rows[0][0], 777777], ...f.rows.slice(1)] })),
          },
        },
        // A docket summary no query would give: the documented SQL's answer came from the file.
        documented_sql: openregs.documented_sql!.map((d) =>
          d.sql === DOCKETS_QUESTION
            ? { ...d, rows: [['FILE-0001', { int: '31337' }, { int: '1' }, 'from the file'], ...d.rows.slice(1)] }
            : d,
        ),
        // "comment" as if in one row: rankings that take the file's counts rank by it.
        full_text: openregs.full_text!.map((f) => (f.table === 'comments_fts' ? { ...f, terms: { ...f.terms, comment: 1 } } : f)),
      };
      writeFileSync(path, JSON.stringify(tampered));
      server = await startCliServer(['serve', '--config', CONFIG, '--data-dir', dir, '--log-format', 'json']);
      await until('the version seeded', () => server.output().includes('version seeded from its inspect file'));
    });
    afterAll(() => server?.child.kill('SIGKILL'));

    it('reads its files into the operating system cache, whole when the budget (half the memory by default) allows', async () => {
      const line = await preloadLine(server);
      expect(line.databases).toEqual(['openregs', 'open_comments']);
      expect(line.mb).toBe(line.of_mb);
      expect(line.btrees_whole).toBe(line.btrees);
      expect(line.btrees).toBeGreaterThan(100);
      expect(line.service_btrees).toBe(inspectFiles(dir).reduce((n, f) => n + f.statement_btrees!.length, 0));
      expect(line.service_btrees_whole).toBe(line.service_btrees);
    });

    it("then fills every regular and lane SQL thread's page cache of each database from them", async () => {
      await until('the caches filled', () => server.output().includes("SQL threads' page caches filled"));
      const line = JSON.parse(
        server
          .output()
          .split('\n')
          .find((l) => l.includes("SQL threads' page caches filled"))!,
      ) as {
        databases: string[];
        threads: number;
        mb: number;
        reads: number;
      };
      const threads = (await (await fetch(`${server.url}/-/threads.json`)).json()) as { threads: Array<{ background?: boolean }> };
      expect(line).toMatchObject({
        databases: ['openregs', 'open_comments'],
        mb: 16,
        threads: threads.threads.filter((t) => !t.background).length,
      });
      expect(line.reads).toBeGreaterThan(2);
    });

    it("answers a page's first visit from the file", async () => {
      const page = (await (await fetch(`${server.url}/openregs/committees.json?_size=1`)).json()) as { filtered_table_rows_count: number };
      expect(page.filtered_table_rows_count).toBe(424242);
      const listing = (await (await fetch(`${server.url}/openregs.json`)).json()) as { tables: Array<{ name: string; count: number }> };
      expect(listing.tables.find((t) => t.name === 'committees')!.count).toBe(424242);
    });

    it("answers a suggested facet's page on its first visit from the file", async () => {
      const members = openregs.tables.congress_members;
      const suggested = members.facets.find((f) => f.type === 'column' && !['party', 'state', 'chamber', 'is_current'].includes(f.column))!;
      const url = `${server.url}/openregs/congress_members.json?_facet=${encodeURIComponent(suggested.column)}&_size=0`;
      const page = (await (await fetch(url)).json()) as { facet_results: Record<string, { results: Array<{ count: number }> }> };
      expect(page.facet_results[suggested.column].results[0].count).toBe(777777);
    });

    it("answers the documented SQL's first run from the file, in /api/sql and in the SQL view", async () => {
      const api = (await (await fetch(`${server.url}/api/sql?sql=${encodeURIComponent(DOCKETS_QUESTION)}`)).json()) as {
        results: Array<Record<string, unknown>>;
      };
      expect(api.results[0]).toEqual({ docket_id: 'FILE-0001', comment_count: 31337, doc_count: 1, summary: 'from the file' });
      const view = (await (
        await fetch(`${server.url}/openregs.json?sql=${encodeURIComponent(DOCKETS_QUESTION)}&_shape=objects`)
      ).json()) as {
        rows: Array<Record<string, unknown>>;
      };
      expect(view.rows[0].comment_count).toBe(31337);
      // Another text is another query: run on the data.
      const other = (await (
        await fetch(`${server.url}/openregs.json?sql=${encodeURIComponent(`${DOCKETS_QUESTION} `)}&_shape=objects`)
      ).json()) as {
        rows: Array<Record<string, unknown>>;
      };
      expect(other.rows[0].docket_id).not.toBe('FILE-0001');
    });

    it("ranks an /api search with the file's counts of its common words", async () => {
      const comments = openregs.full_text!.find((f) => f.table === 'comments_fts')!;
      const body = (await (await fetch(`${server.url}/api/search/comments?q=comment%20epa`)).json()) as { results: Array<{ id: string }> };
      const ids = body.results.map((r) => r.id);
      expect(ids).toEqual(commentsRanked(`${comments.rows} ${comments.tokens} 1 ${comments.terms.epa}`));
      // bm25's own order (every phrase counted) differs: the count came from the file.
      expect(ids).not.toEqual(commentsRanked(null));
    });
  });
});

interface PreloadLine {
  databases: string[];
  mb: number;
  of_mb: number;
  btrees_whole: number;
  btrees: number;
  service_btrees: number;
  service_btrees_whole: number;
}

async function preloadLine(server: CliServer): Promise<PreloadLine> {
  const lines = (): PreloadLine[] =>
    server
      .output()
      .split('\n')
      .filter((l) => l.includes('files read into the operating system cache'))
      .map((l) => JSON.parse(l) as PreloadLine);
  await until('the files read into the cache', () => lines().length > 0);
  return lines()[0];
}

/** A server on `dir` with the preload_mb setting at `mb`, logging JSON. */
function serveWithPreload(dir: string, mb: string): Promise<CliServer> {
  return startCliServer(['serve', '--config', CONFIG, '--data-dir', dir, '--log-format', 'json', '--setting', 'preload_mb', mb]);
}

describe('a server told to read less of its files into the cache (preload_mb)', () => {
  it('reads what fits the budget, smaller b-trees first', async () => {
    const dir = dataFolder('preload');
    const server = await serveWithPreload(dir, '8');
    try {
      const line = await preloadLine(server);
      expect(line.mb).toBe(8);
      expect(line.of_mb).toBeGreaterThan(10);
      expect(line.btrees_whole).toBeGreaterThan(0);
      expect(line.btrees_whole).toBeLessThan(line.btrees);
    } finally {
      server.child.kill('SIGKILL');
    }
  });

  it('reads nothing with preload_mb 0', async () => {
    const dir = dataFolder('no-preload');
    const server = await serveWithPreload(dir, '0');
    try {
      // The background inspection follows the preload: once it is done, a preload would have been logged.
      await until('both versions inspected', () => inspectFiles(dir).length === 2, 120_000);
      expect(server.output()).not.toContain('files read into the operating system cache');
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 180_000);
});

describe('a server on a version without an inspect file', () => {
  it('inspects it in the background, without delaying readiness, and writes the file', async () => {
    const dir = dataFolder('cold');
    const server = await startCliServer(['serve', '--config', CONFIG, '--data-dir', dir, '--log-format', 'json']);
    try {
      await until('ready', async () => (await fetch(`${server.url}/-/ready`)).status === 200);
      expect((await fetch(`${server.url}/openregs/congress_members.json?_size=1`)).status).toBe(200);
      await until('both versions inspected', () => inspectFiles(dir).length === 2, 120_000);
      expect(server.output()).toContain('version inspected in the background');
      const file = inspectFiles(dir).find((f) => f.database === 'openregs')!;
      expect(file.tables.congress_members.count).toBe(Number(scalar('select count(*) from congress_members')));
      expect(file.statement_btrees).toEqual(expect.arrayContaining(['congress_members', 'federal_register_fts_data']));
      expect(file.full_text?.find((f) => f.table === 'comments_fts')?.terms.comment).toBe(
        Number(scalar(`select count(*) from comments_fts where comments_fts match '"comment"'`)),
      );
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 180_000);
});

/** A table's facets in one order (the order a file lists them in does not matter to a page). */
const byFacet = (tables: InspectFile['tables']): InspectFile['tables'] =>
  Object.fromEntries(
    Object.entries(tables).map(([name, t]) => [
      name,
      { ...t, facets: [...t.facets].sort((a, b) => (a.type + a.column).localeCompare(b.type + b.column)) },
    ]),
  );

describe('a server on a version inspected before its service ranked full-text forms, views and documented SQL were answered and suggested facets counted', () => {
  it("counts the forms' common words, answers the views' first pages and the documented SQL and counts the suggested facets in the background, and adds them to the file", async () => {
    const inspected = dataFolder('words-source');
    const r = await runCli(['inspect', '--config', CONFIG, '--data-dir', inspected]);
    expect(r.code, r.stderr).toBe(0);
    const dir = dataFolder('without-words');
    cpSync(join(inspected, '.snapshots'), join(dir, '.snapshots'), { recursive: true });
    const file = inspectFiles(dir).find((f) => f.database === 'openregs')!;
    const path = join(dir, '.snapshots', 'inspect', `${file.sha256}.json`);
    // Without the counts of any facet a table suggests (an older engine counted declared facets only).
    const uncounted = Object.fromEntries(
      Object.entries(file.tables).map(([name, t]) => [
        name,
        { ...t, facets: t.facets.filter((f) => !t.suggested_facets?.some((s) => s.type === f.type && s.column === f.column)) },
      ]),
    );
    const removed =
      Object.values(file.tables).reduce((n, t) => n + t.facets.length, 0) -
      Object.values(uncounted).reduce((n, t) => n + t.facets.length, 0);
    expect(removed).toBeGreaterThan(0);
    writeFileSync(
      path,
      JSON.stringify({ ...file, tables: uncounted, full_text: undefined, view_pages: undefined, documented_sql: undefined }),
    );
    const server = await startCliServer(['serve', '--config', CONFIG, '--data-dir', dir, '--log-format', 'json']);
    try {
      const counted = 'what the inspect file lacked computed in the background';
      await until('the words counted and the views answered', () => server.output().includes(counted), 60_000);
      const line = server
        .output()
        .split('\n')
        .find((l) => l.includes(counted))!;
      // The line is logged once the file holds them: no wait beyond it.
      expect(JSON.parse(line)).toMatchObject({ written: true, suggested_facets: removed, documented_sql: file.documented_sql!.length });
      const rewritten = JSON.parse(readFileSync(path, 'utf8')) as InspectFile;
      expect(rewritten.documented_sql).toEqual(file.documented_sql);
      expect(rewritten.full_text).toEqual(file.full_text);
      expect(rewritten.view_pages).toEqual(file.view_pages);
      expect(byFacet(rewritten.tables)).toEqual(byFacet(file.tables));
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 120_000);
});
