// OpenRegs entity pages (services/openregs/pages/pages.yaml) over HTTP, on the test demo build: for
// each kind of page, an entity chosen by SQL for having data; the facts the page shows equal what
// SQL over the base tables says, each list's JSON link answers the rows shown, every link to an
// entity or row page answers 200, and an unknown key is a 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import type { RunningServer } from '../../engine/server.js';
import { demoDatabasePaths } from '../support/demo-db.js';
import { startOpenregsServer } from '../support/openregs-server.js';

let server: RunningServer;
let db: Database.Database;

const one = <T>(sql: string, ...params: unknown[]): T => db.prepare(sql).get(...params) as T;
const value = <T>(sql: string, ...params: unknown[]): T =>
  db
    .prepare(sql)
    .pluck()
    .get(...params) as T;
const count = (sql: string, ...params: unknown[]): number => value<number>(sql, ...params);

beforeAll(async () => {
  db = new Database(demoDatabasePaths().openregs, { readonly: true });
  server = await startOpenregsServer();
});
afterAll(async () => {
  db?.close();
  await server?.close();
});

interface Page {
  status: number;
  html: string;
}

async function get(path: string): Promise<Page> {
  const response = await fetch(server.url + path);
  return { status: response.status, html: await response.text() };
}

async function page(path: string): Promise<string> {
  const { status, html } = await get(path);
  expect(status, path).toBe(200);
  expect(html).not.toContain('class="error"');
  return html;
}

/** The HTML from a heading to the next one. */
function section(html: string, heading: string): string {
  const start = html.indexOf(`<h2>${heading}</h2>`);
  expect(start, `section ${heading}`).toBeGreaterThanOrEqual(0);
  const end = html.indexOf('<h2>', start + 4);
  return html.slice(start, end < 0 ? undefined : end);
}

/** Rows of a section's table body. */
function bodyRows(part: string): string[] {
  const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(part)?.[1] ?? '';
  return body.split('</tr>').filter((r) => r.includes('<td'));
}

/** The text of each cell of a table row. */
function cells(row: string): string[] {
  return [...row.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((m) => decode(m[1].replace(/<[^>]+>/g, '')));
}

function decode(s: string): string {
  return s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();
}

/** The record's facts: <dt> label → <dd> text. */
function facts(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<dt>([\s\S]*?)<\/dt><dd[^>]*>([\s\S]*?)<\/dd>/g)) out[decode(m[1])] = decode(m[2].replace(/<[^>]+>/g, ''));
  return out;
}

/** The section's JSON link answers the rows its table shows. */
async function jsonRows(part: string): Promise<Record<string, unknown>[]> {
  const href = /<p class="pill-links"><a href="([^"]+)">JSON<\/a>/.exec(part)?.[1];
  expect(href).toBeDefined();
  const url = new URL(decode(href!), server.url);
  url.searchParams.set('_shape', 'objects');
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return ((await response.json()) as { rows: Record<string, unknown>[] }).rows;
}

interface Twin {
  page: string;
  params: Record<string, string>;
  queries: Record<string, { columns: string[]; rows: Record<string, unknown>[]; truncated: boolean; json: string; page?: number }>;
}

/** The page's `.json` twin (same path with `.json` on its last segment, same query string). */
async function twin(path: string): Promise<Twin> {
  const url = new URL(path, server.url);
  url.pathname += '.json';
  const response = await fetch(url);
  expect(response.status, String(url)).toBe(200);
  return (await response.json()) as Twin;
}

/** Every table the HTML page shows has as many rows as its query has in the `.json` twin. */
async function twinMatchesTables(path: string, html: string): Promise<Twin> {
  const data = await twin(path);
  for (const m of html.matchAll(/<h2>([^<]+)<\/h2>/g)) {
    const part = section(html, decode(m[1]));
    const href = /<p class="pill-links"><a href="([^"]+)">JSON<\/a>/.exec(part)?.[1];
    if (!href || !part.includes('<tbody>')) continue;
    const shown = bodyRows(part).length;
    const match = Object.values(data.queries).find((q) => q.json === decode(href));
    expect(match, `${path}: the twin has the query of ${m[1]}`).toBeDefined();
    expect(match!.rows.length, `${path}: ${m[1]}`).toBe(shown);
  }
  return data;
}

