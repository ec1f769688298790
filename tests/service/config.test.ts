// A service configuration file: every mistake stops start-up with exit 2 and one message naming the
// file, the key path and the rule it broke; a good one serves the whole service on any data folder.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../databases/build/paths.js';
import { demoDatabasePaths } from '../support/demo-db.js';
import { runCli, startCliServer, until, type CliServer } from '../support/cli.js';

const CONFIG = join(repoRoot(), 'services', 'openregs', 'service.yaml');
let tmp: string;
let dataDir: string;

beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'service-config-'));
  // Any folder holding the files serves: here, links to the test demo build.
  dataDir = join(tmp, 'data');
  mkdirSync(dataDir);
  const paths = demoDatabasePaths();
  symlinkSync(paths.openregs, join(dataDir, 'openregs.db'));
  symlinkSync(paths.open_comments, join(dataDir, 'open_comments.db'));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function configFile(name: string, yaml: string): string {
  const path = join(tmp, name);
  writeFileSync(path, yaml);
  return path;
}

/**
 * `check` of a service of the demo's openregs whose /api module exports `name` listing `items`:
 * its configuration file and its output, once check has found a problem.
 */
async function checkWithApiExport(base: string, name: string, items: string[]): Promise<{ file: string; output: string }> {
  writeFileSync(
    join(tmp, `${base}-api.mjs`),
    `export const mount = () => {};\nexport const ${name} = () => [\n${items.map((i) => `  ${i},\n`).join('')}];\n`,
  );
  const file = configFile(`${base}.yaml`, `name: x\ndatabases:\n  openregs: {file: openregs.db}\napi: ${base}-api.mjs\n`);
  const r = await runCli(['check', '--config', file, '--data-dir', dataDir]);
  expect(r.code).not.toBe(0);
  return { file, output: r.stdout + r.stderr };
}

async function expectConfigError(args: string[], ...messages: RegExp[]): Promise<string> {
  const r = await runCli(args);
  expect(r.code).toBe(2);
  for (const m of messages) expect(r.stderr).toMatch(m);
  // A configuration mistake is a message, never a stack trace.
  expect(r.stderr).not.toMatch(/\n\s+at .*\(.*:\d+:\d+\)/);
  return r.stderr;
}

describe('configuration mistakes', () => {
  it('an unknown key names the file and the key path', async () => {
    const file = configFile('unknown.yaml', 'name: x\ndatabases:\n  a: {file: a.db}\ncolour: blue\n');
    await expectConfigError(
      ['serve', '--config', file, '--data-dir', dataDir],
      new RegExp(`${file} is not valid`),
      /at colour: .*unknown key/,
    );
  });

  it('a wrong type names the key path and the rule', async () => {
    const file = configFile('type.yaml', 'name: x\ndatabases:\n  openregs: {file: openregs.db}\nsettings:\n  sql_time_limit_ms: soon\n');
    await expectConfigError(['serve', '--config', file, '--data-dir', dataDir], /at settings\.sql_time_limit_ms: must be integer/);
  });

  it('an unknown setting is refused like any unknown key', async () => {
    const file = configFile('setting.yaml', 'name: x\ndatabases:\n  openregs: {file: openregs.db}\nsettings:\n  sql_time_limt_ms: 5\n');
    await expectConfigError(['serve', '--config', file, '--data-dir', dataDir], /at settings\.sql_time_limt_ms: .*unknown key/);
  });

  it('a missing database file gives the full path looked for and the data folder in use', async () => {
    const empty = join(tmp, 'empty');
    mkdirSync(empty, { recursive: true });
    await expectConfigError(
      ['serve', '--config', CONFIG, '--data-dir', empty],
      /at databases\.openregs\.file: database file not found/,
      new RegExp(`${join(empty, 'openregs.db')} \\(data folder in use: ${empty}\\)`),
    );
  });

  it('a canned-query folder naming a database the service does not serve', async () => {
    const queries = join(tmp, 'queries-other');
    mkdirSync(queries, { recursive: true });
    writeFileSync(join(queries, 'other.yaml'), 'database: elsewhere\nqueries:\n  q: {sql: select 1}\n');
    const file = configFile('other-db.yaml', `name: x\ndatabases:\n  openregs: {file: openregs.db}\nqueries: ${queries}\n`);
    await expectConfigError(
      ['serve', '--config', file, '--data-dir', dataDir],
      /at queries: .*other\.yaml names database "elsewhere", which this service does not serve/,
    );
  });

  it('a configuration file that does not exist', async () => {
    await expectConfigError(['serve', '--config', join(tmp, 'nope.yaml')], /nope\.yaml: configuration file not found/);
  });

  it('--config does not mix with database files on the command line', async () => {
    await expectConfigError(['serve', '--config', CONFIG, join(dataDir, 'openregs.db')], /do not also give FILE\.db/);
  });
});

