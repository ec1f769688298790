import { loadServiceConfig } from './dist/engine/index.js';
import { serviceUrls } from './dist/bench/support/url-mix.js';
const config = loadServiceConfig('services/openregs/service.yaml', { dataDir: '/work/data-1', defaultDataDir: '/work/data-1' });
const base = 'http://127.0.0.1:8935';
const targets = await serviceUrls(config, base);
let n = 0;
for (const t of targets) {
  const t0 = performance.now(); n++;
  try { const r = await fetch(base + t.path); await r.arrayBuffer(); if (r.status !== 200) console.log((performance.now() - t0).toFixed(0), r.status, t.kind, t.path); }
  catch (e) { console.log('FAILED', n, (performance.now() - t0).toFixed(0), t.kind, t.path, String(e.cause ?? e)); break; }
}
console.log('done', n, 'of', targets.length);
