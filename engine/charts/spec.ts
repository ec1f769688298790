// A declared Vega-Lite spec, checked and made ready to draw: it may not name its own data (the
// chart's data is always rows the engine hands it) nor any URL (the server never fetches for a
// chart), and its dates are read and shown in UTC so the picture does not depend on the server's
// time zone.

/** A Vega-Lite spec as parsed from YAML/JSON. */
export type VlSpec = { [key: string]: unknown };

/** The name the rows are handed to Vega under. */
export const DATA_NAME = 'rows';

const DATA_KEYS = ['data', 'datasets'] as const;

function isObject(v: unknown): v is VlSpec {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Where a declared spec breaks the rules, or null when it keeps them. */
export function specProblem(spec: unknown): string | null {
  if (!isObject(spec)) return 'the spec must be an object';
  for (const key of DATA_KEYS) {
    if (key in spec) return `the spec may not have "${key}": the chart's data is its query's rows`;
  }
  const url = findKey(spec, 'url', '');
  if (url !== null) return `the spec may not name a URL (${url || 'the top level'}): charts load nothing from outside`;
  return markProblem(spec);
}

/** Vega-Lite's marks (its compiler fails obscurely on another name). */
export const MARKS = [
  'arc',
  'area',
  'bar',
  'boxplot',
  'circle',
  'errorband',
  'errorbar',
  'geoshape',
  'image',
  'line',
  'point',
  'rect',
  'rule',
  'square',
  'text',
  'tick',
  'trail',
];

function markProblem(v: unknown): string | null {
  if (Array.isArray(v)) {
    for (const child of v) {
      const found = markProblem(child);
      if (found) return found;
    }
    return null;
  }
  if (!isObject(v)) return null;
  const mark = isObject(v.mark) ? v.mark.type : v.mark;
  if ('mark' in v && (typeof mark !== 'string' || !MARKS.includes(mark)))
    return `unknown mark ${JSON.stringify(mark)} (Vega-Lite's marks: ${MARKS.join(', ')})`;
  for (const child of Object.values(v)) {
    const found = markProblem(child);
    if (found) return found;
  }
  return null;
}

/** The path of the first `key` anywhere in `v`, or null. */
function findKey(v: unknown, key: string, path: string): string | null {
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const found = findKey(v[i], key, `${path}[${i}]`);
      if (found !== null) return found;
    }
    return null;
  }
  if (!isObject(v)) return null;
  for (const [k, child] of Object.entries(v)) {
    const here = path ? `${path}.${k}` : k;
    if (k === key) return here;
    const found = findKey(child, key, here);
    if (found !== null) return found;
  }
  return null;
}

/** `yearmonth` → `utcyearmonth`; units already in UTC are kept. */
function utcUnit(unit: string): string {
  return unit.startsWith('utc') ? unit : `utc${unit}`;
}

/** A deep copy of the spec with every time unit in UTC and every temporal scale without one a UTC scale. */
export function inUtc(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(inUtc);
  if (!isObject(v)) return v;
  const out: VlSpec = {};
  for (const [k, child] of Object.entries(v)) {
    if (k === 'timeUnit' && typeof child === 'string') out[k] = utcUnit(child);
    else if (k === 'timeUnit' && isObject(child) && typeof child.unit === 'string') out[k] = { ...child, unit: utcUnit(child.unit) };
    else out[k] = inUtc(child);
  }
  if (out.type === 'temporal' && typeof out.field === 'string' && out.timeUnit === undefined) {
    const scale = isObject(out.scale) ? out.scale : {};
    if (scale.type === undefined) out.scale = { ...scale, type: 'utc' };
  }
  return out;
}

/** The fields the spec reads as dates (a temporal type or a time unit). */
export function temporalFields(v: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(v)) v.forEach((child) => temporalFields(child, found));
  else if (isObject(v)) {
    if (typeof v.field === 'string' && (v.type === 'temporal' || v.timeUnit !== undefined)) found.add(v.field);
    if (typeof v.field === 'string' && typeof v.as === 'string' && v.timeUnit !== undefined) found.add(v.field);
    Object.values(v).forEach((child) => temporalFields(child, found));
  }
  return found;
}

const DEFAULT_WIDTH = 560;
const DEFAULT_HEIGHT = 220;

/** The spec as drawn: UTC dates and a default size for a single view. */
export function drawableSpec(spec: VlSpec): VlSpec {
  const out = inUtc(spec) as VlSpec;
  const single = 'mark' in out || 'layer' in out;
  if (single && out.width === undefined) out.width = DEFAULT_WIDTH;
  if (single && out.height === undefined) out.height = DEFAULT_HEIGHT;
  return out;
}

/** The complete spec, data inlined, as anyone can open it in the Vega editor. */
export function specWithData(spec: VlSpec, text: { title?: string; description?: string }, rows: object[]): VlSpec {
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    ...(text.title ? { title: text.title } : {}),
    ...(text.description ? { description: text.description } : {}),
    ...spec,
    data: { values: rows },
  };
}
