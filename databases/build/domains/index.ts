// Build order: a domain may read the tables of the domains before it while generating.
import type { Domain } from '../kit/index.js';
import { regulatoryDomain } from './regulatory.js';
import { congressDomain } from './congress.js';
import { oversightDomain } from './oversight.js';
import { moneyDomain } from './money.js';
import { miscDomain } from './misc.js';
import { openCommentsDomain } from './open-comments.js';

export const domains: readonly Domain[] = [
  regulatoryDomain,
  congressDomain,
  oversightDomain,
  moneyDomain,
  miscDomain,
  openCommentsDomain,
];
