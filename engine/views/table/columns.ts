// `_col` / `_nocol`: which columns a table page selects.
import type { TableInfo } from '../../db/introspect.js';
import type { RequestInfo } from '../../request.js';
import { HttpError } from '../../errors.js';

export function selectedColumns(req: RequestInfo, table: TableInfo, rowid: boolean): string[] {
  const all = rowid ? ['rowid', ...table.columns] : [...table.columns];
  const keys = rowid ? ['rowid'] : table.primaryKeys;
  const wanted = req.getAll('_col');
  const unwanted = req.getAll('_nocol');
  let columns = all;
  if (wanted.length) {
    const bad = wanted.filter((c) => !all.includes(c));
    if (bad.length) throw new HttpError(400, `_col=${bad.join(', ')} - invalid columns`);
    columns = [...new Set([...keys, ...wanted])];
  }
  if (unwanted.length) {
    const bad = unwanted.filter((c) => !all.includes(c) || keys.includes(c));
    if (bad.length) throw new HttpError(400, `_nocol=${bad.join(', ')} - invalid columns`);
    columns = columns.filter((c) => !unwanted.includes(c));
  }
  return columns;
}
