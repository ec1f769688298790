// The deploy gate: every canned query and /api statement of a service must prepare against the real
// schema, and every table and column its metadata names must exist. Nothing is executed.
import Database from 'better-sqlite3';
import { Watchdog } from '../db/watchdog.js';
import { ConfigError } from './load.js';
import { loadCannedQueries, loadMetadata, facetColumn, type Metadata, type TableMetadata } from './metadata.js';
import { importServiceModule } from './modules.js';
import type { ServiceConfig } from './service.js';
import { escapeFts, quoteIdentifier } from '../sql/escape.js';
import type { FullTextForm } from '../query/known-counts.js';
import type { DocumentedSql } from '../inspect/documented-sql.js';
import { loadPages } from '../pages/load.js';
import { searchKindStatements } from '../search/check.js';
import { indexName, indexStatements, isSchemaDrift } from '../snapshot/indexes.js';

export interface Problem {
  /** What was checked: a database, a canned query, an /api statement, a metadata key. */
  where: string;
  message: string;
  /** Worth knowing, not a reason to refuse the data (an index `snapshot pull` will skip). */
  warning?: true;
}

export interface CheckOptions {
  /** Check these files instead of the data folder's (a snapshot before it is activated). */
  files?: Record<string, string>;
  /** Called with each declared statement that prepared, and the connection it prepared on. */
  onStatement?: (database: string, db: Database.Database, sql: string) => void;
}

/** A statement an /api module declares (its `statements()` export). */
interface DeclaredStatement {
  database: string;
  where: string;
  source: { sql: string } | { canned: string };
}

