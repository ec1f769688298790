// `serve` command line, with Datasette's flags plus `--config` for a whole service.
import { DEFAULT_SETTINGS, applySetting, type Settings } from './config/settings.js';
import type { DatabaseFile, EngineOptions } from './engine.js';
import type { LogFormat } from './ops/logger.js';

export interface ServeArgs {
  /** Engine options for plain `serve FILE.db ...` (settings already include the flags). */
  options: EngineOptions;
  host: string;
  port: number;
  /** `--config FILE`: serve the service the file declares. */
  configPath?: string;
  dataDir?: string;
  /** `--setting NAME VALUE` pairs in order (a configuration's settings come between defaults and these). */
  settingFlags: Array<[string, string]>;
  logFormat: LogFormat;
}

export class UsageError extends Error {}

export const SERVE_USAGE = `Usage: serve [FILE.db ...] [options]
       serve --config SERVICE.yaml [--data-dir DIR] [options]

Serve SQLite databases with Datasette's JSON API (read-only), or a whole service declared in a
configuration file (its databases in DIR, metadata, canned queries, /api and static folders).

Options:
  --config FILE             Service configuration file (e.g. services/NAME/service.yaml)
  --data-dir DIR            With --config: folder holding the database files (default databases/data)
  -i, --immutable FILE.db   Serve FILE.db in SQLite's immutable mode (may repeat)
  -m, --metadata FILE       Metadata file, YAML or JSON (Datasette format)
  --queries DIR             Directory of canned-query YAML files
  -h, --host HOST           Host to listen on (default 127.0.0.1)
  -p, --port PORT           Port to listen on (default 8001; 0 picks a free port)
  --setting NAME VALUE      Change a setting (may repeat): ${Object.keys(DEFAULT_SETTINGS).join(', ')}
  --log-format json|pretty  Access log format (default: pretty on a terminal, json otherwise)
  --cors                    Accepted for Datasette compatibility: CORS is always on
  --help                    Show this message`;

export function parseServeArgs(argv: string[]): ServeArgs {
  const files: DatabaseFile[] = [];
  const settings: Settings = { ...DEFAULT_SETTINGS };
  const settingFlags: Array<[string, string]> = [];
  let metadataPath: string | undefined;
  let queriesDir: string | undefined;
  let configPath: string | undefined;
  let dataDir: string | undefined;
  let host = '127.0.0.1';
  let port = 8001;
  let logFormat: LogFormat = process.stdout.isTTY ? 'pretty' : 'json';
  const value = (i: number, flag: string): string => {
    const v = argv[i + 1];
    if (v === undefined) throw new UsageError(`${flag} needs a value`);
    return v;
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    switch (a) {
      case '-i':
      case '--immutable':
        files.push({ path: value(i, a), immutable: true });
        i++;
        break;
      case '-m':
      case '--metadata':
        metadataPath = value(i, a);
        i++;
        break;
      case '--queries':
        queriesDir = value(i, a);
        i++;
        break;
      case '--config':
        configPath = value(i, a);
        i++;
        break;
      case '--data-dir':
        dataDir = value(i, a);
        i++;
        break;
      case '-h':
      case '--host':
        host = value(i, a);
        i++;
        break;
      case '-p':
      case '--port': {
        const p = value(i, a);
        if (!/^\d+$/.test(p) || Number(p) > 65535) throw new UsageError(`${a} must be a port number, not "${p}"`);
        port = Number(p);
        i++;
        break;
      }
      case '--setting': {
        const name = value(i, a);
        const v = argv[i + 2];
        if (v === undefined) throw new UsageError(`--setting ${name} needs a value`);
        try {
          applySetting(settings, name, v);
        } catch (e) {
          throw new UsageError((e as Error).message);
        }
        settingFlags.push([name, v]);
        i += 2;
        break;
      }
      case '--log-format': {
        const f = value(i, a);
        if (f !== 'json' && f !== 'pretty') throw new UsageError(`--log-format must be json or pretty, not "${f}"`);
        logFormat = f;
        i++;
        break;
      }
      case '--cors':
        break;
      default:
        if (a.startsWith('-')) throw new UsageError(`unknown option ${a}\n\n${SERVE_USAGE}`);
        files.push({ path: a, immutable: false });
    }
  }
  if (configPath !== undefined && (files.length || metadataPath !== undefined || queriesDir !== undefined)) {
    throw new UsageError('--config declares the databases, metadata and queries: do not also give FILE.db, -i, -m or --queries');
  }
  if (dataDir !== undefined && configPath === undefined) throw new UsageError('--data-dir goes with --config');
  return { options: { files, metadataPath, queriesDir, settings }, host, port, configPath, dataDir, settingFlags, logFormat };
}
