// Personal names and job titles for witnesses, nominees, CRS authors and unlinked hearing
// participants (people who are not members of Congress).

export { FIRST_NAMES, LAST_NAMES } from './people.js';

export const MIDDLE_INITIALS: readonly string[] = [
  'A.',
  'B.',
  'C.',
  'D.',
  'E.',
  'F.',
  'G.',
  'H.',
  'J.',
  'K.',
  'L.',
  'M.',
  'P.',
  'R.',
  'S.',
  'T.',
  'W.',
];

/** Titles a witness from a company, association or nonprofit testifies under. */
export const PRIVATE_WITNESS_TITLES: readonly string[] = [
  'President and Chief Executive Officer',
  'Chief Executive Officer',
  'Executive Vice President',
  'Senior Vice President, Government Affairs',
  'Vice President, Public Policy',
  'General Counsel',
  'Chief Economist',
  'Director of Regulatory Affairs',
  'Senior Fellow',
  'Policy Director',
  'Legislative Director',
  'Chairman of the Board',
  'Chief Operating Officer',
  'Senior Policy Analyst',
  'Executive Director',
  'Research Director',
  'Professor of Economics',
  'Professor of Law',
  'Professor of Public Health',
  'Dean, School of Engineering',
  'Senior Counsel',
  'Chief Technology Officer',
  'Director, Environmental Programs',
];

/** Titles a government witness testifies under. */
export const GOVERNMENT_WITNESS_TITLES: readonly string[] = [
  'Administrator',
  'Deputy Administrator',
  'Assistant Secretary',
  'Deputy Secretary',
  'Secretary',
  'Director',
  'Deputy Director',
  'Inspector General',
  'Commissioner',
  'Chief Financial Officer',
  'Associate Administrator',
  'Director, Natural Resources and Environment',
  'Managing Director, Strategic Issues',
  'Chief Information Officer',
];

/** Titles for state and local officials who testify. */
export const LOCAL_WITNESS_TITLES: readonly string[] = [
  'Mayor',
  'Governor',
  'County Commissioner',
  'State Senator',
  'Attorney General',
  'Secretary of State',
  'City Manager',
  'Fire Chief',
  'Chief of Police',
  'Superintendent of Schools',
  'State Health Officer',
];
