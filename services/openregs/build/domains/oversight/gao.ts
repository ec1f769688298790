// gao_reports: GAO reports and testimonies since 1994. Up to 2008 they are full GovInfo
// records; from 2009 on, gao.gov stubs that fill only the id, title, date, report number,
// abstract and detail link (as in the real collection).
import {
  type BuildContext,
  congressOfDay,
  dayOf,
  dayOfDate,
  fill,
  isoDay,
  type Rng,
  type Row,
  skewedSubset,
  sparseRow,
  yearOfDay,
} from '../../../../../databases/build/kit/index.js';
import { GAO_AREA_LABELS, GAO_TITLE_PATTERNS, POLICY_AREAS, type PolicyArea } from '../../vocab/oversight-policy.js';
import type { PublicLaw } from './bills.js';

const GAO_COLUMNS = [
  'package_id',
  'title',
  'date_issued',
  'report_number',
  'document_type',
  'doc_class',
  'abstract',
  'subjects',
  'public_laws',
  'usc_references',
  'statute_references',
  'citation',
  'pdf_url',
  'html_url',
  'detail_url',
  'sudocs',
] as const;

const FIRST_DAY = dayOf(1994, 1, 3);
const LAST_GOVINFO_YEAR = 2008;
/** GAO's pre-2001 issuing divisions, by policy area. */
const DIVISIONS: Readonly<Record<string, string>> = {
  environment: 'RCED',
  energy: 'RCED',
  agriculture: 'RCED',
  transportation: 'RCED',
  housing: 'RCED',
  science: 'RCED',
  health: 'HEHS',
  education: 'HEHS',
  labor: 'HEHS',
  veterans: 'HEHS',
  defense: 'NSIAD',
  foreign: 'NSIAD',
  trade: 'NSIAD',
  technology: 'AIMD',
  finance: 'GGD',
  tax: 'GGD',
  justice: 'GGD',
  government: 'AIMD',
};
const USC_TITLES: Readonly<Record<string, string>> = {
  environment: '42 U.S.C. 7401',
  energy: '42 U.S.C. 7101',
  health: '42 U.S.C. 1395',
  trade: '19 U.S.C. 2411',
  finance: '12 U.S.C. 5301',
  tax: '26 U.S.C. 1',
  agriculture: '7 U.S.C. 1501',
  transportation: '23 U.S.C. 101',
  defense: '10 U.S.C. 2430',
  technology: '44 U.S.C. 3551',
  labor: '29 U.S.C. 651',
  education: '20 U.S.C. 1070',
  justice: '8 U.S.C. 1101',
  government: '31 U.S.C. 3321',
  foreign: '22 U.S.C. 2151',
  housing: '42 U.S.C. 5301',
  veterans: '38 U.S.C. 1701',
  science: '51 U.S.C. 20301',
};

function subjectsFor(rng: Rng, area: PolicyArea): string {
  const k = 1 + Math.floor(3 * rng.next() ** 2);
  // In list order, so a repeated set reads the same (a canned query groups by it).
  return skewedSubset(rng, area.gaoSubjects, k, 1.8).join(', ');
}

/** `eligible`: laws of the report's Congress and the four before it. */
function publicLawsFor(rng: Rng, eligible: readonly PublicLaw[], congress: number): string | null {
  if (!rng.bool(0.14)) return null;
  const k = rng.int(1, 3);
  const items = new Set<string>();
  for (let i = 0; i < k; i++) {
    // Mostly laws the legislation table knows; some it does not cover.
    const number = eligible.length > 0 && rng.bool(0.8) ? rng.pick(eligible).number : `${congress - rng.int(0, 3)}-${rng.int(1, 380)}`;
    items.add(`Public Law ${number}`);
  }
  return [...items].join(', ');
}

export function insertGaoReports(ctx: BuildContext, laws: readonly PublicLaw[]): void {
  const rng = ctx.rng('gao_reports');
  const n = ctx.count(73_725, 60);
  const lastDay = dayOfDate(ctx.now);
  const span = lastDay - FIRST_DAY;
  const counters = new Map<string, number>();
  const lawsByWindow = new Map<number, PublicLaw[]>();
  const lawsNear = (congress: number): readonly PublicLaw[] => {
    let list = lawsByWindow.get(congress);
    if (!list) {
      list = laws.filter((l) => l.congress <= congress && l.congress >= congress - 4);
      lawsByWindow.set(congress, list);
    }
    return list;
  };

  function* rows(): Generator<Row> {
    for (let i = 0; i < n; i++) {
      const day = FIRST_DAY + Math.floor(((i + rng.next()) * span) / n);
      const year = yearOfDay(day);
      const yy = String(year % 100).padStart(2, '0');
      const area = rng.pick(POLICY_AREAS);
      const kind = rng.weighted(['Report', 'Testimony', 'Correspondence'], [70, 20, 10]);
      const testimony = kind === 'Testimony';
      const series = year < 2001 ? `${testimony ? 'T-' : ''}${DIVISIONS[area.key]}` : 'GAO';
      const counterKey = `${series}-${yy}`;
      const seq = (counters.get(counterKey) ?? (year >= 2020 ? 103_000 + rng.int(0, 400) : 0)) + rng.int(1, 3);
      counters.set(counterKey, seq);
      const reportNumber = year < 2001 ? `${series}-${yy}-${seq}` : `GAO-${yy}-${seq}${testimony && year < 2020 ? 'T' : ''}`;
      const issue = rng.pick(area.issues);
      const label = rng.pick(GAO_AREA_LABELS[area.key] ?? ['Federal Programs']);
      const title = `${label}: ${fill(rng.pick(GAO_TITLE_PATTERNS), { issue }, { lowerInnerThe: true })}`;
      const agency = rng.pick(area.agencies);
      const abstract = `${rng.pick(area.findings)} GAO reviewed ${issue.toLowerCase()} at the ${agency}. ${rng.pick(area.findings)} GAO recommends that the ${agency} improve its oversight and report on progress to Congress.`;
      if (year > LAST_GOVINFO_YEAR) {
        yield sparseRow(GAO_COLUMNS, {
          package_id: reportNumber,
          title,
          date_issued: isoDay(day),
          report_number: reportNumber,
          abstract,
          detail_url: `https://www.gao.gov/products/${reportNumber.toLowerCase()}`,
        });
        continue;
      }
      const packageId = `GAOREPORTS-${reportNumber}`;
      const base = `https://www.govinfo.gov/content/pkg/${packageId}`;
      const statute = rng.bool(0.3) ? `${rng.int(100, 122)} Stat. ${rng.int(1, 3000)}` : null;
      yield [
        packageId,
        title,
        isoDay(day),
        reportNumber,
        kind,
        testimony ? 'T' : series,
        abstract,
        subjectsFor(rng, area),
        publicLawsFor(rng, lawsNear(congressOfDay(day)), congressOfDay(day)),
        rng.bool(0.4) ? USC_TITLES[area.key] : null,
        statute,
        `GAO/${reportNumber}`,
        `${base}/pdf/${packageId}.pdf`,
        `${base}/html/${packageId}.htm`,
        `https://www.govinfo.gov/app/details/${packageId}`,
        `GA 1.13:${reportNumber}`,
      ];
    }
  }
  ctx.insert('gao_reports', GAO_COLUMNS, rows(), n);
}
