// /api/questions.json: at least 25 questions, and every answer URL returns rows on the demo data.
import { describe, expect, it } from 'vitest';
import type { ListBody } from './api-client.js';
import { useApiFixture } from './fixture.js';

const f = useApiFixture();

interface Question { id: number; question: string; url: string; answered_by: 'api' | 'canned_query' | 'sql' }

describe('GET /api/questions.json', () => {
  it('lists at least 25 distinct questions with distinct URLs', async () => {
    const { status, body } = await f.api.get<ListBody<Question>>('/api/questions.json');
    expect(status).toBe(200);
    expect(body.count).toBeGreaterThanOrEqual(25);
    expect(new Set(body.results.map((q) => q.question)).size).toBe(body.count);
    expect(new Set(body.results.map((q) => q.url)).size).toBe(body.count);
    expect(new Set(body.results.map((q) => q.answered_by))).toEqual(new Set(['api', 'canned_query', 'sql']));
  });

  it('answers every question with rows', async () => {
    const { body } = await f.api.get<ListBody<Question>>('/api/questions.json');
    for (const q of body.results) {
      if (q.answered_by === 'canned_query') {
        expect(q.url).toMatch(/^\/openregs\/\w+\.json\?/);
        const response = await fetch(f.server.url + q.url);
        const answer = (await response.json()) as { ok: boolean; rows: unknown[]; error: string | null };
        expect(response.status, `${q.url}: ${answer.error}`).toBe(200);
        expect(answer.rows.length, `no rows for: ${q.question}`).toBeGreaterThan(0);
        continue;
      }
      expect(q.url).toMatch(q.answered_by === 'sql' ? /^\/api\/sql\?sql=/ : /^\/api\/(?!sql)/);
      const { status, body: answer } = await f.api.get<Record<string, unknown>>(q.url);
      expect(status, `${q.url}: ${JSON.stringify(answer)}`).toBe(200);
      if ('result' in answer) expect(answer.result).toBeTruthy();
      else expect((answer.results as unknown[]).length, `no rows for: ${q.question}`).toBeGreaterThan(0);
    }
  });
});
