// Commands on a service configuration: `demo` (build its demo data if needed, then serve it),
// `build-db` (build its data with its declared builder) and `check` (the deploy gate).
import { existsSync } from 'node:fs';
import { parseBuildDbArgs, BUILD_DB_USAGE, UsageError as BuildUsageError } from '../databases/build/cli.js';
import {
  ConfigError,
  UsageError,
  checkService,
  importServiceModule,
  inspectService,
  loadServiceConfig,
  type ServiceConfig,
} from '../engine/index.js';
import { serveCommand } from './serve.js';
import { DEFAULT_CONFIG, DEFAULT_DATA_DIR } from './project.js';

interface BuildRequest {
  outDir: string;
  scale: number;
  seed: number;
  now?: Date;
}
type Builder = (request: BuildRequest) => Promise<void>;

/** Take `--config FILE` and `--data-dir DIR` out of argv; the rest is left for the command. */
function takeServiceFlags(argv: string[]): { config: string; dataDir?: string; rest: string[] } {
  let config = DEFAULT_CONFIG;
  let dataDir: string | undefined;
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--config' || a === '--data-dir') {
      const v = argv[i + 1];
      if (v === undefined) throw new UsageError(`${a} needs a value`);
      if (a === '--config') config = v;
      else dataDir = v;
      i++;
    } else rest.push(a);
  }
  return { config, dataDir, rest };
}

async function builderOf(config: ServiceConfig): Promise<{ build: Builder; staleReason?: (files: string[]) => string | null }> {
  if (!config.demo)
    throw new ConfigError(`${config.path} is not valid:\n  at demo: this service declares no data builder (add demo.builder)`);
  const module = await importServiceModule(config.path, 'demo.builder', config.demo.builder);
  if (typeof module.build !== 'function')
    throw new ConfigError(`${config.path} is not valid:\n  at demo.builder: ${config.demo.builder} does not export a function "build"`);
  return {
    build: module.build as Builder,
    staleReason: typeof module.staleReason === 'function' ? (module.staleReason as (files: string[]) => string | null) : undefined,
  };
}

export const DEMO_USAGE = `Usage: openregs demo [--config FILE] [--data-dir DIR] [serve options]

Builds the service's demo data (its demo: builder, scale and seed) into DIR (default
databases/data) when missing or stale, then serves the service as serve --config does.
Default configuration: services/openregs/service.yaml.`;

export async function demoCommand(argv: string[]): Promise<number> {
  if (argv.includes('--help')) {
    console.log(DEMO_USAGE);
    return 0;
  }
  const { config: file, dataDir, rest } = takeServiceFlags(argv);
  const config = loadServiceConfig(file, { dataDir, defaultDataDir: DEFAULT_DATA_DIR, requireDatabaseFiles: false });
  const { build, staleReason } = await builderOf(config);
  const files = config.databases.map((d) => d.path);
  const why = files.some((f) => !existsSync(f)) ? 'missing' : (staleReason?.(files) ?? null);
  if (why) {
    process.stderr.write(`Demo data ${why} in ${config.dataDir}: building it (scale ${config.demo!.scale}, seed ${config.demo!.seed}).\n`);
    // No `now`: each builder applies its own default (the wall clock, or a fixed as-of date).
    await build({ outDir: config.dataDir, scale: config.demo!.scale, seed: config.demo!.seed });
    await inspectService(loadServiceConfig(file, { dataDir: config.dataDir, defaultDataDir: DEFAULT_DATA_DIR }));
  }
  return serveCommand(['--config', file, '--data-dir', config.dataDir, ...rest]);
}

export async function buildDbCommand(argv: string[]): Promise<number> {
  const { config: file, rest } = takeServiceFlags(argv);
  let args;
  try {
    // Without --now/--as-of the date stays invalid, and the builder applies its own default.
    args = parseBuildDbArgs(rest, () => new Date(NaN));
  } catch (e) {
    if (e instanceof BuildUsageError) throw new UsageError(`build-db: ${e.message}\n\n${BUILD_DB_USAGE}`);
    throw e;
  }
  if (args === null) {
    console.log(`${BUILD_DB_USAGE}\n  --config FILE the service whose data to build (default services/openregs/service.yaml)`);
    return 0;
  }
  const config = loadServiceConfig(file, { defaultDataDir: DEFAULT_DATA_DIR, requireDatabaseFiles: false });
  const { build } = await builderOf(config);
  try {
    const now = Number.isNaN(args.now.getTime()) ? undefined : args.now;
    await build({ outDir: args.outDir, scale: args.scale, seed: args.seed, now });
    // The new files' pages never start cold: their counts, facets and suggestions computed now.
    await inspectService(loadServiceConfig(file, { dataDir: args.outDir, defaultDataDir: DEFAULT_DATA_DIR }));
  } catch (e) {
    const err = e as Error;
    process.stderr.write(`build-db failed: ${err.name === 'DiskSpaceError' ? err.message : (err.stack ?? err.message)}\n`);
    return 1;
  }
  return 0;
}

export const INSPECT_USAGE = `Usage: openregs inspect --config FILE [--data-dir DIR]

Computes, for the data version of each database in DIR, everything a page would otherwise compute
on its first visit and that depends only on the data: exact row counts of every table, view and
full-text index, the counts of every facet the metadata declares (unfiltered), each table's
suggested facets. Writes them beside the data in .snapshots/inspect/<sha256>.json; a server
seeds its caches from there. snapshot pull, demo and build-db run it themselves.`;

export async function inspectCommand(argv: string[]): Promise<number> {
  if (argv.includes('--help')) {
    console.log(INSPECT_USAGE);
    return 0;
  }
  const { config: file, dataDir, rest } = takeServiceFlags(argv);
  if (rest.length) throw new UsageError(`inspect: unexpected argument ${rest[0]}\n\n${INSPECT_USAGE}`);
  await inspectService(loadServiceConfig(file, { dataDir, defaultDataDir: DEFAULT_DATA_DIR }));
  return 0;
}

export const CHECK_USAGE = `Usage: openregs check --config FILE [--data-dir DIR]

The deploy gate: opens every database of the service, prepares every canned query and every /api
statement against the real schema, and checks that each table and column named in the metadata
exists. One line per problem, then a summary; exit 0 only when all is well.`;

export async function checkCommand(argv: string[]): Promise<number> {
  if (argv.includes('--help')) {
    console.log(CHECK_USAGE);
    return 0;
  }
  const { config: file, dataDir, rest } = takeServiceFlags(argv);
  if (rest.length) throw new UsageError(`check: unexpected argument ${rest[0]}\n\n${CHECK_USAGE}`);
  const config = loadServiceConfig(file, { dataDir, defaultDataDir: DEFAULT_DATA_DIR });
  const found = await checkService(config);
  for (const p of found) console.log(`${p.warning ? 'WARN' : 'FAIL'} ${p.where}: ${p.message}`);
  const problems = found.filter((p) => !p.warning);
  const n = config.databases.length;
  console.log(
    problems.length
      ? `check: ${problems.length} problem${problems.length === 1 ? '' : 's'} in ${config.name} (${config.path}, data ${config.dataDir})`
      : `check: ok: ${config.name}, ${n} database${n === 1 ? '' : 's'} in ${config.dataDir}`,
  );
  return problems.length ? 1 : 0;
}
