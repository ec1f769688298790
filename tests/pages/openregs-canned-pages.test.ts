// Every OpenRegs canned query as a person meets it in the browser: the bare page (form, or results
// when it needs nothing) and the page run with its first example, all without an error (demo build).
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningServer } from '../../engine/server.js';
import { startOpenregsServer } from '../support/openregs-server.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startOpenregsServer();
});
afterAll(() => server?.close());

it('each canned query page answers 200 without an error, bare and with its first example', async () => {
  const queries = server.engine.canned.get('openregs') ?? [];
  expect(queries.length).toBeGreaterThan(100);
  const failures: string[] = [];
  let formOnly = 0;
  for (const q of queries) {
    const example = new URLSearchParams(q.examples[0] ?? {}).toString();
    for (const path of [
      `/openregs/${encodeURIComponent(q.name)}`,
      `/openregs/${encodeURIComponent(q.name)}${example ? `?${example}` : ''}`,
    ]) {
      const response = await fetch(server.url + path);
      const text = await response.text();
      if (response.status !== 200 || text.includes('class="error"')) failures.push(`${path} → ${response.status}`);
      if (text.includes('Fill in the parameters above')) formOnly++;
    }
  }
  expect(failures).toEqual([]);
  // Queries with required parameters show their form first.
  expect(formOnly).toBeGreaterThan(20);
});
