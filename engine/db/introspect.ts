// Reads a database's structure once at start-up: tables, views, columns, keys, FTS indexes.
// Cheap even on multi-GB files: only sqlite_master and per-table pragmas, never row counts.
import Database from 'better-sqlite3';
import { quoteIdentifier } from '../sql/escape.js';

export interface ForeignKey {
  column: string;
  other_table: string;
  other_column: string;
}

export interface FtsInfo {
  /** Name of the FTS virtual table. */
  table: string;
  /** Column of the source table the FTS rowid matches. */
  pk: string;
  /** Indexed columns of the FTS table. */
  columns: string[];
}

export interface TableInfo {
  name: string;
  isView: boolean;
  /** Every column from table_xinfo (generated and hidden columns included), in order. */
  columns: string[];
  /** Declared primary key columns in key order ([] for rowid tables and views). */
  primaryKeys: string[];
  outgoing: ForeignKey[];
  /** Foreign keys of other tables that point here: column = this table's column. */
  incoming: ForeignKey[];
  hidden: boolean;
  /** The FTS virtual table indexing this table, if one was found. */
  fts?: FtsInfo;
  /** For FTS virtual tables themselves: their indexed columns. */
  ftsColumns?: string[];
  /** For FTS5 tables given a ranking function of their own (the `rank` option, in their `_config`): that function. */
  ftsRank?: string;
  /** For each column that leads an index (not a partial one), those indexes, narrowest first: pages read in that order. */
  leadingIndexes: Map<string, LeadingIndex[]>;
  sql: string | null;
}

export interface LeadingIndex {
  name: string;
  /** Whether the index keeps its first column in descending order. */
  desc: boolean;
  /** Its number of columns. */
  width: number;
}

/**
 * The index to walk for rows in `column`'s order: one kept in that direction if there is one (its
 * ties come in key order, so none are left to sort), else the narrowest.
 */
export function indexForOrder(table: TableInfo, column: string, desc: boolean): string | undefined {
  const candidates = table.leadingIndexes.get(column) ?? [];
  return (candidates.find((i) => i.desc === desc) ?? candidates[0])?.name;
}

export interface DatabaseStructure {
  tables: Map<string, TableInfo>;
  /** Table names in sqlite_master order. */
  tableOrder: string[];
  viewOrder: string[];
}

interface MasterRow {
  type: string;
  name: string;
  tbl_name: string;
  sql: string | null;
  rootpage: number | null;
}

const FTS_DECL = /create\s+virtual\s+table\s+.*?\s+using\s+fts([345])\s*\(([\s\S]*)\)\s*$/i;

/** Parse the option list of an FTS declaration: columns and key=value options, any quoting. */
function parseFtsDeclaration(sql: string): { version: number; columns: string[]; options: Map<string, string> } | null {
  const m = FTS_DECL.exec(sql.trim());
  if (!m) return null;
  const args: string[] = [];
  let current = '';
  let quote: string | null = null;
  for (const ch of m[2]) {
    if (quote) {
      current += ch;
      if (ch === quote || (quote === '[' && ch === ']')) quote = null;
    } else if (ch === '"' || ch === "'" || ch === '`' || ch === '[') {
      quote = ch;
      current += ch;
    } else if (ch === ',') {
      args.push(current.trim());
      current = '';
    } else current += ch;
  }
  if (current.trim()) args.push(current.trim());
  const columns: string[] = [];
  const options = new Map<string, string>();
  for (const arg of args) {
    const eq = /^([A-Za-z_][A-Za-z0-9_]*)\s*=\s*([\s\S]*)$/.exec(arg);
    if (eq) options.set(eq[1].toLowerCase(), unquote(eq[2].trim()));
    else columns.push(unquote(firstToken(arg)));
  }
  return { version: Number(m[1]), columns, options };
}

/** An FTS5 table's `rank` option (a row of its `_config` table: it is set by an insert), if any. */
function configuredRank(db: Database.Database, fts: string): string | undefined {
  try {
    const v: unknown = db
      .prepare(`select v from ${quoteIdentifier(`${fts}_config`)} where k = 'rank'`)
      .pluck()
      .get();
    return typeof v === 'string' ? v : undefined;
  } catch {
    return undefined; // no readable _config table: FTS5's default, bm25
  }
}

/** The column name at the start of a column definition: a quoted name may contain spaces. */
function firstToken(arg: string): string {
  const open = arg[0];
  const close = open === '[' ? ']' : open === '"' || open === "'" || open === '`' ? open : null;
  if (close === null) return arg.split(/\s+/)[0];
  for (let i = 1; i < arg.length; i++) {
    if (arg[i] !== close) continue;
    if (close !== ']' && arg[i + 1] === close) {
      i++;
      continue;
    } // a doubled quote inside the name
    return arg.slice(0, i + 1);
  }
  return arg;
}

function unquote(s: string): string {
  const first = s[0];
  if ((first === '"' || first === "'" || first === '`') && s.endsWith(first))
    return s
      .slice(1, -1)
      .split(first + first)
      .join(first);
  if (first === '[' && s.endsWith(']')) return s.slice(1, -1);
  return s;
}