const ENTITY_LINK = /href="(\/(?:member|bill|committee|docket|document|agency|lobbying\/client|lobbying\/registrant)\/[^"?#]+)"/g;

/** Every entity-page link of a page answers 200 (each distinct one once). */
async function entityLinksAnswer(html: string): Promise<string[]> {
  const links = [...new Set([...html.matchAll(ENTITY_LINK)].map((m) => decode(m[1])))];
  for (const link of links) expect((await get(link)).status, link).toBe(200);
  return links;
}

const thousands = (n: number): string => n.toLocaleString('en-US');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 2024-03-05 as people read it: Mar 5, 2024. */
const humanDate = (iso: string): string => `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${Number(iso.slice(8, 10))}, ${iso.slice(0, 4)}`;

describe('/member/{bioguide_id}', () => {
  let id: string;
  beforeAll(() => {
    id = value(
      `select m.bioguide_id from congress_members m
       where exists (select 1 from member_votes v where v.bioguide_id = m.bioguide_id)
         and exists (select 1 from legislation l where l.sponsor_bioguide_id = m.bioguide_id)
         and exists (select 1 from legislation_cosponsors c where c.bioguide_id = m.bioguide_id)
         and exists (select 1 from crec_speakers s where s.bioguide_id = m.bioguide_id)
         and exists (select 1 from committee_memberships c where c.bioguide_id = m.bioguide_id)
       order by (select count(*) from stock_trades t where t.bioguide_id = m.bioguide_id) desc, m.bioguide_id limit 1`,
    );
  });

  it('shows the counts the base tables give', async () => {
    const html = await page(`/member/${id}`);
    const f = facts(html);
    expect(f['Stock trades']).toBe(thousands(count('select count(*) from stock_trades where bioguide_id = ?', id)));
    expect(f['Floor speeches']).toBe(thousands(count('select count(*) from crec_speakers where bioguide_id = ?', id)));
    expect(f['Bills sponsored']).toBe(thousands(count('select count(*) from legislation where sponsor_bioguide_id = ?', id)));
    expect(f['Bills cosponsored']).toBe(thousands(count('select count(*) from legislation_cosponsors where bioguide_id = ?', id)));
    expect(f['Roll-call votes']).toBe(thousands(count('select count(*) from member_votes where bioguide_id = ?', id)));
  });

  it('lists committees, trades, votes, bills and speeches, each with its JSON', async () => {
    const html = await page(`/member/${id}`);
    const committees = section(html, 'Committees');
    expect(bodyRows(committees).length).toBe(count('select count(*) from committee_memberships where bioguide_id = ?', id));
    const trades = section(html, 'Recent stock trades');
    const tradeCount = count('select count(*) from stock_trades where bioguide_id = ?', id);
    expect(bodyRows(trades).length).toBe(Math.min(tradeCount, 25));
    const newest = value<string>('select max(transaction_date) from stock_trades where bioguide_id = ?', id);
    expect(cells(bodyRows(trades)[0])[0]).toContain(newest.slice(0, 4));
    const votes = section(html, 'Recent votes');
    const voteRows = await jsonRows(votes);
    expect(bodyRows(votes).length).toBe(Math.min(voteRows.length, 25));
    // The newest roll call the member voted in comes first.
    const latest = value<string>(
      `select max(rv.date) from member_votes mv join roll_call_votes rv on rv.congress = mv.congress and rv.chamber = mv.chamber
       and rv.session = mv.session and rv.roll_call_number = mv.roll_call_number where mv.bioguide_id = ?`,
      id,
    );
    expect(voteRows[0].date).toBe(latest);
    const perMonth = (await twin(`/member/${id}`)).queries.trades_monthly.rows;
    const dated = count("select count(*) from stock_trades where bioguide_id = ? and transaction_date != ''", id);
    expect(perMonth.reduce((n, r) => n + (r.trades as number), 0)).toBe(dated);
    for (const heading of ['Sponsored bills', 'Cosponsored bills', 'Floor speeches']) {
      expect(bodyRows(section(html, heading)).length, heading).toBeGreaterThan(0);
    }
    expect(section(html, 'Stock trades per month')).toContain('<svg');
  });

  it('has a .json twin with the rows of each table and the member as its first query', async () => {
    const html = await page(`/member/${id}`);
    const data = await twinMatchesTables(`/member/${id}`, html);
    expect(data.params).toEqual({ bioguide_id: id });
    expect(data.queries.member.rows[0]).toMatchObject(
      one<Record<string, unknown>>('select bioguide_id, full_name, party, state from congress_members where bioguide_id = ?', id),
    );
  });

  it('draws trades per month as a chart whose spec carries the same rows', async () => {
    const response = await fetch(`${server.url}/member/${id}/-/charts/trades_by_month.vl.json`);
    expect(response.status).toBe(200);
    const spec = (await response.json()) as { data: { values: unknown[] }; title: unknown };
    expect(spec.data.values).toEqual((await twin(`/member/${id}`)).queries.trades_monthly.rows);
  });

  it('pages its trades: page 2 holds the next 25, by the same order', async () => {
    const all = db
      .prepare('select transaction_date, ticker from stock_trades where bioguide_id = ? order by transaction_date desc, id desc')
      .all(id) as { transaction_date: string; ticker: string }[];
    expect(all.length).toBeGreaterThan(25);
    const second = (await twin(`/member/${id}?trades_page=2`)).queries.trades;
    expect(second.rows.map((r) => [r.transaction_date, r.ticker])).toEqual(all.slice(25, 50).map((r) => [r.transaction_date, r.ticker]));
    const html = await page(`/member/${id}?trades_page=2`);
    expect(bodyRows(section(html, 'Recent stock trades')).length).toBe(Math.min(25, all.length - 25));
    expect((await get(`/member/${id}?trades_page=zero`)).status).toBe(400);
  });

  it('links the bills and committees it names to their pages, which answer', async () => {
    const html = await page(`/member/${id}`);
    const links = await entityLinksAnswer(html);
    expect(links.some((l) => l.startsWith('/committee/'))).toBe(true);
    expect(links.some((l) => l.startsWith('/bill/'))).toBe(true);
  });

  it('an unknown member is a 404, as HTML and as JSON', async () => {
    expect((await get('/member/X999999')).status).toBe(404);
    const response = await fetch(`${server.url}/member/X999999.json`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ ok: false, status: 404 });
  });
});

