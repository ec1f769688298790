// lobbying_bills: bill citations mined from each activity's specific_issues text, one row per
// distinct (type, number) per activity, dated to the Congress in session in the filing year.
import type Database from 'better-sqlite3';
import { congressOfYear, readBack, type Row } from '../../../../../databases/build/kit/index.js';
import { mineBills } from './lobbying-text.js';

export const BILL_COLUMNS = ['filing_uuid', 'bill_congress', 'bill_type', 'bill_number', 'bill_id', 'client_name', 'issue_code'] as const;

interface ActivityText {
  _rowid: number;
  filing_uuid: string;
  client_name: string;
  issue_code: string | null;
  filing_year: number;
  specific_issues: string | null;
}

export function* billRows(db: Database.Database): Generator<Row> {
  const sql = `select rowid as _rowid, filing_uuid, client_name, issue_code, filing_year, specific_issues
    from lobbying_activities where rowid > ? order by rowid limit ?`;
  for (const a of readBack<ActivityText>(db, sql)) {
    if (!a.specific_issues) continue;
    // A filing year's bills are of the Congress sitting in its later months.
    const congress = congressOfYear(a.filing_year);
    for (const bill of mineBills(a.specific_issues)) {
      yield [a.filing_uuid, congress, bill.type, bill.number, `${congress}-${bill.type}-${bill.number}`, a.client_name, a.issue_code];
    }
  }
}
