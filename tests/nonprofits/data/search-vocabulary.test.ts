// A newcomer's first searches find plenty on the demo build: for each full-text index, common
// search words each match at least a given share of its rows (shares, so the thresholds hold at
// any scale), and so do the words people look for in officer titles and programme descriptions
// (searched as substrings by /api/search/compensation and /api/search/programs).
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nonprofitsTestDb } from './build-once.js';

let db: Database.Database;
beforeAll(async () => {
  db = new Database(await nonprofitsTestDb(), { readonly: true });
});
afterAll(() => db?.close());

/** Share of `base`'s rows that the FTS index `fts` matches for `words` (every word required). */
function ftsShare(fts: string, base: string, words: string): number {
  const query = words
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((w) => `"${w}"`)
    .join(' ');
  const hits = db.prepare(`select count(*) from ${fts} where ${fts} match ?`).pluck().get(query) as number;
  return hits / (db.prepare(`select count(*) from ${base}`).pluck().get() as number);
}

/** Share of `table`'s rows whose `column` contains `text`, any case. */
function substringShare(table: string, column: string, text: string): number {
  return db.prepare(`select avg(instr(lower(${column}), lower(?)) > 0) from ${table}`).pluck().get(text) as number;
}

/** Organisation names people search for first: causes, institutions and well-known federations. */
const ORGANISATION_WORDS: Record<string, number> = {
  foundation: 0.05,
  community: 0.02,
  church: 0.01,
  school: 0.01,
  university: 0.004,
  college: 0.004,
  hospital: 0.002,
  'medical center': 0.002,
  'food bank': 0.001,
  'united way': 0.001,
  'habitat for humanity': 0.001,
  'boys & girls club': 0.001,
  ymca: 0.001,
  goodwill: 0.001,
  'salvation army': 0.001,
  'red cross': 0.001,
  'humane society': 0.001,
};

/** Grant recipients: the same, and the large donor-advised-fund sponsors many foundations give to. */
const RECIPIENT_WORDS: Record<string, number> = {
  ...ORGANISATION_WORDS,
  university: 0.01,
  'red cross': 0.002,
  'fidelity charitable': 0.001,
  'schwab charitable': 0.0005,
  'vanguard charitable': 0.0005,
  'national philanthropic trust': 0.0005,
};

const PERSON_WORDS: Record<string, number> = {
  smith: 0.005,
  johnson: 0.003,
  williams: 0.002,
  garcia: 0.001,
  nguyen: 0.0005,
  patel: 0.0005,
  cohen: 0.0005,
  wang: 0.0005,
  john: 0.005,
  mary: 0.005,
  michael: 0.005,
  jr: 0.002,
};

/** Words in programme descriptions (stemmed by fts_programs, so "scholarship" finds "scholarships"). */
const PROGRAM_WORDS: Record<string, number> = {
  scholarship: 0.03,
  students: 0.03,
  youth: 0.03,
  food: 0.02,
  health: 0.02,
  housing: 0.01,
  arts: 0.01,
  music: 0.01,
  library: 0.005,
  environmental: 0.005,
  veterans: 0.005,
  animal: 0.005,
  research: 0.01,
};

const INDEXES: [fts: string, base: string, words: Record<string, number>][] = [
  ['fts_returns', 'returns', ORGANISATION_WORDS],
  ['fts_bmf', 'bmf', ORGANISATION_WORDS],
  ['fts_grants', 'grants', RECIPIENT_WORDS],
  ['fts_si990', 'schedule_i_990', RECIPIENT_WORDS],
  ['fts_daf', 'schedule_i_grants', ORGANISATION_WORDS],
  ['fts_officers', 'officers', PERSON_WORDS],
  ['fts_programs', 'program_activities', PROGRAM_WORDS],
];

describe('full-text searches a newcomer tries first', () => {
  it.each(INDEXES)('%s over %s', (fts, base, words) => {
    const short = Object.entries(words)
      .map(([w, min]) => ({ w, min, share: ftsShare(fts, base, w) }))
      .filter((r) => r.share < r.min)
      .map((r) => `${r.w}: ${(100 * r.share).toFixed(3)} % < ${100 * r.min} %`);
    expect(short).toEqual([]);
  });
});

describe('substring searches of titles and programmes', () => {
  const TITLE_WORDS: Record<string, number> = {
    president: 0.05,
    director: 0.1,
    treasurer: 0.02,
    secretary: 0.02,
    'executive director': 0.005,
    'chief executive': 0.002,
    ceo: 0.002,
    chair: 0.02,
    trustee: 0.02,
    'chief financial officer': 0.001,
    pastor: 0.0005,
    'head of school': 0.0002,
  };

  it.each([
    ['officers', 'title', TITLE_WORDS],
    ['program_activities', 'description', PROGRAM_WORDS],
  ] as [string, string, Record<string, number>][])('%s.%s', (table, column, words) => {
    const short = Object.entries(words)
      .map(([w, min]) => ({ w, min, share: substringShare(table, column, w) }))
      .filter((r) => r.share < r.min)
      .map((r) => `${r.w}: ${(100 * r.share).toFixed(3)} % < ${100 * r.min} %`);
    expect(short).toEqual([]);
  });
});
