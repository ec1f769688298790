// The payees one committee pays over a cycle: the national platforms of its side, a few
// consulting, media and mail firms, its staff and some local businesses near its office.
import { type Rng, WeightedPicker } from '../../../../../databases/build/kit/index.js';
import {
  FIRM_SUFFIXES,
  FIRM_WORDS,
  LOCAL_PAYEE_SUFFIXES,
  NATIONAL_PAYEES,
  ZIP_FIRST_DIGIT,
  type PayeeKindName,
} from '../../vocab/money-fec-spending.js';
import { STATES as PLACES } from '../../vocab/oversight-places.js';
import { FIRST_NAMES, LAST_NAMES } from '../../vocab/money-names.js';
import { committeeLean, type CommitteeCycle } from './fec-spending-plan.js';

export interface Payee {
  readonly name: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly kind: PayeeKindName;
  readonly entity: 'ORG' | 'IND';
}

/** A committee cycle's payees, weighted by how often it pays each. */
export type Roster = WeightedPicker<Payee>;

const CITIES = new Map(PLACES.map((s) => [s.code, s.cities]));
const CONSULTANT_KINDS: readonly PayeeKindName[] = ['consulting', 'consulting', 'media', 'digital', 'polling', 'printing', 'legal'];

/** A ZIP code of the state: its national-area digit and four more, sometimes as ZIP+4. */
export function zipIn(rng: Rng, state: string): string {
  const zip = `${ZIP_FIRST_DIGIT[state] ?? String(rng.int(0, 9))}${String(rng.int(0, 9999)).padStart(4, '0')}`;
  return rng.bool(0.3) ? `${zip}${String(rng.int(1, 9999)).padStart(4, '0')}` : zip;
}

export function cityIn(rng: Rng, state: string): string {
  const cities = CITIES.get(state);
  return cities ? rng.pick(cities).toUpperCase() : 'WASHINGTON';
}

/** Staff and firm counts by committee kind: [staff, firms, local businesses]. */
function sizes(rng: Rng, pair: CommitteeCycle): [number, number, number] {
  switch (pair.committee.kind) {
    case 'party':
      return [rng.int(15, 40), rng.int(6, 12), rng.int(2, 5)];
    case 'candidate':
      return pair.incumbent ? [rng.int(2, 10), rng.int(2, 6), rng.int(1, 4)] : [rng.int(0, 3), rng.int(1, 3), rng.int(0, 3)];
    case 'super':
      return [rng.int(0, 4), rng.int(3, 8), rng.int(0, 1)];
    default:
      return [rng.int(0, 2), rng.int(1, 3), rng.int(0, 2)];
  }
}

export function buildRoster(rng: Rng, pair: CommitteeCycle): Roster {
  const payees: Payee[] = [];
  const weights: number[] = [];
  const add = (payee: Payee, weight: number): void => {
    payees.push(payee);
    weights.push(weight);
  };
  const lean = committeeLean(pair.committee);
  for (const p of NATIONAL_PAYEES) {
    if (p.party && p.party !== lean) continue;
    add({ name: p.name, city: p.city, state: p.state, zip: p.zip, kind: p.kind, entity: 'ORG' }, p.weight);
  }
  const home = pair.committee.state && CITIES.has(pair.committee.state) ? pair.committee.state : 'DC';
  const [staff, firms, locals] = sizes(rng, pair);
  for (let i = 0; i < firms; i++) {
    const kind = rng.pick(CONSULTANT_KINDS);
    const state = rng.bool(0.6) ? rng.pick(['DC', 'VA', 'MD']) : home;
    const name = `${rng.pick(FIRM_WORDS)} ${rng.pick(FIRM_SUFFIXES[kind] ?? ['LLC'])}`;
    add({ name, city: cityIn(rng, state), state, zip: zipIn(rng, state), kind, entity: 'ORG' }, 4);
  }
  for (let i = 0; i < staff; i++) {
    const name = `${rng.pick(LAST_NAMES)}, ${rng.pick(FIRST_NAMES)}`.toUpperCase();
    const city = cityIn(rng, home);
    const zip = zipIn(rng, home);
    add({ name, city, state: home, zip, kind: 'salary', entity: 'IND' }, 3);
    add({ name, city, state: home, zip, kind: 'reimbursement', entity: 'IND' }, 0.6);
  }
  for (let i = 0; i < locals; i++) {
    const local = rng.pick(LOCAL_PAYEE_SUFFIXES);
    const city = cityIn(rng, home);
    add({ name: `${city} ${local.suffix}`, city, state: home, zip: zipIn(rng, home), kind: local.kind, entity: 'ORG' }, 2);
  }
  return new WeightedPicker(payees, weights);
}
