import Database from 'better-sqlite3';
import { loadPages } from './dist/engine/pages/load.js';
const page = loadPages('services/nonprofits/pages/pages.yaml').pages.find((p) => p.path === '/person');
const db = new Database('/work/data-990-1/990data_public.db', { readonly: true });
for (const [name, q] of Object.entries(page.queries)) {
  let sql = q.sql; if (!sql) { console.log(name, 'canned', q.canned); continue; }
  if (q.limit) sql = `select * from (${sql}) limit ${q.limit + 1}`;
  const st = db.prepare(sql);
  for (let i = 0; i < 2; i++) { const t = performance.now(); const r = st.all({ name: process.argv[2] }); console.log(name, (performance.now() - t).toFixed(1), 'ms', r.length); }
}
