// The open_comments database: every openregs document whose comment end date is today (UTC) or
// later, perpetual and withdrawn ones included, copied from the finished openregs build (the
// orchestrator attaches it as schema `openregs`). The filtering happens in the view.
import { type BuildContext, dayOfDate, type Domain, isoDay, type Row } from '../../../../../databases/build/kit/index.js';
import { DOCUMENT_COLUMNS as OPENREGS_DOCUMENT_COLUMNS } from '../regulatory/documents.js';

/** openregs.documents' columns with perpetual_docket after comment_end_date (the select below keeps this order). */
const DOCUMENT_COLUMNS = OPENREGS_DOCUMENT_COLUMNS.flatMap((column) =>
  column === 'comment_end_date' ? [column, 'perpetual_docket'] : [column],
);

/** Sentinel end dates from this year on mark standing ("perpetual") dockets. */
const PERPETUAL_FROM_YEAR = 2050;

function generate(ctx: BuildContext): void {
  const attached = ctx.db.prepare('select name from pragma_database_list').pluck().all() as string[];
  if (!attached.includes('openregs')) throw new Error('open-comments: the openregs build must be attached as schema `openregs`');
  const today = isoDay(dayOfDate(ctx.now));
  // Regulations.gov timestamps become YYYY-MM-DD (the UTC date), last_modified 'YYYY-MM-DD HH:MM:SS'.
  const documents = ctx.db
    .prepare(
      `
    select id, agency_id, docket_id, title, document_type, subtype, substr(posted_date, 1, 10), posted_year, posted_month,
           substr(comment_start_date, 1, 10), comment_end_date,
           case when comment_end_date is null then null
                when cast(substr(comment_end_date, 1, 4) as integer) >= ${PERPETUAL_FROM_YEAR} then 1 else 0 end,
           replace(substr(last_modified, 1, 19), 'T', ' '), fr_doc_num, open_for_comment, withdrawn, object_id, comment_end_datetime
    from openregs.documents
    where comment_end_date >= ?
    order by comment_end_datetime, id`,
    )
    .raw()
    .all(today) as Row[];
  ctx.insert('documents', DOCUMENT_COLUMNS, documents, documents.length);

  // Stub dockets: agency_id is the text before the first '-' of the docket id.
  const dockets = ctx.db
    .prepare(
      `
    select docket_id, case when instr(docket_id, '-') > 0 then substr(docket_id, 1, instr(docket_id, '-') - 1) else docket_id end
    from documents where docket_id is not null group by docket_id order by docket_id`,
    )
    .raw()
    .all() as Row[];
  ctx.insert('dockets', ['id', 'agency_id'], dockets, dockets.length);

  const updatedAt = ctx.now.toISOString().slice(0, 19).replace('T', ' ');
  ctx.insert(
    '_metadata',
    ['key', 'value'],
    [
      ['updated_at', updatedAt],
      ['document_count', String(documents.length)],
    ],
    2,
  );
}

export const openCommentsDomain: Domain = {
  name: 'open-comments',
  database: 'open_comments',
  schema: ['open-comments.sql'],
  generate,
  derive: ['open-comments-derive.sql'],
};
