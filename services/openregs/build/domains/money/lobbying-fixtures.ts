// LD-2 reports the published research questions ask about, filed at every seed and scale on
// top of the random ones, with the issue areas their activity rows must carry.

export interface FixtureReport {
  readonly client: string;
  readonly year: number;
  readonly quarter: 1 | 2 | 3 | 4;
  readonly issues: readonly string[];
}

export const FIXTURE_REPORTS: readonly FixtureReport[] = [
  // On which environmental issues did the U.S. Chamber of Commerce lobby in 2023?
  { client: 'U.S. Chamber of Commerce', year: 2023, quarter: 2, issues: ['ENV', 'TAX'] },
];
