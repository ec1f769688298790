// Small pure helpers shared by the misc generators: calendar arithmetic on day numbers,
// quarter labels, name normalisation and a stable name hash.

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 for a YYYY-MM-DD string. */
export function dayNumber(iso: string): number {
  return Math.floor(Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10)) / DAY_MS);
}

// Day strings are formatted once per day number: generators format millions of dates.
const dayText = new Map<number, string>();

/** YYYY-MM-DD for a day number. */
export function isoDay(day: number): string {
  let text = dayText.get(day);
  if (text === undefined) { text = new Date(day * DAY_MS).toISOString().slice(0, 10); dayText.set(day, text); }
  return text;
}

export function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** Calendar quarters as the House statements label them ('2016Q1'), with their first and last day. */
export interface Quarter {
  readonly label: string;
  readonly firstDay: number;
  readonly lastDay: number;
}

/** Every quarter from (fromYear, fromQ) to (toYear, toQ) inclusive. */
export function quarters(fromYear: number, fromQ: number, toYear: number, toQ: number): Quarter[] {
  const out: Quarter[] = [];
  for (let y = fromYear, q = fromQ; y < toYear || (y === toYear && q <= toQ); q === 4 ? (y++, q = 1) : q++) {
    const first = Math.floor(Date.UTC(y, (q - 1) * 3, 1) / DAY_MS);
    const next = Math.floor(Date.UTC(q === 4 ? y + 1 : y, q === 4 ? 0 : q * 3, 1) / DAY_MS);
    out.push({ label: `${y}Q${q}`, firstDay: first, lastDay: next - 1 });
  }
  return out;
}

/** Lower-case, punctuation-free, single-spaced form of a person's name (public_actors.name_normalized). */
export function normalizePersonName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9 ]+/g, ' ').replace(/ +/g, ' ').trim();
}

/** Stable 53-bit hash of a string as 14 hex characters (cyrb53); used for visitor_name_hash. */
export function nameHash(text: string): string {
  let h1 = 0xdeadbeef, h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const value = 4294967296 * (2097151 & h2) + (h1 >>> 0);
  return value.toString(16).padStart(14, '0');
}

/** A timestamp inside the build's fixed calendar, for created_at/updated_at style columns. */
export function isoTimestamp(day: number, secondOfDay: number): string {
  const h = Math.floor(secondOfDay / 3600), m = Math.floor(secondOfDay / 60) % 60, s = secondOfDay % 60;
  return `${isoDay(day)} ${pad2(h)}:${pad2(m)}:${pad2(s)}`;
}
