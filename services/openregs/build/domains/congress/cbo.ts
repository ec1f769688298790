// CBO cost estimates for reported bills (105th Congress on, when CBO began publishing online).
import { apportion, type BuildContext, isoDay } from '../../../../../databases/build/kit/index.js';
import { COMMITTEES } from '../../vocab/congress-committees.js';
import { congressSpan, LAST_CONGRESS } from './calendar.js';
import { billLabel, type BillLists } from './bill-lists.js';
import { longDate } from './speech-text.js';

export const CBO_ESTIMATES_AT_SCALE_1 = 17_200;
const FIRST_CBO_CONGRESS = 105;

export const CBO_COLUMNS = ['bill_id', 'pub_date', 'title', 'description', 'url'] as const;

export function* cboRows(ctx: BuildContext, lists: BillLists): Generator<unknown[]> {
  const rng = ctx.rng('cbo_cost_estimates');
  const congresses: number[] = [];
  for (let c = FIRST_CBO_CONGRESS; c <= LAST_CONGRESS; c++) congresses.push(c);
  const counts = apportion(
    ctx.count(CBO_ESTIMATES_AT_SCALE_1, 100),
    congresses.map((c) => (c === LAST_CONGRESS ? 0.6 : 1)),
  );
  const committees = COMMITTEES.filter((c) => c.chamber !== 'joint');
  let publication = 0;
  for (let i = 0; i < congresses.length; i++) {
    const congress = congresses[i];
    const bills = lists.of(congress).byPopularity.filter((b) => ['hr', 's', 'hjres', 'sjres'].includes(b.type));
    if (!bills.length) continue;
    const [, last] = congressSpan(congress);
    for (let k = 0; k < counts[i]; k++) {
      const bill = bills[rng.skewed(bills.length, 2.2)];
      const from = Math.min(bill.introducedDay + 14, last);
      const day = rng.int(from, Math.max(from, Math.min(bill.latestDay + 30, last)));
      const committee = rng.pick(committees.filter((c) => c.chamber === (bill.originChamber === 'House' ? 'house' : 'senate')));
      const stage = rng.pick([
        `As ordered reported by the ${committee.name.replace(/^(House|Senate) /, `${committee.chamber === 'house' ? 'House' : 'Senate'} `)} on ${longDate(isoDay(Math.max(bill.introducedDay, day - rng.int(7, 60))))}`,
        `As introduced on ${longDate(isoDay(bill.introducedDay))}`,
        `As passed by the ${bill.originChamber} on ${longDate(isoDay(day - rng.int(1, 10)))}`,
      ]);
      const cost = rng.int(0, 4000);
      const description = `${stage}. CBO estimates that implementing the bill would cost ${cost === 0 ? 'less than $500,000' : `$${cost} million`} over the ${Number(isoDay(day).slice(0, 4)) + 1}-${Number(isoDay(day).slice(0, 4)) + 5} period${rng.bool(0.3) ? ', subject to the availability of appropriated funds' : ''}. ${rng.bool(0.4) ? 'Enacting the bill would affect direct spending; therefore, pay-as-you-go procedures apply.' : 'Enacting the bill would not affect direct spending or revenues.'}`;
      yield [
        bill.billId,
        isoDay(day),
        `${billLabel(bill.type, bill.number)}, ${bill.title.replace(/\.$/, '')}`,
        description,
        `https://www.cbo.gov/publication/${50000 + ++publication}`,
      ];
    }
  }
}
