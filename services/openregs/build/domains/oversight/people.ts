// Names of people who are not members of Congress (witnesses, nominees, CRS authors), and
// where they are from.
import type { Rng } from '../../../../../databases/build/kit/index.js';
import { FIRST_NAMES, LAST_NAMES, MIDDLE_INITIALS } from '../../vocab/oversight-people.js';
import { STATES, STATE_WEIGHTS, type StatePlaces } from '../../vocab/oversight-places.js';

export interface PersonName {
  readonly first: string;
  readonly last: string;
  readonly full: string;
}

export function personName(rng: Rng, middleShare = 0.3): PersonName {
  const first = rng.pick(FIRST_NAMES);
  const last = rng.pick(LAST_NAMES);
  const full = rng.bool(middleShare) ? `${first} ${rng.pick(MIDDLE_INITIALS)} ${last}` : `${first} ${last}`;
  return { first, last, full };
}

/** A state or territory, weighted so that large states come up more often. */
export function anyState(rng: Rng): StatePlaces {
  return rng.weighted(STATES, STATE_WEIGHTS);
}

/** "City, ST" somewhere in the country. */
export function cityAndState(rng: Rng): string {
  const state = anyState(rng);
  return `${rng.pick(state.cities)}, ${state.code}`;
}
