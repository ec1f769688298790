// spending_awards: USAspending grants and contracts of ~20 civilian and regulatory agencies,
// fiscal year 2017 on, awarded amounts. Enacted earmarks appear as the grant that funded them
// (same recipient, fiscal year and amount) alongside the recipient's other awards that year.
import {
  type BuildContext,
  dayOf,
  dayOfDate,
  fiscalYearOfDay,
  fiscalYearStartDay,
  isoDay,
  type Rng,
  type Row,
} from '../../../../../databases/build/kit/index.js';
import { ORGANIZATIONS } from '../../vocab/organizations.js';
import type { LocalKind } from '../../vocab/oversight-earmarks.js';
import { CONTRACT_NAICS, CONTRACT_TYPES, GRANT_TYPES, SPENDING_AGENCIES, type SpendingAgency } from '../../vocab/oversight-spending.js';
import { anyState } from './people.js';
import type { FundedEarmark } from './earmarks.js';
import { RecipientRegistry, contractorPool, localRecipientName } from './recipients.js';

/** Which state and local recipients each agency's grants go to. */
const LOCAL_KINDS_BY_AGENCY: Readonly<Record<string, readonly LocalKind[]>> = {
  'Environmental Protection Agency': ['water', 'city', 'county'],
  'Department of Agriculture': ['county', 'city', 'university'],
  'Department of Energy': ['city', 'university', 'county'],
  'Department of Transportation': ['city', 'county', 'state_dot', 'transit', 'port'],
  'Department of Health and Human Services': ['health', 'hospital', 'county', 'university'],
  'Department of the Interior': ['county', 'city', 'university'],
  'Department of Commerce': ['city', 'county', 'port', 'university'],
  'Department of Labor': ['college', 'city', 'county'],
  'Department of Education': ['schools', 'college', 'university'],
  'Department of Housing and Urban Development': ['housing', 'city', 'county'],
  'Department of Homeland Security': ['fire', 'county', 'city', 'port'],
  'Small Business Administration': ['college', 'city'],
  'National Science Foundation': ['university', 'college'],
  'National Aeronautics and Space Administration': ['university'],
  'Nuclear Regulatory Commission': ['university', 'college'],
  'Federal Communications Commission': ['schools'],
  'Department of the Treasury': ['city', 'county'],
  'Department of Justice': ['police', 'city', 'county'],
};

/** The state office that receives each agency's formula and block grants ("Ohio Department of
 *  Health"). Most grant money flows through states; cities and authorities get a smaller share,
 *  which also keeps the earmark crossref (same recipient, same year) from growing quadratically. */
const STATE_OFFICE_BY_AGENCY: Readonly<Record<string, string>> = {
  'Environmental Protection Agency': 'Department of Environmental Quality',
  'Department of Agriculture': 'Department of Agriculture',
  'Department of Energy': 'State Energy Office',
  'Department of Transportation': 'Department of Transportation',
  'Department of Health and Human Services': 'Department of Health',
  'Department of the Interior': 'Department of Natural Resources',
  'Department of Commerce': 'Department of Commerce',
  'Department of Labor': 'Department of Labor',
  'Department of Education': 'Department of Education',
  'Department of Housing and Urban Development': 'Housing Finance Agency',
  'Department of Homeland Security': 'Emergency Management Agency',
  'Department of the Treasury': 'Department of Revenue',
  'Department of Justice': 'Department of Public Safety',
};

const FIRST_DAY = fiscalYearStartDay(2017);
const agencyByName = new Map(SPENDING_AGENCIES.map((a) => [a.name, a]));
const GRANT_AGENCIES = SPENDING_AGENCIES.filter((a) => a.programs.length > 0);
/** USAspending stops reporting DUNS numbers after the switch to UEI in April 2022. */
const DUNS_RETIRED_DAY = dayOf(2022, 4, 4);