describe('check', () => {
  it('passes OpenRegs on its demo data: every canned query, /api statement and metadata name fits', async () => {
    const r = await runCli(['check', '--config', CONFIG, '--data-dir', dataDir]);
    expect(r.stdout).toBe(`check: ok: openregs, 2 databases in ${dataDir}\n`);
    expect(r.code).toBe(0);
  });

  it('names a ranked full-text form that is not an FTS5 table or lacks a column it names; inspect counts the others', async () => {
    const { file, output } = await checkWithApiExport('forms', 'fullTextForms', [
      "{ database: 'openregs', table: 'comments_fts', columns: ['title'] }",
      "{ database: 'openregs', table: 'congress_members', columns: null }",
      "{ database: 'openregs', table: 'comments_fts', columns: ['colour'] }",
    ]);
    expect(output).toMatch(/ranked full-text form congress_members: .*no such column: rank/);
    expect(output).toMatch(/ranked full-text form comments_fts: .*no such column: "colour"/);
    expect(output.match(/ranked full-text form/g)).toHaveLength(2);

    // Inspect counts the forms it can and says which it cannot, without failing the version.
    const inspected = join(tmp, 'forms-data');
    mkdirSync(inspected);
    for (const name of ['openregs.db', 'open_comments.db']) symlinkSync(join(dataDir, name), join(inspected, name));
    const inspect = await runCli(['inspect', '--config', file, '--data-dir', inspected]);
    expect(inspect.code, inspect.stderr).toBe(0);
    expect(inspect.stderr).toMatch(/inspect openregs: comments_fts \(title\): \d+ common words counted/);
    expect(inspect.stderr).toMatch(/inspect openregs: congress_members: common words not counted: /);
    expect(inspect.stderr).toMatch(/inspect openregs: comments_fts \(colour\): common words not counted: .*colour/);
    expect(inspect.stderr).toMatch(/1 full-text forms in/);
  }, 60_000);

  it('names documented SQL that no longer runs or writes', async () => {
    const { output } = await checkWithApiExport('documented', 'documentedSql', [
      "{ database: 'openregs', sql: 'select count(*) from agencies' }",
      "{ database: 'openregs', sql: 'select colour from agencies' }",
      "{ database: 'openregs', sql: 'delete from agencies' }",
      "{ database: 'elsewhere', sql: 'select 1' }",
    ]);
    expect(output).toMatch(/documented SQL: select colour from agencies: no such column: colour/);
    expect(output).toMatch(/documented SQL: delete from agencies: is not a read-only SELECT/);
    expect(output).toMatch(/documented SQL: select 1: names database "elsewhere", which this service does not serve/);
    expect(output.match(/documented SQL/g)).toHaveLength(3);
  });

  it('still takes the single-file path a service folder replaced, with a deprecation line', async () => {
    const old = join(repoRoot(), 'services', 'openregs.yaml');
    const r = await runCli(['check', '--config', old, '--data-dir', dataDir]);
    expect(r.stdout).toBe(`check: ok: openregs, 2 databases in ${dataDir}\n`);
    expect(r.stderr).toBe(`warning: ${old} has moved to ${CONFIG}: the old path will stop working in the next release\n`);
    expect(r.code).toBe(0);
  });
});

describe('serve --config on a data folder', () => {
  let server: CliServer;
  beforeAll(async () => {
    server = await startCliServer([
      'serve',
      '--config',
      CONFIG,
      '--data-dir',
      dataDir,
      '--setting',
      'default_page_size',
      '7',
      '--log-format',
      'json',
    ]);
  });
  afterAll(() => {
    server.child.kill('SIGKILL');
  });

  it('answers /api, canned queries and table pages, with the command line over the file settings', async () => {
    const api = await fetch(`${server.url}/api/search/members?q=a&limit=1`);
    expect(api.status).toBe(200);
    expect(((await api.json()) as { ok: boolean }).ok).toBe(true);
    const canned = await fetch(`${server.url}/openregs/most_commented_dockets.json?_shape=array`);
    expect(canned.status).toBe(200);
    expect(((await canned.json()) as unknown[]).length).toBeGreaterThan(0);
    const table = (await (await fetch(`${server.url}/openregs/congress_members.json`)).json()) as { rows: unknown[] };
    expect(table.rows).toHaveLength(7);
    const settings = (await (await fetch(`${server.url}/-/settings.json`)).json()) as Record<string, unknown>;
    expect(settings.sql_time_limit_ms).toBe(10000);
    expect(settings.default_page_size).toBe(7);
  });

  it('health and readiness are JSON', async () => {
    const health = await fetch(`${server.url}/-/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true, status: 'alive' });
    const ready = await fetch(`${server.url}/-/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ ok: true, databases: ['openregs', 'open_comments'] });
  });

  it('logs one JSON line per request', async () => {
    const response = await fetch(`${server.url}/openregs/congress_members.json?_size=1&marker=log-line`);
    const body = await response.arrayBuffer();
    const logged = (): Record<string, unknown>[] =>
      server
        .output()
        .split('\n')
        .filter((l) => l.includes('marker=log-line'))
        .map((l) => JSON.parse(l) as Record<string, unknown>);
    await until('the request to be logged', () => logged().length > 0, 10_000);
    expect(logged()).toHaveLength(1);
    const [line] = logged();
    expect(line).toMatchObject({
      level: 30,
      msg: 'request',
      method: 'GET',
      status: 200,
      client: '127.0.0.1',
      database: 'openregs',
      path: '/openregs/congress_members.json?_size=1&marker=log-line',
      bytes: body.byteLength,
    });
    expect(typeof line.ms).toBe('number');
    expect(line.time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });
});

