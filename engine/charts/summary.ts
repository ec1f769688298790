// The one-line summary of a chart's data that goes into its text alternative: how many marks, and
// which x value has the highest y ("24 bars; highest: 2024-03, 17 trades").
import type { ChartRow } from './render.js';
import type { VlSpec } from './spec.js';

interface Channel {
  field?: string;
  title?: string;
  aggregate?: string;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function channel(spec: VlSpec, name: string): Channel | undefined {
  const layers = Array.isArray(spec.layer) ? spec.layer.filter(isObject) : [];
  for (const source of [spec, ...layers]) {
    const encoding = source.encoding;
    if (isObject(encoding) && isObject(encoding[name])) return encoding[name] as Channel;
  }
  return undefined;
}

function markType(spec: VlSpec): string | undefined {
  const layers = Array.isArray(spec.layer) ? spec.layer.filter(isObject) : [];
  for (const source of [spec, ...layers]) {
    const mark = source.mark;
    if (typeof mark === 'string') return mark;
    if (isObject(mark) && typeof mark.type === 'string') return mark.type;
  }
  return undefined;
}

const NOUNS: Record<string, [string, string]> = {
  bar: ['bar', 'bars'],
  line: ['point on a line', 'points on a line'],
  area: ['point on an area', 'points on an area'],
  point: ['point', 'points'],
  circle: ['point', 'points'],
  square: ['point', 'points'],
  tick: ['tick', 'ticks'],
  rect: ['cell', 'cells'],
  arc: ['slice', 'slices'],
};

// Made once: toLocaleString with options builds a formatter on every call.
const UP_TO_2 = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export function numberText(n: number): string {
  return UP_TO_2.format(n);
}

function valueText(v: unknown): string {
  if (v === null || v === undefined) return 'none';
  if (typeof v === 'number') return numberText(v);
  return String(v);
}

/** "24 bars; highest: 2024-03, 17 trades", or as much of it as the spec makes known. */
export function dataSummary(spec: VlSpec, rows: readonly ChartRow[]): string {
  const [one, many] = NOUNS[markType(spec) ?? ''] ?? ['row', 'rows'];
  const counted = (n: number): string => `${numberText(n)} ${n === 1 ? one : many}`;
  const x = channel(spec, 'x');
  const y = channel(spec, 'y');
  if (!x?.field || !y) return counted(rows.length);
  const countsRows = y.aggregate === 'count' || (!y.field && y.aggregate === undefined);
  if (!countsRows && !y.field) return counted(rows.length);
  // Several rows at one x (stacked or coloured series, counted rows) add up to one total there.
  const totals = new Map<string, { x: unknown; total: number }>();
  for (const r of rows) {
    const value = countsRows ? 1 : r[y.field!];
    const n = typeof value === 'number' ? value : typeof value === 'bigint' ? Number(value) : Number.NaN;
    if (Number.isNaN(n)) continue;
    const key = valueText(r[x.field]);
    const at = totals.get(key) ?? { x: r[x.field], total: 0 };
    at.total += n;
    totals.set(key, at);
  }
  // Counted rows make one mark per x value; otherwise each row is a mark.
  const count = counted(countsRows ? totals.size : rows.length);
  let best: { x: unknown; total: number } | undefined;
  for (const t of totals.values()) if (!best || t.total > best.total) best = t;
  if (!best) return count;
  const unit = (y.title ?? (countsRows ? 'rows' : y.field!)).toLowerCase();
  return `${count}; highest: ${valueText(best.x)}, ${numberText(best.total)} ${unit}`;
}
