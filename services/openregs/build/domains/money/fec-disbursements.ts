// The FEC disbursement tables, 2010 cycle on: operating expenditures, independent expenditures,
// electioneering communications and communication costs, then the committee summaries that add
// them up. All are drawn from the same cast as fec_candidates and fec_committees.
import { dayOfDate, type BuildContext } from '../../../../../databases/build/kit/index.js';
import { PARTY_COMMITTEES } from '../../vocab/money-fec.js';
import { BASE_COUNTS, MIN_COUNTS } from './counts.js';
import type { FecCast } from './fec-cast.js';
import { COMMUNICATION_COST_COLUMNS, communicationCostRows, communicationFilers } from './fec-communication-costs.js';
import { ELECTIONEERING_COLUMNS, electioneeringRows } from './fec-electioneering.js';
import { INDEPENDENT_EXPENDITURE_COLUMNS, independentExpenditureRows } from './fec-independent-expenditures.js';
import { OPERATING_EXPENDITURE_COLUMNS, operatingExpenditureRows } from './fec-operating-expenditures.js';
import { committeeSpenders, outsideGroups } from './fec-outside-spenders.js';
import { PAC_SUMMARY_COLUMNS, pacSummaryRows } from './fec-pac-summary.js';
import { planSpending } from './fec-spending-plan.js';

/** Groups that are not committees, per committee that spends outside money. */
const GROUPS_PER_SPENDER = 0.1;

export function generateFecDisbursements(ctx: BuildContext, cast: FecCast): void {
  const named = new Set(PARTY_COMMITTEES.map((p) => p.name));
  const lines = ctx.count(BASE_COUNTS.fecOperatingExpenditures, MIN_COUNTS.fecOperatingExpenditures);
  const plan = planSpending(ctx.rng('fec-spending-plan'), cast, dayOfDate(ctx.now), lines, named);
  const spent = new Float64Array(plan.pairs.length);
  const independent = new Float64Array(plan.pairs.length);

  ctx.insert(
    'fec_operating_expenditures',
    OPERATING_EXPENDITURE_COLUMNS,
    operatingExpenditureRows(ctx.rng('fec_operating_expenditures'), plan, spent),
    lines,
  );

  const committees = committeeSpenders(plan, named);
  const spenderCount = [...committees.values()].reduce((n, list) => n + list.length, 0);
  const groupCount = Math.max(5, Math.round(spenderCount * GROUPS_PER_SPENDER));
  const expenditures = ctx.count(BASE_COUNTS.fecIndependentExpenditures, MIN_COUNTS.fecIndependentExpenditures);
  ctx.insert(
    'fec_independent_expenditures',
    INDEPENDENT_EXPENDITURE_COLUMNS,
    independentExpenditureRows(
      ctx.rng('fec_independent_expenditures'),
      cast,
      plan,
      { committees, groups: outsideGroups(ctx.rng('fec_independent_expenditures-groups'), groupCount, '9') },
      expenditures,
      independent,
    ),
    expenditures,
  );

  const electioneering = ctx.count(BASE_COUNTS.fecElectioneering, MIN_COUNTS.fecElectioneering);
  ctx.insert(
    'fec_electioneering',
    ELECTIONEERING_COLUMNS,
    electioneeringRows(
      ctx.rng('fec_electioneering'),
      cast,
      plan,
      { committees, groups: outsideGroups(ctx.rng('fec_electioneering-groups'), groupCount, '3') },
      electioneering,
    ),
    electioneering,
  );

  const communications = ctx.count(BASE_COUNTS.fecCommunicationCosts, MIN_COUNTS.fecCommunicationCosts);
  ctx.insert(
    'fec_communication_costs',
    COMMUNICATION_COST_COLUMNS,
    communicationCostRows(
      ctx.rng('fec_communication_costs'),
      cast,
      plan,
      communicationFilers(ctx.rng('fec_communication_costs-filers'), cast),
      communications,
    ),
    communications,
  );

  const summaries = ctx.count(BASE_COUNTS.fecPacSummary, MIN_COUNTS.fecPacSummary);
  ctx.insert(
    'fec_pac_summary',
    PAC_SUMMARY_COLUMNS,
    pacSummaryRows(ctx.db, ctx.rng('fec_pac_summary'), plan, summaries, spent, independent),
    summaries,
  );
}
