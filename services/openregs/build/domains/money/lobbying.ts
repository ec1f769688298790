// The Senate LDA tables, in dependency order: reference codes, filings, then the rows each
// filing carries (affiliated organisations, activities, lobbyists, LD-203 contributions) and the
// bills mined from the activities' text.
import { type BuildContext, congressOfYear, type Member } from '../../../../../databases/build/kit/index.js';
import { ISSUE_AREAS } from '../../vocab/money-issues.js';
import { ACTIVITY_COLUMNS, activityRows } from './lobbying-activities.js';
import { AFFILIATED_ORG_COLUMNS, affiliatedOrgRows } from './lobbying-affiliated-orgs.js';
import { BILL_COLUMNS, billRows } from './lobbying-bills.js';
import { CONTRIBUTION_COLUMNS, contributionRows } from './lobbying-contributions.js';
import { buildClients, buildLobbyistPool, buildRegistrants, pickRevolvingMembers } from './lobbying-entities.js';
import { FILING_COLUMNS, LAST_YEAR, filingRows } from './lobbying-filings.js';
import { LOBBYIST_COLUMNS, lobbyistRows } from './lobbying-lobbyists.js';
import { loadBills } from './members.js';
import { BASE_COUNTS } from './counts.js';

function insertReference(ctx: BuildContext): void {
  ctx.insert(
    'lobbying_issue_codes',
    ['code', 'description'],
    ISSUE_AREAS.map((a) => [a.code, a.description]),
    ISSUE_AREAS.length,
  );
  ctx.insert(
    'lobbying_issue_agencies',
    [
      'issue_code',
      'issue_description',
      'primary_agencies',
      'secondary_agencies',
      'regs_gov_agency_prefixes',
      'federal_register_agency_slugs',
      'related_committee_ids',
      'notes',
    ],
    ISSUE_AREAS.map((a) => [
      a.code,
      a.description,
      a.primaryAgencies,
      a.secondaryAgencies,
      a.regsGovPrefixes,
      a.frAgencySlugs,
      a.committeeIds,
      a.notes,
    ]),
    ISSUE_AREAS.length,
  );
}

export function generateLobbying(ctx: BuildContext, members: readonly Member[]): void {
  insertReference(ctx);
  const clients = buildClients(ctx.rng('lobbying-clients'), ctx.count(BASE_COUNTS.lobbyingClients, 400));
  const firms = buildRegistrants(ctx.rng('lobbying-registrants'), ctx.count(BASE_COUNTS.lobbyingRegistrants, 120));
  const pool = buildLobbyistPool(ctx.rng('lobbyist-pool'), ctx.count(BASE_COUNTS.lobbyistPool, 300), members);
  const revolving = pickRevolvingMembers(ctx.rng('revolving-door'), members, ctx.count(BASE_COUNTS.revolvingDoorMembers, 15), firms.length);

  const filings = ctx.count(BASE_COUNTS.lobbyingFilings, 2000);
  const fixtureIssues = new Map<string, readonly string[]>();
  ctx.insert('lobbying_filings', FILING_COLUMNS, filingRows(ctx.rng('lobbying_filings'), filings, clients, firms, fixtureIssues), filings);
  const affiliated = ctx.db.prepare('select total(affiliated_org_count) from lobbying_filings').pluck().get() as number;
  ctx.insert(
    'lobbying_affiliated_orgs',
    AFFILIATED_ORG_COLUMNS,
    affiliatedOrgRows(ctx.db, ctx.rng('lobbying_affiliated_orgs')),
    affiliated,
  );

  const bills = loadBills(ctx.db, congressOfYear(1999), congressOfYear(LAST_YEAR));
  const activities = ctx.count(BASE_COUNTS.lobbyingActivities, 4000);
  const billTarget = ctx.count(BASE_COUNTS.lobbyingBills, 3500);
  ctx.insert(
    'lobbying_activities',
    ACTIVITY_COLUMNS,
    activityRows(ctx.db, ctx.rng('lobbying_activities'), activities, billTarget, clients, bills, fixtureIssues),
    activities,
  );
  ctx.insert('lobbying_bills', BILL_COLUMNS, billRows(ctx.db), billTarget);

  const lobbyists = ctx.count(BASE_COUNTS.lobbyingLobbyists, 300);
  ctx.insert(
    'lobbying_lobbyists',
    LOBBYIST_COLUMNS,
    lobbyistRows(ctx.db, ctx.rng('lobbying_lobbyists'), lobbyists, pool, firms.length, revolving),
    lobbyists,
  );

  const contributions = ctx.count(BASE_COUNTS.lobbyingContributions, 3000);
  ctx.insert(
    'lobbying_contributions',
    CONTRIBUTION_COLUMNS,
    contributionRows(ctx.db, ctx.rng('lobbying_contributions'), contributions, pool, firms.length, members),
    contributions,
  );
}
