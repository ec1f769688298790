// The engine tests' fixtures database, modelled on Datasette's tests/fixtures.py so Datasette 0.65's
// answers can be checked byte for byte: facetable/facet_cities, sortable,
// compound keys, a rowid table, views, awkward names, FTS4 and FTS5 indexes declared with each
// quoting style, binary/non-ASCII/infinite values. Built into a fresh temp dir; every value is
// deterministic.
import Database from 'better-sqlite3';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Fixtures {
  dir: string;
  /** fixtures.db: served as the database "fixtures". */
  db: string;
  metadata: string;
  queriesDir: string;
  remove(): void;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** mulberry32: a tiny seeded PRNG, so "random" sortable values are the same on every build. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The first `count` letter tuples of length `width`, in order: aa, ab, … */
function letterTuples(width: number, count: number): string[][] {
  const out: string[][] = [];
  const total = LETTERS.length ** width;
  for (let n = 0; n < total && out.length < count; n++) {
    const tuple: string[] = [];
    for (let i = width - 1, rest = n; i >= 0; i--, rest = Math.floor(rest / LETTERS.length)) tuple[i] = LETTERS[rest % LETTERS.length];
    out.push(tuple);
  }
  return out;
}

export const SORTABLE_ROWS = 201;
export const NO_PRIMARY_KEY_ROWS = 201;
export const COMPOUND_THREE_ROWS = 1001;
export const BIG_TABLE_ROWS = 2000;

const SCHEMA = `
CREATE TABLE simple_primary_key (id varchar(30) primary key, content text);
CREATE TABLE primary_key_multiple_columns (id varchar(30) primary key, content text, content2 text);
CREATE TABLE no_label_target (id varchar(30) primary key, a text, b text);
CREATE TABLE foreign_key_references (
  pk varchar(30) primary key,
  foreign_key_with_label varchar(30),
  foreign_key_with_custom_label varchar(30),
  foreign_key_with_no_label varchar(30),
  FOREIGN KEY (foreign_key_with_label) REFERENCES simple_primary_key(id),
  FOREIGN KEY (foreign_key_with_custom_label) REFERENCES primary_key_multiple_columns(id),
  FOREIGN KEY (foreign_key_with_no_label) REFERENCES no_label_target(id)
);
CREATE TABLE compound_primary_key (pk1 varchar(30), pk2 varchar(30), content text, PRIMARY KEY (pk1, pk2));
CREATE TABLE compound_three_primary_keys (pk1 varchar(30), pk2 varchar(30), pk3 varchar(30), content text, PRIMARY KEY (pk1, pk2, pk3));
CREATE TABLE sortable (
  pk1 varchar(30), pk2 varchar(30), content text, sortable integer,
  sortable_with_nulls real, sortable_with_nulls_2 real, text text,
  PRIMARY KEY (pk1, pk2)
);
CREATE TABLE no_primary_key (content text, a text, b text, c text);
CREATE TABLE [123_starts_with_digits] (content text);
CREATE TABLE "Table With Space In Name" (pk varchar(30) primary key, content text);
CREATE TABLE "table/with/slashes.csv" (pk varchar(30) primary key, content text);
CREATE TABLE "dots.in.name" (pk varchar(30) primary key, [name with . and spaces] text);
CREATE TABLE [select] ([group] text, [having] text, [and] text, [json] text);
CREATE TABLE infinity (value REAL);
CREATE TABLE binary_data (data BLOB);
CREATE TABLE facet_cities (id integer primary key, name text);
CREATE TABLE facetable (
  pk integer primary key, created text, planet_int integer, on_earth integer, state text,
  _city_id integer, _neighborhood text, tags text, complex_array text, distinct_some_null, n text,
  FOREIGN KEY ("_city_id") REFERENCES [facet_cities](id)
);
CREATE TABLE attractions (pk integer primary key, name text, state text, tags text, opened text);
CREATE TABLE big_table (id integer primary key, value text);
CREATE TABLE searchable (pk integer primary key, text1 text, text2 text, [name with . and spaces] text);
CREATE VIRTUAL TABLE "searchable_fts" USING FTS4 (text1, text2, [name with . and spaces], content="searchable");
CREATE TABLE articles (id integer primary key, title text, body text);
CREATE VIRTUAL TABLE articles_fts USING fts5 (title, body, content='articles', content_rowid='id');
CREATE TABLE notes (pk integer primary key, note text);
CREATE VIRTUAL TABLE notes_fts USING fts5 (note, content=[notes]);
CREATE VIEW simple_view AS SELECT content, upper(content) AS upper_content FROM simple_primary_key;
CREATE VIEW paginated_view AS SELECT content, '- ' || content || ' -' AS content_extra FROM no_primary_key;
CREATE VIEW sortable_view AS SELECT pk1, pk2, sortable, sortable_with_nulls FROM sortable;
`;

// Datasette's facetable rows, so its facet and table answers apply unchanged.
const FACETABLE: Array<[string, number, number, string, number, string, string, string, string | null, string | null]> = [
  ['2019-01-14 08:00:00', 1, 1, 'CA', 1, 'Mission', '["tag1", "tag2"]', '[{"foo": "bar"}]', 'one', 'n1'],
  ['2019-01-14 08:00:00', 1, 1, 'CA', 1, 'Dogpatch', '["tag1", "tag3"]', '[]', 'two', 'n2'],
  ['2019-01-14 08:00:00', 1, 1, 'CA', 1, 'SOMA', '[]', '[]', null, null],
  ['2019-01-14 08:00:00', 1, 1, 'CA', 1, 'Tenderloin', '[]', '[]', null, null],
  ['2019-01-15 08:00:00', 1, 1, 'CA', 1, 'Bernal Heights', '[]', '[]', null, null],
  ['2019-01-15 08:00:00', 1, 1, 'CA', 1, 'Hayes Valley', '[]', '[]', null, null],
  ['2019-01-15 08:00:00', 1, 1, 'CA', 2, 'Hollywood', '[]', '[]', null, null],
  ['2019-01-15 08:00:00', 1, 1, 'CA', 2, 'Downtown', '[]', '[]', null, null],
  ['2019-01-16 08:00:00', 1, 1, 'CA', 2, 'Los Feliz', '[]', '[]', null, null],
  ['2019-01-16 08:00:00', 1, 1, 'CA', 2, 'Koreatown', '[]', '[]', null, null],
  ['2019-01-16 08:00:00', 1, 1, 'MI', 3, 'Downtown', '[]', '[]', null, null],
  ['2019-01-17 08:00:00', 1, 1, 'MI', 3, 'Greektown', '[]', '[]', null, null],
  ['2019-01-17 08:00:00', 1, 1, 'MI', 3, 'Corktown', '[]', '[]', null, null],
  ['2019-01-17 08:00:00', 1, 1, 'MI', 3, 'Mexicantown', '[]', '[]', null, null],
  ['2019-01-17 08:00:00', 2, 0, 'MC', 4, 'Arcadia Planitia', '[]', '[]', null, null],
];

/** Keys chosen to need every kind of URL escaping. */
export const COMPOUND_KEYS: Array<[string, string, string]> = [
  ['a', 'b', 'c'],
  ['a/b', '.c-d', 'c'],
  ['a,b', '~x%y', 'comma, tilde and percent'],
  ['with space', 'caf\u00e9 \u{1d41c}', 'non-ASCII'],
];

export const METADATA_YAML = `title: Engine test fixtures
license: Apache License 2.0
license_url: https://github.com/simonw/datasette/blob/main/LICENSE
source: tests/fixtures.py
source_url: https://github.com/simonw/datasette/blob/main/tests/fixtures.py
databases:
  fixtures:
    queries:
      plain: select 1 as one
    tables:
      primary_key_multiple_columns:
        label_column: content2
      sortable:
        sortable_columns: [pk1, pk2, sortable, sortable_with_nulls, sortable_with_nulls_2, text]
      attractions:
        sort_desc: opened
        facets:
          - state
          - array: tags
          - date: opened
`;

export const QUERIES_YAML = `database: fixtures
queries:
  neighborhood search/v2:
    title: Search neighborhoods
    description: Neighborhoods whose name contains the text
    sql: |-
      select _neighborhood, facet_cities.name, state from facetable
      join facet_cities on facetable._city_id = facet_cities.id
      where _neighborhood like '%' || :text || '%' order by _neighborhood
  two_params:
    sql: select :a as a, :b as b
    params: [a]
  slow_count:
    sql: with recursive c(x) as (select 1 union all select x + 1 from c where x < 1000000000) select count(*) as n from c
`;

function fill(db: Database.Database): void {
  const insert = (sql: string, rows: unknown[][]): void => {
    const stmt = db.prepare(sql);
    for (const row of rows) stmt.run(...row);
  };
  const random = seededRandom(42);
  const pick = <T>(choices: T[]): T => choices[Math.floor(random() * choices.length)];

  insert('INSERT INTO simple_primary_key VALUES (?, ?)', [
    ['1', 'hello'],
    ['2', 'world'],
    ['3', ''],
    ['4', 'RENDER_CELL_DEMO'],
    ['5', 'RENDER_CELL_ASYNC'],
  ]);
  insert('INSERT INTO primary_key_multiple_columns VALUES (?, ?, ?)', [['1', 'hey', 'world']]);
  insert('INSERT INTO no_label_target VALUES (?, ?, ?)', [['1', 'x', 'y']]);
  insert('INSERT INTO foreign_key_references VALUES (?, ?, ?, ?)', [
    ['1', '1', '1', '1'],
    ['2', null, null, null],
  ]);
  insert('INSERT INTO compound_primary_key VALUES (?, ?, ?)', COMPOUND_KEYS);
  insert(
    'INSERT INTO compound_three_primary_keys VALUES (?, ?, ?, ?)',
    letterTuples(3, COMPOUND_THREE_ROWS).map(([a, b, c]) => [a, b, c, `${a}-${b}-${c}`]),
  );
  // NULL-heavy REAL columns (one unique-valued, one with few repeated values), a narrow integer
  // range so values repeat, and text values that look like the `$null` token.
  insert(
    'INSERT INTO sortable VALUES (?, ?, ?, ?, ?, ?, ?)',
    letterTuples(2, SORTABLE_ROWS).map(([a, b]) => [
      a,
      b,
      `${a}-${b}`,
      Math.floor(random() * 41) - 20,
      pick([null, random(), random()]),
      pick([null, null, Math.floor(random() * 5) / 10]),
      pick(['$null', '$blah']),
    ]),
  );
  insert(
    'INSERT INTO no_primary_key VALUES (?, ?, ?, ?)',
    Array.from({ length: NO_PRIMARY_KEY_ROWS }, (_, i) => [String(i + 1), `a${i + 1}`, `b${i + 1}`, `c${i + 1}`]),
  );
  insert('INSERT INTO "Table With Space In Name" VALUES (?, ?)', [['1', 'hey']]);
  insert('INSERT INTO "table/with/slashes.csv" VALUES (?, ?)', [['3', 'hey']]);
  insert('INSERT INTO "dots.in.name" VALUES (?, ?)', [['a.b', 'dotted']]);
  insert('INSERT INTO [select] VALUES (?, ?, ?, ?)', [['group', 'having', 'and', '{"href": "http://example.com/", "label":"Example"}']]);
  db.exec('INSERT INTO infinity VALUES (1e999), (-1e999), (1.5)');
  db.exec("INSERT INTO binary_data VALUES (x'616263'), (x'00ff'), (x'c3a9'), (NULL)");
  insert('INSERT INTO facet_cities VALUES (?, ?)', [
    [1, 'San Francisco'],
    [2, 'Los Angeles'],
    [3, 'Detroit'],
    [4, 'Memnonia'],
  ]);
  insert(
    'INSERT INTO facetable (created, planet_int, on_earth, state, _city_id, _neighborhood, tags, complex_array, distinct_some_null, n) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    FACETABLE,
  );
  insert('INSERT INTO attractions VALUES (?, ?, ?, ?, ?)', [
    [1, 'The Mystery Spot', 'CA', '["tourist", "strange"]', '1940-05-01'],
    [2, 'Winchester Mansion', 'CA', '["tourist", "haunted"]', '1923-01-01'],
    [3, 'Burlingame Museum of PEZ Memorabilia', 'CA', '["tourist"]', '1995-07-04'],
    [4, 'Bigfoot Discovery Museum', 'CA', '[]', '2004-10-31'],
    [5, 'Greektown Casino', 'MI', '["gambling"]', '2000-11-10'],
  ]);
  insert(
    'INSERT INTO big_table VALUES (?, ?)',
    Array.from({ length: BIG_TABLE_ROWS }, (_, i) => [i + 1, `value ${i + 1}`]),
  );
  insert('INSERT INTO searchable VALUES (?, ?, ?, ?)', [
    [1, 'barry cat', 'terry dog', 'panther'],
    [2, 'terry dog', 'sara weasel', 'puma'],
    [3, 'dog AND cat', 'a "quoted" phrase', 'lynx'],
  ]);
  db.exec(
    'INSERT INTO searchable_fts (rowid, text1, text2, [name with . and spaces]) SELECT rowid, text1, text2, [name with . and spaces] FROM searchable',
  );
  insert('INSERT INTO articles VALUES (?, ?, ?)', [
    [10, 'Dogs of the city', 'Working dogs and their handlers'],
    [20, 'Cats at home', 'Indoor cats sleep most of the day'],
    [30, 'Dogfish', 'A small shark, not a dog'],
  ]);
  db.exec('INSERT INTO articles_fts (rowid, title, body) SELECT id, title, body FROM articles');
  insert('INSERT INTO notes VALUES (?, ?)', [
    [1, 'remember the milk'],
    [2, 'buy more milk and eggs'],
    [3, 'call the plumber'],
  ]);
  db.exec('INSERT INTO notes_fts (rowid, note) SELECT pk, note FROM notes');
}

/** Build the fixtures database, metadata and canned-query directory into a fresh temp dir. */
export function buildFixtures(): Fixtures {
  const dir = mkdtempSync(join(tmpdir(), 'openregs-engine-fixtures-'));
  const path = join(dir, 'fixtures.db');
  const db = new Database(path);
  try {
    db.exec(SCHEMA);
    db.transaction(() => fill(db))();
  } finally {
    db.close();
  }
  const metadata = join(dir, 'metadata.yaml');
  writeFileSync(metadata, METADATA_YAML);
  const queriesDir = join(dir, 'queries');
  mkdirSync(queriesDir);
  writeFileSync(join(queriesDir, 'fixtures.yaml'), QUERIES_YAML);
  return { dir, db: path, metadata, queriesDir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Rows straight from the fixtures file. Integers come back as bigint (so they can be told from
 * REALs, as Datasette's tokens do); `plain()` turns them into the numbers JSON parsing gives.
 */
export function readRows(path: string, sql: string): unknown[][] {
  const db = new Database(path, { readonly: true });
  try {
    return db.prepare(sql).raw(true).safeIntegers(true).all() as unknown[][];
  } finally {
    db.close();
  }
}

export function plain(rows: unknown[][]): unknown[][] {
  return rows.map((r) => r.map((v) => (typeof v === 'bigint' ? Number(v) : v)));
}

/** The instance metadata's source and license keys as every data view ends with them. */
export const SOURCE_AND_LICENSE_JSON =
  '"source": "tests/fixtures.py", "source_url": "https://github.com/simonw/datasette/blob/main/tests/fixtures.py", ' +
  '"license": "Apache License 2.0", "license_url": "https://github.com/simonw/datasette/blob/main/LICENSE"';
