// Rows of wide tables where a source fills only a few columns (stubs, reports of another kind).

/** A row in `columns` order from the cells named in `cells`; every column not named is NULL. */
export function sparseRow<C extends string>(columns: readonly C[], cells: Partial<Record<C, unknown>>): unknown[] {
  return columns.map((column) => (Object.hasOwn(cells, column) ? cells[column] : null));
}
