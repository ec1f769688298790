// Reads a pages file (YAML or JSON), validates it, and checks each page against the engine.
import { dirname, resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { ConfigError, readStructuredFile, validate } from '../config/load.js';
import { pagesFileSchema, type ColumnDisplay, type ColumnLink, type PageDeclaration, type PagesFile } from './schema.js';
import type { SearchKind } from '../search/schema.js';
import { pathVariables } from './path-pattern.js';
import { PAGE_LIMIT, PAGE_OFFSET, pagesItself } from './run-queries.js';
import { extractNamedParameters } from '../sql/named-params.js';

export interface PagesConfig {
  /** Absolute folder of the page templates. */
  templatesDir: string;
  pages: PageDeclaration[];
  /** Column display defaults for every page query (a query's own `columns` win). */
  columns?: Record<string, ColumnDisplay>;
  links?: ColumnLink[];
  search?: SearchKind[];
}

export function loadPages(path: string): PagesConfig {
  const file = validate<PagesFile>(path, pagesFileSchema, readStructuredFile(path));
  const templatesDir = resolve(dirname(path), file.templates);
  if (!existsSync(templatesDir)) throw new ConfigError(`${path}: templates folder ${templatesDir} not found`);
  for (const page of file.pages) checkPage(path, page);
  return { templatesDir, pages: file.pages, columns: file.columns, links: file.links, search: file.search };
}

/** Every query parameter must come from a path variable or a declared query-string parameter. */
export function checkPage(where: string, page: PageDeclaration): void {
  const inPath = pathVariables(page.path);
  for (const name of page.query_params ?? []) {
    if (inPath.includes(name)) throw new ConfigError(`${where}: page ${page.path}: {${name}} is both a path variable and in query_params`);
  }
  const variables = new Set([...inPath, ...(page.query_params ?? [])]);
  for (const [name, q] of Object.entries(page.queries)) {
    const names = q.sql === undefined ? [] : extractNamedParameters(q.sql);
    if ((names.includes(PAGE_LIMIT) || names.includes(PAGE_OFFSET)) && !(q.paged && pagesItself(names))) {
      throw new ConfigError(
        `${where}: page ${page.path}, query ${name}: a query that pages itself is \`paged\` and names both :${PAGE_LIMIT} and :${PAGE_OFFSET}`,
      );
    }
    for (const variable of Object.values(q.params ?? {})) {
      if (!variables.has(variable)) throw new ConfigError(`${where}: page ${page.path}, query ${name}: no path variable {${variable}}`);
    }
  }
  for (const source of page.linked_from ?? []) {
    for (const variable of Object.keys(source.columns ?? {})) {
      if (!variables.has(variable))
        throw new ConfigError(`${where}: page ${page.path}, linked_from ${source.table}: no path variable {${variable}}`);
    }
  }
}
