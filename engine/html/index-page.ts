// The instance index: each database with its row counts, top tables and canned queries.
import type { Engine } from '../engine.js';
import type { IndexResult } from '../views/result.js';
import { tablePath } from './paths.js';

export interface IndexPageContext {
  title: string;
  description?: string;
  descriptionHtml?: string;
  databases: Array<{
    name: string;
    href: string;
    tablesCount: number;
    viewsCount: number;
    rowsSum: number | null;
    rowsSumEstimate: number | null;
    top: Array<{ name: string; href: string; count: number | null; estimate: number | null }>;
    more: boolean;
    queries: Array<{ title: string; href: string }>;
  }>;
}

export function indexPageContext(engine: Engine, result: IndexResult): IndexPageContext {
  return {
    title: engine.metadata.title ?? 'Databases',
    description: engine.metadata.description,
    descriptionHtml: engine.metadata.description_html,
    databases: result.databases.map((d) => ({
      name: d.name,
      href: d.path,
      tablesCount: d.tablesCount,
      viewsCount: d.viewsCount,
      rowsSum: d.rowsSum,
      rowsSumEstimate: d.rowsSumEstimate,
      top: d.top.map((t) => ({ name: t.name, href: tablePath(d.name, t.name), count: t.count, estimate: t.estimate })),
      more: d.more,
      queries: d.queries.map((q) => ({ title: q.title ?? q.name, href: tablePath(d.name, q.name) })),
    })),
  };
}
