// lobbying_affiliated_orgs: the affiliated organisations each filing lists, exactly
// affiliated_org_count of them. A client lists the same affiliates filing after filing (its parent,
// members or coalition partners, some abroad), the first ones most often. Ids come from the full
// lobbying pull, where re-parsed filings get new ids, so they have gaps.
import type Database from 'better-sqlite3';
import { readBack, type Rng, type Row } from '../../../../../databases/build/kit/index.js';
import { ORGANIZATIONS } from '../../vocab/organizations.js';
import { COMPANY_SUFFIXES, FIRM_NAME_PATTERN, INDUSTRY_WORDS, NAME_WORDS } from '../../vocab/money-lobbying.js';
import { AFFILIATE_COUNTRIES, UNITED_STATES } from '../../vocab/money-lobbying-affiliates.js';

export const AFFILIATED_ORG_COLUMNS = ['id', 'filing_uuid', 'org_name', 'country', 'country_code'] as const;

/** Most affiliates a filing lists (the filings' affiliated_org_count stays below it). */
const MAX_AFFILIATES = 8;
const FOREIGN_SHARE = 0.15;
/** Affiliates the API gives without a country. */
const NO_COUNTRY_SHARE = 0.04;

type Affiliate = readonly [name: string, country: string | null, display: string | null];

const SHARED = ORGANIZATIONS.filter((o) => !FIRM_NAME_PATTERN.test(o));
const COUNTRY_WEIGHTS = AFFILIATE_COUNTRIES.map((c) => c.weight);

function affiliate(rng: Rng): Affiliate {
  if (rng.bool(FOREIGN_SHARE)) {
    const country = rng.weighted(AFFILIATE_COUNTRIES, COUNTRY_WEIGHTS);
    return [`${rng.pick(NAME_WORDS)} ${rng.pick(INDUSTRY_WORDS)} ${country.suffix}`, country.code, country.name];
  }
  const name = rng.bool(0.4)
    ? rng.pick(SHARED)
    : `${rng.pick(NAME_WORDS)} ${rng.pick(INDUSTRY_WORDS)} ${rng.pick(COMPANY_SUFFIXES)}`.trim();
  return rng.bool(NO_COUNTRY_SHARE) ? [name, null, null] : [name, UNITED_STATES.code, UNITED_STATES.name];
}

interface FilingHead {
  _rowid: number;
  filing_uuid: string;
  lister: string;
  affiliated_org_count: number;
}

export function* affiliatedOrgRows(db: Database.Database, rng: Rng): Generator<Row> {
  const byLister = new Map<string, Affiliate[]>();
  const filings = readBack<FilingHead>(
    db,
    `select rowid as _rowid, filing_uuid, coalesce(client_name, registrant_name, '') as lister, affiliated_org_count
     from lobbying_filings where rowid > ? and affiliated_org_count > 0 order by rowid limit ?`,
  );
  let id = 0;
  for (const f of filings) {
    let list = byLister.get(f.lister);
    if (!list) {
      list = [];
      byLister.set(f.lister, list);
    }
    while (list.length < Math.min(f.affiliated_org_count, MAX_AFFILIATES)) list.push(affiliate(rng));
    for (let i = 0; i < f.affiliated_org_count; i++) {
      const [name, country, display] = list[i % list.length];
      id += rng.bool(0.15) ? rng.int(2, 40) : 1;
      yield [id, f.filing_uuid, name, country, display];
    }
  }
}
