// Every SQL statement a route set runs, so a deploy gate can prepare each against the real schema.
import type { ApiRoute, SqlSource } from './spec.js';

export interface RouteStatement {
  database: string;
  /** Where the statement is declared, for the report. */
  where: string;
  source: SqlSource;
}

export function routeStatements(routes: readonly ApiRoute[], database: string): RouteStatement[] {
  const out: RouteStatement[] = [];
  const add = (where: string, source: SqlSource): void => {
    out.push({ database, where, source });
  };
  for (const route of routes) {
    if (route.kind === 'list') {
      add(`/api route ${route.path}`, route.source);
      if (route.parent) add(`/api route ${route.path} (parent check)`, { sql: route.parent.sql });
    } else if (route.kind === 'record') {
      add(`/api route ${route.path}`, route.source);
      for (const child of route.children ?? []) add(`/api route ${route.path} (${child.key})`, child.source);
    }
  }
  return out;
}
