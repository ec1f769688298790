// Bills of the legislation table (congress domain), grouped by Congress, and the public laws
// recorded in legislation_actions: what CRS reports cite and GAO reports list.
import type Database from 'better-sqlite3';

export interface BillRef {
  readonly billId: string;
  readonly congress: number;
  readonly billType: string;
  readonly billNumber: number;
  readonly title: string;
}

export interface PublicLaw {
  /** As in legislation_actions' "Became Public Law No: 117-58." */
  readonly number: string;
  readonly congress: number;
}

export function loadBillsByCongress(db: Database.Database): Map<number, BillRef[]> {
  const byCongress = new Map<number, BillRef[]>();
  const rows = db.prepare('select bill_id, congress, bill_type, bill_number, title from legislation order by bill_id').all() as {
    bill_id: string;
    congress: number;
    bill_type: string;
    bill_number: number;
    title: string | null;
  }[];
  for (const r of rows) {
    let list = byCongress.get(r.congress);
    if (!list) {
      list = [];
      byCongress.set(r.congress, list);
    }
    list.push({ billId: r.bill_id, congress: r.congress, billType: r.bill_type, billNumber: r.bill_number, title: r.title ?? '' });
  }
  return byCongress;
}

const LAW_PREFIX = 'Became Public Law No: ';

export function loadPublicLaws(db: Database.Database): PublicLaw[] {
  const rows = db
    .prepare(
      `select distinct action_text from legislation_actions
      where action_text like '${LAW_PREFIX}%' order by action_text`,
    )
    .all() as { action_text: string }[];
  const laws: PublicLaw[] = [];
  for (const r of rows) {
    const number = r.action_text.slice(LAW_PREFIX.length).replace(/\.$/, '');
    const congress = Number(number.split('-')[0]);
    if (Number.isInteger(congress)) laws.push({ number, congress });
  }
  return laws;
}