describe('/bill/{bill_id}', () => {
  let id: string;
  beforeAll(() => {
    // A bill with cosponsors, subjects, actions, floor mentions and lobbying, the most cited first.
    id = value(
      `select l.bill_id from legislation l
       where exists (select 1 from legislation_cosponsors c where c.bill_id = l.bill_id)
         and exists (select 1 from legislation_subjects s where s.bill_id = l.bill_id)
         and exists (select 1 from legislation_actions a where a.bill_id = l.bill_id)
         and exists (select 1 from crec_bills b where b.bill_id = l.bill_id)
         and exists (select 1 from lobbying_bills b where b.bill_id = l.bill_id)
         and exists (select 1 from congress_members m where m.bioguide_id = l.sponsor_bioguide_id)
       order by (select count(*) from lobbying_bills b where b.bill_id = l.bill_id) desc, l.bill_id limit 1`,
    );
  });

  it('shows title, sponsor, policy area and the counts the base tables give', async () => {
    const html = await page(`/bill/${id}`);
    const bill = one<{ title: string; sponsor_name: string; sponsor_bioguide_id: string; policy_area: string | null }>(
      'select title, sponsor_name, sponsor_bioguide_id, policy_area from legislation where bill_id = ?',
      id,
    );
    expect(decode(/<h1>([\s\S]*?)<\/h1>/.exec(html)![1])).toContain(bill.title);
    const f = facts(html);
    expect(f.Sponsor).toBe(bill.sponsor_name);
    expect(html).toContain(`href="/member/${bill.sponsor_bioguide_id}"`);
    expect(f['Policy area']).toBe(bill.policy_area || 'not assigned');
    const mentions = count('select count(*) from crec_bills where bill_id = ?', id);
    expect(f['Floor mentions']).toBe(thousands(mentions >= 3 ? mentions : 0));
    expect(f['Lobbying reports citing it']).toContain(
      thousands(count('select count(distinct filing_uuid) from lobbying_bills where bill_id = ?', id)),
    );
  });

  it('lists subjects, cosponsors, actions, speeches, votes and lobbying clients', async () => {
    const html = await page(`/bill/${id}`);
    const subjects = db.prepare('select subject from legislation_subjects where bill_id = ? order by subject').pluck().all(id) as string[];
    const shown = [...section(html, 'Subjects').matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) => decode(m[1]));
    expect(shown).toEqual(subjects);
    const cosponsors = count('select count(*) from legislation_cosponsors where bill_id = ?', id);
    expect(bodyRows(section(html, 'Cosponsors')).length).toBe(Math.min(cosponsors, 50));
    const actions = count('select count(*) from legislation_actions where bill_id = ?', id);
    expect(bodyRows(section(html, 'Actions')).length).toBe(Math.min(actions, 50));
    const speeches = count('select count(*) from crec_bills where bill_id = ?', id);
    expect(bodyRows(section(html, 'Floor speeches')).length).toBe(Math.min(speeches, 25));
    const votes = count('select count(*) from roll_call_votes where bill_id = ?', id);
    expect(bodyRows(section(html, 'Roll-call votes')).length).toBe(Math.min(votes, 50));
    const lobbying = await jsonRows(section(html, 'Lobbying'));
    expect(lobbying.length).toBe(count('select count(distinct client_name) from lobbying_bills where bill_id = ?', id));
    expect(lobbying.reduce((n, r) => n + (r.reports as number), 0)).toBe(
      count('select count(*) from (select distinct client_name, filing_uuid from lobbying_bills where bill_id = ?)', id),
    );
  });

  it('has a .json twin with the rows of each table', async () => {
    await twinMatchesTables(`/bill/${id}`, await page(`/bill/${id}`));
  });

  it('links sponsor, cosponsors and lobbying clients to pages that answer', async () => {
    const links = await entityLinksAnswer(await page(`/bill/${id}`));
    expect(links.some((l) => l.startsWith('/member/'))).toBe(true);
  });

  it('an unknown bill is a 404', async () => {
    expect((await get('/bill/999-hr-1')).status).toBe(404);
  });
});

