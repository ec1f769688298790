import Database from 'better-sqlite3';
import { loadPages } from './dist/engine/pages/load.js';
const pages = loadPages('services/nonprofits/pages/pages.yaml').pages;
const db = new Database('/work/data-990-1/990data_public.db', { readonly: true });
const urls = [];
for (const page of pages) {
  const src = page.linked_from?.[0]; if (!src) continue;
  const vars = [...page.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const qp = page.query_params ?? [];
  const cols = [...vars, ...qp].map((v) => src.columns?.[v] ?? v);
  const n = db.prepare(`select count(*) n from "${src.table}"`).get().n;
  for (const off of [0, Math.floor(n / 3), Math.floor(2 * n / 3)]) {
    const row = db.prepare(`select ${cols.map((c) => `"${c}"`).join(', ')} from "${src.table}" limit 1 offset ?`).raw(true).get(off);
    let path = page.path; vars.forEach((v, i) => (path = path.replace(`{${v}}`, encodeURIComponent(String(row[i])))));
    const q = new URLSearchParams(qp.map((v, i) => [v, String(row[vars.length + i])]));
    urls.push(path + (q.size ? `?${q}` : ''));
  }
}
console.log(urls.join('\n'));
