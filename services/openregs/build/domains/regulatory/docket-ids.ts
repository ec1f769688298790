// Docket ids in each agency's real pattern: EPA-HQ-OAR-2021-0317, FDA-2021-N-0270,
// FWS-R8-ES-2016-0061, EERE-2019-BT-STD-0018, FAA-2021-0012. Sequence numbers rise within
// (prefix, year) with gaps, so small builds still show realistic four-digit numbers.
import type { Rng } from '../../../../../databases/build/kit/index.js';
import type { RegsAgency } from '../../vocab/agencies.js';

export class DocketIds {
  private readonly counters = new Map<string, number>();
  private readonly taken = new Set<string>();
  private readonly maxGap: number;

  constructor(scale: number) {
    this.maxGap = Math.max(1, Math.min(40, Math.round(0.6 / scale)));
  }

  /** Claim an id chosen elsewhere (the published example dockets). */
  claim(id: string): void {
    if (this.taken.has(id)) throw new Error(`docket id claimed twice: ${id}`);
    this.taken.add(id);
  }

  next(rng: Rng, agency: RegsAgency, year: number): string {
    const segment = rng.pick(agency.format.segments);
    const letter = agency.format.classLetters ? rng.pick(agency.format.classLetters) : '';
    const key = `${agency.code}|${agency.code === 'EERE' ? '' : segment}|${year}`;
    let sequence = this.counters.get(key) ?? 0;
    for (;;) {
      sequence += rng.int(1, this.maxGap);
      const id = format(agency.code, segment, letter, year, sequence);
      if (!this.taken.has(id)) {
        this.counters.set(key, sequence);
        this.taken.add(id);
        return id;
      }
    }
  }
}

function format(code: string, segment: string, letter: string, year: number, sequence: number): string {
  const n = String(sequence).padStart(4, '0');
  if (code === 'EERE') return `EERE-${year}-${segment}-${n}`;
  if (letter) return `${code}-${year}-${letter}-${n}`;
  return segment ? `${code}-${segment}-${year}-${n}` : `${code}-${year}-${n}`;
}