export async function checkService(config: ServiceConfig, options: CheckOptions = {}): Promise<Problem[]> {
  const problems: Problem[] = [];
  const connections = new Map<string, Database.Database>();
  try {
    for (const d of config.databases) {
      const path = options.files?.[d.name] ?? d.path;
      try {
        const db = new Database(path, { readonly: true, fileMustExist: true });
        // The functions the SQL workers' connections have: the extension's (bm25_known…) and escape_fts.
        Watchdog.load(db);
        db.function('escape_fts', { deterministic: true }, (q: unknown) => escapeFts(String(q ?? '')));
        db.prepare('select count(*) from sqlite_master').get();
        connections.set(d.name, db);
      } catch (e) {
        problems.push({ where: `database ${d.name}`, message: `cannot open ${path}: ${(e as Error).message}` });
      }
    }
    const prepare = (database: string, where: string, sql: string): void => {
      const db = connections.get(database);
      if (!db) {
        if (!config.databases.some((d) => d.name === database))
          problems.push({ where, message: `names database "${database}", which this service does not serve` });
        return;
      }
      try {
        const stmt = db.prepare(sql);
        if (!stmt.reader || !stmt.readonly) problems.push({ where, message: 'is not a read-only SELECT' });
        else options.onStatement?.(database, db, sql);
      } catch (e) {
        problems.push({ where, message: (e as Error).message });
      }
    };

    let metadata: Metadata = {};
    try {
      metadata = loadMetadata(config.metadataPath);
    } catch (e) {
      problems.push({ where: 'metadata', message: (e as Error).message });
    }
    const inline = Object.fromEntries(
      config.databases
        .filter((d) => d.queries)
        .map((d) => [d.name, { ...metadata.databases?.[d.name], queries: { ...metadata.databases?.[d.name]?.queries, ...d.queries } }]),
    );
    let canned = new Map<string, Array<{ name: string; sql: string; source: string }>>();
    try {
      canned = loadCannedQueries({ ...metadata, databases: { ...metadata.databases, ...inline } }, config.metadataPath, config.queriesDir);
    } catch (e) {
      if (!(e instanceof ConfigError)) throw e;
      problems.push({ where: 'canned queries', message: e.message });
    }
    for (const [database, queries] of canned) {
      for (const q of queries) prepare(database, `canned query ${database}/${q.name} (${q.source})`, q.sql);
    }

    if (config.api) {
      const module = await importServiceModule(config.path, 'api', config.api);
      const declared = typeof module.statements === 'function' ? (module.statements as () => DeclaredStatement[])() : [];
      for (const s of declared) {
        if ('sql' in s.source) prepare(s.database, s.where, s.source.sql);
        else if (!canned.get(s.database)?.some((q) => q.name === (s.source as { canned: string }).canned)) {
          problems.push({ where: s.where, message: `uses canned query "${s.source.canned}", which is not defined` });
        }
      }
      // Each ranked form: an FTS5 table (only those have `rank`) with the columns it names.
      const forms = typeof module.fullTextForms === 'function' ? (module.fullTextForms as () => FullTextForm[])() : [];
      for (const f of forms) {
        const columns = (f.columns ?? []).map((c) => `, ${quoteIdentifier(c)}`).join('');
        prepare(f.database, `ranked full-text form ${f.table}`, `select rank${columns} from ${quoteIdentifier(f.table)} limit 0`);
      }
      // The SQL its documents hand out (an example or a question that no longer runs is a problem).
      const documented = typeof module.documentedSql === 'function' ? (module.documentedSql as () => DocumentedSql[])() : [];
      for (const d of documented) prepare(d.database, `documented SQL: ${d.sql.replace(/\s+/g, ' ').slice(0, 80)}`, d.sql);
    }

    if (config.pages) {
      try {
        const pages = loadPages(config.pages);
        for (const s of searchKindStatements(pages.search ?? [])) prepare(s.database, s.where, s.sql);
        for (const page of pages.pages) {
          for (const [name, q] of Object.entries(page.queries)) {
            const where = `page ${page.path}, query ${name}`;
            if (q.sql !== undefined) prepare(q.database, where, q.sql);
            else if (!canned.get(q.database)?.some((c) => c.name === q.canned))
              problems.push({ where, message: `uses canned query "${q.canned}", which is not defined` });
          }
        }
      } catch (e) {
        if (!(e instanceof ConfigError)) throw e;
        problems.push({ where: 'pages', message: e.message });
      }
    }

    // The service's own indexes: one naming a table or column these files lack is skipped on pull.
    for (const d of config.databases) {
      const db = connections.get(d.name);
      if (!db || !d.indexes) continue;
      for (const sql of indexStatements(d.indexes)) {
        try {
          db.prepare(sql);
        } catch (e) {
          if (!isSchemaDrift(e)) throw e;
          problems.push({
            where: `databases.${d.name}.indexes, index ${indexName(sql) ?? sql.slice(0, 80)}`,
            message: `${(e as Error).message}: snapshot pull skips it`,
            warning: true,
          });
        }
      }
    }

    for (const [database, meta] of Object.entries(metadata.databases ?? {})) {
      const db = connections.get(database);
      if (!db) {
        if (!config.databases.some((d) => d.name === database))
          problems.push({ where: `metadata databases.${database}`, message: 'names a database this service does not serve' });
        continue;
      }
      for (const [table, tableMeta] of Object.entries(meta.tables ?? {}))
        checkTable(db, `metadata databases.${database}.tables.${table}`, table, tableMeta, problems);
    }
  } finally {
    for (const db of connections.values()) db.close();
  }
  return problems;
}

function columnsOf(db: Database.Database, table: string): Set<string> | null {
  const rows = db.prepare('select name from pragma_table_xinfo(?)').all(table) as Array<{ name: string }>;
  return rows.length ? new Set(rows.map((r) => r.name)) : null;
}

function checkTable(db: Database.Database, where: string, table: string, meta: TableMetadata, problems: Problem[]): void {
  const columns = columnsOf(db, table);
  if (!columns) {
    problems.push({ where, message: `table or view "${table}" does not exist` });
    return;
  }
  columns.add('rowid');
  const need = (key: string, column: string | undefined): void => {
    if (column !== undefined && !columns.has(column))
      problems.push({ where: `${where}.${key}`, message: `column "${column}" does not exist in ${table}` });
  };
  need('sort', meta.sort);
  need('sort_desc', meta.sort_desc);
  need('label_column', meta.label_column);
  need('fts_pk', meta.fts_pk);
  for (const c of meta.sortable_columns ?? []) need('sortable_columns', c);
  for (const f of meta.facets ?? []) need('facets', facetColumn(f));
  for (const c of Object.keys(meta.columns ?? {})) need('columns', c);
  for (const c of Object.keys(meta.units ?? {})) need('units', c);
  if (meta.fts_table && !columnsOf(db, meta.fts_table))
    problems.push({ where: `${where}.fts_table`, message: `table "${meta.fts_table}" does not exist` });
}
