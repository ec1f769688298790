// `openregs serve`: any SQLite files (Datasette's flags), or a whole service with --config.
import { SERVE_USAGE, createLogger, loadServiceConfig, parseServeArgs, startServer, startService, stopOnSignals } from '../engine/index.js';
import { DEFAULT_DATA_DIR } from './project.js';

/** Resolves with an exit code, or -1 while the server keeps running. */
export async function serveCommand(argv: string[]): Promise<number> {
  if (argv.includes('--help')) {
    console.log(SERVE_USAGE);
    return 0;
  }
  const args = parseServeArgs(argv);
  const logger = createLogger(args.logFormat);
  const server = args.configPath
    ? await startService(
        loadServiceConfig(args.configPath, { dataDir: args.dataDir, defaultDataDir: DEFAULT_DATA_DIR }),
        { settings: args.settingFlags, logger },
        args.host,
        args.port,
      )
    : await startServer({ ...args.options, logger }, args.host, args.port);
  console.log(`Serving ${[...server.engine.databases.keys()].join(', ') || 'no databases'} at ${server.url}/`);
  stopOnSignals(server, logger);
  // SIGHUP: look for replaced database files now (the folder watch does it too).
  process.on('SIGHUP', () => {
    server.engine.versions.refresh();
  });
  return -1;
}
