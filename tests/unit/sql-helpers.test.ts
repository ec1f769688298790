import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapedPhrases, escapeFts, escapeSqlite, quoteIdentifier } from '../../engine/sql/escape.js';
import { ALL_SQLITE_KEYWORDS, SQLITE_KEYWORDS } from '../../engine/sql/keywords.js';
import { extractNamedParameters } from '../../engine/sql/named-params.js';
import { ALLOWED_PRAGMA_FUNCTIONS, DISALLOWED_PRAGMA_MESSAGE, NOT_A_SELECT_MESSAGE, validateSqlSelect } from '../../engine/sql/validate.js';

let dir: string;
let db: Database.Database;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sql-helpers-'));
  db = new Database(join(dir, 'helpers.db'));
});

afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('escapeSqlite', () => {
  it('leaves plain non-keyword identifiers bare', () => {
    expect(escapeSqlite('facetable')).toBe('facetable');
    expect(escapeSqlite('_city_id')).toBe('_city_id');
    expect(escapeSqlite('Col2')).toBe('Col2');
  });

  it('brackets keywords (any case) and anything that is not a plain identifier', () => {
    expect(escapeSqlite('select')).toBe('[select]');
    expect(escapeSqlite('group')).toBe('[group]');
    expect(escapeSqlite('Order')).toBe('[Order]');
    expect(escapeSqlite('name with . and spaces')).toBe('[name with . and spaces]');
    expect(escapeSqlite('table/with/slashes.csv')).toBe('[table/with/slashes.csv]');
    expect(escapeSqlite('1st')).toBe('[1st]');
    expect(escapeSqlite('é')).toBe('[é]');
    expect(escapeSqlite('')).toBe('[]');
    expect(escapeSqlite('abc\n')).toBe('[abc\n]');
  });

  it("keeps Datasette's bare output for newer keywords SQLite accepts as identifiers", () => {
    expect(escapeSqlite('window')).toBe('window');
    expect(escapeSqlite('filter')).toBe('filter');
    expect(escapeSqlite('rows')).toBe('rows');
  });

  it('quotes the newer keywords that are syntax errors when bare', () => {
    expect(escapeSqlite('nothing')).toBe('[nothing]');
    expect(escapeSqlite('returning')).toBe('[returning]');
  });

  it('double-quotes names containing ] since brackets cannot escape it', () => {
    expect(escapeSqlite('a]b')).toBe('"a]b"');
    expect(escapeSqlite('x"]')).toBe('"x""]"');
  });

  it('produces SQL that SQLite accepts for awkward table and column names', () => {
    const names = ['select', 'group', 'name with . and spaces', 'table/with/slashes.csv', 'a]b', 'x"]', 'nothing', 'é', '1st', 'Order'];
    for (const [i, name] of names.entries()) {
      const table = escapeSqlite(name);
      db.exec(`create table ${table} (${escapeSqlite(name)} text, other integer)`);
      db.prepare(`insert into ${table} (${escapeSqlite(name)}, other) values (?, ?)`).run(`v${i}`, i);
      const row = db
        .prepare(`select ${escapeSqlite(name)} as v from ${table} where ${escapeSqlite(name)} = ? order by ${escapeSqlite(name)}`)
        .get(`v${i}`);
      expect(row).toEqual({ v: `v${i}` });
    }
  });

  it('covers every keyword of the linked SQLite: each is either quoted or valid bare', () => {
    expect(ALL_SQLITE_KEYWORDS.length).toBe(147);
    const unusableBare: string[] = [];
    for (const keyword of ALL_SQLITE_KEYWORDS) {
      const table = `kw_${keyword}`;
      db.exec(`create table ${table} ([${keyword}] integer, other integer)`);
      if (escapeSqlite(keyword) !== keyword) continue;
      const column = escapeSqlite(keyword);
      try {
        db.prepare(`select ${column}, other from ${table} where ${column} = 1 order by ${column} desc`);
        db.prepare(`select count(*) from ${table} group by ${column}`);
      } catch {
        unusableBare.push(keyword);
      }
    }
    expect(unusableBare).toEqual([]);
    expect(SQLITE_KEYWORDS.has('select')).toBe(true);
  });
});

