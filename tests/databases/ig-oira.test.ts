// Inspector General reports and OIRA reviews in the demo build (scale 0.01, seed 1): the joins
// (recommendations to reports, reviews to Federal Register rules, meetings to reviews, attendees to
// meetings), the published data's quirks (0 for unreported money, duplicate reviews, two date
// layouts and a gen_ id in the meetings, '' on scraped rows, the crude is_government test) and
// freshness against the build's day.
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOVERNMENT_MARKERS, isGovernment } from '../../services/openregs/build/domains/regulatory/oira-attendees.js';
import { demoBuildInfo } from '../support/demo-db.js';

let db: Database.Database;
let now: Date;
beforeAll(() => {
  const info = demoBuildInfo();
  db = new Database(info.openregs, { readonly: true });
  now = new Date(info.now);
});
afterAll(() => db?.close());

const all = <T>(sql: string, ...params: unknown[]): T[] => db.prepare(sql).all(...params) as T[];
const value = <T>(sql: string, ...params: unknown[]): T =>
  db
    .prepare(sql)
    .pluck()
    .get(...params) as T;
const count = (sql: string, ...params: unknown[]): number => value<number>(`select count(*) from (${sql})`, ...params);
const today = (): string => now.toISOString().slice(0, 10);
const daysBefore = (iso: string): number => (Date.parse(today()) - Date.parse(iso)) / 86_400_000;

describe('ig_reports and ig_recommendations', () => {
  it('links every recommendation to a report', () => {
    expect(count('select 1 from ig_recommendations r where r.report_id not in (select report_id from ig_reports)')).toBe(0);
    expect(count('select 1 from (select report_id, rec_number from ig_recommendations group by 1, 2 having count(*) > 1)')).toBe(0);
  });

  it('uses 0, never NULL, where the site states no money or count', () => {
    for (const column of ['num_recommendations', 'questioned_costs', 'funds_for_better_use'])
      expect(count(`select 1 from ig_reports where ${column} is null`), column).toBe(0);
    for (const column of ['questioned_costs', 'funds_for_better_use']) {
      expect(count(`select 1 from ig_recommendations where ${column} is null`), column).toBe(0);
      const zero = count(`select 1 from ig_reports where ${column} = 0`) / count('select 1 from ig_reports');
      expect(zero, column).toBeGreaterThan(0.7);
      expect(zero, column).toBeLessThan(1);
    }
    // Investigations state no recommendations or findings of money.
    expect(
      count(
        "select 1 from ig_reports where report_type = 'Investigation' and num_recommendations + questioned_costs + funds_for_better_use > 0",
      ),
    ).toBe(0);
  });

  it('lists open recommendations: usually fewer rows than the stated count, sometimes rows for no stated count', () => {
    const listed = all<{ stated: number; rows: number }>(
      `select g.num_recommendations as stated, count(*) as rows from ig_recommendations r join ig_reports g using (report_id) group by r.report_id`,
    );
    expect(listed.filter((r) => r.stated > 0 && r.rows <= r.stated).length / listed.length).toBeGreaterThan(0.8);
    expect(all<{ s: string }>('select distinct significant as s from ig_recommendations order by 1').map((r) => r.s)).toEqual([
      'No',
      'Yes',
    ]);
  });

  it('keys reports by their page slug of at most 120 characters, with the page and PDF on oversight.gov', () => {
    expect(count('select 1 from ig_reports where length(report_id) > 120')).toBe(0);
    expect(
      count(
        "select 1 from ig_reports where detail_url is not null and detail_url not like 'https://www.oversight.gov/report/%/' || report_id",
      ),
    ).toBe(0);
    expect(count("select 1 from ig_reports where pdf_url is not null and pdf_url not like 'https://www.oversight.gov/%.pdf'")).toBe(0);
    expect(count("select 1 from ig_reports where detail_url is not null and report_id glob '*[^a-z0-9-]*'")).toBe(0);
  });

  it('dates reports YYYY-MM-DD (a few by the listing text) and is current', () => {
    const iso = "date_issued glob '[12][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'";
    const listingText = "date_issued glob '[0-1][0-9]/[0-3][0-9]/[12][0-9][0-9][0-9]'";
    expect(count(`select 1 from ig_reports where not (${iso} or ${listingText})`)).toBe(0);
    expect(count(`select 1 from ig_reports where ${listingText}`) / count('select 1 from ig_reports')).toBeLessThan(0.02);
    expect(
      daysBefore(value<string>(`select max(date_issued) from ig_reports where ${iso} and date_issued <= ?`, today())),
    ).toBeLessThanOrEqual(45);
  });

  it('spreads reports over many OIGs, audits the most common type', () => {
    expect(value<number>('select count(distinct submitting_oig) from ig_reports')).toBeGreaterThan(20);
    expect(value<string>('select report_type from ig_reports group by 1 order by count(*) desc limit 1')).toBe('Audit');
  });
});

