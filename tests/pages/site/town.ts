// A small database of its own for the configured-page features and the search box: people, their
// grants (enough for several pages), notes with a full-text index, and a pages file declaring pages
// with query_params, paged queries, column labels/formats/links, file-level links and search kinds.
import Database from 'better-sqlite3';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer } from '../../../engine/server.js';
import { loadPages } from '../../../engine/pages/load.js';
import { pagesMount } from '../../../engine/pages/mount.js';
import type { Settings } from '../../../engine/config/settings.js';
import { RANK_WINDOW } from '../../../engine/search/kinds.js';

export const PEOPLE = [
  { person_id: 'P1', name: 'Ada Lovelace', city: 'London', joined: '2024-03-05', salary: 1234.5, visits: 12345, bonus_pct: 12.5 },
  { person_id: 'P2', name: 'Alan Turing', city: 'Manchester', joined: '1999-12-31T14:03:00', salary: 100000, visits: 7, bonus_pct: 3 },
  { person_id: 'P3', name: 'Grace Hopper', city: null, joined: null, salary: null, visits: 0, bonus_pct: null },
];

/** P1's grants: 23, so pages of 10 are 10, 10 and 3. */
export const P1_GRANTS = 23;

const SCHEMA = `
create table people (person_id text primary key, name text, city text, joined text, salary real, visits integer, bonus_pct real);
create table grants (grant_id integer primary key, person_id text references people(person_id), amount integer, awarded text, purpose text);
create table notes (note_id integer primary key, person_id text, body text);
create virtual table people_fts using fts5(name, city, content='people');
create virtual table grants_fts using fts5(purpose, content='grants', content_rowid='grant_id');
create virtual table notes_fts using fts5(body, content='notes', content_rowid='note_id');
create virtual table notes_team_fts using fts5(body, team);
create virtual table notes_fts4 using fts4(body, team);
`;

export const PAGES_YAML = `templates: templates
columns:
  amount: {format: money}
  awarded: {label: Awarded on, format: date}
links:
  - {column: person_id, page: "/person/{value}"}
  - {column: name, page: "/who?name={value}", database: town, table: people}
pages:
  - path: /person/{person_id}
    title: person
    template: person.njk
    queries:
      person: {database: town, required: true, single: true, sql: "select * from people where person_id = :person_id"}
      grants:
        database: town
        paged: true
        limit: 10
        sql: |-
          select grant_id, amount, awarded, purpose, person_id from grants
          where person_id = :person_id
          order by grant_id -- newest last
        columns:
          grant_id: {label: Grant, link: "/grant/{grant_id}"}
          person_id: {link: "/person/{value}"}
      # Pages itself: the page of grants is picked before the join that only shown rows need.
      largest:
        database: town
        paged: true
        limit: 10
        sql: |-
          select g.grant_id, g.amount, p.name from (
            select grant_id, amount, person_id from grants where person_id = :person_id
            order by amount desc, grant_id limit :_page_limit offset :_page_offset
          ) g join people p on p.person_id = g.person_id
          order by g.amount desc, g.grant_id
      figures:
        database: town
        sql: "select visits, salary, bonus_pct, joined, city from people where person_id = :person_id"
        columns:
          visits: {format: count}
          salary: {format: money, label: Pay}
          bonus_pct: {format: percent}
          joined: {format: year}
  - path: /who
    title: person named
    template: who.njk
    query_params: [name]
    linked_from: [{database: town, table: people}]
    queries:
      people: {database: town, required: true, sql: "select person_id, name, city from people where name = :name"}
`;

/** The `search:` key: people link to their page, grants to their row page, notes to the person's page. */
export const SEARCH_YAML = `search:
  - {name: people, label: People, database: town, table: people, title: name, subtitle: city, link: "/person/{person_id}"}
  - {name: grants, label: Grants, database: town, table: grants, title: "'Grant ' || grant_id", subtitle: amount, snippet: purpose}
  - {name: notes, label: Notes, database: town, table: notes, title: "'Note ' || note_id", snippet: body, link: "/person/{person_id}"}
`;

/** The same notes twice, found among the matches and matched among P1's and P2's notes. */
export const FILTERED_KINDS_YAML = `search:
  - {name: matched, label: Matched, database: town, table: notes, title: "'Note ' || note_id", where: "person_id in ('P1', 'P2')"}
  - {name: picked, label: Picked, database: town, table: notes, title: "'Note ' || note_id", where: "person_id in ('P1', 'P2')", filter_first: true}
`;

/**
 * P1's and P2's notes over an index whose \`team\` column holds "alpha_team" in each of their rows:
 * as they are found without narrowing, narrowed, narrowed with filter_first, and narrowed under a
 * condition broader than the narrowing (which then shows narrowing is applied). Their conditions name
 * \`body\`, a column of the index as well as of the table: \`where\` is about the table's.
 */
