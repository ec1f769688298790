// The 990 service's data life cycle: its demo database published in the archive format, pulled
// back verified into an empty folder (activated as a link to the version, with the service's own
// indexes), and the pulled folder passes the service's deploy gate.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../../databases/build/paths.js';
import { indexStatements } from '../../../engine/snapshot/indexes.js';
import { runCli } from '../../support/cli.js';
import { demoDataDir, serviceConfigPath } from '../api/demo.js';

let tmp: string;
let source: string;
beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), '990-snapshot-'));
  source = await demoDataDir();
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const sha256 = (path: string): string => createHash('sha256').update(readFileSync(path)).digest('hex');

describe('990 snapshots', () => {
  it('publish, pull and check', async () => {
    const archive = join(tmp, 'archive');
    const pulled = join(tmp, 'pulled');
    const published = await runCli([
      'snapshot',
      'publish',
      '--config',
      serviceConfigPath(),
      '--data-dir',
      source,
      '--out',
      archive,
      '--week',
      '2026-W48',
    ]);
    expect(published.code, published.stderr).toBe(0);
    const manifest = JSON.parse(readFileSync(join(archive, 'manifest.json'), 'utf8')) as {
      current_week: string;
      artifacts: Array<{ filename: string }>;
    };
    expect([manifest.current_week, manifest.artifacts.map((a) => a.filename)]).toEqual(['2026-W48', ['990data_public.db.gz']]);

    const pull = await runCli(['snapshot', 'pull', '--from', archive, '--config', serviceConfigPath(), '--data-dir', pulled]);
    expect(pull.code, pull.stderr).toBe(0);
    // The version is the published file, named by its hash; pull then creates the service's own
    // indexes in it (databases.990data_public.indexes; the demo build already has them).
    expect(basename(realpathSync(join(pulled, '990data_public.db')))).toBe(`${sha256(join(source, '990data_public.db')).slice(0, 16)}.db`);
    const declared = indexStatements(join(repoRoot(), 'services', 'nonprofits', 'schema', 'page-indexes.sql')).length;
    expect(pull.stderr).toContain(`pull 990data_public.db.gz: index ${declared} of ${declared}`);

    const check = await runCli(['check', '--config', serviceConfigPath(), '--data-dir', pulled]);
    expect(check.code, check.stdout + check.stderr).toBe(0);
  });
});
