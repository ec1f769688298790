// Full-text search on table pages: FTS4 declared with content="…", FTS5 with content='…' (and a
// content_rowid) and FTS5 with content=[…]; escaped and raw modes, per-column search.
import { describe, expect, it } from 'vitest';
import { serveFixtures, type TablePage } from '../support/server.js';

const fixture = serveFixtures();
const { get } = fixture;

async function search(table: string, args: string): Promise<TablePage> {
  const r = await get(`/fixtures/${table}.json?${args}`);
  expect(r.status, r.text).toBe(200);
  return r.json<TablePage>();
}

const firstColumn = (page: TablePage): unknown[] => page.rows.map((r) => r[0]);

describe('FTS4, content="searchable"', () => {
  it("_search finds rows through the index; the SQL and description are Datasette's", async () => {
    const page = await search('searchable', '_search=terry');
    expect(firstColumn(page)).toEqual([1, 2]);
    expect(page.human_description_en).toBe('where search matches "terry"');
    expect(page.filtered_table_rows_count).toBe(2);
    expect(page.query).toEqual({
      sql: 'select pk, text1, text2, [name with . and spaces] from searchable where rowid in (select rowid from searchable_fts where searchable_fts match escape_fts(:search)) order by pk limit 101',
      params: { search: 'terry' },
    });
  });

  it('escaped mode makes operators literal words', async () => {
    // "dog AND" → "dog" "AND": only the row containing the word "and" as well.
    expect(firstColumn(await search('searchable', '_search=dog+AND'))).toEqual([3]);
    // An unbalanced quote is closed, not a syntax error.
    expect(firstColumn(await search('searchable', '_search=%22quoted+phrase'))).toEqual([3]);
  });

  it('_searchmode=raw passes the query through: prefix queries work, syntax errors are 400s', async () => {
    expect(firstColumn(await search('searchable', '_search=ter*&_searchmode=raw'))).toEqual([1, 2]);
    const bad = await get('/fixtures/searchable.json?_search=dog+AND&_searchmode=raw');
    expect(bad.status).toBe(400);
    expect(bad.text).toBe('{"ok": false, "error": "malformed MATCH expression: [dog AND]", "status": 400, "title": "Invalid SQL"}');
  });

  it('_search_<col> searches one FTS column, including one whose name has spaces and dots', async () => {
    const page = await search('searchable', '_search_text2=weasel');
    expect(firstColumn(page)).toEqual([2]);
    expect(page.human_description_en).toBe('where search column "text2" matches "weasel"');
    expect(page.query.sql).toContain('rowid in (select rowid from searchable_fts where text2 match escape_fts(:search_0))');
    expect(firstColumn(await search('searchable', '_search_name+with+.+and+spaces=puma'))).toEqual([2]);
    expect(firstColumn(await search('searchable', '_search_text1=dog&_search_text2=weasel'))).toEqual([2]);
  });

  it('_search_<col> naming a column the index lacks is a 400', async () => {
    const r = await get('/fixtures/searchable.json?_search_pk=1');
    expect(r.status).toBe(400);
    expect(r.text).toBe('{"ok": false, "error": "Cannot search by that column", "status": 400, "title": null}');
  });

  it('search combines with filters: filters first in the description', async () => {
    const page = await search('searchable', '_search=dog&text1__contains=terry');
    expect(firstColumn(page)).toEqual([2]);
    expect(page.human_description_en).toBe('where search matches "dog" and text1 contains "terry"');
  });
});

describe("FTS5, content='articles' with content_rowid='id'", () => {
  it('matches through the declared rowid column', async () => {
    const page = await search('articles', '_search=dog');
    expect(firstColumn(page)).toEqual([30]);
    expect(page.query.sql).toContain('where id in (select rowid from articles_fts where articles_fts match escape_fts(:search))');
  });

  it('raw prefix query and raw syntax error', async () => {
    expect(firstColumn(await search('articles', '_search=dog*&_searchmode=raw'))).toEqual([10, 30]);
    const bad = await get('/fixtures/articles.json?_search=dog+AND&_searchmode=raw');
    expect(bad.status).toBe(400);
    expect(bad.json()).toMatchObject({ ok: false, status: 400, title: 'Invalid SQL' });
  });

  it('_search_<col> on an FTS5 column', async () => {
    expect(firstColumn(await search('articles', '_search_title=cats'))).toEqual([20]);
  });
});

describe('FTS5, content=[notes]', () => {
  it('the bracket-quoted content table is found', async () => {
    expect(firstColumn(await search('notes', '_search=milk'))).toEqual([1, 2]);
    expect(firstColumn(await search('notes', '_search=milk+eggs'))).toEqual([2]);
  });
});

describe('tables without an index', () => {
  it('ignore _search', async () => {
    const page = await search('facet_cities', '_search=Detroit');
    expect(page.rows).toHaveLength(4);
    expect(page.human_description_en).toBe('');
  });

  it('can name an index with _fts_table and _fts_pk', async () => {
    const page = await search('articles', '_search=plumber&_fts_table=notes_fts&_fts_pk=id');
    // notes row 3 ("call the plumber") has rowid 3: no article has id 3.
    expect(page.rows).toEqual([]);
    const page2 = await search('simple_primary_key', '_search=milk&_fts_table=notes_fts&_fts_pk=rowid');
    expect(firstColumn(page2)).toEqual(['1', '2']);
  });
});
