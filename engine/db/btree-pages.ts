// Where each b-tree of an SQLite file lies, found by reading its interior pages only. SQLite keeps
// every leaf of a b-tree at the same depth, so once one path from the root has reached a leaf, the
// children of the last interior level are known to be leaves without reading them: the walk reads
// about one page in a hundred and learns the page numbers of all the others.
import type { FileHandle } from 'node:fs/promises';

export interface BTreeRoot {
  name: string;
  rootpage: number;
}

export interface BTreePages extends BTreeRoot {
  /** Interior pages (read by the walk, so already in the operating system's cache after it). */
  interior: number[];
  /** How many leaf pages it has. */
  leafCount: number;
  /**
   * Its leaf pages in key order, as runs of consecutive page numbers, flat: first, count, first,
   * count… (a 30 GB file has millions of leaves in about a million runs: packed, they take 8 MB).
   */
  leafRuns: Uint32Array;
}

/** SQLite's page types (the first byte of a b-tree page's header). */
const INTERIOR_INDEX = 2;
const INTERIOR_TABLE = 5;
const LEAF_INDEX = 10;
const LEAF_TABLE = 13;

/** Reads pages of one file: 1-based page numbers, as SQLite counts them. */
export class PageReader {
  private constructor(
    private readonly file: FileHandle,
    readonly pageSize: number,
  ) {}

  static async open(file: FileHandle): Promise<PageReader> {
    const header = Buffer.alloc(100);
    const { bytesRead } = await file.read(header, 0, 100, 0);
    if (bytesRead < 100 || header.toString('latin1', 0, 16) !== 'SQLite format 3\0') throw new Error('not an SQLite database file');
    const size = header.readUInt16BE(16);
    return new PageReader(file, size === 1 ? 65536 : size);
  }

  /** Read one page (into `buffer`, when given one of a page's size). */
  async read(page: number, buffer = Buffer.alloc(this.pageSize)): Promise<Buffer> {
    const { bytesRead } = await this.file.read(buffer, 0, this.pageSize, (page - 1) * this.pageSize);
    if (bytesRead < this.pageSize) throw new Error(`page ${page} lies past the end of the file`);
    return buffer;
  }

  /** Read `count` pages from `first` into `buffer` (for the cache's sake: the bytes are not kept); the bytes read. */
  async readRun(first: number, count: number, buffer: Buffer): Promise<number> {
    const { bytesRead } = await this.file.read(buffer, 0, count * this.pageSize, (first - 1) * this.pageSize);
    return bytesRead;
  }
}

interface Parsed {
  leaf: boolean;
  children: number[];
}

/** One b-tree page's kind and, when interior, its children (left pointers, then the right-most). */
function parsePage(page: Buffer, pageNo: number): Parsed {
  // Page 1 starts with the 100-byte file header; its b-tree header follows.
  const at = pageNo === 1 ? 100 : 0;
  const type = page[at];
  if (type === LEAF_INDEX || type === LEAF_TABLE) return { leaf: true, children: [] };
  if (type !== INTERIOR_INDEX && type !== INTERIOR_TABLE) throw new Error(`page ${pageNo} is not a b-tree page (type ${type})`);
  const cells = page.readUInt16BE(at + 3);
  const children = new Array<number>(cells + 1);
  for (let i = 0; i < cells; i++) children[i] = page.readUInt32BE(page.readUInt16BE(at + 12 + 2 * i));
  children[cells] = page.readUInt32BE(at + 8);
  return { leaf: false, children };
}

/** Read `pages` (at most `parallel` reads at once), in order. */
async function readAll(reader: PageReader, pages: number[], parallel: number): Promise<Parsed[]> {
  const out = new Array<Parsed>(pages.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(parallel, pages.length) }, async () => {
      const buffer = Buffer.alloc(reader.pageSize);
      while (next < pages.length) {
        const i = next++;
        out[i] = parsePage(await reader.read(pages[i], buffer), pages[i]);
      }
    }),
  );
  return out;
}

/** The pages of one b-tree: the walk reads its interior pages, level by level. */
export async function btreePages(reader: PageReader, root: BTreeRoot, parallel = 16, signal?: AbortSignal): Promise<BTreePages> {
  // The depth: follow the left-most path down to a leaf.
  let depth = 0;
  for (let page = root.rootpage; ; depth++) {
    signal?.throwIfAborted();
    const parsed = parsePage(await reader.read(page), page);
    if (parsed.leaf) break;
    page = parsed.children[0];
  }
  const interior: number[] = [];
  const runs: number[] = [];
  let leafCount = 0;
  const leaf = (page: number): void => {
    leafCount++;
    if (runs.length && runs[runs.length - 2] + runs[runs.length - 1] === page) runs[runs.length - 1]++;
    else runs.push(page, 1);
  };
  if (depth === 0) leaf(root.rootpage);
  let level = [root.rootpage];
  for (let d = 0; d < depth; d++) {
    signal?.throwIfAborted();
    const parsed = await readAll(reader, level, parallel);
    for (const page of level) interior.push(page);
    // The children of the last interior level are the leaves: named, not read.
    const below: number[] = [];
    for (let i = 0; i < parsed.length; i++) {
      if (parsed[i].leaf) throw new Error(`b-tree ${root.name}: page ${level[i]} is a leaf above the leaf level`);
      for (const child of parsed[i].children) {
        if (d === depth - 1) leaf(child);
        else below.push(child);
      }
    }
    level = below;
  }
  return { ...root, interior, leafCount, leafRuns: Uint32Array.from(runs) };
}
