import Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
const dir = process.argv[2];
const reps = Number(process.argv[3] ?? '1');
const files = ['regulatory', 'federal-register', 'presidential', 'cfr', 'open-comments'];
for (const f of files) {
  const y = parse(readFileSync(`canned-queries/${f}.yaml`, 'utf8')) as { database: string; queries: Record<string, { sql: string; params?: string[]; examples?: Record<string, string>[] }> };
  const db = new Database(`${dir}/${y.database}.db`, { readonly: true });
  for (const [name, q] of Object.entries(y.queries)) {
    const stmt = db.prepare(q.sql);
    const sets = [...(q.examples ?? [{}])];
    const blank = Object.fromEntries((q.params ?? []).map((p) => [p, '']));
    for (const ex of [...sets, blank]) {
      const params = { ...blank, ...ex };
      let out = '';
      try {
        let rows: unknown[] = []; let best = Infinity;
        for (let i = 0; i < reps; i++) { const t = performance.now(); rows = q.params ? stmt.all(params) : stmt.all(); best = Math.min(best, performance.now() - t); }
        out = `${rows.length} rows ${best.toFixed(1)} ms cols=${stmt.columns().map((c) => c.name).join(',')}`;
      } catch (e) { out = `ERROR ${(e as Error).message}`; }
      console.log(`${name} ${JSON.stringify(ex)}: ${out}`);
    }
  }
}
