// `openregs snapshot publish|pull|status|rollback`: a service's data life cycle through the snapshot
// archive (see engine/snapshot/).
import { PullRefused, UsageError, WEEK_ID, isoWeek, loadServiceConfig, publish, pull, readState, rollback } from '../engine/index.js';
import { DEFAULT_CONFIG } from './project.js';

export const SNAPSHOT_USAGE = `Usage:
  openregs snapshot publish --config FILE --data-dir DIR --out ARCHIVE [--week YYYY-Www]
  openregs snapshot pull --from ARCHIVE_URL_OR_DIR --config FILE --data-dir DIR [--database NAME]...
  openregs snapshot status --data-dir DIR
  openregs snapshot rollback --data-dir DIR [--database NAME]...

publish  gzips each database of the service into ARCHIVE/weekly/<week>/ with the week's manifest,
         manifests/<week>.json, a line of manifest_history.jsonl, and the root manifest.json last.
pull     fetches what changed in the archive's current week, verifies it (gzipped and unpacked
         SHA-256, row counts, PRAGMA quick_check, every canned query and /api statement), then
         activates all the pulled databases at once, or none. A running server switches to them.
status   what each database serves now, and what is kept for rollback.
rollback goes back to the previous version.`;

interface Flags {
  config: string;
  dataDir?: string;
  out?: string;
  week?: string;
  from?: string;
  databases: string[];
}

function parse(argv: string[]): Flags {
  const flags: Flags = { config: DEFAULT_CONFIG, databases: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const v = argv[i + 1];
    if (!['--config', '--data-dir', '--out', '--week', '--from', '--database'].includes(a))
      throw new UsageError(`snapshot: unknown argument ${a}\n\n${SNAPSHOT_USAGE}`);
    if (v === undefined) throw new UsageError(`${a} needs a value`);
    i++;
    if (a === '--config') flags.config = v;
    else if (a === '--data-dir') flags.dataDir = v;
    else if (a === '--out') flags.out = v;
    else if (a === '--week') flags.week = v;
    else if (a === '--from') flags.from = v;
    else flags.databases.push(v);
  }
  return flags;
}

function need(value: string | undefined, flag: string): string {
  if (value === undefined) throw new UsageError(`snapshot: ${flag} is required\n\n${SNAPSHOT_USAGE}`);
  return value;
}

export async function snapshotCommand(argv: string[]): Promise<number> {
  const [action, ...rest] = argv;
  if (action === undefined || action === '--help') {
    console.log(SNAPSHOT_USAGE);
    return action === undefined ? 2 : 0;
  }
  const flags = parse(rest);
  const dataDir = need(flags.dataDir, '--data-dir');
  switch (action) {
    case 'publish': {
      const week = flags.week ?? isoWeek(new Date());
      if (!WEEK_ID.test(week)) throw new UsageError(`--week must be an ISO week like 2026-W36, not "${week}"`);
      const config = loadServiceConfig(flags.config, { dataDir, defaultDataDir: dataDir });
      const manifest = await publish(config, { out: need(flags.out, '--out'), week });
      for (const a of manifest.artifacts) console.log(`${a.filename}: ${a.size_bytes} bytes, sha256 ${a.sha256_gzipped}`);
      console.log(`published ${week} to ${flags.out}`);
      return 0;
    }
    case 'pull': {
      const config = loadServiceConfig(flags.config, { dataDir, defaultDataDir: dataDir, requireDatabaseFiles: false });
      try {
        const r = await pull(config, { from: need(flags.from, '--from'), databases: flags.databases.length ? flags.databases : undefined });
        console.log(
          `pulled ${r.week}: ${r.activated.length ? `activated ${r.activated.join(', ')}` : 'nothing new'}${r.unchanged.length ? `; unchanged ${r.unchanged.join(', ')}` : ''}`,
        );
        return 0;
      } catch (e) {
        if (!(e instanceof PullRefused)) throw e;
        console.error(`snapshot pull refused, nothing activated: ${e.message}`);
        return 1;
      }
    }
    case 'status': {
      const state = readState(dataDir);
      const names = Object.keys(state.databases);
      if (!names.length) console.log(`no snapshot has been pulled into ${dataDir}`);
      for (const name of names) {
        const s = state.databases[name];
        const show = (v: typeof s.active): string =>
          v ? `${v.week ?? 'local file'} ${v.sha256_gzipped?.slice(0, 12) ?? ''} (${v.file}, activated ${v.activated_at})` : 'none';
        console.log(`${name}: active ${show(s.active)}; kept ${s.previous.map(show).join(', ') || 'none'}`);
      }
      return 0;
    }
    case 'rollback': {
      const done = rollback(dataDir, flags.databases.length ? flags.databases : undefined);
      console.log(done.length ? `rolled back ${done.join(', ')}` : 'nothing to roll back');
      return done.length ? 0 : 1;
    }
    default:
      throw new UsageError(`snapshot: unknown action "${action}"\n\n${SNAPSHOT_USAGE}`);
  }
}
