// Vocabulary of the White House visitor logs: the two administrations that published them,
// where meetings happen, what policy meetings were about, and the events whose guest lists
// are redacted (tours, receptions, ceremonies).

export interface Administration {
  readonly label: string;
  /** First and last day covered by the published logs (inclusive, YYYY-MM-DD). */
  readonly from: string;
  readonly to: string;
}

export const ADMINISTRATIONS: readonly Administration[] = [
  { label: 'Obama', from: '2009-01-20', to: '2017-01-19' },
  { label: 'Biden', from: '2021-01-20', to: '2025-01-19' },
];

export const MEETING_LOCATIONS: readonly string[] = ['WH', 'OEOB', 'NEOB', 'WH', 'WH', 'OEOB'];

export const POLICY_ROOMS: readonly string[] = [
  'ROOSEVELT ROOM',
  'WEST WING',
  'OVAL OFFICE',
  'SITUATION ROOM',
  'INDIAN TREATY ROOM',
  'ROOM 430',
  'ROOM 350',
  'ROOM 180',
  'ROOM 208',
  'SOUTH COURT AUDITORIUM',
  'EISENHOWER EXECUTIVE OFFICE BUILDING 474',
  'CONFERENCE ROOM A',
];

export const EVENT_ROOMS: readonly string[] = [
  'EAST ROOM',
  'STATE DINING ROOM',
  'BLUE ROOM',
  'SOUTH LAWN',
  'ROSE GARDEN',
  'EAST WING',
  'RESIDENCE',
];

/** Subjects of policy meetings: ordinary policy words so full-text search finds them. */
export const MEETING_TOPICS: readonly string[] = [
  'climate resilience',
  'methane pollution standards',
  'clean air and pollution control',
  'tariff relief for manufacturers',
  'steel and aluminum tariff exclusions',
  'Medicare drug price negotiation',
  'Medicare Advantage payment policy',
  'Medicaid expansion',
  'Affordable Care Act enrollment',
  'opioid epidemic response',
  'broadband deployment',
  'infrastructure investment',
  'electric vehicle charging',
  'semiconductor supply chains',
  'critical minerals',
  'wildfire preparedness',
  'drought and water supply',
  'farm bill priorities',
  'student loan relief',
  'early childhood education',
  'apprenticeship and workforce training',
  'minimum wage',
  'collective bargaining rights',
  'immigration reform',
  'border security',
  'refugee admissions',
  'cybersecurity of critical infrastructure',
  'artificial intelligence safety',
  'data privacy',
  'consumer financial protection',
  'housing affordability',
  'veterans health care',
  'criminal justice reform',
  'gun violence prevention',
  'tribal consultation',
  'trade agreement enforcement',
  'export controls',
  'pandemic preparedness',
  'vaccine distribution',
  'clean energy tax credits',
  'nuclear energy',
  'offshore wind leasing',
  'coal community transition',
  'Social Security solvency',
  'small business lending',
  'rural hospitals',
  'maternal health',
  'mental health parity',
  'economic development in rural communities',
  'economic outlook and inflation',
  'economic sanctions enforcement',
];

/** Sentence frames for a policy meeting's description ("{topic}" is replaced). */
export const MEETING_FRAMES: readonly string[] = [
  'Meeting on {topic}',
  'Briefing on {topic}',
  'Stakeholder roundtable: {topic}',
  'Policy discussion regarding {topic}',
  'Listening session on {topic}',
  'Working meeting, {topic}',
  'Coordination call follow-up on {topic}',
];

/** Descriptions of public tours (always redacted). */
export const TOUR_DESCRIPTIONS: readonly string[] = ['WH TOUR', 'EAST WING TOUR', 'WEST WING TOUR', 'GARDEN TOUR', 'HOLIDAY TOUR'];

/** Descriptions of events whose visitor names the build redacts (they mention a redaction keyword). */
export const EVENT_DESCRIPTIONS: readonly string[] = [
  'HOLIDAY RECEPTION',
  'RECEPTION IN HONOR OF SMALL BUSINESS WEEK',
  'BILL SIGNING CEREMONY',
  'MEDAL OF FREEDOM CEREMONY',
  'CONGRESSIONAL PICNIC PARTY',
  'HOLIDAY PARTY',
  'EASTER EGG ROLL VOLUNTEER',
  'VOLUNTEER BRIEFING',
  'STATE ARRIVAL CEREMONY',
  'PRIDE MONTH RECEPTION',
  'INDEPENDENCE DAY PARTY',
  'SUPER BOWL CHAMPIONS CEREMONY',
];

/** The words that trigger redaction of a non-tour visitor's name when the description contains them. */
export const REDACTION_KEYWORDS: readonly string[] = ['TOUR', 'RECEPTION', 'HOLIDAY', 'VOLUNTEER', 'CEREMONY', 'PARTY'];

/** The host of public tours; visits to this host are always redacted. */
export const VISITORS_OFFICE = { first: 'VISITORS', last: 'OFFICE', full: 'VISITORS OFFICE' } as const;

/** Principals who appear as hosts in every administration's log. */
export const PRINCIPAL_HOSTS: readonly { readonly first: string; readonly last: string; readonly full: string }[] = [
  { first: '', last: 'POTUS', full: 'POTUS' },
  { first: '', last: 'FLOTUS', full: 'FLOTUS' },
  { first: '', last: 'VPOTUS', full: 'VPOTUS' },
];