describe('/committee/{committee_id}', () => {
  let id: string;
  beforeAll(() => {
    id = value(
      `select c.committee_id from committees c
       where c.parent_committee_id is null
         and exists (select 1 from committee_trade_counts t where t.committee_id = c.committee_id)
       order by (select count(*) from committee_memberships m where m.committee_id = c.committee_id) desc, c.committee_id limit 1`,
    );
  });

  it('shows its members by rank, its hearings and its members’ trades', async () => {
    const html = await page(`/committee/${id}`);
    const name = value<string>('select name from committees where committee_id = ?', id);
    expect(decode(/<h1>([\s\S]*?)<\/h1>/.exec(html)![1])).toBe(name);
    const members = count('select count(*) from committee_memberships where committee_id = ?', id);
    expect(facts(html).Members).toBe(thousands(members));
    const roster = bodyRows(section(html, 'Members'));
    expect(roster.length).toBe(members);
    // Hearings: those whose committee hierarchy is this committee or one of its subcommittees.
    const hearings = count(
      `select count(*) from hearings h where exists (select 1 from json_each(h.committees) j
       where json_extract(j.value, '$.full_hierarchy') = ? or json_extract(j.value, '$.full_hierarchy') like ? || ' > %')`,
      name,
      name,
    );
    expect(hearings).toBeGreaterThan(0);
    const hearingRows = await jsonRows(section(html, 'Hearings'));
    expect(hearingRows.length).toBe(hearings);
    const trades = count(
      `select count(*) from committee_memberships cm join stock_trades st on st.bioguide_id = cm.bioguide_id
       where cm.committee_id = ? and st.ticker != ''`,
      id,
    );
    expect(bodyRows(section(html, 'Recent trades by members')).length).toBe(Math.min(trades, 25));
  });

  it('has a .json twin with the rows of each table', async () => {
    await twinMatchesTables(`/committee/${id}`, await page(`/committee/${id}`));
  });

  it('links its members to their pages, which answer', async () => {
    const links = await entityLinksAnswer(await page(`/committee/${id}`));
    expect(links.some((l) => l.startsWith('/member/'))).toBe(true);
  });

  it('an unknown committee is a 404', async () => {
    expect((await get('/committee/ZZZZ99')).status).toBe(404);
  });
});

