// The common words of each full-text form a service ranks (engine/query/known-counts.ts), counted
// once per version. Which words are common is found from an even sample of the rows; each of those
// is then counted exactly, as bm25 would count it. A word the sample misses is only slower to rank.
import type { Engine } from '../engine.js';
import { quoteIdentifier } from '../sql/escape.js';
import { columnFilter, type FullTextForm } from '../query/known-counts.js';
import type { InspectedFullText } from './format.js';

/** Rows read to find the common words. */
const SAMPLE_ROWS = 20_000;
/** A word in fewer rows than this is quick to count on the fly (well under a millisecond). */
export const MIN_KNOWN_ROWS = 5_000;

type Run = (sql: string, params?: Record<string, string | number>) => Promise<unknown[][]>;

/** The common words of each form of `db`, counted for the version `engine` serves; `progress` after each form. */
export async function inspectFullText(
  engine: Engine,
  db: string,
  client: string,
  forms: readonly FullTextForm[],
  progress?: { counted(form: InspectedFullText, ms: number): void; failed(form: FullTextForm, message: string): void },
): Promise<InspectedFullText[]> {
  const run: Run = async (sql, params = {}) =>
    (await engine.query({ database: db, sql, params, client, maxRows: 0, timeLimitMs: null })).rawRows ?? [];
  const out: InspectedFullText[] = [];
  for (const form of forms.filter((f) => f.database === db)) {
    const started = performance.now();
    try {
      out.push(await inspectForm(run, form));
    } catch (e) {
      // Not an FTS5 table of this version (the service check says so): its searches count as they run.
      progress?.failed(form, (e as Error).message);
      continue;
    }
    progress?.counted(out[out.length - 1], performance.now() - started);
  }
  return out;
}

async function inspectForm(run: Run, form: FullTextForm): Promise<InspectedFullText> {
  const table = quoteIdentifier(form.table);
  const totals = (await run(`select fts5_totals(${table}) from ${table} limit 1`))[0]?.[0];
  if (typeof totals !== 'string') return { table: form.table, columns: form.columns, rows: 0, tokens: 0, terms: {} };
  const [rows, tokens] = totals.split(' ').map(Number);
  const terms: Record<string, number> = {};
  for (const word of await commonInSample(run, form, rows)) {
    const [[n]] = await run(`select count(*) from ${table} where ${table} match :q`, { q: `${columnFilter(form.columns)}"${word}"` });
    if (Number(n) >= MIN_KNOWN_ROWS) terms[word] = Number(n);
  }
  return { table: form.table, columns: form.columns, rows, tokens, terms };
}

/** Words whose share of an even sample of the rows puts them near MIN_KNOWN_ROWS or above. */
async function commonInSample(run: Run, form: FullTextForm, rows: number): Promise<string[]> {
  if (rows < MIN_KNOWN_ROWS) return [];
  const table = quoteIdentifier(form.table);
  const [[first]] = await run(`select rowid from ${table} order by rowid limit 1`);
  const [[last]] = await run(`select rowid from ${table} order by rowid desc limit 1`);
  const low = Number(first);
  const span = Number(last) - low;
  const size = Math.min(SAMPLE_ROWS, span + 1);
  const ids = Array.from({ length: size }, (_, i) => low + Math.floor((i * span) / size));
  const columns = form.columns ? form.columns.map(quoteIdentifier).join(', ') : '*';
  const sample = await run(`select ${columns} from ${table} where rowid in (select value from json_each(:ids))`, {
    ids: JSON.stringify(ids),
  });
  const seen = new Map<string, number>();
  for (const row of sample) {
    const words = new Set<string>();
    for (const value of row) if (typeof value === 'string') for (const w of value.match(/[A-Za-z0-9]+/g) ?? []) words.add(w.toLowerCase());
    for (const w of words) seen.set(w, (seen.get(w) ?? 0) + 1);
  }
  // Half the threshold: a word just above it is not left out by the sample's chance.
  const least = (MIN_KNOWN_ROWS / 2) * (sample.length / rows);
  return [...seen]
    .filter(([, n]) => n >= Math.max(least, 2))
    .map(([w]) => w)
    .sort();
}
