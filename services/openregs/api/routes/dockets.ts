// Regulations.gov dockets: one docket with its statistics and documents.
import type { TableRoute } from '../../../../api-shims/kit/spec.js';

export const docketRoutes: readonly TableRoute[] = [
  {
    kind: 'record',
    path: '/api/docket/{docket_id}',
    operationId: 'getDocket',
    tag: 'Regulations.gov',
    summary: 'A docket with its statistics and documents',
    description:
      'The docket; its summary (the longest Federal Register abstract of its documents) and its comment ' +
      'and document counts from `docket_summary` (from `docket_stats`, the same precomputed counts, for ' +
      'dockets without a summary); how many of its documents are open for comment now ' +
      "(`julianday(comment_end_datetime) > julianday('now')`, not withdrawn); and its 100 most recently " +
      'posted documents (the canned query `explore_docket_documents`).',
    params: [
      {
        name: 'docket_id',
        in: 'path',
        required: true,
        description: 'The Regulations.gov docket id.',
        schema: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9][A-Za-z0-9_.-]*$' },
        example: 'EPA-HQ-OAR-2021-0317',
      },
    ],
    idParam: 'docket_id',
    what: 'docket',
    source: {
      sql: `select d.id, d.agency_id, d.title, d.docket_type, d.last_modified, s.summary,
       coalesce(s.comment_count, ds.comment_count, 0) as comment_count,
       coalesce(s.doc_count, ds.document_count, 0) as doc_count,
       ds.earliest_comment, ds.latest_comment,
       (select count(*) from documents od
         where od.docket_id = d.id and od.withdrawn = 0
           and julianday(od.comment_end_datetime) > julianday('now')) as documents_open_for_comment
from dockets d
left join docket_summary s on s.docket_id = d.id
left join docket_stats ds on ds.id = d.id
where d.id = :docket_id`,
    },
    columns: {
      id: 'string',
      agency_id: 'string?',
      title: 'string?',
      docket_type: 'string?',
      last_modified: 'string?',
      summary: 'string?',
      comment_count: 'integer',
      doc_count: 'integer',
      earliest_comment: 'string?',
      latest_comment: 'string?',
      documents_open_for_comment: 'integer',
    },
    children: [
      {
        key: 'documents',
        description: "The docket's documents, most recently posted first (at most 100; `doc_count` has the total).",
        source: { canned: 'explore_docket_documents' },
        columns: {
          id: 'string',
          title: 'string?',
          document_type: 'string?',
          posted_date: 'string?',
          comment_start_date: 'string?',
          comment_end_date: 'string?',
          fr_doc_num: 'string?',
        },
      },
    ],
  },
];
