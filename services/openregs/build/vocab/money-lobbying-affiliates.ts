// Affiliated organisations lobbying filings list: the countries the LDA API gives them (its code
// and its display name) and the legal forms of foreign affiliates.

export interface AffiliateCountry {
  /** The API's `country`, in the three-letter form our lobbying filings store. */
  readonly code: string;
  /** The API's `country_display`. */
  readonly name: string;
  /** Legal-form suffix of companies registered there. */
  readonly suffix: string;
  readonly weight: number;
}

export const AFFILIATE_COUNTRIES: readonly AffiliateCountry[] = [
  { code: 'GBR', name: 'United Kingdom', suffix: 'PLC', weight: 5 },
  { code: 'JPN', name: 'Japan', suffix: 'Corporation', weight: 4 },
  { code: 'DEU', name: 'Germany', suffix: 'AG', weight: 4 },
  { code: 'CAN', name: 'Canada', suffix: 'Inc.', weight: 4 },
  { code: 'FRA', name: 'France', suffix: 'S.A.', weight: 3 },
  { code: 'CHE', name: 'Switzerland', suffix: 'AG', weight: 3 },
  { code: 'NLD', name: 'Netherlands', suffix: 'N.V.', weight: 2 },
  { code: 'KOR', name: 'Korea, Republic of', suffix: 'Co., Ltd.', weight: 2 },
  { code: 'IRL', name: 'Ireland', suffix: 'Limited', weight: 2 },
  { code: 'ISR', name: 'Israel', suffix: 'Ltd.', weight: 1 },
  { code: 'AUS', name: 'Australia', suffix: 'Limited', weight: 1 },
  { code: 'SWE', name: 'Sweden', suffix: 'AB', weight: 1 },
  { code: 'MEX', name: 'Mexico', suffix: 'S.A. de C.V.', weight: 1 },
  { code: 'IND', name: 'India', suffix: 'Limited', weight: 1 },
];

export const UNITED_STATES: Omit<AffiliateCountry, 'suffix' | 'weight'> = { code: 'USA', name: 'United States of America' };
