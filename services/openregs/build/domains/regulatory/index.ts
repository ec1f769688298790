// The regulatory domain: Federal Register, presidential documents, Regulations.gov dockets,
// documents and comments, the eCFR and OIRA's reviews of rules. Order matters: every Federal
// Register document that another table points at is reserved before the Federal Register is
// generated, and the OIRA reviews are drawn from the Federal Register's rules once it is.
import { type BuildContext, type Domain, isoDay } from '../../../../../databases/build/kit/index.js';
import { FR_AGENCIES, agencySlug, frAgency } from '../../vocab/agencies.js';
import { CFR_COLUMNS, cfrRows } from './cfr.js';
import { COMMENT_COLUMNS, COMMENT_DETAIL_BASE_COUNT, COMMENT_DETAIL_COLUMNS, commentDetailRows, commentRows } from './comments.js';
import { DOCKET_COLUMNS, DOCUMENT_COLUMNS, docketRows, documentCount, documentRows } from './documents.js';
import { FrCalendar } from './fr-calendar.js';
import { FEDERAL_REGISTER_COLUMNS, federalRegisterRows } from './federal-register.js';
import { generateOira } from './oira.js';
import { planDockets, reserveAnchorNumbers } from './plan.js';
import { PRESIDENTIAL_COLUMNS, planPresidentialDocuments, presidentialRows } from './presidential.js';

function generate(ctx: BuildContext): void {
  ctx.insert(
    'agencies',
    ['id', 'name', 'raw_name', 'slug', 'parent_id'],
    FR_AGENCIES.map((a) => [a.id, a.name, a.name.toUpperCase(), agencySlug(a.name), a.parent ? frAgency(a.parent).id : null]),
    FR_AGENCIES.length,
  );

  const calendar = new FrCalendar(ctx);
  reserveAnchorNumbers(calendar);
  const presidential = planPresidentialDocuments(ctx, calendar);
  const plan = planDockets(ctx, calendar);
  const today = calendar.today;

  ctx.insert('presidential_documents', PRESIDENTIAL_COLUMNS, presidentialRows(presidential), presidential.length);
  const frTotal = calendar.years.reduce((n, y) => n + Math.max(y.total, y.reserved.length), 0);
  ctx.insert('federal_register', FEDERAL_REGISTER_COLUMNS, federalRegisterRows(ctx, calendar), frTotal);
  // The junction is exactly the agency_ids list of each document.
  ctx.db.exec(`insert into federal_register_agencies (document_number, agency_id)
    select distinct fr.document_number, cast(j.value as integer)
    from federal_register fr, json_each('[' || fr.agency_ids || ']') j`);

  ctx.insert('dockets', DOCKET_COLUMNS, docketRows(ctx, plan, today), plan.length);
  ctx.insert(
    'documents',
    DOCUMENT_COLUMNS,
    documentRows(ctx, plan, today),
    plan.reduce((n, d) => n + documentCount(d), 0),
  );
  const comments = plan.reduce((n, d) => n + d.comments, 0);
  ctx.insert('comments', COMMENT_COLUMNS, commentRows(ctx, plan, today), comments);
  ctx.insert('comment_details', COMMENT_DETAIL_COLUMNS, commentDetailRows(ctx, plan, today), ctx.count(COMMENT_DETAIL_BASE_COUNT));
  ctx.insert('cfr_sections', CFR_COLUMNS, cfrRows(ctx), ctx.count(55_000));
  generateOira(ctx);
  // Both facts are dated by this build: member_stats is derived in the same run.
  ctx.insert(
    'build_metadata',
    ['key', 'value'],
    [
      ['member_stats_updated', isoDay(today)],
      ['presidential_documents_last_refresh', isoDay(today)],
    ],
    2,
  );
}

export const regulatoryDomain: Domain = {
  name: 'regulatory',
  database: 'openregs',
  schema: ['regulatory.sql'],
  generate,
  derive: ['regulatory-derive.sql'],
};
