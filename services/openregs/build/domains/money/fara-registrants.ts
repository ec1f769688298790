// FARA registrants, their foreign principals and their short-form (individual agent)
// registrations. The volumes are small (tens of thousands at full scale), so they are built in
// memory and the document list is derived from them.
import { fill, type Rng } from '../../../../../databases/build/kit/index.js';
import { ORGANIZATIONS, normalizeOrganization } from '../../vocab/organizations.js';
import {
  DC_STREETS,
  FARA_CITIES,
  FARA_COUNTRIES,
  FARA_ORGANIZATION_PATTERN,
  FARA_REGISTRANT_TEMPLATES,
  GENERIC_PRINCIPAL_TEMPLATES,
  JAPAN_REGISTRANTS,
  type FaraCountry,
} from '../../vocab/money-fara.js';
import { LAST_NAMES, personName } from '../../vocab/money-names.js';
import { NAME_WORDS } from '../../vocab/money-lobbying.js';
import { Quota } from './quota.js';
import { usDate } from './source-dates.js';

/** A calendar day as numbers, so comparisons and FARA's MM/DD/YYYY text both come cheap. */
export interface Day {
  y: number;
  m: number;
  d: number;
}
export const dayText = (day: Day): string => usDate(day.y, day.m, day.d);
const dayKey = (day: Day): number => day.y * 10_000 + day.m * 100 + day.d;

/** FARA data runs to the autumn of 2026. */
const LAST_DAY: Day = { y: 2026, m: 10, d: 31 };

function randomDay(rng: Rng, from: Day, to: Day): Day {
  const y = rng.int(from.y, to.y);
  const m = rng.int(y === from.y ? from.m : 1, y === to.y ? to.m : 12);
  const lo = y === from.y && m === from.m ? from.d : 1;
  const hi = y === to.y && m === to.m ? Math.min(to.d, 28) : 28;
  return { y, m, d: rng.int(Math.min(lo, hi), hi) };
}

export interface FaraAddress {
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
}

export interface FaraRegistrant {
  registrationNumber: string;
  registered: Day;
  terminated: Day | null;
  name: string;
  businessName: string;
  address: FaraAddress;
}

export interface FaraPrincipal {
  registrant: FaraRegistrant;
  name: string;
  country: FaraCountry;
  registered: Day;
  terminated: Day | null;
}

export interface FaraShortForm {
  registrant: FaraRegistrant;
  first: string;
  last: string;
  filed: Day;
  terminated: Day | null;
}

function registrantNames(rng: Rng, n: number): string[] {
  const names: string[] = [];
  const seen = new Set<string>();
  const push = (name: string): void => {
    const key = normalizeOrganization(name);
    if (!seen.has(key)) {
      seen.add(key);
      names.push(name);
    }
  };
  for (const o of ORGANIZATIONS) if (FARA_ORGANIZATION_PATTERN.test(o)) push(o);
  for (const j of JAPAN_REGISTRANTS) push(j);
  for (let guard = 0; names.length < n && guard < n * 30; guard++) {
    if (rng.bool(0.15)) {
      const p = personName(rng.int(0, 60_000));
      push(`${p.first} ${p.last}`); // individuals register as agents in their own names
    } else {
      const stem = (): string => (rng.bool(0.5) ? rng.pick(LAST_NAMES) : rng.pick(NAME_WORDS));
      push(fill(rng.pick(FARA_REGISTRANT_TEMPLATES), { A: stem(), B: rng.pick(LAST_NAMES) }));
    }
  }
  return rng.sample(names, Math.min(n, names.length));
}

function address(rng: Rng): FaraAddress {
  const place = rng.pick(FARA_CITIES);
  const street =
    place.city === 'Washington'
      ? rng.pick(DC_STREETS)
      : `${rng.pick(['Main', 'Park', 'Madison', 'Lexington', 'Wilson'])} ${rng.pick(['Street', 'Avenue', 'Boulevard'])}`;
  return {
    address1: `${rng.int(100, 2999)} ${street}`,
    address2: rng.bool(0.6) ? `Suite ${rng.int(1, 12) * 100 + rng.int(0, 50)}` : '',
    city: place.city,
    state: place.state,
    zip: place.zip,
  };
}

