// Titles and CRS-style summaries of bills and resolutions, made from the policy vocabulary.
import type { Rng } from '../../../../../databases/build/kit/index.js';
import { RESOLUTION_THEMES, SPORTS, TITLE_SUFFIXES, TRIBES, UNIVERSITIES, type PolicyArea } from '../../vocab/congress-policy.js';
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES } from '../../vocab/congress-names.js';
import { STATES } from '../../vocab/congress-states.js';
import { MONTHS } from '../../vocab/congress-speech.js';

export type BillType = 'hr' | 's' | 'hres' | 'sres' | 'hjres' | 'sjres' | 'hconres' | 'sconres';

const STREETS = [
  'Main Street',
  'Broadway',
  'Market Street',
  'Washington Avenue',
  'Elm Street',
  'Church Street',
  'State Street',
  'Park Avenue',
];
const CITIES = ['Springfield', 'Greenville', 'Franklin', 'Clinton', 'Madison', 'Georgetown', 'Salem', 'Fairview', 'Riverside', 'Oxford'];

export function personName(rng: Rng): string {
  return `${rng.pick(rng.bool(0.4) ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
}

function fill(rng: Rng, template: string): string {
  return template
    .replace('{address}', `${rng.int(10, 9999)} ${rng.pick(STREETS)} in ${rng.pick(CITIES)}, ${rng.pick(STATES).name}`)
    .replace('{name}', personName(rng))
    .replace(
      '{honoree}',
      `the ${rng.pick(['Women Airforce Service Pilots', 'Buffalo Soldiers', 'Navajo Code Talkers', 'first responders of September 11, 2001', 'Harlem Hellfighters'])}`,
    )
    .replace('{place}', `the city of ${rng.pick(CITIES)}, ${rng.pick(STATES).name}`)
    .replace('{state}', rng.pick(STATES).name)
    .replace('{tribe}', rng.pick(TRIBES));
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Statutes that exist by the bill's year (a 1989 bill cannot amend a 1994 act). */
function statuteFor(rng: Rng, area: PolicyArea, year: number): string {
  const known = area.statutes.filter((s) => Number(/\d{4}/.exec(s)?.[0] ?? 0) <= year);
  return rng.pick(known.length ? known : area.statutes.slice(0, 1));
}

function shortTitle(rng: Rng, area: PolicyArea, year: number): string {
  return `${rng.pick(area.topics)} ${rng.pick(TITLE_SUFFIXES)} of ${year}`;
}

/** Official-style title of a bill or resolution. */
export function billTitle(rng: Rng, type: BillType, area: PolicyArea, year: number, houseRulesBill: number): string {
  if (type === 'hr' || type === 's') {
    const r = rng.next();
    if (r < 0.55) return shortTitle(rng, area, year);
    const purpose = fill(rng, rng.pick(area.purposes));
    if (r < 0.9) return `To amend ${statuteFor(rng, area, year)} ${purpose}, and for other purposes.`;
    return `${capitalize(purpose)}.`;
  }
  if (type === 'hjres' || type === 'sjres') {
    const r = rng.next();
    if (r < 0.6)
      return `Providing for congressional disapproval under chapter 8 of title 5, United States Code, of the rule submitted by the ${rng.pick(area.agencies)} relating to "${shortTitle(rng, area, year).replace(/ Act of \d+$/, '')}".`;
    if (r < 0.8)
      return `Proposing an amendment to the Constitution of the United States ${rng.pick(['to require a balanced budget', 'relating to term limits for Members of Congress', 'to abolish the electoral college', 'relating to contributions and expenditures intended to affect elections'])}.`;
    return `Making continuing appropriations for fiscal year ${year + 1}, and for other purposes.`;
  }
  if (type === 'hconres' || type === 'sconres') {
    const r = rng.next();
    if (r < 0.5) return `Expressing the sense of Congress that the Federal Government should act ${fill(rng, rng.pick(area.purposes))}.`;
    if (r < 0.75)
      return `Authorizing the use of the Capitol Grounds for the ${rng.pick(['National Peace Officers Memorial Service', 'Greater Washington Soap Box Derby', 'Special Olympics Law Enforcement Torch Run', 'National Book Festival'])}.`;
    return 'Providing for a conditional adjournment of the House of Representatives and a conditional recess or adjournment of the Senate.';
  }
  // Simple resolutions.
  if (area.name === 'Congress') {
    if (type === 'hres' && rng.bool(0.7))
      return `Providing for consideration of the bill (H.R. ${houseRulesBill}) to amend ${rng.pick(['the Internal Revenue Code of 1986', 'the Clean Air Act', 'title 5, United States Code', 'the Social Security Act'])}, and for other purposes.`;
    return rng.pick([
      'Electing Members to certain standing committees of the House of Representatives.',
      'Authorizing the taking of a photograph in the Chamber of the United States Senate.',
      `Authorizing testimony, document production, and legal representation in United States v. ${personName(rng)}.`,
      `Amending the Rules of the House of Representatives to ${rng.pick(['prohibit Members from trading stocks', 'require a supermajority to raise taxes', 'establish a select committee on the climate crisis'])}.`,
    ]);
  }
  const r = rng.next();
  if (r < 0.55) {
    const theme = RESOLUTION_THEMES.find(([a]) => a === area.name)?.[1] ?? rng.pick(RESOLUTION_THEMES)[1];
    return `Expressing support for the designation of ${rng.pick(MONTHS)} ${year} as "${theme}".`;
  }
  if (r < 0.8) return `Honoring the life and legacy of ${personName(rng)}.`;
  return `Congratulating the ${rng.pick(UNIVERSITIES)} ${rng.pick(SPORTS)} team on winning the ${year} National Collegiate Athletic Association championship.`;
}

/** A CRS-style summary; about one bill in seven has none yet. */
export function billSummary(rng: Rng, title: string, area: PolicyArea, congress: number): string {
  if (rng.bool(congress >= 119 ? 0.45 : 0.12)) return '';
  const purpose = fill(rng, rng.pick(area.purposes));
  const agency = rng.pick(area.agencies);
  const lead = title.length < 90 ? `${title.replace(/\.$/, '')} ` : '';
  return (
    `${lead}This bill establishes requirements ${purpose.replace(/^to /, 'to ').replace(/^making/, 'for making')}. ` +
    `Specifically, the bill directs the ${agency} to carry out activities concerning ${rng.pick(area.subjects).toLowerCase()} ` +
    `and ${rng.pick(area.subjects).toLowerCase()}. The ${agency} must report to Congress on implementation within ${rng.pick(['180 days', 'one year', 'two years', '90 days'])} ` +
    `of enactment${rng.bool(0.4) ? `, and the Government Accountability Office must review the program` : ''}.`
  );
}
