// The misc domain: congressional office disbursements (House 2016+, House pre-2016 OCR totals,
// Senate office totals), White House visitor logs, the entity layer (organisations, aliases,
// relationships, DD-ID redirects, public actors) and OGE senior-official disclosures. Generated after congress, oversight and
// money, whose members, lobbyists, FEC candidates and FARA agents it refers to.
import { loadMembers, type BuildContext, type Domain } from '../../../../../databases/build/kit/index.js';
import { generateDdIdRedirects } from './dd-id-redirects.js';
import { generateEntities } from './entities.js';
import { generateEntityRelationships } from './entity-relationships.js';
import { generateHouseDisbursements } from './house-disbursements.js';
import { generateHousePre2016 } from './house-pre2016.js';
import { generateOge } from './oge.js';
import { generatePublicActors } from './public-actors.js';
import { generateSenateOffices } from './senate-offices.js';
import { generateWhiteHouse } from './white-house.js';

function generate(ctx: BuildContext): void {
  const members = loadMembers(ctx.db);
  generateHouseDisbursements(ctx, members);
  generateHousePre2016(ctx, members);
  generateSenateOffices(ctx, members);
  const ogeFilers = generateOge(ctx);
  const employers = generateEntities(ctx);
  generateEntityRelationships(ctx);
  generateDdIdRedirects(ctx);
  // anchor_conflicts stays empty, as in the published build (nothing there fills it).
  const knownVisitors = generatePublicActors(ctx, ogeFilers, employers);
  generateWhiteHouse(ctx, knownVisitors);
}

export const miscDomain: Domain = {
  name: 'misc',
  database: 'openregs',
  schema: ['misc.sql'],
  generate,
  // The page indexes span every openregs domain's tables; any derive list runs after all have generated.
  derive: ['misc-derive.sql', 'page-indexes.sql'],
};
