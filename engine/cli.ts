// `serve` command line, with Datasette's flags.
import { DEFAULT_SETTINGS, applySetting, type Settings } from './config/settings.js';
import type { DatabaseFile, EngineOptions } from './engine.js';

export interface ServeArgs {
  options: EngineOptions;
  host: string;
  port: number;
}

export class UsageError extends Error {}

export const SERVE_USAGE = `Usage: serve [FILE.db ...] [options]

Serve SQLite databases with Datasette's JSON API (read-only).

Options:
  -i, --immutable FILE.db   Serve FILE.db in SQLite's immutable mode (may repeat)
  -m, --metadata FILE       Metadata file, YAML or JSON (Datasette format)
  --queries DIR             Directory of canned-query YAML files
  -h, --host HOST           Host to listen on (default 127.0.0.1)
  -p, --port PORT           Port to listen on (default 8001; 0 picks a free port)
  --setting NAME VALUE      Change a setting (may repeat): ${Object.keys(DEFAULT_SETTINGS).join(', ')}
  --cors                    Accepted for Datasette compatibility: CORS is always on
  --help                    Show this message`;

export function parseServeArgs(argv: string[]): ServeArgs {
  const files: DatabaseFile[] = [];
  const settings: Settings = { ...DEFAULT_SETTINGS };
  let metadataPath: string | undefined;
  let queriesDir: string | undefined;
  let host = '127.0.0.1';
  let port = 8001;
  const value = (i: number, flag: string): string => {
    const v = argv[i + 1];
    if (v === undefined) throw new UsageError(`${flag} needs a value`);
    return v;
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    switch (a) {
      case '-i': case '--immutable': files.push({ path: value(i, a), immutable: true }); i++; break;
      case '-m': case '--metadata': metadataPath = value(i, a); i++; break;
      case '--queries': queriesDir = value(i, a); i++; break;
      case '-h': case '--host': host = value(i, a); i++; break;
      case '-p': case '--port': {
        const p = value(i, a);
        if (!/^\d+$/.test(p) || Number(p) > 65535) throw new UsageError(`${a} must be a port number, not "${p}"`);
        port = Number(p); i++; break;
      }
      case '--setting': {
        const name = value(i, a);
        const v = argv[i + 2];
        if (v === undefined) throw new UsageError(`--setting ${name} needs a value`);
        try { applySetting(settings, name, v); } catch (e) { throw new UsageError((e as Error).message); }
        i += 2; break;
      }
      case '--cors': break;
      default:
        if (a.startsWith('-')) throw new UsageError(`unknown option ${a}\n\n${SERVE_USAGE}`);
        files.push({ path: a, immutable: false });
    }
  }
  return { options: { files, metadataPath, queriesDir, settings }, host, port };
}
