// Senate office totals from the Secretary of the Senate's semiannual reports (FY2010-FY2025).
// Per report and office: one office-level row (line_category NULL) whose net_funds is the
// office's net spending for the period, and one row per object class whose net_funds are that
// class's share (they add up to the office-level figure). total_funding is the office's
// fiscal-year allowance, repeated on each row of the office as the report's header carries it.
import type { BuildContext, Member, Row } from '../../../../../databases/build/kit/index.js';
import { SENATE_COMMITTEE_OFFICES, SENATE_LINE_CATEGORIES, SENATE_OTHER_OFFICES } from '../../vocab/misc-disbursements.js';
import { servedBetween } from './sources.js';

interface Report {
  readonly id: string;
  readonly from: string;
  readonly to: string;
}

/** Semiannual periods: October-March (H1) and April-September (H2) of each fiscal year. */
function reports(): Report[] {
  const out: Report[] = [];
  for (let fy = 2010; fy <= 2025; fy++) {
    out.push({ id: `FY${fy}-H1`, from: `${fy - 1}-10-01`, to: `${fy}-03-31` });
    out.push({ id: `FY${fy}-H2`, from: `${fy}-04-01`, to: `${fy}-09-30` });
  }
  return out;
}

interface SenateOffice {
  readonly name: string;
  readonly party: string | null;
  readonly allowance: [number, number];
  readonly member?: Member;
}

function partyLetter(party: string): string {
  return party ? party[0].toUpperCase() : 'I';
}

export function generateSenateOffices(ctx: BuildContext, members: readonly Member[]): void {
  const periods = reports();
  const target = ctx.count(20_000, 400);
  const senators = members.filter((m) => servedBetween(m, 'Senate', periods[0].from, periods[periods.length - 1].to));
  const used = new Set<string>();
  const memberOffices: SenateOffice[] = [];
  for (const m of senators) {
    const base = `SENATOR ${(m.fullName || `${m.firstName} ${m.lastName}`).toUpperCase()}`;
    const name = used.has(base) ? `${base} (${m.state})` : base;
    if (used.has(name)) continue;
    used.add(name);
    memberOffices.push({ name, party: partyLetter(m.party), allowance: [3_100_000, 5_200_000], member: m });
  }
  // Every report lists each committee and officer of the Senate besides the senators' offices.
  const otherOffices: SenateOffice[] = [...SENATE_COMMITTEE_OFFICES, ...SENATE_OTHER_OFFICES].map((name) => ({
    name,
    party: null,
    allowance: name.startsWith('COMMITTEE') || name.includes('COMMITTEE') ? [2_000_000, 12_000_000] : [1_000_000, 30_000_000],
  }));
  ctx.insert(
    'senate_office_totals',
    ['id', 'report_id', 'period_start', 'period_end', 'office_name', 'office_party', 'line_category', 'total_funding', 'net_funds'],
    rows(ctx, periods, memberOffices, otherOffices),
    target,
  );
}

function* rows(
  ctx: BuildContext,
  periods: readonly Report[],
  memberOffices: readonly SenateOffice[],
  otherOffices: readonly SenateOffice[],
): Generator<Row> {
  const rng = ctx.rng('senate_office_totals');
  const allowances = new Map<string, number>();
  let id = 0;
  for (const p of periods) {
    const active = memberOffices.filter((o) => o.member && servedBetween(o.member, 'Senate', p.from, p.to)).concat(otherOffices);
    const fiscalYear = p.id.slice(0, 6);
    for (const office of active) {
      const key = `${fiscalYear}|${office.name}`;
      let allowance = allowances.get(key);
      if (allowance === undefined) {
        allowance = rng.int(office.allowance[0], office.allowance[1]);
        allowances.set(key, allowance);
      }
      const used = (allowance / 2) * (0.82 + rng.next() * 0.17);
      const lines: [string, number][] = [];
      for (const c of SENATE_LINE_CATEGORIES) {
        if (c.share < 0.01 && rng.bool(0.3)) continue; // small classes are often empty
        lines.push([c.name, Math.round(used * c.share * (0.7 + rng.next() * 0.6) * 100) / 100]);
      }
      const net = Math.round(lines.reduce((s, [, v]) => s + v, 0) * 100) / 100;
      yield [++id, p.id, p.from, p.to, office.name, office.party, null, allowance, net];
      for (const [category, amount] of lines) yield [++id, p.id, p.from, p.to, office.name, office.party, category, allowance, amount];
    }
  }
}
