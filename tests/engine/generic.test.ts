// The engine knows no service: a service is configuration, data, queries and shims outside engine/.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../databases/build/paths.js';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

describe('engine/', () => {
  it('names no service and no service table', () => {
    const named = files(join(repoRoot(), 'engine')).filter((f) =>
      /openregs|990data|nonprofit|congress_members|federal_register/i.test(readFileSync(f, 'utf8')),
    );
    expect(named).toEqual([]);
  });

  it('never writes to the process environment', () => {
    const writes = files(join(repoRoot(), 'engine')).filter(
      (f) => f.endsWith('.ts') && /process\.env\.[A-Za-z_]+\s*=[^=]/.test(readFileSync(f, 'utf8')),
    );
    expect(writes).toEqual([]);
  });

  it('is entered only through engine/index.ts from api-shims/, services/, bin/ and bench/', () => {
    const reaching = ['api-shims', 'services', 'bin', 'bench']
      .flatMap((dir) => files(join(repoRoot(), dir)))
      .filter((f) => f.endsWith('.ts'))
      .flatMap((f) =>
        [...readFileSync(f, 'utf8').matchAll(/from '((?:\.\.\/)+engine\/[^']+)'/g)].map((m) => `${relative(repoRoot(), f)}: ${m[1]}`),
      )
      .filter((line) => !line.endsWith('engine/index.js'));
    expect(reaching).toEqual([]);
  });
});