/** Registrants ordered by registration date; registration numbers rise with it. */
export function buildRegistrants(rng: Rng, n: number): FaraRegistrant[] {
  const names = registrantNames(rng, n);
  const dates = names.map(() => randomDay(rng, { y: 1970 + Math.floor(56 * Math.pow(rng.next(), 0.6)), m: 1, d: 1 }, LAST_DAY));
  dates.sort((a, b) => dayKey(a) - dayKey(b));
  let number = 1800;
  return names.map((name, i) => {
    number += rng.int(1, 2);
    const registered = dates[i];
    // Older registrations have mostly ended; recent ones are mostly active.
    const ends = rng.bool(registered.y < 2015 ? 0.85 : 0.4);
    const terminated = ends ? randomDay(rng, registered, LAST_DAY) : null;
    const businessName = rng.bool(0.25)
      ? `${name.split(/[ ,]/)[0]} ${rng.pick(['Strategies', 'Advisors', 'Global', 'International'])}`
      : '';
    return { registrationNumber: String(number), registered, terminated, name, businessName, address: address(rng) };
  });
}

function principalName(rng: Rng, country: FaraCountry): string {
  if (rng.bool(0.6)) return rng.pick(country.principals);
  return fill(rng.pick(GENERIC_PRINCIPAL_TEMPLATES), { D: country.display, A: country.adjective });
}

/** Foreign principals: a skewed number per registrant (a few firms represent dozens). */
export function buildPrincipals(rng: Rng, registrants: readonly FaraRegistrant[], target: number): FaraPrincipal[] {
  const quota = new Quota(target, registrants.length);
  const weights = FARA_COUNTRIES.map((c) => c.weight);
  const out: FaraPrincipal[] = [];
  for (const r of registrants) {
    const mean = quota.mean();
    const k = Math.max(1, Math.round(Math.pow(rng.next(), 2.5) * 3.5 * mean));
    quota.take(k);
    // A registrant mostly serves one or two countries.
    const home = rng.weighted(FARA_COUNTRIES, weights);
    for (let i = 0; i < k; i++) {
      const country = rng.bool(0.7) ? home : rng.weighted(FARA_COUNTRIES, weights);
      const registered = randomDay(rng, r.registered, r.terminated ?? LAST_DAY);
      const ends = r.terminated !== null || rng.bool(0.3);
      out.push({
        registrant: r,
        name: principalName(rng, country),
        country,
        registered,
        terminated: ends ? randomDay(rng, registered, r.terminated ?? LAST_DAY) : null,
      });
    }
  }
  return out;
}

/** Individuals filing short forms as agents of a registrant. */
export function buildShortForms(rng: Rng, registrants: readonly FaraRegistrant[], target: number): FaraShortForm[] {
  const quota = new Quota(target, registrants.length);
  const offset = rng.int(0, 60_000);
  const out: FaraShortForm[] = [];
  let person = 0;
  for (const r of registrants) {
    const k = Math.round(Math.pow(rng.next(), 2) * 3 * quota.mean());
    quota.take(k);
    for (let i = 0; i < k; i++) {
      const p = personName((person++ * 104_729 + offset) % 69_216);
      const filed = randomDay(rng, r.registered, r.terminated ?? LAST_DAY);
      const ends = r.terminated !== null || rng.bool(0.4);
      out.push({
        registrant: r,
        first: p.first,
        last: p.last,
        filed,
        terminated: ends ? randomDay(rng, filed, r.terminated ?? LAST_DAY) : null,
      });
    }
  }
  return out;
}

export { LAST_DAY as FARA_LAST_DAY, dayKey };
