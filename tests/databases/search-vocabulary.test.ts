// The searches a newcomer tries first find plenty: for every OpenRegs FTS index, each common word
// of its domain matches at least a set share of the index's rows on the demo build (shares, not
// counts, so the same table holds at any scale). The words and shares live in
// tests/support/openregs-search-words.ts; the measure in tests/support/fts-share.ts.
import { describe, expect, it } from 'vitest';
import { demoDatabasePaths } from '../support/demo-db.js';
import { ftsShares, ftsTables } from '../support/fts-share.js';
import { OPENREGS_SEARCH_WORDS } from '../support/openregs-search-words.js';

const percent = (share: number): string => `${(share * 100).toFixed(2)}%`;

describe('search vocabulary of the OpenRegs full-text indexes', () => {
  it('covers every FTS index (openregs.db has them all; open_comments.db none)', () => {
    const { openregs, open_comments } = demoDatabasePaths();
    const listed = new Set(OPENREGS_SEARCH_WORDS.map((v) => v.fts));
    expect([...listed].sort()).toEqual(ftsTables(openregs));
    expect(ftsTables(open_comments)).toEqual([]);
  });

  it.each(OPENREGS_SEARCH_WORDS.map((v) => [v.fts, v.minShare, v] as const))(
    '%s: each word matches at least %s of the rows',
    (_fts, minShare, vocabulary) => {
      const shares = ftsShares(demoDatabasePaths().openregs, vocabulary.fts, vocabulary.words);
      expect(shares.total).toBeGreaterThan(0);
      const short = shares.words.filter((w) => w.share < minShare).map((w) => `${w.word} ${percent(w.share)} (${w.rows} rows)`);
      expect(short, `below ${percent(minShare)} of ${shares.total} rows`).toEqual([]);
    },
  );
});
