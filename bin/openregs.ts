#!/usr/bin/env node
// The `openregs` command: `serve` (the generic engine), `demo` (OpenRegs on the demo databases,
// built on first start), `build-db` (the synthetic OpenRegs databases at any scale).
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { parseServeArgs, SERVE_USAGE, UsageError } from '../engine/cli.js';
import { ConfigError } from '../engine/config/load.js';
import { startServer } from '../engine/server.js';
import type { Mount } from '../engine/http/app.js';
import { runBuildDb } from '../databases/build/cli.js';
import { ensureDemoDatabases } from '../databases/demo.js';
import { repoRoot } from '../databases/build/paths.js';
import { openregsMounts } from '../api-shims/mount.js';

const USAGE = `Usage: openregs <command> [options]

Commands:
  demo [serve options]     Serve OpenRegs (metadata.yaml, canned-queries/, /api) on the demo
                           databases, building them first if they are missing
  serve [FILE.db ...]      Serve any SQLite files with the Datasette JSON API
  build-db [options]       Build the synthetic OpenRegs databases (--scale, --seed, --out, --now)

Run "openregs <command> --help" for a command's options.`;

async function serveCommand(argv: string[], mounts: Mount[]): Promise<number> {
  if (argv.includes('--help')) {
    console.log(SERVE_USAGE);
    return 0;
  }
  const args = parseServeArgs(argv);
  const server = await startServer(args.options, args.host, args.port, mounts);
  console.log(`Serving ${[...server.engine.databases.keys()].join(', ') || 'no databases'} at ${server.url}/`);
  const stop = (): void => { void server.close().then(() => process.exit(0)); };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return -1; // keep running
}

async function demoCommand(argv: string[]): Promise<number> {
  if (argv.includes('--help')) {
    console.log(`Usage: openregs demo [-h HOST] [-p PORT] [--setting NAME VALUE]...\n\nBuilds the demo databases into databases/data/ if missing, then serves them with OpenRegs' metadata, canned queries and /api.`);
    return 0;
  }
  const root = repoRoot();
  const paths = await ensureDemoDatabases();
  const metadata = join(root, 'metadata.yaml');
  const args = ['-i', paths.openregs, '-i', paths.open_comments, '--queries', join(root, 'canned-queries', 'openregs'), ...(existsSync(metadata) ? ['-m', metadata] : []), ...argv];
  return serveCommand(args, openregsMounts());
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'serve': return serveCommand(rest, []);
    case 'demo': return demoCommand(rest);
    case 'build-db': return runBuildDb(rest);
    case undefined: case '--help': case 'help':
      console.log(USAGE);
      return command === undefined ? 2 : 0;
    default:
      console.error(`openregs: unknown command "${command}"\n\n${USAGE}`);
      return 2;
  }
}

main(process.argv.slice(2)).then(
  (code) => { if (code >= 0) process.exitCode = code; },
  (e: unknown) => {
    if (e instanceof UsageError || e instanceof ConfigError) console.error(`openregs: ${e.message}`);
    else console.error(e);
    process.exitCode = e instanceof UsageError ? 2 : 1;
  },
);
