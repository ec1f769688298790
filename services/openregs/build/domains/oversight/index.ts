// The oversight domain: hearings, CRS reports, nominations, treaties, GAO reports, Inspector
// General reports, earmarks and federal spending awards. Reads congress_members, legislation and
// legislation_actions (congress domain, earlier in the registry), and links Senate nomination
// votes to nominations.
import { type BuildContext, congressOfDay, dayOfDate, type Domain } from '../../../../../databases/build/kit/index.js';
import { loadBillsByCongress, loadPublicLaws } from './bills.js';
import { insertCrsReportBills, insertCrsReports } from './crs.js';
import { insertEarmarks } from './earmarks.js';
import { insertGaoReports } from './gao.js';
import { insertIgRecommendations } from './ig-recommendations.js';
import { insertIgReports } from './ig-reports.js';
import { insertHearingMembers, insertHearingWitnesses, insertHearings } from './hearings.js';
import { MemberIndex } from './members.js';
import { linkNominationVotes } from './nomination-votes.js';
import { insertNominationActions, insertNominations } from './nominations.js';
import { insertSpendingAwards } from './spending.js';
import { insertTreaties, insertTreatyActions } from './treaties.js';

/** Earliest Congress any oversight table refers members from (earmarks of FY2008). */
const FIRST_MEMBER_CONGRESS = 103;

function generate(ctx: BuildContext): void {
  const members = new MemberIndex(ctx.db, FIRST_MEMBER_CONGRESS, congressOfDay(dayOfDate(ctx.now)) + 1);

  const hearings = insertHearings(ctx);
  insertHearingWitnesses(ctx, hearings);
  insertHearingMembers(ctx, hearings, members);

  const reports = insertCrsReports(ctx);
  insertCrsReportBills(ctx, reports, loadBillsByCongress(ctx.db));

  const nominations = insertNominations(ctx);
  insertNominationActions(ctx, nominations);
  linkNominationVotes(ctx, nominations);
  insertTreatyActions(ctx, insertTreaties(ctx));
  insertGaoReports(ctx, loadPublicLaws(ctx.db));
  insertIgRecommendations(ctx, insertIgReports(ctx));

  insertSpendingAwards(ctx, insertEarmarks(ctx, members));
}

export const oversightDomain: Domain = {
  name: 'oversight',
  database: 'openregs',
  schema: ['oversight.sql'],
  generate,
  derive: ['oversight-derive.sql'],
};
