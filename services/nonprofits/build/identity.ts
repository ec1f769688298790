// Who an organisation is: EIN, name, state, city and NTEE code, all recomputable from its index.
import { FIXTURE_ORGS } from './fixtures.js';
import { unit } from './hash.js';
import { NAME_PLACES, NTEE_GROUPS, NTEE_WEIGHTS } from './vocab/causes.js';
import { FIRST_NAMES, NAME_SUFFIXES, SURNAMES } from './vocab/people.js';
import { STATES, STATE_WEIGHTS } from './vocab/places.js';

/** IRS campus prefixes in use (prefix 99 is kept for fixtures). */
const LEADING_ZERO_PREFIXES = [1, 2, 3, 4, 5, 6];
const OTHER_PREFIXES = [
  10,
  11,
  12,
  13,
  14,
  15,
  16,
  20,
  21,
  22,
  23,
  24,
  25,
  26,
  27,
  ...range(30, 48),
  ...range(50, 68),
  ...range(71, 77),
  ...range(80, 88),
  ...range(90, 95),
  98,
];
const RESERVED = new Set(FIXTURE_ORGS.map((o) => Number(o.ein)).concat([530196605]));
const SUFFIX_SPACE = 10_000_000;
/** Odd and not a multiple of 5: multiplying by it permutes 0..10^7-1. */
const SUFFIX_STEP = 7_654_321;

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let i = from; i <= to; i++) out.push(i);
  return out;
}

/**
 * EIN of the n-th generated organisation (filers first, then master-file-only rows): the 7-digit
 * suffix is a permutation of n, so EINs never repeat; ≈ 4 % start with 0.
 */
export function einNumber(seed: number, n: number): number {
  const suffix = ((((n % SUFFIX_SPACE) * SUFFIX_STEP + (seed % SUFFIX_SPACE)) % SUFFIX_SPACE) + SUFFIX_SPACE) % SUFFIX_SPACE;
  const r = unit(seed, n, 31);
  const list = r < 0.04 ? LEADING_ZERO_PREFIXES : OTHER_PREFIXES;
  let p = Math.floor(unit(seed, n, 32) * list.length);
  let ein = list[p] * SUFFIX_SPACE + suffix;
  while (RESERVED.has(ein)) {
    p = (p + 1) % list.length;
    ein = list[p] * SUFFIX_SPACE + suffix;
  }
  return ein;
}

export function einText(ein: number): string {
  return String(ein).padStart(9, '0');
}

/** Every NTEE code the generator uses, e.g. `P20`. */
export const NTEE_CODES: readonly string[] = NTEE_GROUPS.flatMap((g) => g.codes.map((c) => g.letter + c));
const GROUP_START: number[] = [];
{
  let at = 0;
  for (const g of NTEE_GROUPS) {
    GROUP_START.push(at);
    at += g.codes.length;
  }
}

function weightedIndex(r: number, weights: readonly number[]): number {
  let total = 0;
  for (const w of weights) total += w;
  let x = r * total;
  for (let i = 0; i < weights.length; i++) {
    x -= weights[i];
    if (x < 0) return i;
  }
  return weights.length - 1;
}

/** The NTEE major group an organisation's name speaks of. */
export function causeGroup(seed: number, n: number): number {
  return weightedIndex(unit(seed, n, 33), NTEE_WEIGHTS);
}

/** NTEE code index of organisation n (a fixture's own code when given); ≈ 5 % are stale (unrelated to the name). */
export function orgNteeIndex(seed: number, n: number, fixed?: string): number {
  if (fixed) return NTEE_CODES.indexOf(fixed);
  const stale = unit(seed, n, 34) < 0.05;
  const group = stale ? weightedIndex(unit(seed, n, 35), NTEE_WEIGHTS) : causeGroup(seed, n);
  const codes = NTEE_GROUPS[group].codes;
  return GROUP_START[group] + Math.floor(unit(seed, n, 36) * codes.length);
}

export function stateIndex(seed: number, n: number): number {
  return weightedIndex(unit(seed, n, 37), STATE_WEIGHTS);
}

export function cityOf(seed: number, n: number, state: number): string {
  const cities = STATES[state][2];
  return cities[Math.floor(unit(seed, n, 38) * cities.length)];
}

export function zipOf(seed: number, n: number, state: number): string {
  return STATES[state][3] + String(Math.floor(unit(seed, n, 39) * 100)).padStart(2, '0');
}