describe('oira_reviews', () => {
  it('keys each review by a RIN whose first four digits are its agency code', () => {
    expect(
      count("select 1 from oira_reviews where rin not glob '[0-9][0-9][0-9][0-9]-A[A-Z][0-9][0-9]' or agency_code != substr(rin, 1, 4)"),
    ).toBe(0);
  });

  it('reviews rules the Federal Register published, received before and completed before publication', () => {
    const published = all<{ rin: string; date_received: string; date_completed: string; date_published: string; title: string }>(
      "select rin, date_received, date_completed, date_published, title from oira_reviews where date_published >= '1994-01-01'",
    );
    expect(published.length).toBeGreaterThan(0);
    const document = db.prepare(
      "select title from federal_register where ', ' || regulation_id_numbers || ', ' like '%, ' || ? || ', %' and publication_date = ? and type in ('Rule', 'Proposed Rule')",
    );
    const matched = published.filter((r) =>
      (document.all(r.rin, r.date_published) as { title: string }[]).some((d) => d.title === r.title),
    );
    expect(matched.length / published.length).toBeGreaterThan(0.9);
    expect(count("select 1 from oira_reviews where date_completed != '' and not (date_received <= date_completed)")).toBe(0);
    expect(
      count("select 1 from oira_reviews where date_published != '' and date_completed != '' and date_published < date_completed"),
    ).toBe(0);
  });

  it('shows rules under review with empty completion, decision and publication, and repeats some reviews', () => {
    expect(count("select 1 from oira_reviews where date_completed = ''")).toBeGreaterThan(0);
    expect(
      count("select 1 from oira_reviews where (date_completed = '') != (decision = '') or (date_completed = '' and date_published != '')"),
    ).toBe(0);
    expect(count('select 1 from oira_reviews where date_completed is null or decision is null or date_published is null')).toBe(0);
    const distinct = count(
      'select distinct rin, agency_code, title, stage, economically_significant, date_received, date_completed, decision, date_published, major from oira_reviews',
    );
    expect(distinct).toBeLessThan(count('select 1 from oira_reviews'));
  });

  it('reaches back to 1981, has the Congressional Review Act flag only from 1996, and is current', () => {
    expect(value<string>('select min(date_received) from oira_reviews') < '1985-01-01').toBe(true);
    expect(count("select 1 from oira_reviews where date_received < '1996-03-29' and major != ''")).toBe(0);
    expect(count("select 1 from oira_reviews where date_received >= '1996-03-29' and major not in ('Yes', 'No', 'Undetermined')")).toBe(0);
    expect(daysBefore(value<string>('select max(date_received) from oira_reviews where date_received <= ?', today()))).toBeLessThanOrEqual(
      45,
    );
  });
});

