// /api/questions.json: its own document shape, at least 25 questions, and every URL answering rows.
import { describe, expect, it } from 'vitest';
import { useNonprofitsServer } from './server.js';

const f = useNonprofitsServer();

interface Question {
  id: string;
  question: string;
  url: string;
  answers_with: 'api' | 'canned' | 'sql';
}
interface Questions {
  version: string;
  database: string;
  questions: Question[];
}

describe('GET /api/questions.json', () => {
  it('is the question document: version, database and at least 25 distinct questions', async () => {
    const { status, body } = await f.api.get<Questions>('/api/questions.json');
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['database', 'questions', 'version']);
    expect(body).toMatchObject({ version: '1.0.0', database: '990data_public' });
    expect(body.questions.length).toBeGreaterThanOrEqual(25);
    expect(new Set(body.questions.map((q) => q.id)).size).toBe(body.questions.length);
    expect(new Set(body.questions.map((q) => q.url)).size).toBe(body.questions.length);
    expect(new Set(body.questions.map((q) => q.answers_with))).toEqual(new Set(['api', 'canned', 'sql']));
  });

  it('answers every question with at least one row', async () => {
    const { body } = await f.api.get<Questions>('/api/questions.json');
    for (const q of body.questions) {
      if (q.answers_with === 'canned') {
        expect(q.url).toMatch(/^\/990data_public\/\w+\.json\?/);
        const response = await f.get(q.url);
        const answer = (await response.json()) as { rows: unknown[]; error: string | null };
        expect(response.status, `${q.url}: ${answer.error}`).toBe(200);
        expect(answer.rows.length, `no rows for ${q.id}: ${q.question}`).toBeGreaterThan(0);
        continue;
      }
      expect(q.url).toMatch(q.answers_with === 'sql' ? /^\/api\/sql\?sql=/ : /^\/api\/(?!sql)/);
      const { status, body: answer } = await f.api.get<Record<string, unknown>>(q.url);
      expect(status, `${q.url}: ${JSON.stringify(answer).slice(0, 300)}`).toBe(200);
      if ('result' in answer) expect(answer.result, q.question).toBeInstanceOf(Object);
      else expect((answer.results as unknown[]).length, `no rows for ${q.id}: ${q.question}`).toBeGreaterThan(0);
    }
  });
});
