// Whether a statement's answer can change while the data does not: it reads the clock ('now',
// CURRENT_DATE…, or a date function given no time, which means now) or random(). Such an answer
// belongs to the moment it was computed, never to a data version.
const STRIPPED = [/--[^\n]*/g, /\/\*[\s\S]*?\*\//g];
const CLOCK = [
  /'now'|"now"/i,
  /\bcurrent_(date|time|timestamp)\b/i,
  /\b(date|time|datetime|julianday|unixepoch)\s*\(\s*\)/i,
  /\bstrftime\s*\(\s*'[^']*'\s*\)/i,
  /\brandom(blob)?\s*\(/i,
];

export function readsClock(sql: string): boolean {
  const text = STRIPPED.reduce((s, re) => s.replace(re, ' '), sql);
  return CLOCK.some((re) => re.test(text));
}
