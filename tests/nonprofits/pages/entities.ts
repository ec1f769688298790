// The entities the 990 page tests open, chosen by SQL on the test build so each has data in every
// section it is tested on, and the expected rows of each section computed independently of the
// page's own SQL (canonical filings from the canonical_returns view, not the pages' per-filing test).
import type Database from 'better-sqlite3';

export interface Entities {
  /** A Form 990 filer (not a donor-advised-fund sponsor) with Schedule I grants to master-file EINs. */
  charity: string;
  /** The EIN that received the most Schedule I grants. */
  recipient: string;
  /** The private foundation that paid the most 990-PF grants. */
  foundation: string;
  /** The charity's canonical filing with the most Schedule I grant lines. */
  filing: string;
  /** A name listed by several organisations, paid somewhere, with a listing on a filing that is not canonical. */
  person: string;
  /** object_ids of the canonical filings (the canonical_returns view). */
  canonical: Set<string>;
}

const SPONSORS = `('110303001','311640316','232888152','237825575','205205488','311774905','527082731','046010342','300748315',
  '593652538','237174183','362167000','431152398','133062214','953510055','522166327','541934032','510198509','812644663','934792247')`;

export function chooseEntities(db: Database.Database): Entities {
  const one = (sql: string, ...params: unknown[]): string => {
    const value = db
      .prepare(sql)
      .pluck()
      .get(...params) as string | undefined;
    if (value === undefined) throw new Error(`no entity for ${sql}`);
    return value;
  };
  const canonical = new Set(db.prepare('select object_id from canonical_returns').pluck().all() as string[]);
  const charity = one(
    `select s.ein from schedule_i_990 s join bmf b on b.ein = s.recipient_ein
     where s.ein not in ${SPONSORS}
       and exists (select 1 from related_orgs x where x.ein = s.ein and x.related_ein is not null)
     group by s.ein order by count(*) desc, s.ein limit 1`,
  );
  const recipient = one(
    `select recipient_ein from schedule_i_990 where recipient_ein is not null group by recipient_ein order by count(*) desc, recipient_ein limit 1`,
  );
  const foundation = one(`select ein from grants where grant_type = 'paid' group by ein order by count(*) desc, ein limit 1`);
  const filings = db
    .prepare(
      `select s.object_id from schedule_i_990 s where s.ein = ? and exists (select 1 from officers o where o.object_id = s.object_id)
       group by s.object_id order by count(*) desc, s.object_id`,
    )
    .pluck()
    .all(charity) as string[];
  const filing = filings.find((f) => canonical.has(f));
  if (!filing) throw new Error(`no canonical filing with Schedule I grants for ${charity}`);
  const names = db
    .prepare(
      `select o.person_name from officers o group by o.person_name
       having count(distinct o.ein) > 1 order by count(*) desc, o.person_name`,
    )
    .pluck()
    .all() as string[];
  const offCanonical = new Set(
    (db.prepare('select person_name, object_id from officers').raw().all() as [string, string][])
      .filter(([, objectId]) => !canonical.has(objectId))
      .map(([name]) => name),
  );
  const paid = new Set(
    db.prepare('select distinct o.person_name from officers o where o.reportable_comp_filing_org > 0').pluck().all() as string[],
  );
  const person = names.find((n) => offCanonical.has(n) && paid.has(n));
  if (!person) throw new Error('no paid name listed off a canonical filing');
  return { charity, recipient, foundation, filing, person, canonical };
}
