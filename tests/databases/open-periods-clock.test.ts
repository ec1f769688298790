// The test demo build's "now" keeps "later today" possible whenever the suite runs: a build in the
// last seconds of a UTC day would otherwise have no deadline left in that day.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../databases/build/kit/index.js';
import { closingInstant } from '../../services/openregs/build/domains/regulatory/open-periods.js';
import { buildNow } from '../support/demo-db.js';

describe('the demo build clock', () => {
  it('leaves deadlines later the same day, even at the very end of a UTC day', () => {
    for (const clock of ['2026-11-26T23:59:59.700Z', '2026-11-26T23:30:00.000Z', '2026-11-26T00:00:00.400Z', '2026-11-26T12:34:56.789Z']) {
      const now = buildNow(Date.parse(clock));
      expect(now.toISOString().slice(0, 10)).toBe('2026-11-26');
      const rng = new Rng(1, 'clock');
      for (let i = 0; i < 50; i++) {
        const closes = closingInstant(rng, 'later-today', now);
        expect(Date.parse(closes), `${clock} → ${closes}`).toBeGreaterThan(now.getTime());
        expect(closes.slice(0, 10)).toBe('2026-11-26');
      }
    }
  });
});