export function introspect(path: string): DatabaseStructure {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

function indexesByLeadingColumn(db: Database.Database, table: string): Map<string, LeadingIndex[]> {
  const out = new Map<string, LeadingIndex[]>();
  try {
    const indexes = db.prepare('select name, partial from pragma_index_list(?)').all(table) as Array<{ name: string; partial: number }>;
    for (const { name, partial } of indexes) {
      // A partial index cannot serve every row of the table.
      if (partial) continue;
      const columns = db.prepare('select name, desc from pragma_index_xinfo(?) where key order by seqno').all(name) as Array<{
        name: string | null;
        desc: number;
      }>;
      const first = columns[0];
      if (!first?.name) continue; // an index on an expression
      const list = out.get(first.name) ?? [];
      list.push({ name, desc: first.desc === 1, width: columns.length });
      out.set(first.name, list);
    }
  } catch {
    // A virtual table has no indexes to list.
  }
  for (const list of out.values()) list.sort((a, b) => a.width - b.width);
  return out;
}

function read(db: Database.Database): DatabaseStructure {
  const master = db
    .prepare("select type, name, tbl_name, sql, rootpage from sqlite_master where type in ('table', 'view') order by rowid")
    .all() as MasterRow[];
  const tables = new Map<string, TableInfo>();
  const tableOrder: string[] = [];
  const viewOrder: string[] = [];
  const ftsTables: Array<{ name: string; decl: NonNullable<ReturnType<typeof parseFtsDeclaration>>; tblName: string }> = [];

  for (const row of master) {
    const isView = row.type === 'view';
    let columns: string[] = [];
    let primaryKeys: string[] = [];
    let outgoing: ForeignKey[] = [];
    try {
      const xinfo = db.prepare('select name, pk from pragma_table_xinfo(?)').all(row.name) as Array<{ name: string; pk: number }>;
      columns = xinfo.map((c) => c.name);
      primaryKeys = isView
        ? []
        : xinfo
            .filter((c) => c.pk > 0)
            .sort((a, b) => a.pk - b.pk)
            .map((c) => c.name);
      if (!isView) {
        const fks = db
          .prepare('select id, "from" as col, "table" as other, "to" as other_col from pragma_foreign_key_list(?)')
          .all(row.name) as Array<{ id: number; col: string; other: string; other_col: string | null }>;
        const perId = new Map<number, number>();
        for (const fk of fks) perId.set(fk.id, (perId.get(fk.id) ?? 0) + 1);
        // Compound foreign keys cannot be expanded to labels; Datasette skips them.
        outgoing = fks
          .filter((fk) => perId.get(fk.id) === 1)
          .map((fk) => ({ column: fk.col, other_table: fk.other, other_column: fk.other_col ?? 'rowid' }));
      }
    } catch {
      // A view over a missing table, or a virtual table of an absent module: list it without columns.
    }
    const leadingIndexes = isView ? new Map<string, LeadingIndex[]>() : indexesByLeadingColumn(db, row.name);
    const info: TableInfo = {
      name: row.name,
      isView,
      columns,
      primaryKeys,
      outgoing,
      incoming: [],
      hidden: false,
      leadingIndexes,
      sql: row.sql,
    };
    tables.set(row.name, info);
    (isView ? viewOrder : tableOrder).push(row.name);
    const decl = row.sql && !isView ? parseFtsDeclaration(row.sql) : null;
    if (decl) {
      ftsTables.push({ name: row.name, decl, tblName: row.tbl_name });
      info.ftsColumns = decl.columns;
      const rank = decl.version === 5 ? configuredRank(db, row.name) : undefined;
      if (rank !== undefined) info.ftsRank = rank;
    }
  }

  // Hidden: FTS tables and their shadow tables, SQLite's statistics tables. Datasette hides every
  // table whose name merely starts with an FTS table's name (no separator needed), so do we.
  for (const fts of ftsTables) {
    for (const t of tables.values()) {
      if (t.name.startsWith(fts.name)) t.hidden = true;
    }
  }
  for (const t of tables.values()) {
    if (/^sqlite_stat\d$/.test(t.name) || t.name === 'sqlite_sequence') t.hidden = true;
  }

  // Attach each FTS index to the table whose content it indexes.
  for (const fts of ftsTables) {
    const content = fts.decl.options.get('content');
    const source = content ?? fts.tblName;
    const target = tables.get(source);
    if (!target || target === tables.get(fts.name) || target.fts) continue;
    const pk = fts.decl.options.get('content_rowid') ?? 'rowid';
    target.fts = { table: fts.name, pk, columns: fts.decl.columns };
  }

  // An FTS table is its own index (Datasette's detect_fts matches it by tbl_name), so the listing
  // names it as its own `fts_table` and it can be searched directly.
  for (const fts of ftsTables) {
    const self = tables.get(fts.name)!;
    self.fts ??= { table: fts.name, pk: 'rowid', columns: fts.decl.columns };
  }

  for (const t of tables.values()) {
    for (const fk of t.outgoing) {
      tables.get(fk.other_table)?.incoming.push({ column: fk.other_column, other_table: t.name, other_column: fk.column });
    }
  }
  return { tables, tableOrder, viewOrder };
}
