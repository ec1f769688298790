// The deploy gate's statements for search kinds prepare against the real database when the kind
// fits it, and fail naming the problem when a title has a typo or the FTS table is missing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { searchKindStatements } from '../../engine/search/check.js';
import { buildTown, type Town } from './site/town.js';

let town: Town;
let db: Database.Database;
beforeAll(() => {
  town = buildTown();
  db = new Database(town.db, { readonly: true });
});
afterAll(() => {
  db?.close();
  town?.remove();
});

const problems = (kind: Parameters<typeof searchKindStatements>[0][number]): string[] =>
  searchKindStatements([kind]).flatMap((s) => {
    try {
      db.prepare(s.sql);
      return [];
    } catch (e) {
      return [`${s.where}: ${(e as Error).message}`];
    }
  });

describe('search kinds in check', () => {
  const kind = {
    name: 'notes',
    label: 'Notes',
    database: 'town',
    table: 'notes',
    fts: 'notes_fts',
    title: "'Note ' || note_id",
    snippet: 'body',
    where: 'note_id > 0',
    order: 'note_id desc',
  };

  it('a kind that fits its table prepares', () => {
    expect(searchKindStatements([kind]).map((s) => s.sql)).toEqual([
      `select 'Note ' || note_id, body from notes where (note_id > 0) order by note_id desc limit 0`,
      'select rowid, rank from notes_fts limit 0',
    ]);
    expect(problems(kind)).toEqual([]);
  });

  it('a typo in an expression or a missing FTS table is named', () => {
    expect(problems({ ...kind, title: 'titel' })).toEqual(['search kind notes: no such column: titel']);
    expect(problems({ ...kind, fts: 'nope_fts' })).toEqual(['search kind notes: no such table: nope_fts']);
  });
});
