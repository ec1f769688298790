// The SQL a service's own documents hand its readers: its API's examples and questions (the service
// declares them) and the `?sql=` links of its agent guide. People and agents run these exact texts
// first, and some count millions of rows, so `inspect` answers each once per version, as it does
// canned queries' examples; any call running the same text with the same parameters is answered
// from it (engine/query/stored-answers.ts). The SQL its users ran slow on earlier versions is
// answered with it (engine/query/slow-sql.ts).
import { readFileSync } from 'node:fs';
import type { Engine } from '../engine.js';
import { extractNamedParameters } from '../sql/named-params.js';
import { readsClock } from '../sql/reads-clock.js';
import { rowCap } from '../views/query.js';
import { keptAnswer } from './compute.js';
import type { InspectedAnswer } from './format.js';

/** One SQL text a service documents, with the parameters its link gives. */
export interface DocumentedSql {
  database: string;
  sql: string;
  params?: Record<string, string>;
}

/**
 * The SQL a link (a path relative to the server, with its query string) runs, when its path is one
 * of `sqlPaths` and it has a `sql` parameter; the SQL's named parameters the link gives come with it.
 */
export function sqlOfLink(link: string, database: string, sqlPaths: readonly string[]): DocumentedSql | undefined {
  let url: URL;
  try {
    url = new URL(link, 'http://localhost');
  } catch {
    return undefined;
  }
  const sql = url.searchParams.get('sql');
  if (!sql || !sqlPaths.includes(url.pathname)) return undefined;
  const params: Record<string, string> = {};
  for (const name of extractNamedParameters(sql)) {
    const value = url.searchParams.get(name);
    if (value !== null) params[name] = value;
  }
  return { database, sql, params };
}

/** The `?sql=` links of the agent guide (paths in backticks, as it writes its examples). */
function guideSql(engine: Engine, db: string): DocumentedSql[] {
  if (!engine.agentGuide) return [];
  let text: string;
  try {
    text = readFileSync(engine.agentGuide, 'utf8');
  } catch {
    return [];
  }
  const base = engine.settings.base_url.replace(/\/$/, '');
  const path = `${base}/${engine.databases.get(db)!.route}.json`;
  return [...text.matchAll(/`(\/[^`\s]*)`/g)].flatMap((m) => sqlOfLink(m[1], db, [path]) ?? []);
}

/**
 * The parameters a call of `d` binds, as strings: its link's, and '' for those it leaves out (as
 * the SQL view binds them); with its SQL, the key its stored answer serves.
 */
export function boundParams(d: DocumentedSql): Record<string, string> {
  return Object.fromEntries(extractNamedParameters(d.sql).map((n) => [n, d.params?.[n] ?? '']));
}

/** Whether `answer` (stored in a file) is the answer of `d`. */
export const answers = (answer: InspectedAnswer, d: DocumentedSql): boolean =>
  answer.sql === d.sql && JSON.stringify(answer.params) === JSON.stringify(boundParams(d));

/**
 * Every distinct SQL text (with its parameters) `db`'s documents run, and those its users ran slow
 * (engine/query/slow-sql.ts), but those that read the clock.
 */
export function documentedSqlOf(engine: Engine, db: string): DocumentedSql[] {
  const seen = new Set<string>();
  return [...engine.documentedSql.filter((d) => d.database === db), ...guideSql(engine, db), ...engine.slowSql.of(db)].filter((d) => {
    const key = JSON.stringify([d.sql, boundParams(d)]);
    if (seen.has(key) || readsClock(d.sql)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The answers of `queries` (all `db` documents, by default), as the SQL view asks for them (the row
 * cap and one more), each within `timeLimitMs`. One that fails or runs out of time is left out:
 * its page runs it, and says why.
 */
export async function inspectDocumentedSql(
  engine: Engine,
  db: string,
  client: string,
  timeLimitMs: number | null,
  queries: readonly DocumentedSql[] = documentedSqlOf(engine, db),
): Promise<InspectedAnswer[]> {
  const cap = rowCap(engine.settings);
  if (cap <= 0) return [];
  const out: InspectedAnswer[] = [];
  for (const d of queries) {
    try {
      const answer = await engine.query({
        database: db,
        sql: d.sql,
        userSql: true,
        params: boundParams(d),
        missingParams: 'empty',
        client,
        maxRows: cap + 1,
        timeLimitMs,
      });
      out.push(keptAnswer(answer, cap));
    } catch {
      // Its page runs it, and says why it fails.
    }
  }
  return out;
}
