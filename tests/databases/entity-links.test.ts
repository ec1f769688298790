// Lobbying affiliates and the entity layer's links in the demo build (scale 0.01, seed 1):
// lobbying_affiliated_orgs against the filings, entity_relationships' endpoints and provenance by
// source, dd_id_redirects against the merged entities, and the empty anchor_conflicts.
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeOrganization } from '../../services/openregs/build/vocab/organizations.js';
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

const ISO_UTC = "glob '[12][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9]Z'";

describe('lobbying_affiliated_orgs', () => {
  it('belongs to filings, with ids that only grow', () => {
    expect(count('select 1 from lobbying_affiliated_orgs where filing_uuid not in (select filing_uuid from lobbying_filings)')).toBe(0);
    // Re-parsed filings got new ids in the full pull, so the ids have gaps.
    expect(value<number>('select max(id) from lobbying_affiliated_orgs')).toBeGreaterThan(count('select 1 from lobbying_affiliated_orgs'));
  });

  it('lists the same affiliates for a client filing after filing', () => {
    const firstAffiliates = all<{ n: number }>(
      `select count(distinct a.org_name) as n from lobbying_affiliated_orgs a join lobbying_filings f using (filing_uuid)
       where a.id = (select min(id) from lobbying_affiliated_orgs b where b.filing_uuid = a.filing_uuid) and f.client_name is not null
       group by f.client_name having count(*) > 1`,
    );
    expect(firstAffiliates.length).toBeGreaterThan(0);
    expect(firstAffiliates.every((r) => r.n === 1)).toBe(true);
  });

  it("gives the API's country code and, in country_code, the country's name", () => {
    expect(count("select 1 from lobbying_affiliated_orgs where country = 'USA' and country_code != 'United States of America'")).toBe(0);
    expect(count("select 1 from lobbying_affiliated_orgs where country is not null and country not glob '[A-Z][A-Z][A-Z]'")).toBe(0);
    expect(count("select 1 from lobbying_affiliated_orgs where country != 'USA'")).toBeGreaterThan(0);
    expect(count('select 1 from lobbying_affiliated_orgs where (country is null) != (country_code is null)')).toBe(0);
  });
});

describe('entity_relationships', () => {
  it('links live entities only, never an entity to itself', () => {
    const endpoints =
      'select child_entity_id as id from entity_relationships union all select parent_entity_id from entity_relationships where parent_entity_id is not null';
    expect(count(`select 1 from (${endpoints}) e left join entities x on x.entity_id = e.id where x.entity_id is null`)).toBe(0);
    expect(count(`select 1 from (${endpoints}) e join entities x on x.entity_id = e.id where x.status = 'merged'`)).toBe(0);
    expect(count('select 1 from entity_relationships where parent_entity_id = child_entity_id')).toBe(0);
    expect(count(`select 1 from entity_relationships where not (created_at ${ISO_UTC})`)).toBe(0);
    expect(value<string>('select max(created_at) from entity_relationships') < now.toISOString().slice(0, 10)).toBe(true);
  });

  it('pairs each source with its kind of link and provenance', () => {
    const pairs = all<{ source: string; relationship_type: string }>('select distinct source, relationship_type from entity_relationships');
    const allowed: Record<string, string[]> = {
      bmf: ['bmf_group_exemption'],
      sec_exhibit_21: ['subsidiary_of'],
      fec_connected_org: ['affiliated_pac'],
      lobbying_affiliated_orgs: ['lobbying_affiliate'],
      gleif_successor: ['successor_to'],
      manual: ['parent_of', 'joint_venture', 'foreign_controlled', 'founder_family', 'predecessor_to'],
    };
    for (const p of pairs) expect(allowed[p.source], JSON.stringify(p)).toContain(p.relationship_type);
    expect(new Set(pairs.map((p) => p.source))).toEqual(new Set(Object.keys(allowed)));
    // Only group exemptions carry a group exemption number, as gen and as the source reference.
    expect(count("select 1 from entity_relationships where (gen is not null) != (source = 'bmf')")).toBe(0);
    expect(
      count("select 1 from entity_relationships where source = 'bmf' and (source_ref != gen or gen not glob '[0-9][0-9][0-9][0-9]')"),
    ).toBe(0);
    expect(
      count(
        "select 1 from entity_relationships where source = 'sec_exhibit_21' and source_ref not glob '[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9][0-9][0-9][0-9][0-9]'",
      ),
    ).toBe(0);
  });

  it('group-exempt chapters and subsidiaries have one parent each', () => {
    for (const source of ['bmf', 'sec_exhibit_21'])
      expect(
        count('select child_entity_id from entity_relationships where source = ? group by 1 having count(*) > 1', source),
        source,
      ).toBe(0);
    expect(
      count(
        "select 1 from entity_relationships r join entities p on p.entity_id = r.parent_entity_id where r.source = 'sec_exhibit_21' and p.entity_type != 'public_company'",
      ),
    ).toBe(0);
    expect(
      count(`select 1 from entity_relationships r join entities p on p.entity_id = r.parent_entity_id join entities c on c.entity_id = r.child_entity_id
        where r.source = 'bmf' and (p.ein is null or c.ein is null)`),
    ).toBe(0);
  });

  it('links each corporate PAC to its sponsor as filed, the sponsor resolved only when its name is unique', () => {
    const links = all<{ child: number; parent: number | null; ref: string; notes: string; pac: string; fec: string }>(
      `select r.child_entity_id as child, r.parent_entity_id as parent, r.source_ref as ref, r.notes, e.canonical_name as pac, e.fec_committee_id as fec
       from entity_relationships r join entities e on e.entity_id = r.child_entity_id where r.source = 'fec_connected_org'`,
    );
    expect(links.length).toBeGreaterThan(0);
    const named = db.prepare("select entity_id from entities where name_normalized = ? and status != 'merged'").pluck();
    let resolved = 0;
    for (const l of links) {
      expect(l.ref).toBe(l.fec);
      const sponsor = l.pac.replace(/ Employees Political Action Committee$/, '');
      expect(l.notes).toBe(`connected_org_name=${sponsor.toUpperCase()}`);
      const candidates = named.all(normalizeOrganization(sponsor)) as number[];
      expect(l.parent, l.pac).toBe(candidates.length === 1 ? candidates[0] : null);
      if (l.parent !== null) resolved++;
    }
    expect(resolved).toBeGreaterThan(0);
    expect(resolved).toBeLessThan(links.length);
  });

  it('links lobbying clients to affiliates a filing lists, citing that filing', () => {
    const links = all<{ parent: number; child: number; ref: string }>(
      "select parent_entity_id as parent, child_entity_id as child, source_ref as ref from entity_relationships where source = 'lobbying_affiliated_orgs'",
    );
    expect(links.length).toBeGreaterThan(0);
    const listed = db.prepare(
      'select a.org_name as org, f.client_name as client from lobbying_affiliated_orgs a join lobbying_filings f using (filing_uuid) where a.filing_uuid = ?',
    );
    const nameOf = db.prepare('select name_normalized from entities where entity_id = ?').pluck();
    for (const l of links) {
      const rows = listed.all(l.ref) as { org: string; client: string | null }[];
      const [parent, child] = [nameOf.get(l.parent), nameOf.get(l.child)];
      expect(
        rows.some((r) => r.client !== null && normalizeOrganization(r.client) === parent && normalizeOrganization(r.org) === child),
        l.ref,
      ).toBe(true);
    }
  });

  it('records successors between live companies with LEIs, the predecessor defunct', () => {
    expect(
      count(`select 1 from entity_relationships r join entities p on p.entity_id = r.parent_entity_id join entities c on c.entity_id = r.child_entity_id
        where r.source = 'gleif_successor' and (p.status != 'defunct' or p.lei is null or c.lei is null or r.source_ref != p.lei)`),
    ).toBe(0);
  });
});

