// What the entity-link generators draw from: ids of live (not merged) entities by type, and the
// organisation a normalised name resolves to when exactly one entity has it.
import type Database from 'better-sqlite3';
import { normalizeOrganization } from '../../vocab/organizations.js';

/** Live entities of the given types with the given condition, in id order. */
export function liveEntityIds(db: Database.Database, types: readonly string[], where = '1'): number[] {
  return db
    .prepare(
      `select entity_id from entities where entity_type in (${types.map(() => '?').join(', ')}) and status != 'merged' and (${where})
       order by entity_id`,
    )
    .pluck()
    .all(...types) as number[];
}

/**
 * Name → entity for names exactly one live entity has, held in a temporary table (gone with the
 * connection, never in the file). Call close() when done.
 */
export class UniqueNames {
  private readonly lookup: Database.Statement;
  constructor(private readonly db: Database.Database) {
    db.exec(`create temp table unique_entity_names as
      select name_normalized, min(entity_id) as entity_id from entities where status != 'merged'
      group by name_normalized having count(*) = 1`);
    db.exec('create unique index temp.unique_entity_names_key on unique_entity_names(name_normalized)');
    this.lookup = db.prepare('select entity_id from temp.unique_entity_names where name_normalized = ?').pluck();
  }
  /** The entity the name resolves to, or null when none or several have it. */
  resolve(name: string): number | null {
    const id = this.lookup.get(normalizeOrganization(name)) as number | undefined;
    return id ?? null;
  }
  close(): void {
    this.db.exec('drop table temp.unique_entity_names');
  }
}
