// Every way a server is started gives Node the server's V8 flags: the image's entrypoint,
// `npm start`, and the command's own `#!` line (`npx openregs`); the benches and the cluster take
// them from the same list.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../databases/build/paths.js';
import { SERVER_NODE_FLAGS } from '../../engine/ops/server-flags.js';

const read = (path: string): string => readFileSync(join(repoRoot(), path), 'utf8');

describe('the server’s V8 flags', () => {
  it('are on the Dockerfile’s entrypoint, before the command', () => {
    const entrypoint = /^ENTRYPOINT (\[.*\])$/m.exec(read('deploy/Dockerfile'));
    expect(entrypoint).not.toBeNull();
    expect((JSON.parse(entrypoint![1]) as string[]).slice(0, 2 + SERVER_NODE_FLAGS.length)).toEqual([
      'node',
      ...SERVER_NODE_FLAGS,
      'dist/bin/openregs.js',
    ]);
  });

  it('are on npm start’s command line', () => {
    const start = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts.start;
    expect(start).toContain(`node ${SERVER_NODE_FLAGS.join(' ')} dist/bin/openregs.js demo`);
  });

  it('are on the command’s #! line, as the compiled command keeps it', () => {
    const line = `#!/usr/bin/env -S node ${SERVER_NODE_FLAGS.join(' ')}`;
    expect(read('bin/openregs.ts').split('\n')[0]).toBe(line);
    expect(read('dist/bin/openregs.js').split('\n')[0]).toBe(line);
  });
});
