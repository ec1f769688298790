// Comment titles as submitters write them, and the parsing rule the real build applies to them
// to fill submitter_name and submitter_type. Generated comments are parsed with
// the same rule, so the stored columns always agree with the titles.

export type SubmitterType = 'individual' | 'organization' | 'anonymous' | 'unknown';

/** Words that make a parsed name an organisation (the published list plus close kin). */
const ORGANIZATION_WORDS = new Set([
  'inc',
  'corp',
  'llc',
  'ltd',
  'company',
  'association',
  'institute',
  'foundation',
  'council',
  'society',
  'commission',
  'department',
  'university',
  'college',
  'board',
  'committee',
  'coalition',
  'alliance',
  'group',
  'partners',
  'international',
  'national',
  'federal',
  'chamber',
  'union',
  'district',
  'authority',
  'center',
  'corporation',
  'incorporated',
  'federation',
  'network',
  'league',
  'fund',
  'trust',
  'organization',
  'agency',
  'cooperative',
  'associates',
  'bureau',
  'llp',
  'pllc',
  'plc',
  'limited',
]);

const NAMED = /^(?:public\s+)?comment\s+(?:submitted\s+by|from|by|of)\s+(.+)$/i;
const DASH_COMMENT = /^(.+?)\s+-\s+comment$/i;

function isOrganizationName(name: string): boolean {
  const words = name.split(/\s+/).filter(Boolean);
  if (words.some((w) => ORGANIZATION_WORDS.has(w.toLowerCase().replace(/[^a-z]/g, '')))) return true;
  return words.length > 4 && !name.includes(',');
}

export function parseCommentTitle(title: string): { name: string | null; type: SubmitterType } {
  if (/anonymous/i.test(title) || /^(form letter|mass mail)/i.test(title)) return { name: null, type: 'anonymous' };
  const match = NAMED.exec(title) ?? DASH_COMMENT.exec(title);
  if (!match) return { name: null, type: 'unknown' };
  const name = match[1].trim();
  return { name, type: isOrganizationName(name) ? 'organization' : 'individual' };
}

/** Title templates with relative weights: "public" stays in a minority of titles, as on Regulations.gov. */
export interface WeightedTitles {
  titles: readonly string[];
  weights: readonly number[];
}

export const PERSON_TITLES: WeightedTitles = {
  titles: ['Comment from {name}', 'Comment submitted by {name}', '{name} - Comment', 'Public Comment from {name}', 'Comment by {name}'],
  weights: [40, 30, 15, 3, 12],
};
export const ORGANIZATION_TITLES: WeightedTitles = {
  titles: ['Comment submitted by {name}', 'Comment from {name}', '{name} - Comment', 'Comment of {name}'],
  weights: [45, 35, 12, 8],
};
export const ANONYMOUS_TITLES: WeightedTitles = {
  titles: ['Anonymous public comment', 'Comment from Anonymous', 'Anonymous', 'Comment submitted by Anonymous Anonymous'],
  weights: [10, 45, 25, 20],
};
/** Unnamed titles: the docket id, or what the comment is about ({subject}, from the docket's sector). */
export const UNKNOWN_TITLES: WeightedTitles = {
  titles: [
    'Comment on {docket}',
    'Public Submission',
    'Re: {docket}',
    'Comments on the proposed rule',
    'Attachment to public comment',
    'Comment on {subject}',
    'Comments regarding {subject}',
    'Concerns about {subject}',
    'Feedback on {subject}',
  ],
  weights: [40, 10, 25, 20, 5, 60, 30, 20, 15],
};
export const MASS_TITLES: WeightedTitles = {
  titles: [
    'Mass Mail Campaign {n}: {name}',
    'Form Letter from {name} supporters',
    'Mass Comment Campaign sponsored by {name}',
    'Mass Comment Campaign sponsored by {name}: {subject}',
  ],
  weights: [40, 30, 15, 35],
};
