// The official MCP conformance CLI against a real server: initialize, ping, tools/list and the
// DNS-rebinding checks. The CLI needs Node 22 or later: it is installed with the npm `node` package
// (Node as an npm package, from the npm registry) into a git-ignored folder of its own on first
// use, and reused while the pinned versions are there.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../databases/build/paths.js';
import { startService, type McpServerUnderTest } from './support.js';

const DIR = join(repoRoot(), 'tests', 'mcp', '.conformance');
const PINNED: Record<string, string> = { '@modelcontextprotocol/conformance': '0.1.16', node: '22.23.3' };
const NODE = join(DIR, 'node_modules', '.bin', 'node');
const CLI = join(DIR, 'node_modules', '@modelcontextprotocol', 'conformance', 'dist', 'index.js');
const SCENARIOS = ['server-initialize', 'ping', 'tools-list', 'dns-rebinding-protection'];
/** Terminal colour codes, in case the CLI writes them. */
const COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

function installedVersion(name: string): string | undefined {
  const file = join(DIR, 'node_modules', ...name.split('/'), 'package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version : undefined;
}

function ensureInstalled(): void {
  if (Object.entries(PINNED).every(([name, version]) => installedVersion(name) === version) && existsSync(NODE) && existsSync(CLI)) return;
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const packages = Object.entries(PINNED).map(([name, version]) => `${name}@${version}`);
  const r = spawnSync(npm, ['install', '--prefix', DIR, '--no-audit', '--no-fund', '--loglevel=error', ...packages], {
    encoding: 'utf8',
    timeout: 300_000,
  });
  if (r.status !== 0)
    throw new Error(`installing ${packages.join(' ')} into ${DIR} failed:\n${r.stdout}${r.stderr}${r.error?.message ?? ''}`);
}

/** Run one scenario (the server answers in this process, so the CLI must run beside it, not block it). */
function scenario(endpoint: string, name: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(NODE, [CLI, 'server', '--url', endpoint, '--scenario', name], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NO_COLOR: '1' },
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output: output.replace(COLOUR, '') }));
  });
}

describe('the MCP conformance CLI', () => {
  let s: McpServerUnderTest;
  beforeAll(async () => {
    ensureInstalled();
    s = await startService('openregs');
  });
  afterAll(() => s?.server.close());

  it.each(SCENARIOS)('passes %s', async (name) => {
    const { code, output } = await scenario(s.endpoint, name);
    expect(output).toMatch(/Passed: (\d+)\/\1, 0 failed/);
    expect(output).not.toMatch(/FAILURE/);
    expect(code, output).toBe(0);
  });
});
