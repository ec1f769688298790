#!/usr/bin/env -S node --initial-old-space-size=128
// The `openregs` command: `serve` (any SQLite files, or a service with --config), `demo` (a service on
// its demo data, built on first start), `build-db` (a service's data), `check` (the deploy gate).
import { ConfigError, UsageError } from '../engine/index.js';
import { serveCommand } from './serve.js';
import { buildDbCommand, checkCommand, demoCommand, inspectCommand } from './service-commands.js';
import { snapshotCommand } from './snapshot.js';

const USAGE = `Usage: openregs <command> [options]

Commands:
  serve [FILE.db ...]          Serve any SQLite files with the Datasette JSON API
  serve --config FILE          Serve a whole service (databases, metadata, canned queries, /api)
  demo [--config FILE]         Serve a service on its demo data, building it first if missing
                               (default: services/openregs/service.yaml)
  build-db [--config FILE]     Build a service's data with its declared builder (--scale, --seed,
                               --out, --now)
  check --config FILE          Check a service against its data before deploying it
  inspect --config FILE        Compute each data version's counts, facets and suggestions once,
                               beside the data, so no page starts cold
  snapshot publish|pull|status|rollback
                               Publish, pull and verify, and roll back the weekly snapshots

Run "openregs <command> --help" for a command's options.`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'serve':
      return serveCommand(rest);
    case 'demo':
      return demoCommand(rest);
    case 'build-db':
      return buildDbCommand(rest);
    case 'check':
      return checkCommand(rest);
    case 'inspect':
      return inspectCommand(rest);
    case 'snapshot':
      return snapshotCommand(rest);
    case undefined:
    case '--help':
    case 'help':
      console.log(USAGE);
      return command === undefined ? 2 : 0;
    default:
      console.error(`openregs: unknown command "${command}"\n\n${USAGE}`);
      return 2;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    if (code >= 0) process.exitCode = code;
  },
  (e: unknown) => {
    // Configuration and usage mistakes are the operator's to fix: a message, no stack, exit 2.
    if (e instanceof UsageError || e instanceof ConfigError) {
      console.error(`openregs: ${e.message}`);
      process.exitCode = 2;
    } else {
      console.error(e);
      process.exitCode = 1;
    }
  },
);