const SYLLABLES_A = [
  'ASH',
  'BIRCH',
  'BROOK',
  'CEDAR',
  'CLEAR',
  'ELM',
  'FAIR',
  'FOX',
  'GLEN',
  'GREEN',
  'HAWK',
  'HOLLY',
  'IRON',
  'LAKE',
  'LIN',
  'MAPLE',
  'MILL',
  'NORTH',
  'OAK',
  'PINE',
  'RED',
  'RICH',
  'ROCK',
  'ROSE',
  'SAND',
  'SILVER',
  'SPRING',
  'STONE',
  'SUN',
  'WEST',
  'WHITE',
  'WILLOW',
];
const SYLLABLES_B = [
  'BROOK',
  'BURG',
  'DALE',
  'FIELD',
  'FORD',
  'GATE',
  'HAVEN',
  'HILL',
  'HURST',
  'LAND',
  'MONT',
  'MOOR',
  'PORT',
  'RIDGE',
  'TON',
  'VALE',
  'VIEW',
  'VILLE',
  'WOOD',
  'WORTH',
];
const QUALIFIERS = ['', 'GREATER ', 'NORTH ', 'SOUTH ', 'EAST ', 'WEST ', 'UPPER ', 'LOWER '];

/**
 * Name of the k-th organisation of a cause group (mixed-radix digits of k, so names within a group
 * do not repeat until the vocabulary is exhausted).
 */
export function charityName(group: number, k: number): string {
  const endings = NTEE_GROUPS[group].endings;
  let x = k;
  const ending = endings[x % endings.length];
  x = Math.floor(x / endings.length);
  const place = x % (NAME_PLACES.length + SYLLABLES_A.length * SYLLABLES_B.length);
  x = Math.floor(x / (NAME_PLACES.length + SYLLABLES_A.length * SYLLABLES_B.length));
  const placeName =
    place < NAME_PLACES.length
      ? NAME_PLACES[place]
      : SYLLABLES_A[(place - NAME_PLACES.length) % SYLLABLES_A.length] +
        SYLLABLES_B[Math.floor((place - NAME_PLACES.length) / SYLLABLES_A.length)];
  const qualifier = QUALIFIERS[x % QUALIFIERS.length];
  x = Math.floor(x / QUALIFIERS.length);
  const suffix = x === 0 ? '' : x === 1 ? ' INC' : ` ${x}`;
  const where = qualifier + placeName;
  return `${ending.includes('{}') ? ending.replace('{}', where) : `${where} ${ending}`}${suffix}`;
}

/** Name of the k-th private foundation: `THE SMITH FAMILY FOUNDATION` and variants. */
export function foundationName(k: number): string {
  let x = k;
  const family = SURNAMES[x % SURNAMES.length];
  x = Math.floor(x / SURNAMES.length);
  const pattern = x % 4;
  x = Math.floor(x / 4);
  const first = FIRST_NAMES[x % FIRST_NAMES.length];
  x = Math.floor(x / FIRST_NAMES.length);
  const initial = String.fromCharCode(65 + (x % 26));
  x = Math.floor(x / 26);
  const suffix = x === 0 ? '' : ` ${x + 1}`;
  switch (pattern) {
    case 0:
      return `THE ${family} FAMILY FOUNDATION${suffix}`;
    case 1:
      return `${first} ${initial} ${family} FOUNDATION${suffix}`;
    case 2:
      return `${first} AND ${FIRST_NAMES[(k >> 3) % FIRST_NAMES.length]} ${family} CHARITABLE TRUST${suffix}`;
    default:
      return `${family} ${initial} ${first} MEMORIAL FOUNDATION${suffix}`;
  }
}

/** A surname: SMITH most often, then a long tail. */
export function surname(r: number): string {
  return SURNAMES[Math.min(SURNAMES.length - 1, Math.floor(Math.pow(r, 1.3) * SURNAMES.length))];
}

/**
 * A person's name as filed: first name (the common ones more often), a middle initial on about a
 * third, surname, a suffix (JR, SR, II, III) on 4 %; 60 % upper case. The fractions of r1 and r2
 * left over by the name picks choose the initial and the suffix.
 */
export function personName(r1: number, r2: number, r3: number): string {
  const f = Math.pow(r1, 1.3) * FIRST_NAMES.length;
  const first = FIRST_NAMES[Math.floor(f)];
  const m = f - Math.floor(f);
  const middle = m < 0.35 ? ` ${String.fromCharCode(65 + Math.floor((m / 0.35) * 26))}` : '';
  const s = (r2 * 7919) % 1;
  const suffix = s < 0.04 ? ` ${NAME_SUFFIXES[Math.floor(s / 0.01)]}` : '';
  const name = `${first}${middle} ${surname(r2)}${suffix}`;
  return r3 < 0.6 ? name : name.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());
}