describe('/docket/{docket_id}', () => {
  let id: string;
  beforeAll(() => {
    id = value(
      `select d.id from dockets d where d.title is not null
       and exists (select 1 from documents x join fr_regs_crossref r on r.regs_document_id = x.id where x.docket_id = d.id)
       order by (select count(*) from comments c where c.docket_id = d.id) desc, d.id limit 1`,
    );
  });

  it('shows counts, comments per month, top organisations and linked Federal Register documents', async () => {
    const html = await page(`/docket/${id}`);
    const f = facts(html);
    const comments = count('select count(*) from comments where docket_id = ?', id);
    expect(f.Comments).toBe(thousands(comments));
    expect(f.Documents).toBe(thousands(count('select count(*) from documents where docket_id = ?', id)));
    const data = await twinMatchesTables(`/docket/${encodeURIComponent(id)}`, html);
    expect(data.queries.monthly.rows.reduce((n, r) => n + (r.comments as number), 0)).toBe(comments);
    expect(section(html, 'Comments per month')).toContain('<svg');
    const orgs = await jsonRows(section(html, 'Top commenting organizations'));
    const top = one<{ submitter_name: string; n: number }>(
      `select submitter_name, count(*) as n from comments where docket_id = ? and submitter_type = 'organization'
       and submitter_name is not null group by submitter_name order by n desc, submitter_name limit 1`,
      id,
    );
    expect(orgs[0]).toMatchObject({ organization: top.submitter_name, comments: top.n });
    const fr = await jsonRows(section(html, 'Federal Register documents'));
    expect(fr.map((r) => r.document_number).sort()).toEqual(
      db
        .prepare(
          `select distinct x.fr_document_number from documents d join fr_regs_crossref x on x.regs_document_id = d.id
           where d.docket_id = ? order by 1`,
        )
        .pluck()
        .all(id),
    );
    await entityLinksAnswer(html);
  });

  it("says whether the comment period is open now by each closing instant against julianday('now')", async () => {
    // Dockets with a document closing today: some before this moment, some after.
    const today = db
      .prepare(
        `select docket_id, max(julianday(comment_end_datetime) > julianday('now')) as open_now
         from documents where withdrawn = 0 and comment_end_date = date('now') group by docket_id`,
      )
      .all() as { docket_id: string; open_now: number }[];
    expect(today.length).toBeGreaterThan(0);
    for (const { docket_id } of today) {
      const open = count(
        "select count(*) from documents where docket_id = ? and withdrawn = 0 and julianday(comment_end_datetime) > julianday('now')",
        docket_id,
      );
      const html = await page(`/docket/${encodeURIComponent(docket_id)}`);
      expect(facts(html)['Open for comment'], docket_id).toBe(
        open ? `Yes: ${open} document${open === 1 ? '' : 's'} still taking comments` : 'No',
      );
      if (open) expect(bodyRows(section(html, 'Open for comment now')).length).toBe(open);
    }
    // At least one closed earlier today, by its instant, although its date is today.
    expect(
      count("select count(*) from documents where comment_end_date = date('now') and julianday(comment_end_datetime) <= julianday('now')"),
    ).toBeGreaterThan(0);
  });

  it('an unknown docket is a 404', async () => {
    expect((await get('/docket/NOPE-0000-0000')).status).toBe(404);
  });
});

