// bm25_known (engine/native/fts-rank.c): FTS5's bm25 with the phrases' document counts given by the
// caller, and phrases that only narrow the match left out of the score. The same scores as bm25 to
// the last bit; counts for another version of the table, or that do not parse, are ignored rather
// than trusted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { watchdogLibraryPath } from '../../engine/db/watchdog.js';

const WORDS = ['of', 'the', 'chamber', 'commerce', 'public', 'health', 'rule', 'energy', 'water', 'tax', 'farm', 'trade'];

let dir: string;
let plain: Database.Database;
let ranked: Database.Database;

/** Rows of 3–12 words from a seeded generator: "of" and "the" in most rows, the rest rarer. */
function corpus(rows: number, seed: number): Array<[string, string]> {
  let state = seed;
  const next = (): number => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const word = (): string => WORDS[Math.floor(next() ** 2 * WORDS.length)];
  const text = (): string => Array.from({ length: 3 + Math.floor(next() * 10) }, word).join(' ');
  return Array.from({ length: rows }, () => [text(), text()]);
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'fts-rank-'));
  const file = join(dir, 'docs.db');
  const setup = new Database(file);
  setup.exec('create virtual table docs using fts5(title, body)');
  const insert = setup.prepare('insert into docs (title, body) values (?, ?)');
  setup.transaction(() => corpus(2000, 7).forEach(([t, b]) => insert.run(t, b)))();
  setup.close();
  plain = new Database(file, { readonly: true });
  ranked = new Database(file, { readonly: true });
  ranked.loadExtension(watchdogLibraryPath());
});

afterAll(() => {
  plain?.close();
  ranked?.close();
  rmSync(dir, { recursive: true, force: true });
});

type Scored = { rowid: number; score: number };

const bm25 = (query: string, weights = ''): Scored[] =>
  plain.prepare(`select rowid, bm25(docs${weights}) score from docs where docs match ? order by rowid`).all(query) as Scored[];
const known = (query: string, counts: string | null, weights = ''): Scored[] =>
  ranked
    .prepare(`select rowid, bm25_known(docs, ?${weights}) score from docs where docs match ? order by rowid`)
    .all(counts, query) as Scored[];
const docCount = (phrase: string): number =>
  (plain.prepare('select count(*) n from docs where docs match ?').get(phrase) as { n: number }).n;
const totals = (): string => ranked.prepare('select fts5_totals(docs) from docs limit 1').pluck().get() as string;

