// Words `escapeSqlite` wraps in brackets even though they look like plain identifiers.
//
// This is Datasette 0.65's `reserved_words` list (SQLite's keywords as of ~3.8), kept
// word for word because escaped identifiers appear in the `query.sql` that clients diff.
// Newer SQLite keywords are left out on purpose: SQLite's parser falls back to treating
// them as identifiers (`select window, filter, rows from t` works), so Datasette emits
// them bare and so do we.
const DATASETTE_RESERVED_WORDS =
  'abort action add after all alter analyze and as asc attach autoincrement ' +
  'before begin between by cascade case cast check collate column commit ' +
  'conflict constraint create cross current_date current_time ' +
  'current_timestamp database default deferrable deferred delete desc detach ' +
  'distinct drop each else end escape except exclusive exists explain fail ' +
  'for foreign from full glob group having if ignore immediate in index ' +
  'indexed initially inner insert instead intersect into is isnull join key ' +
  'left like limit match natural no not notnull null of offset on or order ' +
  'outer plan pragma primary query raise recursive references regexp reindex ' +
  'release rename replace restrict right rollback row savepoint select set ' +
  'table temp temporary then to transaction trigger union unique update using ' +
  'vacuum values view virtual when where with without';

// Newer keywords with no identifier fallback: bare, they are a syntax error
// (`select nothing from t`). Datasette 0.65 breaks on such columns; we quote them.
const KEYWORDS_WITHOUT_IDENTIFIER_FALLBACK = 'nothing returning';

/** Lower-case words that must be quoted when used as identifiers. */
export const SQLITE_KEYWORDS: ReadonlySet<string> = new Set(
  (DATASETTE_RESERVED_WORDS + ' ' + KEYWORDS_WITHOUT_IDENTIFIER_FALLBACK).split(' '),
);

/**
 * Every keyword SQLite 3.53 recognises (https://sqlite.org/lang_keywords.html), for
 * tests that check the quoting set above against the linked SQLite.
 */
export const ALL_SQLITE_KEYWORDS: readonly string[] = (
  'abort action add after all alter always analyze and as asc attach autoincrement ' +
  'before begin between by cascade case cast check collate column commit conflict ' +
  'constraint create cross current current_date current_time current_timestamp ' +
  'database default deferrable deferred delete desc detach distinct do drop each else ' +
  'end escape except exclude exclusive exists explain fail filter first following for ' +
  'foreign from full generated glob group groups having if ignore immediate in index ' +
  'indexed initially inner insert instead intersect into is isnull join key last left ' +
  'like limit match materialized natural no not nothing notnull null nulls of offset ' +
  'on or order others outer over partition plan pragma preceding primary query raise ' +
  'range recursive references regexp reindex release rename replace restrict returning ' +
  'right rollback row rows savepoint select set table temp temporary then ties to ' +
  'transaction trigger unbounded union unique update using vacuum values view virtual ' +
  'when where window with without'
).split(' ');
