// Committee -> regulated sector reference rows (loaded whole at every scale: they are reference
// data, 33 and 27 rows in the real service).
import { COMMITTEE_JURISDICTION, COMMITTEE_SECTORS } from '../../vocab/congress-sectors.js';

export const SECTOR_COLUMNS = [
  'committee_id',
  'committee_name',
  'chamber',
  'regulated_sectors',
  'example_tickers',
  'gics_sectors',
  'sic_ranges',
  'notes',
] as const;

export function* sectorRows(): Generator<unknown[]> {
  for (const s of COMMITTEE_SECTORS)
    yield [s.committeeId, s.committeeName, s.chamber, s.regulatedSectors, s.exampleTickers, s.gicsSectors, s.sicRanges, s.notes];
}

export const JURISDICTION_COLUMNS = [
  'committee_id',
  'committee_name',
  'chamber',
  'jurisdiction_desc',
  'sic_codes',
  'jurisdiction_tier',
  'notes',
] as const;

export function* jurisdictionRows(): Generator<unknown[]> {
  for (const j of COMMITTEE_JURISDICTION)
    yield [j.committeeId, j.committeeName, j.chamber, j.jurisdictionDesc, j.sicCodes, 'primary', j.notes];
}