describe('dd_id_redirects', () => {
  it("forwards every merged entity's DD-ID to the end of its merge chain", () => {
    const merges = all<{ old_dd_id: string; new_dd_id: string }>(
      "select old_dd_id, new_dd_id from dd_id_redirects where reason = 'merge' and unmerged_at is null",
    );
    const entity = db.prepare('select entity_id, status, merged_into_entity_id, dd_id from entities where dd_id = ?');
    const byId = db.prepare('select entity_id, status, merged_into_entity_id, dd_id from entities where entity_id = ?');
    type E = { entity_id: number; status: string; merged_into_entity_id: number | null; dd_id: string };
    expect(merges.length).toBeGreaterThan(0);
    for (const m of merges) {
      const old = entity.get(m.old_dd_id) as E;
      expect(old.status).toBe('merged');
      let survivor = byId.get(old.merged_into_entity_id) as E;
      while (survivor.status === 'merged') survivor = byId.get(survivor.merged_into_entity_id) as E;
      expect(m.new_dd_id).toBe(survivor.dd_id);
    }
  });

  it('has reversed merges between live entities, hand corrections and soft deletes of retired ids', () => {
    expect(
      count(`select 1 from dd_id_redirects d join entities e on e.dd_id = d.old_dd_id
        where d.unmerged_at is not null and (e.status = 'merged' or d.unmerged_at < d.merged_at)`),
    ).toBe(0);
    expect(count('select 1 from dd_id_redirects where unmerged_at is not null')).toBeGreaterThan(0);
    expect(count("select 1 from dd_id_redirects where reason = 'soft_delete' and new_dd_id is not null")).toBe(0);
    expect(
      count(
        "select 1 from dd_id_redirects where reason = 'manual_correction' and resolution_note not like 'MANUAL\\_OVERRIDE:%' escape '\\'",
      ),
    ).toBe(0);
    expect(
      count(
        "select 1 from dd_id_redirects where reason in ('soft_delete', 'manual_correction') and old_dd_id in (select dd_id from entities where dd_id is not null)",
      ),
    ).toBe(0);
    expect(count("select 1 from dd_id_redirects where reason not in ('merge', 'soft_delete', 'manual_correction')")).toBe(0);
    // Terminal targets only: no redirect leads to another redirected id still in force.
    expect(count('select 1 from dd_id_redirects a join dd_id_redirects b on b.old_dd_id = a.new_dd_id where b.unmerged_at is null')).toBe(
      0,
    );
    expect(
      count(`select 1 from dd_id_redirects where not (merged_at ${ISO_UTC}) or (unmerged_at is not null and not (unmerged_at ${ISO_UTC}))`),
    ).toBe(0);
  });
});

describe('anchor_conflicts', () => {
  it('is empty, as in the published build, which declares it but never fills it', () => {
    expect(count('select 1 from anchor_conflicts')).toBe(0);
  });
});