export const NARROWED_KINDS_YAML = `search:
  - {name: plain, label: Plain, database: town, table: notes, fts: notes_team_fts, title: "'Note ' || note_id", where: "person_id in ('P1', 'P2') and body is not null"}
  - {name: narrowed, label: Narrowed, database: town, table: notes, fts: notes_team_fts, title: "'Note ' || note_id", where: "person_id in ('P1', 'P2') and body is not null", narrow: {column: team, value: alpha_team}}
  - {name: narrowed_all, label: Narrowed all, database: town, table: notes, fts: notes_team_fts, title: "'Note ' || note_id", where: "person_id in ('P1', 'P2') and body is not null", narrow: {column: team, value: alpha_team}, filter_first: true}
  - {name: too_narrow, label: Too narrow, database: town, table: notes, fts: notes_team_fts, title: "'Note ' || note_id", where: "person_id is not null", narrow: {column: team, value: alpha_team}}
`;

/** A kind whose ORDER BY never finishes in time: it must say so while the others show. */
export const SLOW_KIND_YAML = `  - name: slow
    label: Slow notes
    database: town
    table: notes
    title: body
    order: "(with recursive c(x) as (select 1 union all select x + 1 from c where x < 1000000000) select count(*) from c)"
`;

const TEMPLATES: Record<string, string> = {
  'person.njk': `{% extends "base.njk" %}
{% from "_pages.njk" import queryTable %}
{% set title = person.name %}
{% block content %}<h1>{{ person.name }}</h1>
<section id="grants">{{ queryTable(grants_query, "Grants") }}</section>
<section id="figures">{{ queryTable(figures_query, "Figures") }}</section>{% endblock %}
`,
  'who.njk': `{% extends "base.njk" %}
{% from "_pages.njk" import queryTable %}
{% set title = params.name %}
{% block content %}<h1>{{ params.name }}</h1>{{ queryTable(people_query, "People") }}{% endblock %}
`,
};

export interface Town {
  dir: string;
  db: string;
  pagesFile: string;
  remove(): void;
}

/** Build the database and the pages file (with `extraYaml` appended: a `search:` key) in a temp dir. */
export function buildTown(extraYaml = ''): Town {
  const dir = mkdtempSync(join(tmpdir(), 'town-'));
  const db = join(dir, 'town.db');
  const sqlite = new Database(db);
  sqlite.exec(SCHEMA);
  // One transaction: thousands of notes, each its own commit, took ten seconds.
  sqlite.exec('begin');
  const person = sqlite.prepare('insert into people values (:person_id, :name, :city, :joined, :salary, :visits, :bonus_pct)');
  for (const p of PEOPLE) person.run(p);
  const grant = sqlite.prepare('insert into grants values (?, ?, ?, ?, ?)');
  for (let i = 1; i <= P1_GRANTS; i++) grant.run(i, 'P1', i * 1000, `2024-01-${String(i).padStart(2, '0')}`, `library books ${i}`);
  grant.run(100, 'P2', 2500, '2023-06-01', 'computing machinery');
  grant.run(101, 'P3', -50, '2023-07-01', 'compiler research and library tools');
  const note = sqlite.prepare('insert into notes values (?, ?, ?)');
  // "library" appears once in note 1, three times in note 2: note 2 ranks first.
  note.run(1, 'P1', 'a note about the library');
  note.run(2, 'P2', 'library library library');
  note.run(3, 'P3', 'nothing to see');
  // Two words said as often in two notes, the other way round: which note a two-word search puts
  // first depends only on how many rows hold each word (bm25's weights), a tie on this data.
  note.run(3000, 'P3', 'quince quince quince medlar');
  note.run(3001, 'P3', 'quince medlar medlar medlar');
  // More matches than a count shows: "1,000+".
  for (let i = 10; i < 1110; i++) note.run(i, 'P3', `bulk entry ${i}`);
  // More matches than a kind ranks: P2's ten oldest say "crowd" three times, yet the ranked window
  // is the newest RANK_WINDOW, P3's, where it is said once.
  for (let i = 0; i < 10; i++) note.run(20_000 + i, 'P2', 'crowd crowd crowd');
  for (let i = 10; i < 10 + RANK_WINDOW; i++) note.run(20_000 + i, 'P3', `crowd entry ${i}`);
  sqlite.exec(`insert into people_fts (rowid, name, city) select rowid, name, city from people;
    insert into grants_fts (rowid, purpose) select grant_id, purpose from grants;
    insert into notes_fts (rowid, body) select note_id, body from notes;
    insert into notes_team_fts (rowid, body, team) select note_id, body, case when person_id in ('P1', 'P2') then 'alpha_team' else 'beta_team' end from notes;
    insert into notes_fts4 (docid, body, team) select rowid, body, team from notes_team_fts;
    commit;`);
  sqlite.close();
  mkdirSync(join(dir, 'templates'));
  for (const [name, text] of Object.entries(TEMPLATES)) writeFileSync(join(dir, 'templates', name), text);
  writeFileSync(join(dir, 'metadata.json'), JSON.stringify({ title: 'Town test' }));
  const pagesFile = join(dir, 'pages.yaml');
  writeFileSync(pagesFile, PAGES_YAML + extraYaml);
  return { dir, db, pagesFile, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Serve the town database with its pages on a loopback port. */
export async function serveTown(town: Town, settings: Partial<Settings> = {}): Promise<RunningServer> {
  const server = await startServer(
    { files: [{ path: town.db, immutable: false }], metadataPath: join(town.dir, 'metadata.json'), settings },
    '127.0.0.1',
    0,
    [pagesMount(loadPages(town.pagesFile))],
  );
  await server.engine.ready;
  return server;
}
