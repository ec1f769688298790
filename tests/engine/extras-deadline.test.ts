// A page stops waiting for its extras at its budget's end, whatever a statement does: SQLite does
// not interrupt some steps (sorting a group-by's rows), so a statement can outrun its own limit.
import { describe, expect, it } from 'vitest';
import { byDeadline, LATE } from '../../engine/views/table/extras-time.js';

const never = (): Promise<string> => new Promise<string>(() => undefined);

describe('byDeadline', () => {
  it('answers LATE when the deadline comes first, though the work never ends', async () => {
    expect(await byDeadline(never(), performance.now() + 5)).toBe(LATE);
  });

  it('answers LATE at once for a deadline already past', async () => {
    expect(await byDeadline(never(), performance.now() - 1)).toBe(LATE);
  });

  it("answers the work's own answer, or its own failure, when it comes first", async () => {
    expect(await byDeadline(Promise.resolve('rows'), performance.now() + 60_000)).toBe('rows');
    await expect(byDeadline(Promise.reject(new Error('no such column')), performance.now() + 60_000)).rejects.toThrow('no such column');
  });
});
