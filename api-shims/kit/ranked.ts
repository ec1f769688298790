// Ranked full-text parameters (ParamSpec.ranked): the forms they search, for inspect to count their
// common words once per version; and for each request, the match `:<name>` (the form's column
// filter, then each `narrows` filter given) and the counts bm25_known takes, `:<name>_known`.
import { columnFilter, columnPhrase, formKey, knownCounts, plainToken, type FullTextForm, type ParamValue } from '../../engine/index.js';
import { ftsPhrases, ftsQuery } from './bind.js';
import type { ParamScalar } from './params.js';
import type { RequestContext } from './run.js';
import type { ApiRoute, ParamSpec } from './spec.js';

/** The full-text forms a route set ranks, each once. */
export function routeFullTextForms(routes: readonly ApiRoute[], database: string): FullTextForm[] {
  const forms = new Map<string, FullTextForm>();
  for (const p of routes.flatMap((r) => r.params)) {
    if (!p.ranked) continue;
    const form = { database, table: p.ranked.table, columns: p.ranked.columns ?? null };
    forms.set(formKey(form.table, form.columns), form);
  }
  return [...forms.values()];
}

/** `:<name>` and `:<name>_known` of each ranked parameter given. */
export function rankedBindings(
  ctx: RequestContext,
  params: readonly ParamSpec[],
  understood: Record<string, ParamScalar>,
): Record<string, ParamValue> {
  const narrowing = params.flatMap((p) => {
    const value = understood[p.name];
    // A value without a letter or digit is no phrase: the SQL's own filter does the narrowing.
    if (!p.narrows || value === null || !/[\p{L}\p{N}]/u.test(String(value))) return [];
    return [columnPhrase(p.narrows, String(value))];
  });
  const out: Record<string, ParamValue> = {};
  for (const p of params) {
    const text = understood[p.name];
    if (!p.ranked || typeof text !== 'string') continue;
    const form = { database: ctx.database, table: p.ranked.table, columns: p.ranked.columns ?? null };
    out[p.name] = [`${columnFilter(form.columns)}(${ftsQuery(text)})`, ...narrowing].join(' AND ');
    const tokens = ftsPhrases(text).map((ph) => plainToken(ph.text, ph.prefix));
    out[`${p.name}_known`] = knownCounts(ctx.engine, form, tokens, narrowing.length);
  }
  return out;
}
