// Small shared helpers: which agencies an FR document lists, how Regulations.gov recorded an FR number.
import type { Rng } from '../../../../../databases/build/kit/index.js';
import { frAgency, type FrAgency } from '../../vocab/agencies.js';

/** The agencies an FR document lists: parent department first. */
export function listedAgencies(agency: FrAgency): FrAgency[] {
  return agency.parent ? [frAgency(agency.parent), agency] : [agency];
}

/** How Regulations.gov recorded an FR number: mostly verbatim, sometimes padded or with an en dash. */
export function recordedFrNumber(rng: Rng, number: string): string | null {
  const r = rng.next();
  if (r < 0.84) return number;
  const dash = number.indexOf('-');
  if (r < 0.92) return `${number.slice(0, dash)}-${number.slice(dash + 1).padStart(5, '0')}`;
  if (r < 0.96) return `${number.slice(0, dash)}\u2013${number.slice(dash + 1)}`;
  return null;
}