describe('/document/{document_number}', () => {
  let number: string;
  beforeAll(() => {
    number = value(
      `select x.fr_document_number from fr_regs_crossref x join documents d on d.id = x.regs_document_id
       group by x.fr_document_number
       order by (select count(*) from documents o where o.docket_id = max(d.docket_id)) desc, x.fr_document_number limit 1`,
    );
  });

  it('shows the document, its agencies, its Regulations.gov documents and its docket’s documents', async () => {
    const html = await page(`/document/${number}`);
    const doc = one<{ title: string; type: string; publication_date: string }>(
      'select title, type, publication_date from federal_register where document_number = ?',
      number,
    );
    expect(decode(/<h1>([\s\S]*?)<\/h1>/.exec(html)![1])).toBe(doc.title);
    const f = facts(html);
    expect(f.Type).toContain(doc.type);
    expect(f.Published).toBe(humanDate(doc.publication_date));
    const agencies = db
      .prepare(
        'select a.name from federal_register_agencies fa join agencies a on a.id = fa.agency_id where fa.document_number = ? order by a.name',
      )
      .pluck()
      .all(number) as string[];
    expect(f.Agencies).toBe(agencies.join('; '));
    const regs = bodyRows(section(html, 'On Regulations.gov'));
    expect(regs.length).toBe(count('select count(*) from fr_regs_crossref where fr_document_number = ?', number));
    const siblings = count(
      `select count(*) from documents where docket_id in (select d.docket_id from fr_regs_crossref x
       join documents d on d.id = x.regs_document_id where x.fr_document_number = ?)`,
      number,
    );
    expect(bodyRows(section(html, "Its docket's documents")).length).toBe(Math.min(siblings, 25));
    await twinMatchesTables(`/document/${number}`, html);
    const links = await entityLinksAnswer(html);
    expect(links.some((l) => l.startsWith('/agency/'))).toBe(true);
    expect(links.some((l) => l.startsWith('/docket/'))).toBe(true);
  });

  it('an unknown document is a 404', async () => {
    expect((await get('/document/1900-00000')).status).toBe(404);
  });
});

