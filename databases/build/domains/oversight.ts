// PLACEHOLDER: replaced by the domain's real generator.
import type { Domain } from '../kit.js';

export const oversightDomain: Domain = { name: 'oversight', database: 'openregs', schema: [], generate: () => {}, derive: [] };
