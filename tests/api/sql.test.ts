// /api/sql: one SELECT, objects or arrays, at most 1000 rows, named parameters, and the 400s.
import { describe, expect, it } from 'vitest';
import type { ListBody } from './api-client.js';
import { expectError, list, rows, useApiFixture } from './fixture.js';

const f = useApiFixture();

type SqlBody<R> = ListBody<R> & { columns: string[]; truncated: boolean };
const sqlUrl = (sql: string, extra: Record<string, string> = {}): string => `/api/sql?${new URLSearchParams({ sql, ...extra })}`;

describe('GET /api/sql', () => {
  it('returns rows as objects by default', async () => {
    const body = (await list(f.api, sqlUrl('select bioguide_id, full_name from congress_members order by bioguide_id limit 3'))) as SqlBody<
      Record<string, string>
    >;
    expect(body.params).toEqual({
      sql: 'select bioguide_id, full_name from congress_members order by bioguide_id limit 3',
      _shape: 'objects',
    });
    expect(body.columns).toEqual(['bioguide_id', 'full_name']);
    expect(body.truncated).toBe(false);
    expect(body.results).toEqual(rows(f.db, 'select bioguide_id, full_name from congress_members order by bioguide_id limit 3'));
  });

  it('returns rows as arrays with _shape=arrays', async () => {
    const body = (await list(f.api, sqlUrl("select 1 as a, 'x' as b, null as c", { _shape: 'arrays' }))) as SqlBody<unknown[]>;
    expect(body.results).toEqual([[1, 'x', null]]);
  });

  it('stops at 1000 rows and says so', async () => {
    const [{ n }] = rows<{ n: number }>(f.db, 'select count(*) as n from lobbying_activities');
    expect(n).toBeGreaterThan(1000);
    const body = (await list(f.api, sqlUrl('select id from lobbying_activities'))) as SqlBody<unknown>;
    expect(body.count).toBe(1000);
    expect(body.limit).toBe(1000);
    expect(body.truncated).toBe(true);
  });

  it('binds :name placeholders from query parameters of that name', async () => {
    const body = (await list(
      f.api,
      sqlUrl('select full_name from congress_members where bioguide_id = :id', { id: 'P000197' }),
    )) as SqlBody<{ full_name: string }>;
    expect(body.params.id).toBe('P000197');
    expect(body.results).toEqual([{ full_name: 'Nancy Pelosi' }]);
  });

  it('refuses anything but one SELECT, naming sql', async () => {
    await expectError(f.api, sqlUrl('delete from congress_members'), 400, 'sql', 'select_only');
    await expectError(f.api, sqlUrl('pragma table_info(congress_members)'), 400, 'sql', 'select_only');
    await expectError(f.api, sqlUrl("attach database 'x.db' as x"), 400, 'sql', 'select_only');
    await expectError(f.api, sqlUrl('with x as (select 1) delete from congress_members'), 400, 'sql', 'select_only');
    // Several statements are not one SELECT: the same rule on both services' /api/sql.
    await expectError(f.api, sqlUrl('select 1; select 2'), 400, 'sql', 'select_only');
    await expectError(f.api, sqlUrl('select * from no_such_table'), 400, 'sql', 'sql_error');
    await expectError(f.api, '/api/sql', 400, 'sql', 'required');
    await expectError(f.api, sqlUrl('select 1', { _shape: 'object' }), 400, '_shape', 'enum');
  });
});
