// The instance index: each database with its row counts, top tables and canned queries.
import type { Engine } from '../engine.js';
import type { IndexData } from './input.js';
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
    top: Array<{ name: string; href: string; count: number | null }>;
    more: boolean;
    queries: Array<{ title: string; href: string }>;
  }>;
}

export function indexPageContext(engine: Engine, data: IndexData): IndexPageContext {
  return {
    title: engine.metadata.title ?? 'Databases',
    description: engine.metadata.description,
    descriptionHtml: engine.metadata.description_html,
    databases: Object.values(data).map((d) => ({
      name: d.name,
      href: d.path,
      tablesCount: d.tables_count,
      viewsCount: d.views_count,
      rowsSum: d.table_rows_sum,
      top: d.tables_and_views_truncated.map((t) => ({ name: t.name, href: tablePath(d.name, t.name), count: t.count ?? null })),
      more: d.tables_and_views_more,
      queries: (engine.canned.get(d.name) ?? []).map((q) => ({ title: q.title ?? q.name, href: tablePath(d.name, q.name) })),
    })),
  };
}
