// House offices as the Statements of Disbursements name them: member offices ("HON. NAME")
// for members who served in the House during the covered period, plus a scaled number of
// committees, leadership offices and officers of the House.
import { HOUSE_COMMITTEE_OFFICES, HOUSE_LEADERSHIP_OFFICES, HOUSE_OFFICER_OFFICES } from '../../vocab/misc-disbursements.js';
import { servedBetween } from './sources.js';
import { isoDay, type Member } from '../../../../../databases/build/kit/index.js';
import { type Quarter } from './quarters.js';

export type HouseOfficeType = 'member' | 'committee' | 'leadership' | 'officer';

export interface HouseOffice {
  readonly name: string;
  readonly type: HouseOfficeType;
  /** Index range (inclusive) into the period's quarters during which the office existed. */
  readonly fromQuarter: number;
  readonly toQuarter: number;
}

/** Non-member offices, interleaved so that any prefix has every kind. */
function nonMemberOffices(): { name: string; type: HouseOfficeType }[] {
  const lists: { names: readonly string[]; type: HouseOfficeType }[] = [
    { names: HOUSE_COMMITTEE_OFFICES, type: 'committee' },
    { names: HOUSE_LEADERSHIP_OFFICES, type: 'leadership' },
    { names: HOUSE_OFFICER_OFFICES, type: 'officer' },
  ];
  const out: { name: string; type: HouseOfficeType }[] = [];
  for (let i = 0; out.length < lists.reduce((s, l) => s + l.names.length, 0); i++) {
    for (const l of lists) if (i < l.names.length) out.push({ name: l.names[i], type: l.type });
  }
  return out;
}

export const NON_MEMBER_OFFICE_COUNT = HOUSE_COMMITTEE_OFFICES.length + HOUSE_LEADERSHIP_OFFICES.length + HOUSE_OFFICER_OFFICES.length;

/** Member offices of every House member serving within the quarters, then `nonMember` other offices. */
export function houseOffices(members: readonly Member[], periodQuarters: readonly Quarter[], nonMember: number): HouseOffice[] {
  const first = periodQuarters[0],
    last = periodQuarters[periodQuarters.length - 1];
  const from = isoDay(first.firstDay),
    to = isoDay(last.lastDay);
  const offices: HouseOffice[] = [];
  const used = new Set<string>();
  for (const m of members) {
    if (!servedBetween(m, 'House', from, to)) continue;
    const start = m.firstServed > from ? m.firstServed : from;
    const end = m.lastServed && m.lastServed < to ? m.lastServed : to;
    const fromQuarter = periodQuarters.findIndex((q) => isoDay(q.lastDay) >= start);
    let toQuarter = periodQuarters.length - 1;
    while (toQuarter > fromQuarter && isoDay(periodQuarters[toQuarter].firstDay) > end) toQuarter--;
    const base = `HON. ${(m.fullName || `${m.firstName} ${m.lastName}`).toUpperCase()}`;
    // Namesakes are told apart by state, as the statements do.
    const name = used.has(base) ? `${base} (${m.state})` : base;
    if (used.has(name)) continue;
    used.add(name);
    offices.push({ name, type: 'member', fromQuarter: Math.max(0, fromQuarter), toQuarter });
  }
  for (const o of nonMemberOffices().slice(0, nonMember)) offices.push({ ...o, fromQuarter: 0, toQuarter: periodQuarters.length - 1 });
  return offices;
}
