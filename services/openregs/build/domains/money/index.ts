// The money domain: Senate LDA lobbying, FARA and FEC campaign finance .
// Reads congress_members and legislation (congress domain, earlier in the registry); its
// derive SQL also reads hearing_witnesses (oversight), comment_details (regulatory) and
// committee_memberships (congress).
import type { Domain } from '../../../../../databases/build/kit/index.js';
import { generateFara } from './fara.js';
import { generateFec } from './fec.js';
import { generateLobbying } from './lobbying.js';
import { loadMembersByProminence } from './members.js';

export const moneyDomain: Domain = {
  name: 'money',
  database: 'openregs',
  schema: ['money.sql'],
  generate(ctx) {
    const members = loadMembersByProminence(ctx.db);
    generateLobbying(ctx, members);
    generateFara(ctx);
    generateFec(ctx, members);
    // Secondary indexes go on after the bulk load: much faster than keeping them up to date
    // row by row, and still before any derive SQL (ours or another domain's) reads the tables.
    ctx.runSqlFile('money-indexes.sql');
  },
  derive: ['money-derive.sql'],
};