describe('/agency/{agency}', () => {
  // A Regulations.gov code whose Federal Register agency has the same name in USAspending.
  let code: string;
  let name: string;
  let frId: number;
  beforeAll(() => {
    ({ code, name, frId } = one<{ code: string; name: string; frId: number }>(
      `select m.regs_code as code, m.fr_agency_name as name, m.fr_agency_id as frId from agency_map m
       where exists (select 1 from spending_awards w where w.agency = m.fr_agency_name)
         and exists (select 1 from dockets d where d.agency_id = m.regs_code)
       order by (select count(*) from dockets d where d.agency_id = m.regs_code) desc limit 1`,
    ));
  });

  it('answers the same agency by its code, its Federal Register name and its USAspending name', async () => {
    const byCode = await page(`/agency/${encodeURIComponent(code)}`);
    const byName = await page(`/agency/${encodeURIComponent(name)}`);
    expect(decode(/<h1>([\s\S]*?)<\/h1>/.exec(byCode)![1])).toBe(name);
    expect(decode(/<h1>([\s\S]*?)<\/h1>/.exec(byName)![1])).toBe(name);
    expect(facts(byCode)['Regulations.gov code']).toContain(code);
    // "Department of X" in USAspending is "X Department" in the Federal Register.
    const department = value<string | null>(
      `select name from agencies where name like '% Department'
       and exists (select 1 from spending_awards w where w.agency in ('Department of ' || substr(name, 1, length(name) - 11),
                                                                       'Department of the ' || substr(name, 1, length(name) - 11)))
       order by name limit 1`,
    );
    expect(department).not.toBeNull();
    const spendingName = value<string>(
      `select agency from spending_awards where agency in ('Department of ' || substr(@d, 1, length(@d) - 11),
       'Department of the ' || substr(@d, 1, length(@d) - 11)) limit 1`,
      { d: department },
    );
    const bySpending = await page(`/agency/${encodeURIComponent(spendingName)}`);
    expect(decode(/<h1>([\s\S]*?)<\/h1>/.exec(bySpending)![1])).toBe(department);
  });

  it('shows Federal Register documents per year, open comment periods, dockets and spending with its coverage', async () => {
    const html = await page(`/agency/${encodeURIComponent(code)}`);
    const data = await twinMatchesTables(`/agency/${encodeURIComponent(code)}`, html);
    const years = data.queries.fr_years.rows;
    expect(section(html, 'Federal Register documents per year')).toContain('<svg');
    const perYear = db
      .prepare(
        `select fr.pub_year, fr.type, count(*) as documents from federal_register_agencies fa
         join federal_register fr on fr.document_number = fa.document_number
         where fa.agency_id = ? and fr.pub_year is not null group by 1, 2 order by 1, 2`,
      )
      .all(frId);
    expect(years).toEqual(perYear);
    const codes = db.prepare('select regs_code from agency_map where fr_agency_id = ? union select ?').pluck().all(frId, code) as string[];
    const marks = codes.map(() => '?').join(', ');
    const open = db
      .prepare(
        `select id from documents where agency_id in (${marks}) and withdrawn = 0
         and julianday(comment_end_datetime) > julianday('now') order by comment_end_datetime, id`,
      )
      .pluck()
      .all(...codes);
    expect((await jsonRows(section(html, 'Open for comment now'))).map((r) => r.id)).toEqual(open);
    const dockets = count(`select count(*) from dockets where agency_id in (${marks})`, ...codes);
    const newest = db
      .prepare(`select id from dockets where agency_id in (${marks}) order by last_modified desc, id desc limit 25`)
      .pluck()
      .all(...codes);
    expect(data.queries.dockets.rows.map((r) => r.id)).toEqual(newest);
    expect(bodyRows(section(html, 'Dockets')).length).toBe(Math.min(dockets, 25));
    const spending = section(html, 'Spending awards per fiscal year');
    expect(spending).toContain('since fiscal year 2017');
    expect(spending).toContain('<svg');
    const awards = data.queries.spending_years.rows;
    expect(awards.reduce((n, r) => n + (r.awards as number), 0)).toBe(count('select count(*) from spending_awards where agency = ?', name));
    await entityLinksAnswer(html);
  });

  it('an unknown agency is a 404', async () => {
    expect((await get('/agency/No%20Such%20Agency')).status).toBe(404);
  });
});

