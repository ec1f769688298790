// The 990 service's own documents: the question list and the route index, with their schemas.
import type { PyJson } from '../../../engine/index.js';
import type { JsonObject } from '../../../api-shims/kit/schemas.js';
import type { ApiRoute, SpecialRoute } from '../../../api-shims/kit/spec.js';
import { QUESTIONS } from './questions.js';

export const DATABASE = '990data_public';
export const VERSION = '1.0.0';
export const TITLE = 'Nonprofit 990 Explorer API';

export const QUESTIONS_SCHEMA: JsonObject = {
  type: 'object',
  description: 'Research questions, each with a URL relative to this server that answers it with at least one row.',
  properties: {
    version: { const: VERSION },
    database: { const: DATABASE },
    questions: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'string', pattern: '^q[0-9]{2,}$' },
          question: { type: 'string' },
          url: { type: 'string', description: 'Relative URL of the answer.' },
          answers_with: { enum: ['api', 'canned', 'sql'] },
        },
        required: ['id', 'question', 'url', 'answers_with'],
        additionalProperties: false,
      },
    },
  },
  required: ['version', 'database', 'questions'],
  additionalProperties: false,
};

export const INDEX_SCHEMA: JsonObject = {
  type: 'object',
  properties: {
    service: { const: DATABASE },
    title: { type: 'string' },
    version: { const: VERSION },
    routes: {
      type: 'array',
      items: {
        type: 'object',
        properties: { path: { type: 'string' }, summary: { type: 'string' } },
        required: ['path', 'summary'],
        additionalProperties: false,
      },
    },
  },
  required: ['service', 'title', 'version', 'routes'],
  additionalProperties: false,
};

export function nonprofitsDocument(route: SpecialRoute, routes: readonly ApiRoute[], base: string): Record<string, PyJson> {
  if (route.kind === 'questions') {
    return { version: VERSION, database: DATABASE, questions: QUESTIONS.map((q) => ({ ...q, url: base + q.url })) };
  }
  const result = {
    service: DATABASE,
    title: TITLE,
    version: VERSION,
    routes: routes.map((r) => ({ path: base + r.path, summary: r.summary })),
  };
  return { ok: true, route: route.path, params: {}, result };
}
