// created_at/updated_at style timestamps inside the build's fixed calendar.
import { isoDay, pad2 } from '../../../../../databases/build/kit/index.js';

/** A timestamp inside the build's fixed calendar, for created_at/updated_at style columns. */
export function isoTimestamp(day: number, secondOfDay: number): string {
  const h = Math.floor(secondOfDay / 3600),
    m = Math.floor(secondOfDay / 60) % 60,
    s = secondOfDay % 60;
  return `${isoDay(day)} ${pad2(h)}:${pad2(m)}:${pad2(s)}`;
}

/** An ISO-8601 UTC timestamp (`YYYY-MM-DDTHH:MM:SSZ`), as the entity layer's newer tables write them. */
export function isoUtcTimestamp(day: number, secondOfDay: number): string {
  return `${isoTimestamp(day, secondOfDay).replace(' ', 'T')}Z`;
}
