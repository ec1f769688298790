// Two-letter state codes (with population-like weights) and the foreign countries of foreign
// entities, for the entity layer and office locations.

export const US_STATES: readonly string[] = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD',
  'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC',
  'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'DC',
];

/** Rough population weights in US_STATES order (millions). */
export const US_STATE_WEIGHTS: readonly number[] = [
  5, 0.7, 7.4, 3, 39, 5.8, 3.6, 1, 22, 11, 1.4, 1.9, 12.5, 6.8, 3.2, 2.9, 4.5, 4.6, 1.4, 6.2,
  7, 10, 5.7, 2.9, 6.2, 1.1, 2, 3.2, 1.4, 9.3, 2.1, 19.6, 10.7, 0.8, 11.8, 4, 4.2, 13, 1.1, 5.3,
  0.9, 7, 30, 3.4, 0.6, 8.7, 7.8, 1.8, 5.9, 0.6, 0.7,
];

/** Foreign countries of foreign entities: ISO-2 code and the legal-form suffix used there. */
export const FOREIGN_COUNTRIES: readonly { readonly code: string; readonly suffix: string }[] = [
  { code: 'GB', suffix: 'Ltd.' }, { code: 'DE', suffix: 'GmbH' }, { code: 'FR', suffix: 'S.A.' }, { code: 'JP', suffix: 'K.K.' },
  { code: 'CN', suffix: 'Co., Ltd.' }, { code: 'KR', suffix: 'Co., Ltd.' }, { code: 'CA', suffix: 'Ltd.' }, { code: 'NL', suffix: 'B.V.' },
  { code: 'CH', suffix: 'AG' }, { code: 'IT', suffix: 'S.p.A.' }, { code: 'AU', suffix: 'Pty Ltd' }, { code: 'IN', suffix: 'Private Limited' },
  { code: 'MX', suffix: 'S.A. de C.V.' }, { code: 'BR', suffix: 'Ltda.' }, { code: 'IL', suffix: 'Ltd.' }, { code: 'SA', suffix: 'Company' },
  { code: 'AE', suffix: 'LLC' }, { code: 'SG', suffix: 'Pte. Ltd.' }, { code: 'IE', suffix: 'Limited' }, { code: 'SE', suffix: 'AB' },
];
