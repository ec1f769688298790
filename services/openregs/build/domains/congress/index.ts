// Congress domain: members, committees, legislation, Congressional Record, roll-call votes and
// stock trades.
import type { Domain } from '../../../../../databases/build/kit/index.js';
import { generateCongress } from './generate.js';

export const congressDomain: Domain = {
  name: 'congress',
  database: 'openregs',
  schema: ['congress.sql'],
  generate: generateCongress,
  derive: ['congress-derive.sql'],
};
