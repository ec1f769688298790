// Rows reach the HTML pages as raw values (`format: 'html'` views).
import type { Rows, ValueRows } from '../views/result.js';

export function valueRows(rows: Rows): ValueRows {
  if (rows.form !== 'values') throw new Error('HTML pages need rows as values: run the view with format html');
  return rows;
}
