// Row counts of the latest published vintage (scale 1) and the returns year × form matrix.

export const SCALE1 = {
  returns: 5_595_912,
  bmf: 1_957_340,
  bmf_former: 60_443,
  officers: 45_772_456,
  grants: 14_402_178,
  capital_gains: 18_139_997,
  schedule_i_990: 7_243_504,
  related_orgs: 9_634_856,
  investments: 5_334_190,
  contractors: 1_096_945,
  contributors: 534_603,
  program_activities: 399_569,
  program_investments: 225_908,
  top_employees: 56_603,
  schedule_i_grants: 1_504_940,
  returns_ntee_source: 593_626,
} as const;

export type CountedTable = keyof typeof SCALE1;

/** Distinct filer EINs at scale 1. */
export const FILER_ORGS = 900_000;

/** Returns per tax year (2014..2025) and form (990, 990EZ, 990PF, 990T) at scale 1. */
export const RETURNS_MATRIX: readonly (readonly [number, number, number, number])[] = [
  [9_602, 3_436, 3_750, 0],
  [108_820, 38_935, 42_506, 0],
  [248_607, 96_363, 97_107, 0],
  [272_363, 113_692, 106_385, 0],
  [283_168, 126_646, 110_606, 0],
  [311_606, 148_655, 121_714, 0],
  [326_258, 165_373, 127_436, 18_867],
  [327_351, 195_208, 127_864, 21_086],
  [335_242, 199_914, 130_945, 22_196],
  [340_316, 202_940, 132_928, 23_306],
  [299_187, 178_414, 116_863, 21_086],
  [17_480, 10_424, 6_828, 4_439],
];

/** Exact row count of a table at this scale. */
export function target(scale: number, base: number): number {
  return Math.max(1, Math.round(base * scale));
}

/** The matrix scaled, its largest cell adjusted so the cells sum to the returns target. */
export function scaledMatrix(scale: number): number[][] {
  const cells = RETURNS_MATRIX.map((row) => row.map((n) => Math.round(n * scale)));
  const total = cells.reduce((sum, row) => sum + row.reduce((a, b) => a + b, 0), 0);
  let best = [0, 0];
  cells.forEach((row, y) =>
    row.forEach((n, f) => {
      if (n > cells[best[0]][best[1]]) best = [y, f];
    }),
  );
  cells[best[0]][best[1]] += target(scale, SCALE1.returns) - total;
  return cells;
}
