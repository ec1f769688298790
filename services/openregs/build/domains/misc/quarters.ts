// Calendar quarters as the House statements of disbursements label and date them.
import { DAY_MS } from '../../../../../databases/build/kit/index.js';

/** Calendar quarters as the House statements label them ('2016Q1'), with their first and last day. */
export interface Quarter {
  readonly label: string;
  readonly firstDay: number;
  readonly lastDay: number;
}

/** Every quarter from (fromYear, fromQ) to (toYear, toQ) inclusive. */
export function quarters(fromYear: number, fromQ: number, toYear: number, toQ: number): Quarter[] {
  const out: Quarter[] = [];
  for (let y = fromYear, q = fromQ; y < toYear || (y === toYear && q <= toQ); q === 4 ? (y++, (q = 1)) : q++) {
    const first = Math.floor(Date.UTC(y, (q - 1) * 3, 1) / DAY_MS);
    const next = Math.floor(Date.UTC(q === 4 ? y + 1 : y, q === 4 ? 0 : q * 3, 1) / DAY_MS);
    out.push({ label: `${y}Q${q}`, firstDay: first, lastDay: next - 1 });
  }
  return out;
}
