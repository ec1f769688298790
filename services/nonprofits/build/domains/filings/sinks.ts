// Prepared inserts for the per-filing detail tables, run inside the transaction the returns
// insert holds (so details and their filing commit together); counts rows per table.
import type Database from 'better-sqlite3';

type Value = string | number | null;

export class Sink {
  readonly columns: readonly string[];
  rows = 0;
  private readonly statement: Database.Statement;
  constructor(
    db: Database.Database,
    readonly table: string,
  ) {
    // Every column but the AUTOINCREMENT id, in table order.
    this.columns = (db.prepare(`select name from pragma_table_info('${table}')`).all() as { name: string }[])
      .map((c) => c.name)
      .filter((c) => c !== 'id');
    this.statement = db.prepare(`insert into ${table} (${this.columns.join(', ')}) values (${this.columns.map(() => '?').join(', ')})`);
  }
  add(values: readonly Value[]): void {
    if (values.length !== this.columns.length) throw new Error(`${this.table}: ${values.length} values for ${this.columns.length} columns`);
    this.statement.run(values);
    this.rows++;
  }
}
