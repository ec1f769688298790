// Which file each database is read from, and swapping it under a running server. A database's
// configured path may be a link that a snapshot activation re-points (or a file replaced by rename);
// `refresh()` (on a change in its folder, or SIGHUP) re-resolves it. A request reads the versions
// current when it began, to its end: its queries are pinned to those files, so no answer mixes
// versions; a replaced file's connections are released once the last request pinned to it ends.
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync, realpathSync, statSync, watch, type FSWatcher } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** What the engine keeps per database that a swap changes. */
export interface SwappableDatabase {
  name: string;
  /** The path as configured (a link to the active version, or a plain file). */
  source: string;
  /** The file read now (the configured path with links resolved). */
  path: string;
  size: number;
  version: string;
  /** Snapshot details when the file is an activated snapshot version. */
  snapshot: SnapshotInfo | null;
}

export interface SnapshotInfo {
  current_week: string | null;
  sha256_gzipped: string | null;
  sha256_unpacked: string | null;
  activated_at: string;
}

/** Database versions held until released (see DataVersions.hold). */
export interface HeldVersions {
  /** Run `fn` with its queries reading the held versions. */
  run<T>(fn: () => T): T;
  release(): void;
}

export interface SwapHooks {
  /** Called before a database switches to `path`: re-read its structure (throws if unreadable). */
  prepare(name: string, path: string): void;
  /** A file no request reads any more: close its connections. */
  release(path: string): void;
  /** The version now served. */
  swapped(name: string, version: string): void;
}

/** Version details of `path` from its data folder's snapshot state, if it is an activated version. */
function snapshotInfo(source: string, path: string): SnapshotInfo | null {
  const dir = dirname(source);
  const stateFile = join(dir, '.snapshots', 'state.json');
  if (!existsSync(stateFile)) return null;
  try {
    const state = JSON.parse(readFileSync(stateFile, 'utf8')) as {
      databases: Record<
        string,
        {
          active: {
            file: string;
            week: string | null;
            sha256_gzipped: string | null;
            sha256_unpacked: string | null;
            activated_at: string;
          } | null;
        }
      >;
    };
    for (const s of Object.values(state.databases)) {
      if (s.active && resolve(dir, s.active.file) === path) {
        return {
          current_week: s.active.week,
          sha256_gzipped: s.active.sha256_gzipped,
          sha256_unpacked: s.active.sha256_unpacked,
          activated_at: s.active.activated_at,
        };
      }
    }
  } catch {
    // A state file being rewritten is read again on the next refresh.
  }
  return null;
}

export function describeVersion(source: string, path: string): { size: number; version: string; snapshot: SnapshotInfo | null } {
  const stat = statSync(path);
  const snapshot = snapshotInfo(source, path);
  // A snapshot's identity is its archive hash; any other file's, its size and modification time.
  const version = snapshot?.sha256_gzipped
    ? `${snapshot.current_week ?? 'local'}-${snapshot.sha256_gzipped.slice(0, 12)}`
    : `${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}`;
  return { size: stat.size, version, snapshot };
}

export class DataVersions {
  private readonly pins = new AsyncLocalStorage<Map<string, string>>();
  private readonly inUse = new Map<string, number>();
  private readonly retired = new Set<string>();
  private readonly watchers: FSWatcher[] = [];
  private timer: NodeJS.Timeout | undefined;
  private readonly swapListeners: Array<(names: string[]) => void> = [];
  /** The version of every file served or still read by requests that began before a swap. */
  private readonly versionByPath = new Map<string, string>();

  constructor(
    private readonly databases: Map<string, SwappableDatabase>,
    private readonly hooks: SwapHooks,
  ) {
    for (const d of databases.values()) this.versionByPath.set(d.path, d.version);
  }

  /** The version of `database` this request reads (its pinned file's), or undefined if none is served. */
  versionFor(database: string): string | undefined {
    return this.versionByPath.get(this.pathFor(database));
  }

  /** The file a query on `database` reads: the request's pinned version, else the current one. */
  pathFor(database: string): string {
    return this.pins.getStore()?.get(database) ?? this.databases.get(database)?.path ?? '';
  }

  /** Run a request with every database pinned to its current version until it settles. */
  async pin<T>(fn: () => Promise<T>): Promise<T> {
    const held = this.hold();
    try {
      return await held.run(fn);
    } finally {
      held.release();
    }
  }

  /**
   * Pin every database to its current version until `release()`: for work that outlives the
   * request that began it (a streamed CSV reads page after page from the version it started on).
   * Inside a pinned request this holds the request's versions.
   */
  hold(): HeldVersions {
    const pinned = new Map(this.pins.getStore() ?? [...this.databases.values()].map((d) => [d.name, d.path]));
    for (const path of pinned.values()) this.inUse.set(path, (this.inUse.get(path) ?? 0) + 1);
    let released = false;
    return {
      run: (fn) => this.pins.run(pinned, fn),
      release: () => {
        if (released) return;
        released = true;
        for (const path of pinned.values()) {
          const left = (this.inUse.get(path) ?? 1) - 1;
          if (left > 0) this.inUse.set(path, left);
          else {
            this.inUse.delete(path);
            if (this.retired.delete(path)) this.release(path);
          }
        }
      },
    };
  }

  /** Re-resolve every database's configured path; swap those that now name another file. */
  refresh(): string[] {
    const swapped: string[] = [];
    for (const d of this.databases.values()) {
      let path: string;
      try {
        path = realpathSync(d.source);
      } catch {
        continue; // mid-rename, or removed: keep serving what is open
      }
      if (path === d.path) continue;
      try {
        this.hooks.prepare(d.name, path);
      } catch {
        continue; // not readable yet: the next refresh tries again
      }
      const old = d.path;
      Object.assign(d, { path }, describeVersion(d.source, path));
      this.versionByPath.set(path, d.version);
      if (this.inUse.has(old)) this.retired.add(old);
      else this.release(old);
      this.hooks.swapped(d.name, d.version);
      swapped.push(d.name);
    }
    if (swapped.length) for (const listener of this.swapListeners) listener(swapped);
    return swapped;
  }

  /** A file no request reads any more. */
  private release(path: string): void {
    this.versionByPath.delete(path);
    this.hooks.release(path);
  }

  /** Call `listener` after every swap with the names of the databases swapped. */
  onSwap(listener: (names: string[]) => void): void {
    this.swapListeners.push(listener);
  }

  /** Watch the folders of the configured paths; a change triggers a refresh shortly after. */
  watch(): void {
    const dirs = new Set([...this.databases.values()].map((d) => dirname(resolve(d.source))));
    for (const dir of dirs) {
      try {
        const w = watch(dir, () => {
          clearTimeout(this.timer);
          this.timer = setTimeout(() => this.refresh(), 100);
        });
        w.unref();
        this.watchers.push(w);
      } catch {
        // A folder that cannot be watched is still refreshed on SIGHUP.
      }
    }
  }

  close(): void {
    clearTimeout(this.timer);
    for (const w of this.watchers.splice(0)) w.close();
  }

  /** A short text that changes whenever any database's version does (HTTP cache validators). */
  fingerprint(): string {
    return [...this.databases.values()].map((d) => `${d.name}=${d.version}`).join(';');
  }
}
