// PLACEHOLDER: replaced by the domain's real generator.
import type { Domain } from '../kit.js';

export const regulatoryDomain: Domain = { name: 'regulatory', database: 'openregs', schema: [], generate: () => {}, derive: [] };