describe('oira_meetings and oira_meeting_attendees', () => {
  it('meets about rules OIRA reviewed, within their review', () => {
    expect(count('select 1 from oira_meetings where rin not in (select rin from oira_reviews)')).toBe(0);
    expect(
      count(`select 1 from oira_meetings m where not exists (select 1 from oira_reviews r where r.rin = m.rin
        and m.meeting_date_iso >= r.date_received and (r.date_completed = '' or m.meeting_date_iso <= r.date_completed))`),
    ).toBe(0);
  });

  it('keeps each source’s date layout and derives the ISO date from it', () => {
    const months = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
    for (const m of all<{ source: string; meeting_date: string; meeting_date_iso: string }>(
      'select source, meeting_date, meeting_date_iso from oira_meetings',
    )) {
      const [y, mo, d] = m.meeting_date_iso.split('-');
      if (m.source === 'xml') expect(m.meeting_date).toBe(`${d}-${months[Number(mo) - 1]}-${y.slice(2)}`);
      else expect(m.meeting_date).toMatch(new RegExp(`^${mo}/${d}/${y} (0[1-9]|1[0-2]):[0-5][0-9] (AM|PM)$`));
    }
    expect(
      daysBefore(value<string>('select max(meeting_date_iso) from oira_meetings where meeting_date_iso <= ?', today())),
    ).toBeLessThanOrEqual(45);
  });

  it('has bulk-file rows for 2024 only, gen_ ids for its first half (listed again by the site), and site rows from 2001', () => {
    expect(count("select 1 from oira_meetings where source = 'xml' and meeting_date_iso not like '2024-%'")).toBe(0);
    expect(count("select 1 from oira_meetings where source not in ('xml', 'scrape')")).toBe(0);
    expect(
      count("select 1 from oira_meetings where (meeting_id glob 'gen_*') != (source = 'xml' and meeting_date_iso < '2024-07-01')"),
    ).toBe(0);
    expect(
      count(
        "select 1 from oira_meetings where meeting_id glob 'gen_*' and meeting_id not glob 'gen_[0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f]'",
      ),
    ).toBe(0);
    expect(count("select 1 from oira_meetings where meeting_id not glob 'gen_*' and meeting_id glob '*[^0-9]*'")).toBe(0);
    expect(value<string>("select min(meeting_date_iso) from oira_meetings where source = 'scrape'") >= '2001-01-01').toBe(true);
  });

  it("fills requestor and type on bulk-file rows, mostly '' on site rows (never NULL), type code only in the bulk file", () => {
    expect(count("select 1 from oira_meetings where source = 'xml' and (requestor_org = '' or meeting_type = '' or type_cd = '')")).toBe(0);
    expect(count("select 1 from oira_meetings where source = 'scrape' and type_cd != ''")).toBe(0);
    for (const column of ['requestor_org', 'requestor_name', 'meeting_type', 'type_cd'])
      expect(count(`select 1 from oira_meetings where ${column} is null`), column).toBe(0);
    const blank =
      count("select 1 from oira_meetings where source = 'scrape' and requestor_org = ''") /
      count("select 1 from oira_meetings where source = 'scrape'");
    expect(blank).toBeGreaterThan(0.6);
    expect(
      count(
        "select 1 from oira_meetings where source = 'xml' and agency_acronym not like rin_prefix || '-%'".replace(
          'rin_prefix',
          'substr(rin, 1, 4)',
        ),
      ),
    ).toBe(0);
  });

  it('lists attendees only for numbered meetings, with the published is_government test', () => {
    expect(count('select 1 from oira_meeting_attendees a where a.meeting_id not in (select meeting_id from oira_meetings)')).toBe(0);
    expect(count("select 1 from oira_meeting_attendees where meeting_id glob 'gen_*'")).toBe(0);
    const flagged = GOVERNMENT_MARKERS.map((m) => `instr(lower(attendee_org), '${m}') > 0`).join(' or ');
    expect(count(`select 1 from oira_meeting_attendees where is_government != (case when ${flagged} then 1 else 0 end)`)).toBe(0);
    expect(count('select 1 from oira_meeting_attendees where is_government = 1')).toBeGreaterThan(0);
    expect(count("select 1 from oira_meeting_attendees where participation_type not in ('In Person', 'Teleconference', '')")).toBe(0);
    expect(
      count(
        "select 1 from oira_meeting_attendees where attendee_name like 'Mr. %' or attendee_name like 'Ms. %' or attendee_name like 'Dr. %'",
      ),
    ).toBe(0);
    // About ten people a meeting.
    const perMeeting = count('select 1 from oira_meeting_attendees') / count('select distinct meeting_id from oira_meeting_attendees');
    expect(perMeeting).toBeGreaterThan(5);
    expect(perMeeting).toBeLessThan(20);
  });

  it('flags organisations by substring, as crudely as the published loader', () => {
    expect(isGovernment('OMB/OIRA')).toBe(1);
    expect(isGovernment('Domestic Policy Council')).toBe(1);
    expect(isGovernment('Environmental Protection Agency')).toBe(0);
    expect(isGovernment('Office of Management and Budget')).toBe(0);
    expect(isGovernment('Connecticut Department of Energy and Environmental Protection')).toBe(1);
    expect(isGovernment('Ocean Conservancy')).toBe(1);
  });
});
