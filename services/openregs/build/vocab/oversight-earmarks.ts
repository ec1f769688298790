// Community project funding requests (earmarks): the Appropriations subcommittee, the kinds of
// local recipient that ask for each project, and the agency whose grant funds it.

/** Kinds of state or local recipient; recipients.ts turns a kind plus a place into a name. */
export type LocalKind =
  | 'city'
  | 'county'
  | 'water'
  | 'housing'
  | 'port'
  | 'transit'
  | 'hospital'
  | 'college'
  | 'health'
  | 'police'
  | 'fire'
  | 'schools'
  | 'state_dot'
  | 'university';

export interface EarmarkProject {
  /** `{city}`, `{road}`, `{river}` are filled in. */
  readonly description: string;
  readonly kinds: readonly LocalKind[];
  /** Spending agency whose grant funds the project when it is enacted. */
  readonly agency: string;
}

export interface EarmarkSubcommittee {
  readonly name: string;
  readonly weight: number;
  readonly projects: readonly EarmarkProject[];
}

export const EARMARK_SUBCOMMITTEES: readonly EarmarkSubcommittee[] = [
  {
    name: 'Transportation, Housing and Urban Development, and Related Agencies',
    weight: 30,
    projects: [
      {
        description: '{road} Highway Interchange Reconstruction',
        kinds: ['city', 'county', 'state_dot'],
        agency: 'Department of Transportation',
      },
      {
        description: 'Highway safety improvements on {road} in {city}',
        kinds: ['city', 'county', 'state_dot'],
        agency: 'Department of Transportation',
      },
      {
        description: '{city} Highway Bridge Replacement over the {river}',
        kinds: ['city', 'county', 'state_dot'],
        agency: 'Department of Transportation',
      },
      {
        description: 'Complete streets and pedestrian safety improvements in downtown {city}',
        kinds: ['city'],
        agency: 'Department of Transportation',
      },
      { description: 'Bus fleet electrification and charging infrastructure', kinds: ['transit'], agency: 'Department of Transportation' },
      { description: 'Transit center construction in {city}', kinds: ['transit', 'city'], agency: 'Department of Transportation' },
      {
        description: 'Affordable housing rehabilitation in {city}',
        kinds: ['housing', 'city'],
        agency: 'Department of Housing and Urban Development',
      },
      {
        description: 'Supportive housing for homeless veterans',
        kinds: ['housing', 'county'],
        agency: 'Department of Housing and Urban Development',
      },
    ],
  },
  {
    name: 'Interior, Environment, and Related Agencies',
    weight: 20,
    projects: [
      { description: 'Water treatment plant upgrade', kinds: ['water', 'city'], agency: 'Environmental Protection Agency' },
      {
        description: 'Wastewater collection system improvements in {city}',
        kinds: ['water', 'city', 'county'],
        agency: 'Environmental Protection Agency',
      },
      { description: 'Lead service line replacement in {city}', kinds: ['water', 'city'], agency: 'Environmental Protection Agency' },
      {
        description: 'PFAS treatment system for contaminated drinking water wells',
        kinds: ['water', 'city', 'county'],
        agency: 'Environmental Protection Agency',
      },
      {
        description: 'Stormwater management and flood mitigation along the {river}',
        kinds: ['city', 'county'],
        agency: 'Environmental Protection Agency',
      },
      {
        description: 'Brownfield cleanup and redevelopment of former industrial site',
        kinds: ['city', 'county'],
        agency: 'Environmental Protection Agency',
      },
    ],
  },
  {
    name: 'Labor, Health and Human Services, Education, and Related Agencies',
    weight: 18,
    projects: [
      {
        description: 'Community health center expansion',
        kinds: ['health', 'hospital'],
        agency: 'Department of Health and Human Services',
      },
      {
        description: 'Opioid addiction treatment and recovery program',
        kinds: ['health', 'hospital', 'county'],
        agency: 'Department of Health and Human Services',
      },
      {
        description: 'Mental health crisis response program',
        kinds: ['county', 'health'],
        agency: 'Department of Health and Human Services',
      },
      {
        description: 'Medical equipment for rural emergency department',
        kinds: ['hospital'],
        agency: 'Department of Health and Human Services',
      },
      {
        description: 'Hospital emergency department expansion',
        kinds: ['hospital'],
        agency: 'Department of Health and Human Services',
      },
      { description: 'School-based mental health services', kinds: ['schools', 'county'], agency: 'Department of Education' },
      { description: 'School safety and security upgrades', kinds: ['schools'], agency: 'Department of Education' },
      { description: 'Workforce training center for advanced manufacturing', kinds: ['college'], agency: 'Department of Labor' },
      { description: 'Nursing education simulation laboratory', kinds: ['college', 'university'], agency: 'Department of Education' },
      { description: 'STEM classroom equipment and teacher training', kinds: ['schools'], agency: 'Department of Education' },
    ],
  },
  {
    name: 'Commerce, Justice, Science, and Related Agencies',
    weight: 10,
    projects: [
      { description: 'Police body-worn camera program', kinds: ['police'], agency: 'Department of Justice' },
      { description: 'Regional crime laboratory equipment', kinds: ['police', 'county'], agency: 'Department of Justice' },
      { description: 'Community violence intervention program', kinds: ['city'], agency: 'Department of Justice' },
      { description: 'Coastal resilience and climate research center', kinds: ['university', 'college'], agency: 'Department of Commerce' },
    ],
  },
  {
    name: 'Agriculture, Rural Development, Food and Drug Administration, and Related Agencies',
    weight: 8,
    projects: [
      { description: 'Rural water system expansion', kinds: ['county', 'city'], agency: 'Department of Agriculture' },
      { description: 'Rural broadband deployment', kinds: ['county'], agency: 'Department of Agriculture' },
      { description: 'Agricultural research facility modernization', kinds: ['university'], agency: 'Department of Agriculture' },
      { description: 'Rural health clinic construction', kinds: ['health', 'hospital'], agency: 'Department of Agriculture' },
    ],
  },
  {
    name: 'Energy and Water Development, and Related Agencies',
    weight: 7,
    projects: [
      { description: 'Harbor dredging and navigation improvements', kinds: ['port'], agency: 'Department of Energy' },
      { description: 'Flood control levee improvements along the {river}', kinds: ['county', 'city'], agency: 'Department of Energy' },
      {
        description: 'Microgrid and energy resilience project for critical facilities',
        kinds: ['city', 'county'],
        agency: 'Department of Energy',
      },
      { description: 'Energy efficiency retrofits of municipal buildings', kinds: ['city'], agency: 'Department of Energy' },
    ],
  },
  {
    name: 'Homeland Security',
    weight: 5,
    projects: [
      { description: 'Emergency operations center construction', kinds: ['county', 'city'], agency: 'Department of Homeland Security' },
      { description: 'Fire station backup generators', kinds: ['fire'], agency: 'Department of Homeland Security' },
      { description: 'Flood warning system installation', kinds: ['county', 'city'], agency: 'Department of Homeland Security' },
    ],
  },
];

export const ROADS: readonly string[] = [
  'Interstate 35',
  'Interstate 70',
  'Interstate 95',
  'Interstate 5',
  'Interstate 80',
  'U.S. Route 1',
  'U.S. Route 30',
  'U.S. Route 66',
  'State Route 9',
  'State Highway 41',
  'U.S. Highway 101',
  'Interstate 10',
  'U.S. Route 50',
  'State Route 17',
];

export const RIVERS: readonly string[] = [
  'Mississippi River',
  'Ohio River',
  'Missouri River',
  'Columbia River',
  'Delaware River',
  'Red River',
  'Arkansas River',
  'Tennessee River',
  'Cumberland River',
  'Susquehanna River',
  'Platte River',
  'Rio Grande',
  'Sacramento River',
  'James River',
];

/** How hospitals and school systems name themselves (`{city}`); one form per city. */
export const HOSPITAL_NAME_FORMS: readonly string[] = [
  '{city} Regional Medical Center',
  '{city} General Hospital',
  '{city} Memorial Hospital',
  "{city} Children's Hospital",
];
export const SCHOOL_SYSTEM_NAME_FORMS: readonly string[] = [
  '{city} Public Schools',
  '{city} School District',
  '{city} Unified School District',
  '{city} City School District',
];
