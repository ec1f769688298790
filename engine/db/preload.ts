// Reading a version's file into the operating system's cache before its pages are asked for. A
// first visit to a file that is not in memory pays a disk read for every page its query touches,
// seconds on a multi-GB file; after this, a replica's first request reads memory as its hundredth
// does. What fits the budget is read, in this order: every b-tree's interior pages (each lookup
// passes through them), then the leaves of the b-trees the service's own statements open (when
// known: engine/inspect/statement-btrees.ts), then of the others; tables and indexes alike,
// smaller ones first: a request reads a few pages of each b-tree it touches whatever its size, so
// the small ones hold the most of what requests read per byte cached. Reads are large and sequential where
// the file allows, asynchronous (the event loop and the SQL workers never wait for them) and few
// at a time.
import { open } from 'node:fs/promises';
import Database from 'better-sqlite3';
import { btreePages, PageReader, type BTreePages, type BTreeRoot } from './btree-pages.js';

export interface PreloadReport {
  /** Bytes read into the cache (interior pages included). */
  bytes: number;
  /** Bytes of every b-tree's pages in the files (what an unlimited budget would read). */
  total: number;
  /** B-trees read whole. */
  whole: number;
  /** B-trees in the files. */
  trees: number;
  /** Of the b-trees to read first: how many there are, and how many were read whole. */
  first: { trees: number; whole: number };
  /** Every b-tree in the order read (the budget aside): what SQL threads fill their caches from. */
  order: OrderedTree[];
  ms: number;
}

/** A b-tree of one of the files, in the order the preload reads them. */
export interface OrderedTree {
  path: string;
  name: string;
  leafPages: number;
}

export interface PreloadOptions {
  signal?: AbortSignal;
  /** Called as reading goes: bytes read so far, of the bytes planned. */
  progress?: (done: number, planned: number) => void;
}

/** The most one read asks for: large enough to read at the disk's sequential speed. */
const CHUNK_BYTES = 1 << 20;
/** Reads in flight at once: enough to keep a disk busy, few enough to leave it to requests too. */
const PARALLEL_READS = 4;

/** A file to read, and the b-trees to read first (by name). */
export interface PreloadTarget {
  path: string;
  first?: readonly string[];
}

/** One b-tree found by the walk, with the reader of its file. */
export interface PreloadTree {
  reader: PageReader;
  pages: BTreePages;
  /** One of the b-trees to read first. */
  first: boolean;
}

export interface PreloadPlan {
  /**
   * What to read of each b-tree, in order: runs of leaf pages in file order, each at most one read
   * long, flat (first, count, first, count…: a million runs take 8 MB).
   */
  reads: Array<{ reader: PageReader; runs: Uint32Array }>;
  /** Bytes the walk read and the reads will read. */
  planned: number;
  /** B-trees read whole. */
  whole: number;
}

/** What the budget allows, in order: whole b-trees, then the first leaves of the next one. */
export function planReads(trees: PreloadTree[], budgetBytes: number): PreloadPlan {
  const ordered = readOrder(trees);
  const reads: PreloadPlan['reads'] = [];
  let planned = trees.reduce((sum, t) => sum + t.pages.interior.length * t.reader.pageSize, 0);
  let whole = 0;
  for (const t of ordered) {
    const fits = Math.max(0, Math.floor((budgetBytes - planned) / t.reader.pageSize));
    const chunk = Math.max(1, CHUNK_BYTES / t.reader.pageSize);
    // In file order, each run in reads of at most a chunk: as sequential as the b-tree allows.
    const runs: number[] = [];
    for (const [first, count] of firstLeaves(t.pages.leafRuns, fits).sort((a, b) => a[0] - b[0]))
      for (let at = 0; at < count; at += chunk) runs.push(first + at, Math.min(chunk, count - at));
    if (runs.length) reads.push({ reader: t.reader, runs: Uint32Array.from(runs) });
    const leaves = Math.min(fits, t.pages.leafCount);
    planned += leaves * t.reader.pageSize;
    if (leaves < t.pages.leafCount) break;
    whole++;
  }
  return { reads, planned, whole };
}