describe('bm25_known', () => {
  it('fts5_totals names the row count and the token total', () => {
    const [rows, tokens] = totals().split(' ').map(Number);
    expect(rows).toBe(2000);
    ranked.exec("create virtual table temp.v using fts5vocab(main, 'docs', 'instance')");
    expect(tokens).toBe(ranked.prepare('select count(*) from temp.v').pluck().get());
  });

  it('with no counts given, scores every row as bm25 does, to the last bit', () => {
    for (const query of ['"of"', '"chamber" "of" "commerce"', 'public OR health', '"rule" NOT "tax"', 'title : water', 'trad*']) {
      const expected = bm25(query);
      expect(expected.length).toBeGreaterThan(0);
      expect(known(query, null)).toEqual(expected);
    }
  });

  it('with the true counts given, scores as bm25 does, weights included', () => {
    const query = '{title body} : ("chamber" "of" "commerce")';
    const counts = ['"chamber"', '"of"', '"commerce"'].map((p) => docCount(`{title body} : ${p}`));
    expect(known(query, `${totals()} ${counts.join(' ')}`)).toEqual(bm25(query));
    expect(known(query, `${totals()} ${counts[0]} - ${counts[2]}`, ', 2.5, 0.5')).toEqual(bm25(query, ', 2.5, 0.5'));
  });

  it('takes the counts it is given instead of counting', () => {
    // A count other than the true one changes the phrase's IDF, and so every score: proof it was used.
    const [rows, tokens] = totals().split(' ').map(Number);
    const truth = docCount('"trade"');
    expect(truth).toBeGreaterThan(200);
    expect(truth).toBeLessThan(rows / 2); // bm25 floors the IDF of a phrase in over half the rows
    const given = known('"trade"', `${rows} ${tokens} ${truth - 100}`);
    const expected = bm25('"trade"');
    const idf = (n: number): number => Math.log((rows - n + 0.5) / (n + 0.5));
    given.forEach((row, i) => {
      expect(row.score).not.toBe(expected[i].score);
      // bm25 is the IDF times a factor of the row alone: the ratio is the ratio of the IDFs.
      expect(row.score / expected[i].score).toBeCloseTo(idf(truth - 100) / idf(truth), 9);
    });
  });

  it('ignores counts made for another version of the table, or that do not parse', () => {
    const [rows, tokens] = totals().split(' ').map(Number);
    const query = '"the" "public"';
    const expected = bm25(query);
    for (const counts of [
      `${rows + 1} ${tokens} 5 5`, // another row count
      `${rows} ${tokens - 1} 5 5`, // another token total
      `${rows} ${tokens} 5`, // too few counts
      `${rows} ${tokens} 5 5 5`, // too many
      `${rows} ${tokens} 5 ${rows + 1}`, // more rows than the table has
      `${rows} ${tokens} 5 y`,
      `${rows} ${tokens}  5 5`,
      `${rows} ${tokens} -5 5`,
      '',
      'nonsense',
      `${rows} ${tokens} 99999999999999999999999 5`,
    ]) {
      expect(known(query, counts), counts).toEqual(expected);
    }
  });

  it('scores a row as bm25 scores the query without its narrowing phrases ("x"), totals known or not', () => {
    const [rows, tokens] = totals().split(' ').map(Number);
    const expected = new Map(bm25('"tax" "rule"').map((r) => [r.rowid, r.score]));
    for (const counts of ['- - - - x', `${rows} ${tokens} ${docCount('"tax"')} - x`, `${rows + 1} ${tokens} 7 7 x`]) {
      const narrowed = known('"tax" "rule" AND title : "farm"', counts);
      expect(narrowed.length).toBeGreaterThan(0);
      expect(narrowed.length).toBeLessThan(expected.size);
      for (const row of narrowed) expect(row.score, counts).toBe(expected.get(row.rowid));
    }
    // Scored, the same phrase changes the scores: the marker is what leaves it out.
    const scored = known('"tax" "rule" AND title : "farm"', '- - - - -');
    expect(scored.some((row) => row.score !== expected.get(row.rowid))).toBe(true);
  });

  it('reads a last "*" as every phrase left, counted: narrowing phrases first, then a query of any shape', () => {
    const [rows, tokens] = totals().split(' ').map(Number);
    for (const query of ['"tax" "rule"', 'public OR health', '"rule" NOT "tax"', 'trad*']) {
      const expected = new Map(bm25(query).map((r) => [r.rowid, r.score]));
      for (const counts of ['- - x *', `${rows} ${tokens} x *`]) {
        const narrowed = known(`title : "farm" AND (${query})`, counts);
        expect(narrowed.length, query).toBeGreaterThan(0);
        expect(narrowed.length, query).toBeLessThan(expected.size);
        for (const row of narrowed) expect(row.score, `${query} ${counts}`).toBe(expected.get(row.rowid));
      }
      expect(known(query, '- - *'), query).toEqual(bm25(query));
    }
    // Only last: anywhere else the text does not parse, and every phrase is scored.
    const scored = bm25('title : "farm" AND "tax"');
    for (const counts of ['- - * x', '- - x * ', '- - x **', '- - x *-'])
      expect(known('title : "farm" AND "tax"', counts), counts).toEqual(scored);
  });

  it('says what is missing when called without its counts', () => {
    expect(() => ranked.prepare("select bm25_known(docs) from docs where docs match 'of'").all()).toThrow(/known document counts/);
  });
});