describe('static folders and root files', () => {
  let server: CliServer;
  beforeAll(async () => {
    const assets = join(tmp, 'assets');
    mkdirSync(assets, { recursive: true });
    writeFileSync(join(assets, 'site.css'), 'body { color: navy; }\n');
    writeFileSync(join(tmp, 'guide.txt'), 'How to query this service.\n');
    const file = configFile(
      'files.yaml',
      'name: x\ndatabases:\n  openregs: {file: openregs.db}\nstatic:\n  assets: assets\nfiles:\n  llms.txt: guide.txt\n',
    );
    server = await startCliServer(['serve', '--config', file, '--data-dir', dataDir]);
  });
  afterAll(() => {
    server?.child.kill('SIGKILL');
  });

  it('serves a static folder under its mount and a root file at its name, with their types', async () => {
    const css = await fetch(`${server.url}/assets/site.css`);
    expect([css.status, css.headers.get('content-type'), await css.text()]).toEqual([
      200,
      'text/css; charset=utf-8',
      'body { color: navy; }\n',
    ]);
    const guide = await fetch(`${server.url}/llms.txt`);
    expect([guide.status, guide.headers.get('content-type'), await guide.text()]).toEqual([
      200,
      'text/plain; charset=utf-8',
      'How to query this service.\n',
    ]);
    expect((await fetch(`${server.url}/assets/missing.css`)).status).toBe(404);
    expect((await fetch(`${server.url}/assets/..%2Ffiles.yaml`)).status).toBe(404);
  });

  it('a root file that does not exist stops start-up naming the key', async () => {
    const file = configFile('nofile.yaml', 'name: x\ndatabases:\n  openregs: {file: openregs.db}\nfiles:\n  llms.txt: absent.txt\n');
    await expectConfigError(['serve', '--config', file, '--data-dir', dataDir], /at files\.llms\.txt: file not found: .*absent\.txt/);
  });
});

describe('the agent guide', () => {
  it('agent_guide serves its file at /llms.txt', async () => {
    writeFileSync(join(tmp, 'agents.txt'), 'Ask with SQL.\n');
    const file = configFile('guide.yaml', 'name: x\ndatabases:\n  openregs: {file: openregs.db}\nagent_guide: agents.txt\n');
    const server = await startCliServer(['serve', '--config', file, '--data-dir', dataDir]);
    try {
      const guide = await fetch(`${server.url}/llms.txt`);
      expect([guide.status, guide.headers.get('content-type'), await guide.text()]).toEqual([
        200,
        'text/plain; charset=utf-8',
        'Ask with SQL.\n',
      ]);
    } finally {
      server.child.kill('SIGKILL');
    }
  });

  it('a guide that does not exist, or a second file at /llms.txt, stops start-up naming the key', async () => {
    const absent = configFile('noguide.yaml', 'name: x\ndatabases:\n  openregs: {file: openregs.db}\nagent_guide: absent.txt\n');
    await expectConfigError(['serve', '--config', absent, '--data-dir', dataDir], /at agent_guide: file not found: .*absent\.txt/);
    writeFileSync(join(tmp, 'agents.txt'), 'Ask with SQL.\n');
    const twice = configFile(
      'twice.yaml',
      'name: x\ndatabases:\n  openregs: {file: openregs.db}\nagent_guide: agents.txt\nfiles:\n  llms.txt: agents.txt\n',
    );
    await expectConfigError(
      ['serve', '--config', twice, '--data-dir', dataDir],
      /at files\.llms\.txt: the agent guide \(agent_guide\) is served at \/llms\.txt/,
    );
  });
});
