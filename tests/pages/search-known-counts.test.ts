// A search kind ranked by bm25 over its whole FTS5 index ranks with the counts inspect made of its
// common words (bm25_known), as the /api searches do: such a kind is one of the engine's full-text
// forms, inspect counts its words, and the counts held for the version served decide the order.
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Engine } from '../../engine/engine.js';
import { inspectFullText, MIN_KNOWN_ROWS } from '../../engine/inspect/full-text.js';
import { loadPages } from '../../engine/pages/load.js';
import { formKey, KNOWN_TERMS } from '../../engine/query/known-counts.js';
import type { SearchJson } from '../../engine/search/mount.js';
import type { RunningServer } from '../../engine/server.js';
import { client } from '../support/server.js';
import { buildTown, SEARCH_YAML, serveTown, type Town } from './site/town.js';

/** Kinds of every sort: two rank by bm25 over a whole FTS5 index, the others do not. */
const KINDS_YAML = `search:
  - {name: notes, label: Notes, database: town, table: notes, title: body}
  - {name: grants, label: Grants, database: town, table: grants, title: purpose}
  - {name: weighted, label: Weighted, database: town, table: notes, fts: notes_team_fts, title: body}
  - {name: by_name, label: By name, database: town, table: people, title: name, order: name}
  - {name: old_index, label: Old index, database: town, table: notes, fts: notes_fts4, title: body, order: note_id}
  - {name: narrowed, label: Narrowed, database: town, table: notes, fts: notes_team_fts, title: body, where: "person_id = 'P1'", narrow: {column: team, value: alpha_team}}
`;

describe('a kind ranked over its whole index', () => {
  let town: Town;
  let engine: Engine;
  beforeAll(async () => {
    town = buildTown(KINDS_YAML);
    // An index ranked by a function of its own: FTS5's rank is not bm25 there.
    const db = new Database(town.db);
    db.exec("insert into notes_team_fts (notes_team_fts, rank) values ('rank', 'bm25(1.0, 5.0)')");
    db.close();
    engine = Engine.create({
      files: [{ path: town.db, immutable: false }],
      searchKinds: loadPages(town.pagesFile).search,
      // A form the service declares itself is not counted twice.
      fullTextForms: [{ database: 'town', table: 'notes_fts', columns: null }],
    });
    await engine.ready;
  });
  afterAll(async () => {
    await engine?.close();
    town?.remove();
  });

  it('is a full-text form; kinds sorted by order, narrowed, or on an FTS4 index or one ranked its own way are not', () => {
    expect(engine.fullTextForms).toEqual([
      { database: 'town', table: 'notes_fts', columns: null },
      { database: 'town', table: 'grants_fts', columns: null },
    ]);
  });

  it('has its common words counted by inspect, as FTS5 counts them', async () => {
    const [notes, grants] = await inspectFullText(engine, 'town', 'test', engine.fullTextForms);
    const db = new Database(town.db, { readonly: true });
    try {
      db.exec("create virtual table temp.words using fts5vocab(main, 'notes_fts', 'row')");
      const common = db.prepare('select term, doc from temp.words where doc >= ? order by term').raw().all(MIN_KNOWN_ROWS) as Array<
        [string, number]
      >;
      // "crowd" (5,010 notes) and "entry" (6,100): enough rows to be worth knowing.
      expect(common.map(([term]) => term)).toEqual(['crowd', 'entry']);
      expect(Object.entries(notes.terms).sort()).toEqual(common);
    } finally {
      db.close();
    }
    expect(grants).toMatchObject({ table: 'grants_fts', terms: {} });
  });
});

describe('the counts held for the version served', () => {
  let town: Town;
  let server: RunningServer;
  beforeAll(async () => {
    town = buildTown(SEARCH_YAML);
    server = await serveTown(town, { response_cache_mb: 0 });
  });
  afterAll(async () => {
    await server?.close();
    town?.remove();
  });

  const first = async (query: string): Promise<string[]> => {
    const r = await client(server)(`/search.json?${query}&kind=notes`);
    expect(r.status, r.text).toBe(200);
    return r.json<SearchJson>().kinds[0].results.map((h) => h.snippet ?? '');
  };
  /** Has the server hold that `common` is in every row of the notes' index, and the other word in one. */
  const hold = async (common: 'quince' | 'medlar', otherVersion = false): Promise<void> => {
    const sql = 'select fts5_totals(notes_fts) from notes_fts limit 1';
    const answer = await server.engine.query({ database: 'town', sql, params: {}, client: 'test', maxRows: 0, timeLimitMs: null });
    const [rows, tokens] = String(answer.rawRows?.[0]?.[0]).split(' ').map(Number);
    const terms = common === 'quince' ? { quince: rows, medlar: 1 } : { quince: 1, medlar: rows };
    const known = { rows: otherVersion ? rows + 1 : rows, tokens, terms };
    server.engine.cache.set(KNOWN_TERMS, 'town', formKey('notes_fts', null), known);
  };
  const QUINCES = 'quince quince quince medlar';
  const MEDLARS = 'quince medlar medlar medlar';

  it('decide the order: bm25 weighs a word by how few rows hold it', async () => {
    // Counted as the query runs: both words are in two notes, a tie, broken by row order.
    expect(await first('q=quince+medlar')).toEqual([QUINCES, MEDLARS]);
    await hold('quince');
    expect(await first('q=quince+medlar')).toEqual([MEDLARS, QUINCES]);
    expect(await first('q=medlar+quince')).toEqual([MEDLARS, QUINCES]);
    await hold('medlar');
    expect(await first('q=quince+medlar')).toEqual([QUINCES, MEDLARS]);
  });

  it("are not used for a raw query, whose phrases are FTS5's to find", async () => {
    await hold('quince');
    expect(await first('q=quince+medlar&_searchmode=raw')).toEqual([QUINCES, MEDLARS]);
  });

  it('are ignored when made for another version', async () => {
    await hold('quince', true);
    expect(await first('q=quince+medlar')).toEqual([QUINCES, MEDLARS]);
  });
});
