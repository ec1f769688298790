// Who receives earmarks and federal awards: state and local recipients built from a kind
// and a place (shared by earmarks and spending_awards, which is what makes their crossref
// match), organisations from the shared list, and generated federal contractors. Each
// recipient keeps one UEI / DUNS / recipient id however often it appears.
import { fill, Rng } from '../../../../../databases/build/kit/index.js';
import { normalizeOrganization } from '../../vocab/organizations.js';
import { anyState } from './people.js';
import { HOSPITAL_NAME_FORMS, SCHOOL_SYSTEM_NAME_FORMS, type LocalKind } from '../../vocab/oversight-earmarks.js';
import { STATES, type StatePlaces } from '../../vocab/oversight-places.js';
import { CONTRACTOR_KINDS, CONTRACTOR_STEMS, CONTRACTOR_SUFFIXES } from '../../vocab/oversight-spending.js';

/** One of `forms` for the city, the same every time (earmarks and awards must name it alike). */
function cityForm(forms: readonly string[], city: string): string {
  let h = 0;
  for (let i = 0; i < city.length; i++) h = (h * 31 + city.charCodeAt(i)) >>> 0;
  return fill(forms[h % forms.length], { city });
}

/** `city` is one of `state.cities`; counties are picked from the state with `rng`. */
export function localRecipientName(kind: LocalKind, state: StatePlaces, city: string, rng: Rng): string {
  switch (kind) {
    case 'city':
      return `City of ${city}`;
    case 'county': {
      const county = rng.pick(state.counties);
      return /Parish|Municipio|Municipality|District|Guam|St\. /.test(county) ? county : `${county} County`;
    }
    case 'water':
      return `${city} Water and Sewer Authority`;
    case 'housing':
      return `${city} Housing Authority`;
    case 'port':
      return `Port of ${city}`;
    case 'transit':
      return `${city} Regional Transit Authority`;
    case 'hospital':
      return cityForm(HOSPITAL_NAME_FORMS, city);
    case 'college':
      return `${city} Community College`;
    case 'health':
      return `${city} Community Health Center`;
    case 'police':
      return `${city} Police Department`;
    case 'fire':
      return `${city} Fire Department`;
    case 'schools':
      return cityForm(SCHOOL_SYSTEM_NAME_FORMS, city);
    case 'state_dot':
      return `${state.name} Department of Transportation`;
    // How USAspending names state university systems (the shared list has the campuses).
    case 'university':
      return `Board of Regents of the University of ${state.name}`;
  }
}

export function stateByCode(code: string): StatePlaces | undefined {
  return STATES.find((s) => s.code === code);
}

/** Generated federal contractors, e.g. "Apex Environmental Services LLC". */
export function contractorPool(rng: Rng, size: number): string[] {
  const names: string[] = [];
  for (let i = 0; i < size; i++) names.push(`${rng.pick(CONTRACTOR_STEMS)} ${rng.pick(CONTRACTOR_KINDS)} ${rng.pick(CONTRACTOR_SUFFIXES)}`);
  return names;
}

export interface RecipientIdentity {
  /** normalizeOrganization(name), computed once per recipient. */
  readonly normalized: string;
  readonly uei: string | null;
  readonly duns: string | null;
  readonly recipientId: string;
  readonly state: string;
}

const UEI_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

/** Stable identifiers per recipient name, derived from the name itself (order-independent). */
export class RecipientRegistry {
  private readonly cache = new Map<string, RecipientIdentity>();
  constructor(private readonly seed: number) {}

  identity(name: string, stateHint?: string): RecipientIdentity {
    const known = this.cache.get(name);
    if (known) return known;
    const rng = new Rng(this.seed, `recipient:${name}`);
    let uei = '';
    for (let i = 0; i < 12; i++) uei += UEI_CHARS[rng.int(0, UEI_CHARS.length - 1)];
    const identity: RecipientIdentity = {
      normalized: normalizeOrganization(name),
      uei: rng.bool(0.97) ? uei : null,
      duns: rng.bool(0.85) ? String(rng.int(10_000_000, 999_999_999)).padStart(9, '0') : null,
      recipientId: `${rng.uuid()}-${rng.bool(0.8) ? 'C' : 'R'}`,
      state: stateHint ?? anyState(rng).code,
    };
    this.cache.set(name, identity);
    return identity;
  }
}
