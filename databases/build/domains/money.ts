// PLACEHOLDER: replaced by the domain's real generator.
import type { Domain } from '../kit.js';

export const moneyDomain: Domain = { name: 'money', database: 'openregs', schema: [], generate: () => {}, derive: [] };
