// /api/docket/{docket_id}: the docket, its docket_summary statistics, its open-for-comment count and
// its documents, against the demo data.
import { describe, expect, it } from 'vitest';
import type { RecordBody } from './api-client.js';
import { expectError, rows, useApiFixture } from './fixture.js';

const f = useApiFixture();

interface Docket {
  id: string;
  title: string;
  summary: string | null;
  comment_count: number;
  doc_count: number;
  documents_open_for_comment: number;
  documents: Array<{ id: string; posted_date: string }>;
}

async function docket(id: string): Promise<Docket> {
  const { status, body } = await f.api.get<RecordBody<Docket>>(`/api/docket/${encodeURIComponent(id)}`);
  expect(status, JSON.stringify(body)).toBe(200);
  expect(body.params).toEqual({ docket_id: id });
  return body.result;
}

describe('GET /api/docket/{docket_id}', () => {
  it('returns the docket with the summary and counts of docket_summary and its documents', async () => {
    const [summary] = rows<{ docket_id: string; summary: string; comment_count: number; doc_count: number }>(
      f.db,
      'select docket_id, summary, comment_count, doc_count from docket_summary order by comment_count desc, docket_id limit 1',
    );
    const result = await docket(summary.docket_id);
    const [row] = rows<{ title: string }>(f.db, 'select title from dockets where id = ?', summary.docket_id);
    expect(result).toMatchObject({
      id: summary.docket_id,
      title: row.title,
      summary: summary.summary,
      comment_count: summary.comment_count,
      doc_count: summary.doc_count,
    });
    const documents = rows<{ id: string }>(
      f.db,
      'select id from documents where docket_id = ? order by posted_date desc',
      summary.docket_id,
    );
    expect(result.documents.map((d) => d.id).sort()).toEqual(
      documents
        .slice(0, 100)
        .map((d) => d.id)
        .sort(),
    );
    const dates = result.documents.map((d) => d.posted_date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('takes the counts from docket_stats for a docket without a summary', async () => {
    const [plain] = rows<{ id: string; comment_count: number; document_count: number }>(
      f.db,
      `select id, comment_count, document_count from docket_stats
       where id not in (select docket_id from docket_summary) and document_count > 0 order by comment_count desc, id limit 1`,
    );
    const result = await docket(plain.id);
    expect(result.summary).toBeNull();
    expect(result.comment_count).toBe(plain.comment_count);
    expect(result.doc_count).toBe(plain.document_count);
    expect(result.documents.length).toBe(Math.min(100, plain.document_count));
  });

  it("counts documents open for comment by julianday(comment_end_datetime) > julianday('now')", async () => {
    const [open] = rows<{ docket_id: string; n: number }>(
      f.db,
      `select docket_id, count(*) as n from documents
       where withdrawn = 0 and julianday(comment_end_datetime) > julianday('now')
       group by docket_id order by n desc, docket_id limit 1`,
    );
    expect(open, 'the demo build has no document open for comment').toBeDefined();
    expect((await docket(open.docket_id)).documents_open_for_comment).toBe(open.n);
    const [closed] = rows<{ id: string }>(
      f.db,
      `select id from dockets d where not exists (select 1 from documents o where o.docket_id = d.id
         and julianday(o.comment_end_datetime) > julianday('now')) order by id limit 1`,
    );
    expect((await docket(closed.id)).documents_open_for_comment).toBe(0);
  });

  it('404s for an unknown docket and 400s for a malformed id', async () => {
    await expectError(f.api, '/api/docket/NOPE-2099-0001', 404, 'docket_id', 'not_found');
    await expectError(f.api, `/api/docket/${encodeURIComponent('-bad id')}`, 400, 'docket_id', 'pattern');
  });
});