/** Grants go to universities and nonprofits; contracts to companies (told apart by their names). */
const COMPANY_WORDS = /\b(Inc|Corp|Corporation|Company|Incorporated|LLC|LLP|LP|plc|Co|Limited|Group|Partners|Associates)\b/;
const NONPROFIT_WORDS =
  /University|College|Institute of Technology|Foundation|Center|Society|Conservancy|Trust|Red Cross|Habitat|Feeding|Way Worldwide|Wildlife|Audubon|Ocean|Unlimited|RAND|Urban Institute|Resources for the Future|World Resources/;
const GRANTEE_ORGANIZATIONS = ORGANIZATIONS.filter((o) => NONPROFIT_WORDS.test(o) && !COMPANY_WORDS.test(o));
const CONTRACTOR_ORGANIZATIONS = ORGANIZATIONS.filter((o) => COMPANY_WORDS.test(o));

const cents = (x: number): number => Math.round(x * 100) / 100;

interface Award {
  agency: SpendingAgency;
  grant: boolean;
  recipient: string;
  recipientState?: string;
  amount: number;
  startDay: number;
  description?: string;
}

export function insertSpendingAwards(ctx: BuildContext, funded: readonly FundedEarmark[]): void {
  const rng = ctx.rng('spending_awards');
  const n = ctx.count(987_895, 200);
  const lastDay = dayOfDate(ctx.now);
  const registry = new RecipientRegistry(ctx.seed);
  const contractors = contractorPool(ctx.rng('spending_contractors'), Math.max(60, ctx.count(4_000)));
  const agencyWeights = SPENDING_AGENCIES.map((a) => a.weight);
  let seq = 0;

  function awardRow(a: Award, r: Rng): Row {
    seq++;
    const id = registry.identity(a.recipient, a.recipientState);
    const fy = fiscalYearOfDay(a.startDay);
    const yy = String(fy % 100).padStart(2, '0');
    const serial = String(seq).padStart(7, '0');
    const endDay = a.startDay + r.int(30, 1800);
    const placeState = r.bool(0.85) ? id.state : anyState(r).code;
    const duns = a.startDay < DUNS_RETIRED_DAY ? id.duns : null;
    const subAgency = r.pick(a.agency.subAgencies);
    if (a.grant) {
      const program = r.pick(a.agency.programs);
      const fain = `${a.agency.code.slice(0, 2)}${yy}${serial}`;
      const outlays = r.bool(0.85) ? cents(a.amount * (0.1 + 0.9 * r.next())) : null;
      return [
        `ASST_NON_${fain}_${a.agency.code}`,
        fain,
        a.agency.name,
        subAgency,
        'grants',
        r.pick(GRANT_TYPES),
        a.recipient,
        id.normalized,
        id.uei,
        duns,
        id.recipientId,
        id.state,
        a.amount,
        outlays,
        a.description ?? program.description,
        isoDay(a.startDay),
        isoDay(endDay),
        fy,
        placeState,
        program.cfda,
        null,
        null,
      ];
    }
    const piid = `${a.agency.code.slice(0, 2)}${r.pick(['HE', 'AR', 'DC', 'FA', 'SS'])}${yy}${r.pick(['C', 'P', 'F', 'D'])}${serial}`;
    const naics = r.pick(CONTRACT_NAICS);
    const outlays = r.bool(0.6) ? cents(a.amount * (0.05 + 0.95 * r.next())) : null;
    return [
      `CONT_AWD_${piid}_${a.agency.code}_-NONE-_-NONE-`,
      piid,
      a.agency.name,
      subAgency,
      'contracts',
      r.pick(CONTRACT_TYPES),
      a.recipient,
      id.normalized,
      id.uei,
      duns,
      id.recipientId,
      id.state,
      a.amount,
      outlays,
      r.pick(a.agency.contractWork),
      isoDay(a.startDay),
      isoDay(endDay),
      fy,
      placeState,
      null,
      naics.code,
      naics.description,
    ];
  }

  function regularAward(r: Rng): Award {
    const agency = r.weighted(SPENDING_AGENCIES, agencyWeights);
    const grant = agency.programs.length > 0 && r.bool(agency.grantShare);
    const startDay = r.int(FIRST_DAY, lastDay);
    let recipient: string;
    let recipientState: string | undefined;
    const stateOffice = STATE_OFFICE_BY_AGENCY[agency.name];
    const channel = !grant
      ? r.bool(0.6)
        ? 'contractor'
        : 'organization'
      : r.weighted(['state', 'local', 'organization'], [stateOffice ? 40 : 0, 6, 54]);
    if (channel === 'state' || channel === 'local') {
      const state = anyState(r);
      recipient =
        channel === 'state'
          ? `${state.name} ${stateOffice}`
          : localRecipientName(r.pick(LOCAL_KINDS_BY_AGENCY[agency.name] ?? ['city']), state, r.pick(state.cities), r);
      recipientState = state.code;
    } else if (channel === 'contractor') {
      recipient = contractors[r.skewed(contractors.length, 1.8)];
    } else {
      // Research universities (at the end of the grantee list) win the most grants.
      recipient = grant
        ? GRANTEE_ORGANIZATIONS[GRANTEE_ORGANIZATIONS.length - 1 - r.skewed(GRANTEE_ORGANIZATIONS.length, 1.4)]
        : CONTRACTOR_ORGANIZATIONS[r.skewed(CONTRACTOR_ORGANIZATIONS.length, 1.3)];
    }
    const magnitude = grant ? 4 + 3.3 * r.next() : 3.7 + 3.6 * r.next();
    const amount = cents(10 ** magnitude * (r.bool(0.001) ? 40 : 1));
    return { agency, grant, recipient: recipient.toUpperCase(), recipientState, amount, startDay };
  }

  function* rows(): Generator<Row> {
    const earmarkRng = ctx.rng('spending_awards_earmarks');
    let earmarkLinked = 0;
    for (const e of funded) {
      const agency = agencyByName.get(e.agency);
      if (!agency || agency.programs.length === 0) continue;
      const fyStart = fiscalYearStartDay(e.fiscalYear);
      const fyEnd = Math.min(lastDay, fiscalYearStartDay(e.fiscalYear + 1) - 1);
      if (fyEnd < fyStart) continue;
      const recipient = e.recipient.toUpperCase();
      // The grant that funds the request, then the recipient's other awards that year.
      const others = Math.floor(2.5 * earmarkRng.next() ** 3);
      for (let j = 0; j <= others; j++) {
        const a: Award =
          j === 0
            ? {
                agency,
                grant: true,
                recipient,
                recipientState: e.state,
                amount: e.amount,
                startDay: earmarkRng.int(fyStart, fyEnd),
                description: `${e.description.toUpperCase()} - COMMUNITY PROJECT FUNDING`,
              }
            : {
                agency: earmarkRng.bool(0.6) ? agency : earmarkRng.pick(GRANT_AGENCIES),
                grant: true,
                recipient,
                recipientState: e.state,
                amount: cents(10 ** (4.5 + 2 * earmarkRng.next())),
                startDay: earmarkRng.int(fyStart, fyEnd),
              };
        if (earmarkLinked + 1 > n) return;
        earmarkLinked++;
        yield awardRow(a, earmarkRng);
      }
    }
    for (let i = earmarkLinked; i < n; i++) yield awardRow(regularAward(rng), rng);
  }
  ctx.insert(
    'spending_awards',
    [
      'generated_internal_id',
      'award_id',
      'agency',
      'sub_agency',
      'award_category',
      'award_type',
      'recipient_name',
      'recipient_name_normalized',
      'recipient_uei',
      'recipient_duns',
      'recipient_id',
      'recipient_location_state',
      'award_amount',
      'total_outlays',
      'description',
      'start_date',
      'end_date',
      'fiscal_year',
      'state_code',
      'cfda_number',
      'naics_code',
      'naics_description',
    ],
    rows(),
    n,
  );
}
