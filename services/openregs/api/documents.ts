// OpenRegs' own documents: the question list (a list envelope) and the route index, with their schemas.
import type { PyJson } from '../../../engine/index.js';
import { indexBody } from '../../../api-shims/kit/index-body.js';
import type { JsonObject } from '../../../api-shims/kit/schemas.js';
import type { ApiRoute, SpecialRoute } from '../../../api-shims/kit/spec.js';
import { QUESTIONS } from './questions.js';

export const QUESTION_SCHEMA: JsonObject = {
  type: 'object',
  properties: {
    id: { type: 'integer', minimum: 1 },
    question: { type: 'string' },
    url: { type: 'string', description: 'Relative URL of the answer.' },
    answered_by: { enum: ['api', 'canned_query', 'sql'] },
  },
  required: ['id', 'question', 'url', 'answered_by'],
  additionalProperties: false,
};

export const INDEX_SCHEMA: JsonObject = {
  type: 'object',
  properties: {
    ok: { const: true },
    route: { type: 'string' },
    openapi: { type: 'string' },
    questions: { type: 'string' },
    routes: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          path: { type: 'string' },
          summary: { type: 'string' },
          parameters: { type: 'array', items: { type: 'string' } },
          example: { type: 'string', description: 'A request that answers with data.' },
        },
        required: ['path', 'summary', 'parameters', 'example'],
        additionalProperties: false,
      },
    },
  },
  required: ['ok', 'route', 'openapi', 'questions', 'routes'],
  additionalProperties: false,
};

export function openregsDocument(route: SpecialRoute, routes: readonly ApiRoute[], base: string): Record<string, PyJson> {
  if (route.kind === 'index') return indexBody(route, routes, base);
  const results: PyJson[] = QUESTIONS.map((q) => ({ ...q, url: base + q.url }));
  return { ok: true, route: route.path, params: {}, count: results.length, limit: results.length, offset: 0, next: null, results };
}
