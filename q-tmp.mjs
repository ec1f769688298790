import Database from 'better-sqlite3';
const db = new Database(process.argv[2], { readonly: true });
for (const s of process.argv.slice(3)) {
  const plan = db.prepare('explain query plan ' + s).all().map((r) => r.detail).join(' | ');
  const t = performance.now(); const r = db.prepare(s).raw(true).all();
  console.log((performance.now() - t).toFixed(1), 'ms', r.length, '|', plan);
}