/** The b-trees to read first, then the others; in each group, smaller ones first. */
function readOrder<T extends PreloadTree>(trees: readonly T[]): T[] {
  return [...trees].sort(
    (a, b) => Number(b.first) - Number(a.first) || a.pages.leafCount * a.reader.pageSize - b.pages.leafCount * b.reader.pageSize,
  );
}

/** The runs of the first `n` leaves in key order, as [first, count] pairs. */
function firstLeaves(runs: Uint32Array, n: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let i = 0; i < runs.length && n > 0; i += 2) {
    out.push([runs[i], Math.min(runs[i + 1], n)]);
    n -= runs[i + 1];
  }
  return out;
}

/** The b-trees of one file: the schema's, then every table's and index's. */
export function btreeRoots(path: string): BTreeRoot[] {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare('select name, rootpage from sqlite_master where rootpage > 0').all() as BTreeRoot[];
    // The schema itself is rooted at page 1 (every connection reads it as it opens).
    return [{ name: 'sqlite_schema', rootpage: 1 }, ...rows];
  } finally {
    db.close();
  }
}

/** The plan's reads one at a time (shared by the readers: each takes the next). */
export function* runsOf(reads: PreloadPlan['reads']): Generator<{ reader: PageReader; first: number; count: number }> {
  for (const { reader, runs } of reads) for (let i = 0; i < runs.length; i += 2) yield { reader, first: runs[i], count: runs[i + 1] };
}

/** Read up to `budgetBytes` of the files' pages into the operating system's cache, in the order above. */
export async function preloadFiles(targets: PreloadTarget[], budgetBytes: number, options: PreloadOptions = {}): Promise<PreloadReport> {
  const started = performance.now();
  const { signal } = options;
  const handles = await Promise.all(targets.map((t) => open(t.path, 'r')));
  try {
    // The walk reads every interior page: those are read first, whatever the budget.
    const trees: Array<PreloadTree & { path: string }> = [];
    let bytes = 0;
    let total = 0;
    for (let i = 0; i < targets.length; i++) {
      // An empty file is an empty database: nothing to read.
      if ((await handles[i].stat()).size === 0) continue;
      const roots = btreeRoots(targets[i].path);
      const first = new Set(targets[i].first);
      const reader = await PageReader.open(handles[i]);
      for (const root of roots) {
        signal?.throwIfAborted();
        const pages = await btreePages(reader, root, 16, signal);
        bytes += pages.interior.length * reader.pageSize;
        total += (pages.interior.length + pages.leafCount) * reader.pageSize;
        trees.push({ reader, pages, first: first.has(root.name), path: targets[i].path });
      }
    }
    const { reads, planned, whole } = planReads(trees, budgetBytes);
    options.progress?.(bytes, planned);
    const queue = runsOf(reads);
    await Promise.all(
      Array.from({ length: PARALLEL_READS }, async () => {
        const buffer = Buffer.alloc(CHUNK_BYTES);
        for (let r = queue.next(); !r.done; r = queue.next()) {
          signal?.throwIfAborted();
          const { reader, first, count } = r.value;
          const read = await reader.readRun(first, count, buffer);
          bytes += read;
          options.progress?.(bytes, planned);
        }
      }),
    );
    const first = trees.filter((t) => t.first).length;
    return {
      bytes,
      total,
      whole,
      trees: trees.length,
      first: { trees: first, whole: Math.min(whole, first) },
      order: readOrder(trees).map((t) => ({ path: t.path, name: t.pages.name, leafPages: t.pages.leafCount })),
      ms: performance.now() - started,
    };
  } finally {
    await Promise.all(handles.map((h) => h.close()));
  }
}
