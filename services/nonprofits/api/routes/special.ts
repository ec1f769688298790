// Filing coverage, arbitrary SQL, and the documents about this interface.
import { OPENAPI_ROUTE, type ApiRoute } from '../../../../api-shims/kit/spec.js';

export const specialRoutes: readonly ApiRoute[] = [
  {
    kind: 'list',
    path: '/api/coverage',
    operationId: 'getCoverage',
    tag: 'Coverage',
    summary: 'Filings per tax year and form',
    description:
      'For each (tax year, form): filings, distinct filer EINs and amended filings. E-filed returns only; ' +
      'years before 2021 hold a rising, size-skewed share of filers, and the latest years are still filling. ' +
      'All rows on one page.',
    params: [],
    allRows: true,
    // A summary of every filing: computed once per data version.
    perDataVersion: true,
    source: {
      sql: `select tax_year, return_type, count(*) as filings, count(distinct ein) as organizations,
       count(case when amended_return = 1 then 1 end) as amended_filings
from returns
where tax_year is not null
group by tax_year, return_type
order by tax_year, return_type`,
    },
    columns: { tax_year: 'integer', return_type: 'string?', filings: 'integer', organizations: 'integer', amended_filings: 'integer' },
  },
  {
    kind: 'sql',
    path: '/api/sql',
    operationId: 'runSql',
    tag: 'SQL',
    summary: 'Run one read-only SELECT on the 990data_public database',
    description:
      "Runs `sql` (one SELECT or WITH statement; anything else is refused) with the server's SQL time limit " +
      'and returns at most 1000 rows as objects (`count` equal to `limit` means there may be more). Named ' +
      'parameters in the SQL (`:name`) take their values from query parameters of the same name; a missing ' +
      'one is an error naming it.',
    params: [
      {
        name: 'sql',
        in: 'query',
        required: true,
        description: 'One SELECT statement.',
        schema: { type: 'string', maxLength: 20_000, pattern: '\\S' },
        example: 'select return_type, count(*) as n from returns group by return_type',
      },
    ],
  },
  {
    kind: 'questions',
    path: '/api/questions.json',
    operationId: 'listQuestions',
    tag: 'About',
    summary: 'Research questions this service answers',
    description: 'Example questions, each with the /api, canned-query or SQL URL (relative to this server) that answers it.',
    params: [],
  },
  OPENAPI_ROUTE,
  {
    kind: 'index',
    path: '/api/',
    operationId: 'getIndex',
    tag: 'About',
    summary: 'The /api routes',
    description: 'The service, its version and every route with its summary.',
    params: [],
  },
];
