// What the deploy gate (`check`) prepares for each search kind: its expressions over its table and
// its FTS table, so a typo in a title or a missing index fails before deploy, not on the first search.
import { escapeSqlite } from '../sql/escape.js';
import type { SearchKind } from './schema.js';

export interface KindStatement {
  database: string;
  where: string;
  sql: string;
}

export function searchKindStatements(kinds: SearchKind[]): KindStatement[] {
  return kinds.flatMap((k): KindStatement[] => {
    const where = `search kind ${k.name}`;
    const exprs = [k.title, k.subtitle, k.snippet].filter((e): e is string => e !== undefined).join(', ');
    const filter = k.where ? ` where (${k.where})` : '';
    const order = k.order ? ` order by ${k.order}` : '';
    const out = [{ database: k.database, where, sql: `select ${exprs} from ${escapeSqlite(k.table)}${filter}${order} limit 0` }];
    if (k.fts) out.push({ database: k.database, where, sql: `select rowid, rank from ${escapeSqlite(k.fts)} limit 0` });
    return out;
  });
}
