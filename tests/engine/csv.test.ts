// `.csv` on tables, views, rows, custom SQL and canned queries: Python csv.writer's format, labels,
// `_header=off`, `_dl`, and `_stream=on` writing every row of a table exactly once, page by page.
import { describe, expect, it } from 'vitest';
import { BIG_TABLE_ROWS, COMPOUND_THREE_ROWS, NO_PRIMARY_KEY_ROWS } from '../support/fixtures.js';
import { serveFixtures } from '../support/server.js';

const fixture = serveFixtures();
const { get } = fixture;

async function csv(path: string): Promise<string> {
  const r = await get(path);
  expect(r.status, r.text).toBe(200);
  return r.text;
}

/** Lines of a CSV body whose fields hold no line breaks. */
const lines = (text: string): string[] => {
  expect(text.endsWith('\r\n')).toBe(true);
  return text.slice(0, -2).split('\r\n');
};

describe('format', () => {
  it('custom SQL: CRLF rows, quotes only where needed, NULL as an empty field', async () => {
    expect(await csv("/fixtures.csv?sql=select+1+as+a,+'x,y'+as+b,+null+as+c")).toBe('a,b,c\r\n1,"x,y",\r\n');
    expect(await csv(`/fixtures.csv?sql=${encodeURIComponent(`select 'say "hi"' as q, 'two\nlines' as t, 1.5 as f, 2.0 as g`)}`)).toBe(
      'q,t,f,g\r\n"say ""hi""","two\nlines",1.5,2.0\r\n',
    );
  });

  it('a table page as CSV holds the same rows as its JSON', async () => {
    const json = (await get('/fixtures/facetable.json?_size=5')).json<{ columns: string[]; rows: unknown[][] }>();
    const expected = [
      json.columns.join(','),
      ...json.rows.map((r) =>
        r
          .map((v) => {
            const text = v === null ? '' : String(v);
            return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
          })
          .join(','),
      ),
    ];
    expect(lines(await csv('/fixtures/facetable.csv?_size=5'))).toEqual(expected);
  });

  it('plain text by default; _dl=1 downloads as <table>.csv', async () => {
    const plain = await get('/fixtures/facet_cities.csv');
    expect(plain.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(plain.headers.get('content-disposition')).toBeNull();
    const dl = await get('/fixtures/facet_cities.csv?_dl=1');
    expect(dl.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(dl.headers.get('content-disposition')).toBe('attachment; filename="facet_cities.csv"');
    expect(dl.text).toBe(plain.text);
    expect((await get('/fixtures.csv?sql=select+1&_dl=1')).headers.get('content-disposition')).toBe('attachment; filename="fixtures.csv"');
  });

  it('_header=off leaves the header out', async () => {
    expect(await csv('/fixtures/facet_cities.csv?_header=off')).toBe('1,San Francisco\r\n2,Los Angeles\r\n3,Detroit\r\n4,Memnonia\r\n');
  });

  it('_labels=on adds <col>_label after each foreign key; _label=col only that one', async () => {
    const text = lines(await csv('/fixtures/facetable.csv?_labels=on&_col=_city_id&_size=2'));
    expect(text).toEqual(['pk,_city_id,_city_id_label', '1,1,San Francisco', '2,1,San Francisco']);
    const one = lines(await csv('/fixtures/foreign_key_references.csv?_label=foreign_key_with_label'));
    expect(one).toEqual([
      'pk,foreign_key_with_label,foreign_key_with_label_label,foreign_key_with_custom_label,foreign_key_with_no_label',
      '1,1,hello,1,1',
      '2,,,,',
    ]);
  });

  it('views, rows and canned queries', async () => {
    expect(lines(await csv('/fixtures/simple_view.csv'))[0]).toBe('content,upper_content');
    expect(await csv('/fixtures/simple_primary_key/1.csv')).toBe('id,content\r\n1,hello\r\n');
    expect(await csv('/fixtures/two_params.csv?a=x&b=y')).toBe('a,b\r\nx,y\r\n');
    expect((await get('/fixtures/two_params.csv?a=x&b=y&_dl=on')).headers.get('content-disposition')).toBe(
      'attachment; filename="two_params.csv"',
    );
  });

  it('a client mistake is an HTML error page with the JSON status', async () => {
    const bad = await get('/fixtures/facetable.csv?_sort=nope');
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect((await get('/fixtures.csv?sql=select+nope')).status).toBe(400);
    expect((await get('/fixtures/missing.csv')).status).toBe(404);
  });
});

describe('_stream=on', () => {
  it(`writes all ${BIG_TABLE_ROWS} rows of a table larger than a page, each once, in key order`, async () => {
    const text = lines(await csv('/fixtures/big_table.csv?_stream=on&_size=150'));
    expect(text[0]).toBe('id,value');
    const ids = text.slice(1).map((l) => Number(l.split(',')[0]));
    expect(ids).toEqual(Array.from({ length: BIG_TABLE_ROWS }, (_, i) => i + 1));
  });

  it('a sort on repeated values still gives every row exactly once (primary-key tie-break)', async () => {
    const text = lines(await csv('/fixtures/compound_three_primary_keys.csv?_stream=1&_sort=content&_size=97&_col=content'));
    const keys = text.slice(1).map((l) => l.split(',').slice(0, 3).join(','));
    expect(keys.length).toBe(COMPOUND_THREE_ROWS);
    expect(new Set(keys).size).toBe(COMPOUND_THREE_ROWS);
    const contents = text.slice(1).map((l) => l.split(',')[3]);
    expect(contents).toEqual([...contents].sort());
  });

  it('a filtered rowid table and a view stream every matching row', async () => {
    const all = lines(await csv('/fixtures/no_primary_key.csv?_stream=on&_size=50'));
    expect(all.length).toBe(NO_PRIMARY_KEY_ROWS + 1);
    const view = lines(await csv('/fixtures/paginated_view.csv?_stream=on&_size=40'));
    expect(view.length).toBe(NO_PRIMARY_KEY_ROWS + 1);
    const filtered = lines(await csv('/fixtures/big_table.csv?_stream=on&_size=100&id__gt=1500'));
    expect(filtered.length).toBe(BIG_TABLE_ROWS - 1500 + 1);
  });

  it('refuses _next with _stream', async () => {
    expect((await get('/fixtures/big_table.csv?_stream=on&_next=5')).status).toBe(400);
  });
});

describe('settings', () => {
  const noStream = serveFixtures({ settings: { allow_csv_stream: false } });
  it('allow_csv_stream off refuses _stream with a 400 page, plain CSV still works', async () => {
    const r = await noStream.get('/fixtures/big_table.csv?_stream=on');
    expect(r.status).toBe(400);
    expect(r.text).toContain('allow_csv_stream');
    expect((await noStream.get('/fixtures/big_table.csv')).status).toBe(200);
  });

  const capped = serveFixtures({ settings: { max_csv_mb: 0.01 } });
  it('max_csv_mb stops the output with a message once the cap is passed', async () => {
    const r = await capped.get('/fixtures/big_table.csv?_stream=on&_size=100');
    expect(r.status).toBe(200);
    expect(Buffer.byteLength(r.text)).toBeLessThan(0.01 * 1024 * 1024 + 200);
    expect(r.text.trimEnd().split('\r\n').pop()).toBe('CSV larger than max_csv_mb (0.01 MB): output stopped here');
  });
});