describe.each([
  ['client', 'client_name', 'registrant_name', 'Lobbying firms'],
  ['registrant', 'registrant_name', 'client_name', 'Clients'],
] as const)('/lobbying/%s/{name}', (kind, column, other, otherHeading) => {
  let name: string;
  beforeAll(() => {
    // The name with the most LD-2 reports, and one with a slash or other characters a URL must escape.
    name = value(
      `select ${column} from lobbying_filings where filing_type glob '[1234Q]*' group by ${column} order by count(*) desc, ${column} limit 1`,
    );
  });

  it('shows LD-2 totals per year by the canonical rule', async () => {
    const html = await page(`/lobbying/${kind}/${encodeURIComponent(name)}`);
    expect(decode(/<h1>([\s\S]*?)<\/h1>/.exec(html)![1])).toBe(name);
    const totals = one<{ reports: number; income: number | null; expenses: number | null }>(
      `select count(*) as reports,
              cast(sum(case when income_amount > 0 then income_amount end) as integer) as income,
              cast(sum(case when expense_amount > 0 then expense_amount end) as integer) as expenses
       from lobbying_filings where ${column} = ? and filing_type glob '[1234Q]*'`,
      name,
    );
    const f = facts(html);
    expect(f.Filings).toContain(`(${thousands(totals.reports)} quarterly LD-2 reports)`);
    expect(f['Income reported']).toBe(`$${thousands(totals.income ?? 0)}`);
    expect(f['In-house expenses reported']).toBe(`$${thousands(totals.expenses ?? 0)}`);
    const data = await twinMatchesTables(`/lobbying/${kind}/${encodeURIComponent(name)}`, html);
    const years = data.queries.years.rows;
    expect(section(html, 'LD-2 totals per year')).toContain('<svg');
    const amounts = data.queries.yearly_amounts.rows;
    expect(amounts.filter((r) => r.kind !== 'In-house expenses').reduce((n, r) => n + (r.amount as number), 0)).toBe(totals.income ?? 0);
    expect(amounts.filter((r) => r.kind === 'In-house expenses').reduce((n, r) => n + (r.amount as number), 0)).toBe(totals.expenses ?? 0);
    expect(years.reduce((n, r) => n + (r.reports as number), 0)).toBe(totals.reports);
    expect(years.reduce((n, r) => n + ((r.income as number | null) ?? 0), 0)).toBe(totals.income ?? 0);
  });

  it('lists issues, the other party and lobbyists, with the covered-position caveat', async () => {
    const html = await page(`/lobbying/${kind}/${encodeURIComponent(name)}`);
    const issues = await jsonRows(section(html, 'Issues'));
    expect(issues.length).toBe(
      count(`select count(distinct issue_code) from lobbying_activities where ${column} = ? and filing_type glob '[1234Q]*'`, name),
    );
    const others = await jsonRows(section(html, otherHeading));
    expect(others.length).toBe(
      count(`select count(distinct ${other}) from lobbying_filings where ${column} = ? and filing_type glob '[1234Q]*'`, name),
    );
    expect(others.reduce((n, r) => n + (r.reports as number), 0)).toBe(
      count(`select count(*) from lobbying_filings where ${column} = ? and filing_type glob '[1234Q]*'`, name),
    );
    expect(section(html, 'Lobbyists')).toContain('self-declared');
    const links = await entityLinksAnswer(html);
    expect(links.some((l) => l.startsWith(`/lobbying/${kind === 'client' ? 'registrant' : 'client'}/`))).toBe(true);
  });

  it('an unknown name is a 404, and a name differing only in case is unknown', async () => {
    expect((await get(`/lobbying/${kind}/No%20Such%20Name%20LLC`)).status).toBe(404);
    const lower = name.toLowerCase();
    if (lower !== name && !count(`select count(*) from lobbying_filings where ${column} = ?`, lower)) {
      expect((await get(`/lobbying/${kind}/${encodeURIComponent(lower)}`)).status).toBe(404);
    }
  });
});

describe('Datasette pages link the names of entities to their pages', () => {
  it.each([
    [
      'a bill on its legislation row page',
      () => value<string>('select bill_id from legislation order by bill_id limit 1'),
      (v: string) => `/openregs/legislation/${v}`,
      '/bill/',
    ],
    [
      'a member on a stock_trades table page',
      () => value<string>("select bioguide_id from stock_trades where bioguide_id != '' order by id limit 1"),
      (v: string) => `/openregs/stock_trades?bioguide_id=${v}`,
      '/member/',
    ],
    [
      'a docket on a comments table page',
      () => value<string>('select docket_id from comments order by id limit 1'),
      (v: string) => `/openregs/comments?docket_id=${encodeURIComponent(v)}`,
      '/docket/',
    ],
    [
      'a client on a lobbying_filings table page',
      () => value<string>("select client_name from lobbying_filings where client_name != '' order by filing_uuid limit 1"),
      (v: string) => `/openregs/lobbying_filings?client_name=${encodeURIComponent(v)}`,
      '/lobbying/client/',
    ],
    [
      'an agency on a spending_awards table page',
      () => value<string>('select agency from spending_awards order by generated_internal_id limit 1'),
      (v: string) => `/openregs/spending_awards?agency=${encodeURIComponent(v)}`,
      '/agency/',
    ],
  ])('%s', async (_what, pick, url, prefix) => {
    const v = pick();
    const html = await page(url(v));
    const target = `${prefix}${encodeURIComponent(v)}`;
    expect(html).toContain(`href="${target}"`);
    expect((await get(target)).status).toBe(200);
  });
});
