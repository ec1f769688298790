// PLACEHOLDER: replaced by the domain's real generator.
import type { Domain } from '../kit.js';

export const congressDomain: Domain = { name: 'congress', database: 'openregs', schema: [], generate: () => {}, derive: [] };
