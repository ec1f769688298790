// earmarks: member requests for community project funding — the FY2008–2010 earmark era and
// the FY2022-onward revival — by members who sat in that Congress. Requests that were
// enacted are handed to the spending generator, which records the grant that funded them.
import {
  type BuildContext,
  congressOfDay,
  dayOf,
  dayOfDate,
  fill,
  fiscalYearOfDay,
  fiscalYearStartDay,
  type Row,
} from '../../../../../databases/build/kit/index.js';
import { normalizeOrganization } from '../../vocab/organizations.js';
import { EARMARK_SUBCOMMITTEES, RIVERS, ROADS } from '../../vocab/oversight-earmarks.js';
import { STREET_NAMES } from '../../vocab/oversight-places.js';
import { anyState } from './people.js';
import type { MemberIndex } from './members.js';
import { localRecipientName, stateByCode } from './recipients.js';

/** An enacted request: the grant that funds it carries exactly the requested amount. */
export interface FundedEarmark {
  readonly recipient: string;
  readonly state: string;
  readonly fiscalYear: number;
  readonly amount: number;
  readonly agency: string;
  readonly description: string;
}

const OLD_ERA = [2008, 2009, 2010];
const NEW_ERA_FIRST = 2022;

export function insertEarmarks(ctx: BuildContext, members: MemberIndex): FundedEarmark[] {
  const rng = ctx.rng('earmarks');
  const n = ctx.count(70_826, 80);
  const lastFy = fiscalYearOfDay(dayOfDate(ctx.now)) + 1; // requests are made for the coming year
  const newEra: number[] = [];
  for (let fy = NEW_ERA_FIRST; fy <= lastFy; fy++) newEra.push(fy);
  const subWeights = EARMARK_SUBCOMMITTEES.map((s) => s.weight);
  const nowDay = dayOfDate(ctx.now);
  const funded: FundedEarmark[] = [];

  function* rows(): Generator<Row> {
    for (let i = 0; i < n; i++) {
      const fiscalYear = newEra.length > 0 && rng.bool(0.7) ? rng.pick(newEra) : rng.pick(OLD_ERA);
      const chamber = rng.bool(0.7) ? 'House' : 'Senate';
      const seated = members.serving(congressOfDay(dayOf(fiscalYear - 1, 6, 1)), chamber);
      if (seated.length === 0) continue;
      // A few members request far more projects than the rest.
      const member = seated[rng.skewed(seated.length, 1.6)];
      const state = stateByCode(member.state) ?? anyState(rng);
      const sub = rng.weighted(EARMARK_SUBCOMMITTEES, subWeights);
      const project = rng.pick(sub.projects);
      const kind = rng.pick(project.kinds);
      const city = rng.pick(state.cities);
      const recipient = localRecipientName(kind, state, city, rng);
      const description = fill(project.description, { city, road: rng.pick(ROADS), river: rng.pick(RIVERS) }, { lowerInnerThe: true });
      const amount = Math.round(10 ** (5 + 1.7 * rng.next()) / 1000) * 1000;
      const address = `${rng.int(1, 9999)} ${rng.pick(STREET_NAMES)}, ${city}, ${state.code} ${String(rng.int(1000, 99999)).padStart(5, '0')}`;
      if (fiscalYear >= 2017 && fiscalYearStartDay(fiscalYear) <= nowDay && rng.bool(0.45)) {
        funded.push({ recipient, state: state.code, fiscalYear, amount, agency: project.agency, description });
      }
      yield [
        i + 1,
        fiscalYear,
        chamber,
        member.fullName,
        member.lastName,
        member.firstName,
        member.bioguideId,
        member.party.slice(0, 1),
        member.state,
        member.chamber === 'House' && member.district !== null ? String(member.district) : null,
        sub.name,
        recipient,
        normalizeOrganization(recipient),
        description,
        address,
        amount,
      ];
    }
  }
  ctx.insert(
    'earmarks',
    [
      'id',
      'fiscal_year',
      'chamber',
      'member_name',
      'member_last',
      'member_first',
      'bioguide_id',
      'party',
      'state',
      'district',
      'subcommittee',
      'recipient',
      'recipient_normalized',
      'project_description',
      'recipient_address',
      'amount_requested',
    ],
    rows(),
    n,
  );
  return funded;
}
