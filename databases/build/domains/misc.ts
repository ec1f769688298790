// PLACEHOLDER: replaced by the domain's real generator.
import type { Domain } from '../kit.js';

export const miscDomain: Domain = { name: 'misc', database: 'openregs', schema: [], generate: () => {}, derive: [] };
