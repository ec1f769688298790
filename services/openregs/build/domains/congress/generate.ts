// The congress domain's generate step: tables in dependency order (members first: later
// domains read congress_members while they generate).
import type { BuildContext } from '../../../../../databases/build/kit/index.js';
import { buildMemberUniverse, lisRows, MEMBER_COLUMNS, memberRows } from './members.js';
import { buildCommittees, committeeTableRows, membershipRows } from './committees.js';
import {
  ACTION_COLUMNS,
  actionRows,
  billsPerCongress,
  COSPONSOR_COLUMNS,
  cosponsorRows,
  LEGISLATION_COLUMNS,
  legislationRows,
  subjectRows,
} from './legislation.js';
import { BillLists } from './bill-lists.js';
import { CBO_COLUMNS, CBO_ESTIMATES_AT_SCALE_1, cboRows } from './cbo.js';
import { MEMBER_VOTE_COLUMNS, memberVoteRows, ROLL_CALL_COLUMNS, ROLL_CALLS_AT_SCALE_1, rollCallRows, type RollCall } from './votes.js';
import { GRANULES_AT_SCALE_1, RECORD_COLUMNS, recordBillRows, recordRows, speakerRows } from './record.js';
import { buildSecurities, TRADE_COLUMNS, tradeRows, TRADES_AT_SCALE_1, tickerSicRows } from './trades.js';
import { JURISDICTION_COLUMNS, jurisdictionRows, SECTOR_COLUMNS, sectorRows } from './sectors.js';
import { COMMITTEE_JURISDICTION, COMMITTEE_SECTORS } from '../../vocab/congress-sectors.js';

// Average fan-out per parent row at scale 1 (the published counts), used for progress estimates.
const PER_BILL = { actions: 983_114 / 144_471, subjects: 1_376_600 / 144_471, cosponsors: 1_739_284 / 144_471 };
const PER_GRANULE = { speakers: 944_216 / 878_583, bills: 1_561_719 / 878_583 };

export function generateCongress(ctx: BuildContext): void {
  const universe = buildMemberUniverse(ctx);
  ctx.insert('congress_members', MEMBER_COLUMNS, memberRows(universe), universe.members.length);
  ctx.insert('lis_to_bioguide', ['lis_id', 'bioguide_id'], lisRows(universe), universe.members.filter((m) => m.lisId).length);

  const committees = buildCommittees(ctx, universe);
  ctx.insert(
    'committees',
    ['committee_id', 'name', 'chamber', 'url', 'parent_committee_id'],
    committeeTableRows(committees),
    committees.committees.length,
  );
  ctx.insert(
    'committee_memberships',
    ['bioguide_id', 'committee_id', 'member_name', 'party', 'title', 'rank'],
    membershipRows(committees),
    committees.assignments.length,
  );

  const bills = [...billsPerCongress(ctx).values()].reduce((a, b) => a + b, 0);
  ctx.insert('legislation', LEGISLATION_COLUMNS, legislationRows(ctx, universe), bills);
  ctx.insert('legislation_actions', ACTION_COLUMNS, actionRows(ctx, universe), Math.round(bills * PER_BILL.actions));
  ctx.insert('legislation_subjects', ['bill_id', 'subject'], subjectRows(ctx, universe), Math.round(bills * PER_BILL.subjects));
  ctx.insert('legislation_cosponsors', COSPONSOR_COLUMNS, cosponsorRows(ctx, universe), Math.round(bills * PER_BILL.cosponsors));

  const lists = new BillLists(ctx);
  ctx.insert('cbo_cost_estimates', CBO_COLUMNS, cboRows(ctx, lists), ctx.count(CBO_ESTIMATES_AT_SCALE_1, 100));

  const rollCalls: RollCall[] = [];
  ctx.insert(
    'member_votes',
    MEMBER_VOTE_COLUMNS,
    memberVoteRows(ctx, universe, lists, rollCalls),
    ctx.count(ROLL_CALLS_AT_SCALE_1, 200) * 315,
  );
  ctx.insert('roll_call_votes', ROLL_CALL_COLUMNS, rollCallRows(rollCalls), rollCalls.length);

  const granules = ctx.count(GRANULES_AT_SCALE_1, 2000);
  ctx.insert('congressional_record', RECORD_COLUMNS, recordRows(ctx, universe, lists), granules);
  ctx.insert(
    'crec_speakers',
    ['granule_id', 'speaker_name', 'speaker_role', 'bioguide_id', 'party', 'state'],
    speakerRows(ctx, universe, lists),
    Math.round(granules * PER_GRANULE.speakers),
  );
  ctx.insert(
    'crec_bills',
    ['granule_id', 'congress', 'bill_type', 'bill_number', 'bill_id'],
    recordBillRows(ctx, universe, lists),
    Math.round(granules * PER_GRANULE.bills),
  );

  const securities = buildSecurities(ctx);
  ctx.insert(
    'ticker_sic',
    ['ticker', 'cik', 'company_name', 'sic_code', 'sic_description', 'exchange'],
    tickerSicRows(securities),
    securities.filter((s) => s.sic).length,
  );
  ctx.insert('committee_sectors', SECTOR_COLUMNS, sectorRows(), COMMITTEE_SECTORS.length);
  ctx.insert('committee_jurisdiction', JURISDICTION_COLUMNS, jurisdictionRows(), COMMITTEE_JURISDICTION.length);
  ctx.insert('stock_trades', TRADE_COLUMNS, tradeRows(ctx, universe, committees, securities), ctx.count(TRADES_AT_SCALE_1, 300));
}
