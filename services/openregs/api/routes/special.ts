// The routes answered by code: arbitrary SQL, the question list, this interface, the index.
import { OPENAPI_ROUTE, type SpecialRoute } from '../../../../api-shims/kit/spec.js';

export const specialRoutes: readonly SpecialRoute[] = [
  {
    kind: 'sql',
    path: '/api/sql',
    operationId: 'runSql',
    tag: 'SQL',
    summary: 'Run one read-only SELECT on the openregs database',
    description:
      "Runs `sql` (one SELECT or WITH statement; anything that could write is refused) with the server's " +
      'SQL time limit and returns at most 1000 rows (`truncated` tells whether there were more). Named ' +
      'parameters in the SQL (`:name`) take their values from query parameters of the same name ' +
      '(missing ones are bound as the empty string).',
    params: [
      {
        name: 'sql',
        in: 'query',
        required: true,
        description: 'One SELECT statement.',
        schema: { type: 'string', minLength: 1, maxLength: 100_000, pattern: '\\S' },
        example: 'select bioguide_id, full_name from congress_members where is_current = 1 limit 5',
      },
      {
        name: '_shape',
        in: 'query',
        description: '`objects`: each row an object keyed by column name; `arrays`: each row an array in `columns` order.',
        schema: { type: 'string', enum: ['objects', 'arrays'], default: 'objects' },
      },
    ],
  },
  {
    kind: 'questions',
    path: '/api/questions.json',
    operationId: 'listQuestions',
    tag: 'About',
    summary: 'Research questions this service answers',
    description: 'Example research questions, each with the /api, canned-query or SQL URL (relative to this server) that answers it.',
    params: [],
  },
  OPENAPI_ROUTE,
  {
    kind: 'index',
    path: '/api/',
    operationId: 'getIndex',
    tag: 'About',
    summary: 'The /api routes',
    description: 'Every route with its summary and parameters, and links to the OpenAPI document and the question list.',
    params: [],
  },
];