describe('quoteIdentifier', () => {
  it('wraps in double quotes, doubling embedded "', () => {
    expect(quoteIdentifier('state')).toBe('"state"');
    expect(quoteIdentifier('say "hi"')).toBe('"say ""hi"""');
    db.exec(`create table ${quoteIdentifier('q"t')} (${quoteIdentifier('a]b')} integer)`);
    db.exec(`insert into ${quoteIdentifier('q"t')} values (7)`);
    expect(db.prepare(`select ${quoteIdentifier('a]b')} as v from ${quoteIdentifier('q"t')}`).get()).toEqual({ v: 7 });
  });
});

describe('escapeFts', () => {
  it('quotes every token so FTS operators are literal', () => {
    expect(escapeFts('dog AND')).toBe('"dog" "AND"');
    expect(escapeFts('dog')).toBe('"dog"');
    expect(escapeFts('  dog \t\n cat  ')).toBe('"dog" "cat"');
  });

  it('keeps quoted groups whole and balances an odd number of quotes', () => {
    expect(escapeFts('"a b" c')).toBe('"a b" "c"');
    expect(escapeFts('dog "cat')).toBe('"dog" "cat"');
    expect(escapeFts('a"b c"d')).toBe('"a" "b c" "d"');
    expect(escapeFts('"')).toBe('');
    expect(escapeFts('x "" y')).toBe('"x" "y"');
    expect(escapeFts('')).toBe('');
  });

  it("splits on Python's whitespace set, not JavaScript's", () => {
    expect(escapeFts('a\u3000b')).toBe('"a" "b"');
    expect(escapeFts('a\u001cb')).toBe('"a" "b"');
    expect(escapeFts('a\ufeffb')).toBe('"a\ufeffb"');
  });

  it('turns queries that are FTS syntax errors into working MATCH expressions', () => {
    db.exec(`create virtual table docs_fts4 using fts4(body);
      create virtual table docs_fts5 using fts5(body);
      insert into docs_fts4 (rowid, body) values (1, 'the dog and the cat'), (2, 'dog only'), (3, 'a "quoted" cat');
      insert into docs_fts5 (rowid, body) select rowid, body from docs_fts4;`);
    for (const table of ['docs_fts4', 'docs_fts5']) {
      const search = db.prepare(`select rowid from ${table} where ${table} match ? order by rowid`).pluck();
      expect(() => search.all('dog AND')).toThrow();
      expect(search.all(escapeFts('dog AND'))).toEqual([1]);
      expect(search.all(escapeFts('dog'))).toEqual([1, 2]);
      expect(search.all(escapeFts('"the cat'))).toEqual([1]);
      expect(search.all(escapeFts('cat NOT'))).toEqual([]);
    }
  });
});

describe('escapedPhrases', () => {
  it('gives the text of each phrase escapeFts makes, in order', () => {
    expect(escapedPhrases('dog AND')).toEqual(['dog', 'AND']);
    expect(escapedPhrases('"a b" c')).toEqual(['a b', 'c']);
    expect(escapedPhrases('a"b c"d')).toEqual(['a', 'b c', 'd']);
    expect(escapedPhrases('dog "cat')).toEqual(['dog', 'cat']);
    expect(escapedPhrases('x "" y')).toEqual(['x', 'y']);
    expect(escapedPhrases('')).toEqual([]);
    // A quoted group cannot span a line break: its opening quote is a stray one, not a phrase's.
    expect(escapedPhrases('"ab\ncd"')).toEqual([null, 'cd"']);
  });
});

