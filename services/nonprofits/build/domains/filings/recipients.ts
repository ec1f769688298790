// Whom grants, Schedule I lines and Schedule R lines name: organisations of the master file, and
// for gifts more often the kinds that receive most of them (universities, hospitals, the local
// chapters of federations), the large donor-advised-fund sponsors and the Red Cross.
import type { Rng } from '../../../../../databases/build/kit/index.js';
import { FIDELITY_ALT_EIN, FIXTURE_ORGS, RED_CROSS_EIN, type FixtureOrg } from '../../fixtures.js';
import { cityOf, einText, stateIndex, zipOf } from '../../identity.js';
import { orgName } from '../../names.js';
import { STATUS_BMF, type Universe } from '../../universe.js';
import { STATES } from '../../vocab/places.js';
import type { Recipient, RecipientSource } from './detail-rows.js';

/** Names of the organisations that receive the most gifts. */
const WELL_FUNDED =
  /\b(UNIVERSITY|COLLEGE|HOSPITAL|MEDICAL CENTER|UNITED WAY|RED CROSS|YMCA|YWCA|SALVATION ARMY|HABITAT FOR HUMANITY|BOYS (AND|&) GIRLS CLUB|GOODWILL|FOOD BANK|PUBLIC RADIO|HUMANE SOCIETY|BIG BROTHERS|SCOUTS|MEALS ON WHEELS|CATHOLIC CHARITIES|COMMUNITY FOUNDATION|SPECIAL OLYMPICS)\b/;
/** Shares of gifts to the Red Cross (as filers usually write it), to a DAF sponsor, to a well-funded kind. */
const RED_CROSS_SHARE = 0.005;
const SPONSOR_SHARE = 0.02;
const WELL_FUNDED_SHARE = 0.2;

/** Organisations of the master file, evenly (related organisations). */
export function anyOrganisation(u: Universe): RecipientSource {
  const generic = u.orgs.firstFixture;
  return (rng) => {
    let n = rng.int(0, generic - 1);
    for (let tries = 0; tries < 3 && u.orgs.status[n] !== STATUS_BMF; tries++) n = rng.int(0, generic - 1);
    return organisation(u, n);
  };
}

/** Recipients of gifts: as anyOrganisation, with the well-known recipients drawn more often. */
export function giftRecipients(u: Universe): RecipientSource {
  const any = anyOrganisation(u);
  const wellFunded: number[] = [];
  for (let n = 0; n < u.orgs.firstFixture; n++) {
    if (u.orgs.status[n] === STATUS_BMF && WELL_FUNDED.test(orgName(u.seed, n, u.orgs.family[n]))) wellFunded.push(n);
  }
  const sponsors = FIXTURE_ORGS.filter((o) => o.sponsor && o.ein !== FIDELITY_ALT_EIN);
  const sponsorRecipients = sponsors.map(fixtureRecipient);
  const sponsorWeights = sponsors.map((o) => o.sponsor!.share);
  const redCross: Recipient = { name: 'AMERICAN RED CROSS', ein: RED_CROSS_EIN, city: 'WASHINGTON', state: 'DC', zip: '20006' };
  return (rng: Rng) => {
    const r = rng.next();
    if (r < RED_CROSS_SHARE) return redCross;
    if (r < RED_CROSS_SHARE + SPONSOR_SHARE) return rng.weighted(sponsorRecipients, sponsorWeights);
    if (r < RED_CROSS_SHARE + SPONSOR_SHARE + WELL_FUNDED_SHARE && wellFunded.length > 0)
      return organisation(u, wellFunded[rng.int(0, wellFunded.length - 1)]);
    return any(rng);
  };
}

function organisation(u: Universe, n: number): Recipient {
  const s = stateIndex(u.seed, n);
  return {
    name: orgName(u.seed, n, u.orgs.family[n]),
    ein: einText(u.orgs.ein[n]),
    city: cityOf(u.seed, n, s),
    state: STATES[s][0],
    zip: zipOf(u.seed, n, s),
  };
}

function fixtureRecipient(o: FixtureOrg): Recipient {
  const state = STATES.find((s) => s[0] === o.state)!;
  return { name: o.name, ein: o.ein, city: state[2][0], state: o.state, zip: `${state[3]}01` };
}
