// Build order: a domain may read the tables of the domains before it while generating.
import type { Domain } from '../../../../databases/build/kit/index.js';
import { regulatoryDomain } from './regulatory/index.js';
import { congressDomain } from './congress/index.js';
import { oversightDomain } from './oversight/index.js';
import { moneyDomain } from './money/index.js';
import { miscDomain } from './misc/index.js';
import { openCommentsDomain } from './open-comments/index.js';

export const domains: readonly Domain[] = [regulatoryDomain, congressDomain, oversightDomain, moneyDomain, miscDomain, openCommentsDomain];
