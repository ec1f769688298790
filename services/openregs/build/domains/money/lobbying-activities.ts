// lobbying_activities: one row per (LD-2 report, issue area), no amounts. The issues come from
// the client's profile; the text cites bills of the Congress in session that year. A report
// marked "no activity" keeps a single placeholder row with a NULL issue code.
import type Database from 'better-sqlite3';
import { congressOfYear, readBack, type Rng, type Row } from '../../../../../databases/build/kit/index.js';
import { ISSUE_AREAS } from '../../vocab/money-issues.js';
import type { LobbyClient } from './lobbying-entities.js';
import { governmentEntities, specificIssues } from './lobbying-text.js';
import type { BillRef, CongressBills } from './members.js';
import { Quota } from './quota.js';

export const ACTIVITY_COLUMNS = [
  'filing_uuid',
  'filing_type',
  'registrant_name',
  'registrant_id',
  'client_name',
  'client_name_normalized',
  'filing_year',
  'filing_period',
  'issue_code',
  'specific_issues',
  'government_entities',
  'is_no_activity',
  'is_termination',
  'received_date',
] as const;

interface Ld2Filing {
  _rowid: number;
  filing_uuid: string;
  filing_type: string;
  registrant_id: number;
  registrant_name: string;
  client_id: number;
  client_name: string;
  filing_year: number;
  filing_period: string;
  is_no_activity: number;
  is_termination: number;
  received_date: string;
}

export const LD2_FILINGS_SQL = `select rowid as _rowid, filing_uuid, filing_type, registrant_id, registrant_name, client_id,
  client_name, filing_year, filing_period, is_no_activity, is_termination, received_date
  from lobbying_filings where rowid > ? and filing_type glob '[1234Q]*' order by rowid limit ?`;

/** Bills a report cites under one issue: mostly of the issue's policy area, a few popular ones. */
function pickBills(rng: Rng, bills: CongressBills | undefined, policyArea: string, k: number): BillRef[] {
  if (k === 0) return [];
  const out: BillRef[] = [];
  const seen = new Set<string>();
  for (let guard = 0; out.length < k && guard < k * 6; guard++) {
    let bill: BillRef;
    if (bills && bills.all.length > 0) {
      const area = bills.byArea.get(policyArea);
      const list = area && area.length > 0 && rng.bool(0.9) ? area : bills.all;
      bill = list[rng.skewed(list.length, 2.5)];
    } else {
      // No legislation loaded for that Congress: cite a plausible bill anyway.
      bill = { type: rng.bool(0.7) ? 'hr' : 's', number: 1 + rng.skewed(9000, 2), title: '' };
    }
    const key = `${bill.type}-${bill.number}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(bill);
    }
  }
  return out;
}

/** How many bills one activity cites: usually none to two, occasionally a long list. */
function billCount(rng: Rng, mean: number): number {
  if (rng.bool(0.04)) return rng.int(3, 8);
  return Math.round(rng.next() * 2 * Math.max(0, mean - 0.22));
}

export function* activityRows(
  db: Database.Database,
  rng: Rng,
  target: number,
  billTarget: number,
  clients: readonly LobbyClient[],
  billsByCongress: ReadonlyMap<number, CongressBills>,
  fixtureIssues: ReadonlyMap<string, readonly string[]>,
): Generator<Row> {
  const ld2Count = (db.prepare(`select count(*) as n from lobbying_filings where filing_type glob '[1234Q]*'`).get() as { n: number }).n;
  const activities = new Quota(target, ld2Count);
  const bills = new Quota(billTarget, target);
  for (const f of readBack<Ld2Filing>(db, LD2_FILINGS_SQL)) {
    const client = clients[f.client_id - 1];
    const normalized = client ? client.normalized : f.client_name.toUpperCase().trim();
    const base = [
      f.filing_uuid,
      f.filing_type,
      f.registrant_name,
      f.registrant_id,
      f.client_name,
      normalized,
      f.filing_year,
      f.filing_period,
    ];
    if (f.is_no_activity === 1 || !client) {
      activities.take(1);
      yield [...base, null, '', '', f.is_no_activity, f.is_termination, f.received_date];
      continue;
    }
    const mean = activities.mean();
    const wanted = 1 + Math.round(rng.next() * 2 * Math.max(0, mean - 1));
    const k = Math.min(client.issues.length, Math.max(1, wanted));
    // The primary issue is almost always reported; the rest vary report to report.
    const fixed = fixtureIssues.get(f.filing_uuid);
    const chosen = fixed
      ? fixed.map((code) => ISSUE_AREAS.findIndex((a) => a.code === code))
      : rng.bool(0.85)
        ? [client.issues[0], ...rng.sample(client.issues.slice(1), k - 1)]
        : rng.sample(client.issues, k);
    activities.take(chosen.length);
    const congressBills = billsByCongress.get(congressOfYear(f.filing_year));
    for (const issueIndex of chosen) {
      const area = ISSUE_AREAS[issueIndex];
      const cited = pickBills(rng, congressBills, area.policyArea, billCount(rng, bills.mean()));
      bills.take(cited.length);
      yield [
        ...base,
        area.code,
        specificIssues(rng, area, cited),
        governmentEntities(rng, area),
        f.is_no_activity,
        f.is_termination,
        f.received_date,
      ];
    }
  }
}
