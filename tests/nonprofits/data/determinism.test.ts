// Same scale, seed and as-of give the same bytes; another seed gives other data.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildNonprofits } from '../../../services/nonprofits/build/service.js';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function buildHash(seed: number, now?: Date): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), '990-determinism-'));
  dirs.push(dir);
  await buildNonprofits({ outDir: dir, scale: 0.001, seed, now }, { log: false, skipDiskCheck: true });
  return createHash('sha256')
    .update(readFileSync(join(dir, '990data_public.db')))
    .digest('hex');
}

describe('990 build determinism', () => {
  it('same (scale, seed, as-of) → byte-identical file; another seed or as-of → a different one', async () => {
    const first = await buildHash(1);
    expect(await buildHash(1)).toBe(first);
    expect(await buildHash(1, new Date('2026-09-06T00:00:00Z'))).toBe(first);
    expect(await buildHash(2)).not.toBe(first);
    expect(await buildHash(1, new Date('2026-10-01T00:00:00Z'))).not.toBe(first);
  });
});
