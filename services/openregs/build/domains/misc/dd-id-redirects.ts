// dd_id_redirects: where retired DD-IDs lead. Every merged entity's DD-ID forwards to the DD-ID of
// the entity at the end of its merge chain (chains collapsed); a few merges were reversed later
// (unmerged_at set, both entities live again); analysts retired a few more ids by hand
// (manual_correction, note starting MANUAL_OVERRIDE:) or deleted them with no successor
// (soft_delete, new_dd_id NULL). Timestamps are ISO-8601 UTC.
import { type BuildContext, dayOfDate, dayOfIso, type Rng, type Row } from '../../../../../databases/build/kit/index.js';
import { liveEntityIds } from './entity-pools.js';
import { isoUtcTimestamp } from './timestamps.js';

export const REDIRECT_COLUMNS = ['old_dd_id', 'new_dd_id', 'reason', 'merged_at', 'unmerged_at', 'resolution_note'] as const;

/** Reversed merges, hand corrections and soft deletes, per hundred merges. */
const REVERSED_SHARE = 0.01;
const CORRECTION_SHARE = 0.02;
const SOFT_DELETE_SHARE = 0.02;

interface MergedHead {
  entity_id: number;
  dd_id: string;
  merged_into_entity_id: number;
  updated_at: string;
}

/** A moment from the day `from` to the day before `today` (none lies after the build's day). */
function timestampAfter(rng: Rng, from: number, today: number): string {
  return isoUtcTimestamp(from + rng.int(0, Math.max(0, today - 1 - from)), rng.int(0, 86_399));
}

export function generateDdIdRedirects(ctx: BuildContext): void {
  const rng = ctx.rng('dd_id_redirects');
  const today = dayOfDate(ctx.now);
  const merged = ctx.db
    .prepare(
      `select entity_id, dd_id, merged_into_entity_id, updated_at from entities
       where status = 'merged' and merged_into_entity_id is not null and dd_id is not null order by entity_id`,
    )
    .all() as MergedHead[];
  const into = new Map(merged.map((m) => [m.entity_id, m.merged_into_entity_id]));
  const ddId = ctx.db.prepare('select dd_id from entities where entity_id = ?').pluck();
  const live = liveEntityIds(
    ctx.db,
    ['public_company', 'private_company', 'nonprofit', 'foreign_entity', 'trade_association', 'union'],
    "status = 'active'",
  );
  const entityCount = ctx.db.prepare('select count(*) from entities').pluck().get() as number;
  const extra = (share: number): number => (live.length < 2 ? 0 : Math.max(1, Math.round(merged.length * share)));
  const reversed = extra(REVERSED_SHARE);
  const corrected = extra(CORRECTION_SHARE);
  const deleted = extra(SOFT_DELETE_SHARE);

  function* rows(): Generator<Row> {
    const used = new Set<string>();
    for (const m of merged) {
      let survivor = m.merged_into_entity_id;
      for (let step = 0; into.has(survivor) && step < 100; step++) survivor = into.get(survivor) as number;
      const target = ddId.get(survivor) as string | undefined;
      if (!target || target === m.dd_id || used.has(m.dd_id)) continue;
      used.add(m.dd_id);
      yield [m.dd_id, target, 'merge', timestampAfter(rng, dayOfIso(m.updated_at), today), null, null];
    }
    for (let i = 0; i < reversed; i++) {
      const [a, b] = [rng.pick(live), rng.pick(live)];
      const old = ddId.get(a) as string;
      if (a === b || used.has(old)) continue;
      used.add(old);
      const mergedDay = today - rng.int(30, 400);
      yield [
        old,
        ddId.get(b),
        'merge',
        timestampAfter(rng, mergedDay, mergedDay),
        timestampAfter(rng, mergedDay + 1, today),
        'Merge reversed: distinct organizations',
      ];
    }
    // Retired ids of records that no longer exist: numbered past every current entity.
    const retired = (k: number): string => `DD-E-X-${(entityCount + 1 + k).toString(36).toUpperCase().padStart(7, '0')}`;
    for (let i = 0; i < corrected; i++) {
      yield [
        retired(i),
        ddId.get(rng.pick(live)),
        'manual_correction',
        timestampAfter(rng, today - 400, today),
        null,
        'MANUAL_OVERRIDE: duplicate record re-pointed by an analyst',
      ];
    }
    for (let i = 0; i < deleted; i++) {
      yield [retired(corrected + i), null, 'soft_delete', timestampAfter(rng, today - 400, today), null, 'Removed: not an organization'];
    }
  }
  ctx.insert('dd_id_redirects', REDIRECT_COLUMNS, rows(), merged.length + reversed + corrected + deleted);
}
