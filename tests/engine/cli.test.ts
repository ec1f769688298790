// The `openregs serve` command line (compiled: dist/bin/openregs.js): bad flags exit 2 with a
// message, bad metadata stops start-up naming the file, the key path and the reason, and a good
// command line serves.
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixtures, type Fixtures } from '../support/fixtures.js';
import { runCli } from '../support/cli.js';

const BIN = fileURLToPath(new URL('../../dist/bin/openregs.js', import.meta.url));

let fixtures: Fixtures;

beforeAll(() => {
  if (!existsSync(BIN)) throw new Error(`${BIN} is missing: run "npm run build" first`);
  fixtures = buildFixtures();
});
afterAll(() => fixtures.remove());

/** Run the CLI to completion (these command lines must not start a server). */
const run = runCli;

function metadataFile(name: string, yaml: string): string {
  const path = join(fixtures.dir, name);
  writeFileSync(path, yaml);
  return path;
}

describe('bad command lines exit 2 with a message', () => {
  it.each([
    [['serve', '--bogus'], /unknown option --bogus/],
    [['serve', '-p', 'abc'], /-p must be a port number, not "abc"/],
    [['serve', '-p', '70000'], /-p must be a port number/],
    [['serve', '-m'], /-m needs a value/],
    [['serve', '--setting', 'nope', '1'], /--setting nope: unknown setting/],
    [['serve', '--setting', 'sql_time_limit_ms', 'soon'], /--setting sql_time_limit_ms must be a whole number/],
    [['serve', '--setting', 'allow_facet', 'maybe'], /--setting allow_facet must be on\/off/],
    [['serve', '--setting', 'hash_urls', '1'], /hash_urls is no longer supported/],
    [['frobnicate'], /unknown command "frobnicate"/],
  ])('%j', async (args, message) => {
    const r = await run(args);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
  });
});

// Configuration mistakes, like usage mistakes, exit 2 with a message and no stack.
describe('bad files stop start-up', () => {
  it('metadata with a wrong type: file, key path and reason', async () => {
    const path = metadataFile('wrong-type.yaml', 'databases:\n  fixtures:\n    tables:\n      facetable:\n        size: big\n');
    const r = await run(['serve', fixtures.db, '-m', path, '-p', '0']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(path);
    expect(r.stderr).toContain('databases.fixtures.tables.facetable.size');
    expect(r.stderr).toMatch(/must be integer/);
  });

  it('metadata with an unknown key', async () => {
    const path = metadataFile(
      'unknown-key.yaml',
      'title: x\ndatabases:\n  fixtures:\n    tables:\n      facetable:\n        colour: red\n',
    );
    const r = await run(['serve', fixtures.db, '-m', path, '-p', '0']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`${path} is not valid`);
    expect(r.stderr).toContain('databases.fixtures.tables.facetable.colour');
    expect(r.stderr).toContain('unknown key');
  });

  it('metadata that is not YAML, or not JSON', async () => {
    const yaml = metadataFile('broken.yaml', 'title: [unclosed\n');
    const r = await run(['serve', fixtures.db, '-m', yaml, '-p', '0']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`${yaml}: not valid YAML`);
    const json = metadataFile('broken.json', '{"title": ');
    const j = await run(['serve', fixtures.db, '-m', json, '-p', '0']);
    expect(j.code).toBe(2);
    expect(j.stderr).toContain(`${json}: not valid JSON`);
  });

  it('canned queries for a database that is not served', async () => {
    const path = metadataFile('other-db.yaml', 'databases:\n  elsewhere:\n    queries:\n      q: select 1\n');
    const r = await run(['serve', fixtures.db, '-m', path, '-p', '0']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/canned queries are for database "elsewhere", which is not being served/);
  });

  it('a database file that does not exist', async () => {
    const r = await run(['serve', join(fixtures.dir, 'missing.db'), '-p', '0']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('missing.db: database file not found');
  });
});

describe('a good command line', () => {
  it('serves the files on the port asked for, with settings applied, logs each request, and stops on SIGTERM', async () => {
    const child = spawn(
      process.execPath,
      [
        BIN,
        'serve',
        fixtures.db,
        '-m',
        fixtures.metadata,
        '--queries',
        fixtures.queriesDir,
        '-p',
        '0',
        '--setting',
        'default_page_size',
        '7',
        '--cors',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    let out = '';
    try {
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (d: Buffer) => {
          out += d.toString();
          const m = /Serving fixtures at (http:\/\/\S+?)\/\n/.exec(out);
          if (m) resolve(m[1]);
        });
        child.on('close', (code) => reject(new Error(`exited with ${code} before serving`)));
      });
      const page = (await (await fetch(`${url}/fixtures/big_table.json`)).json()) as { rows: unknown[] };
      expect(page.rows).toHaveLength(7);
      const canned = (await (await fetch(`${url}/fixtures/neighborhood+search~2Fv2.json?text=Mission`)).json()) as { rows: unknown[] };
      expect(canned.rows).toEqual([['Mission', 'San Francisco', 'CA']]);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    // Log lines are written asynchronously: every one is out by the time the process has exited.
    const lines = out
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { msg: string; path?: string; status?: number });
    expect(lines.filter((l) => l.msg === 'request').map((l) => [l.path, l.status])).toEqual([
      ['/fixtures/big_table.json', 200],
      ['/fixtures/neighborhood+search~2Fv2.json?text=Mission', 200],
    ]);
    expect(lines.at(-1)?.msg).toBe('stopped');
  });
});
