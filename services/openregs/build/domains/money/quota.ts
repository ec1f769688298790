// Spreading a target row count over a stream of parent rows.

/**
 * Spreads a total over a stream of parents so the children add up to (nearly) exactly `total`:
 * each parent asks for its share given what is left.
 */
export class Quota {
  private left: number;
  private parentsLeft: number;
  constructor(total: number, parents: number) {
    this.left = total;
    this.parentsLeft = Math.max(1, parents);
  }
  /** Mean children per remaining parent. */
  mean(): number {
    return this.parentsLeft > 0 ? Math.max(0, this.left) / this.parentsLeft : 0;
  }
  /** Record that the current parent got `n` children. */
  take(n: number): void {
    this.left -= n;
    this.parentsLeft = Math.max(0, this.parentsLeft - 1);
  }
}
