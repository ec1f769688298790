// What makes the database publishable: views, build facts, indexes (the pages' too), full-text indexes (last, so
// their rowids match the finished tables), the pay-ordered name index of the people search, and
// statistics (ANALYZE, run by the orchestrator).
import { dayOfDate, isoDay, type BuildContext, type Domain } from '../../../../../databases/build/kit/index.js';
import { masterFileAsOf } from '../master-file/index.js';

export const DATABASE_NAME = '990data_public';

export const publicationDomain: Domain = {
  name: 'publication',
  database: DATABASE_NAME,
  schema: ['views.sql'],
  generate: generateBuildMetadata,
  // page-indexes.sql is also the service's own index file (service.yaml), for archives that lack them.
  derive: ['indexes.sql', 'page-indexes.sql', 'full-text.sql', 'people-search.sql'],
};

function generateBuildMetadata(ctx: BuildContext): void {
  const years = ctx.db.prepare('select min(tax_year) as lo, max(tax_year) as hi from returns').get() as { lo: number; hi: number };
  const facts: [string, string][] = [
    ['database', DATABASE_NAME],
    ['build_date', isoDay(dayOfDate(ctx.now))],
    ['built_at', ctx.now.toISOString().replace(/\.\d{3}Z$/, 'Z')],
    ['schema_version', '1'],
    ['generator', 'synthetic'],
    ['seed', String(ctx.seed)],
    ['scale', String(ctx.scale)],
    ['tax_year_min', String(years.lo)],
    ['tax_year_max', String(years.hi)],
    ['bmf_asof', masterFileAsOf(ctx.now)],
  ];
  ctx.insert('build_metadata', ['key', 'value'], facts, facts.length);
}