describe('validateSqlSelect', () => {
  beforeAll(() => {
    db.exec('create table facetable (pk integer primary key); create table t (a); create table x (a);');
  });

  const allowed = [
    'select 1',
    'SELECT * FROM facetable',
    '  select 1  ',
    'select*from t',
    '-- a comment\nselect 1',
    '   -- indented comment line\nselect 1',
    '/* block */ select 1',
    '/* a */ -- b\n /* c\n d */\nselect 1',
    'with x as (select 1) select * from x',
    'explain select 1',
    'EXPLAIN QUERY PLAN select 1',
    'explain  query\tplan\nselect 1',
    'explain with x as (select 1) select * from x',
    'explain query plan with x as (select 1) select * from x',
    "select * from pragma_table_info('facetable')",
    "select * from pragma_table_xinfo('x') join pragma_index_list('x')",
    'select name from pragma_database_list()',
  ];
  it.each(allowed)('allows %j', (sql) => {
    expect(validateSqlSelect(sql)).toBeNull();
    // And SQLite agrees it is a single read statement.
    expect(db.prepare(sql).reader).toBe(true);
  });

  const notSelect = [
    'selec 1',
    'update t set x = 1',
    'pragma table_info(facetable)',
    'PRAGMA cache_size',
    'insert into t values (1)',
    'explain update t set x = 1',
    'selectx from t',
    'select1',
    'withx',
    '/* unterminated select 1',
    '-- only a comment',
    '-- comment without newline select 1',
    '',
    '(select 1)',
    'values (1)',
  ];
  it.each(notSelect)('refuses %j as not a SELECT', (sql) => {
    expect(validateSqlSelect(sql)).toBe(NOT_A_SELECT_MESSAGE);
  });
  it("uses Datasette's exact messages", () => {
    expect(NOT_A_SELECT_MESSAGE).toBe('Statement must be a SELECT');
    expect(DISALLOWED_PRAGMA_MESSAGE).toBe(
      'Statement contained a disallowed PRAGMA. Allowed pragma functions are pragma_database_list(), pragma_foreign_key_list(), pragma_function_list(), pragma_index_info(), pragma_index_list(), pragma_index_xinfo(), pragma_page_count(), pragma_max_page_count(), pragma_page_size(), pragma_schema_version(), pragma_table_info(), pragma_table_xinfo()',
    );
    expect(ALLOWED_PRAGMA_FUNCTIONS).toHaveLength(12);
  });

  const disallowedPragma = [
    'select * from pragma_compile_options()',
    'SELECT * FROM PRAGMA_compile_options()',
    "select 'pragma'",
    'select 1 /* pragma */',
    'with p as (select * from pragma_module_list) select * from p',
  ];
  it.each(disallowedPragma)('refuses %j as a disallowed PRAGMA', (sql) => {
    expect(validateSqlSelect(sql)).toBe(DISALLOWED_PRAGMA_MESSAGE);
  });

  it('ignores pragma on dropped -- comment lines only', () => {
    expect(validateSqlSelect('-- pragma\nselect 1')).toBeNull();
    expect(validateSqlSelect('select 1 -- pragma')).toBe(DISALLOWED_PRAGMA_MESSAGE);
  });

  it('uses a Unicode word boundary after the keyword, like Python', () => {
    expect(validateSqlSelect('selecté')).toBe(NOT_A_SELECT_MESSAGE);
    expect(validateSqlSelect('select\u3000 1')).toBeNull();
  });

  it('answers quickly on comment-heavy input that would backtrack in a regex', () => {
    const sql = '/* c */      '.repeat(2000) + 'update t set x = 1';
    expect(validateSqlSelect(sql)).toBe(NOT_A_SELECT_MESSAGE);
  });
});

describe('extractNamedParameters', () => {
  it('lists :name parameters in order of first appearance', () => {
    expect(extractNamedParameters('select :name as n, :other as o, :name as again')).toEqual(['name', 'other']);
    expect(extractNamedParameters('select :_actor_id, :p0')).toEqual(['_actor_id', 'p0']);
    expect(extractNamedParameters('select 1')).toEqual([]);
  });

  it('skips parameters inside strings, identifiers and comments', () => {
    const sql = `select ':in_string', 'it''s :escaped', "col :ident", :real -- :line_comment
      /* :block
         :comment */ , :after`;
    expect(extractNamedParameters(sql)).toEqual(['real', 'after']);
    expect(extractNamedParameters("select '12:30' as t, :at")).toEqual(['at']);
  });

  it("reads Unicode names like Python's \\w", () => {
    expect(extractNamedParameters('select :café, :x1')).toEqual(['café', 'x1']);
  });

  it("keeps Datasette's pass-by-pass quirk: -- inside a string still cuts the line", () => {
    expect(extractNamedParameters("select '--', :hidden\nselect :shown")).toEqual(['shown']);
  });

  it('finds exactly the names SQLite needs bound', () => {
    db.exec(`create table named ("a:b" text); insert into named values ('x')`);
    const sql = `select :text as t, '%' || :text || '%' as like_pattern, "a:b" as "c:d", :n + 0 as n from named -- :nope`;
    const names = extractNamedParameters(sql);
    expect(names).toEqual(['text', 'n']);
    const params = Object.fromEntries(names.map((name) => [name, '']));
    expect(db.prepare(sql).get(params)).toEqual({ t: '', like_pattern: '%%', 'c:d': 'x', n: 0 });
  });
});
