// The dockets, documents and Federal Register numbers the published examples use. They exist at
// every scale so the examples in docs, canned-query YAML and tests always find rows.
import type { TopicKey } from '../../vocab/agencies.js';
import type { KeyDocumentType } from './types.js';

export interface AnchorDocument {
  type: KeyDocumentType;
  date: readonly [number, number, number];
  /** Federal Register document number of its FR counterpart. */
  fr: string;
  /** fr_doc_num as Regulations.gov recorded it, when it differs from `fr`. */
  recorded?: string | null;
  /** Comment period length in days (ending 11:59:59 pm Eastern). */
  periodDays?: number;
  /** Title when it differs from the docket's. */
  title?: string;
}

export interface AnchorDocket {
  id: string;
  agency: string;
  topic: TopicKey;
  title: string;
  docketType: 'Rulemaking' | 'Nonrulemaking';
  rin?: string;
  docs: readonly AnchorDocument[];
  /** Share of all comments, and a floor so small builds still have the example comment ids. */
  commentShare: number;
  minComments: number;
  /** Document sequence number of the first document. */
  firstDocNumber?: number;
}

export const ANCHOR_DOCKETS: readonly AnchorDocket[] = [
  {
    id: 'EPA-HQ-OAR-2021-0317',
    agency: 'EPA',
    topic: 'climate',
    docketType: 'Rulemaking',
    rin: '2060-AV09',
    title:
      'Standards of Performance for New, Reconstructed, and Modified Sources and Emissions Guidelines for Existing Sources: Oil and Natural Gas Sector Climate Review',
    docs: [
      { type: 'Proposed Rule', date: [2021, 11, 15], fr: '2021-24202', periodDays: 77 },
      { type: 'Proposed Rule', date: [2022, 12, 6], fr: '2022-24675', periodDays: 69 },
      { type: 'Rule', date: [2024, 3, 8], fr: '2024-4689' },
    ],
    commentShare: 0.1,
    minComments: 400,
  },
  {
    id: 'EPA-HQ-OA-2002-0001',
    agency: 'EPA',
    topic: 'general',
    docketType: 'Nonrulemaking',
    title: 'Draft Public Involvement Policy',
    docs: [{ type: 'Notice', date: [2002, 12, 3], fr: '02-30638', periodDays: 45 }],
    commentShare: 0.0005,
    minComments: 60,
  },
  {
    id: 'FDA-2021-N-0270',
    agency: 'FDA',
    topic: 'food',
    docketType: 'Nonrulemaking',
    title: 'Agency Information Collection Activities; Proposed Collection; Comment Request; Food Labeling Regulations',
    docs: [{ type: 'Notice', date: [2021, 9, 30], fr: '2021-21306', periodDays: 60 }],
    commentShare: 0.0003,
    minComments: 12,
  },
  {
    id: 'FWS-R8-ES-2016-0061',
    agency: 'FWS',
    topic: 'wildlife',
    docketType: 'Rulemaking',
    title: 'Endangered and Threatened Wildlife and Plants; Threatened Species Status for the Northern Spotted Owl',
    docs: [{ type: 'Proposed Rule', date: [2016, 8, 26], fr: '2016-20442', periodDays: 60 }],
    commentShare: 0.002,
    minComments: 30,
  },
  {
    id: 'FAA-2010-0012',
    agency: 'FAA',
    topic: 'aviation',
    docketType: 'Rulemaking',
    title: 'Airworthiness Directives; The Boeing Company Model 737-600, -700, -800, and -900 Series Airplanes',
    docs: [{ type: 'Rule', date: [2010, 1, 12], fr: '2010-345', recorded: '2010-00345' }],
    commentShare: 0,
    minComments: 3,
  },
  {
    id: 'APHIS-2005-0067',
    agency: 'APHIS',
    topic: 'plant-health',
    docketType: 'Nonrulemaking',
    title: 'Notice of Decision To Authorize Importation of Fresh Hass Avocado From Mexico',
    docs: [{ type: 'Notice', date: [2005, 9, 30], fr: 'E5-5178', recorded: 'E5-05178', periodDays: 60 }],
    commentShare: 0,
    minComments: 5,
  },
  {
    id: 'FMCSA-2006-0012',
    agency: 'FMCSA',
    topic: 'trucking',
    docketType: 'Nonrulemaking',
    title: 'Qualification of Drivers; Exemption Applications; Vision',
    docs: [{ type: 'Notice', date: [2006, 1, 5], fr: '06-87', periodDays: 30 }],
    commentShare: 0,
    minComments: 4,
  },
];

/** The FR-import docket holding the example document id USDA_FRDOC_0001-1524. */
export const USDA_FRDOC_ANCHOR = {
  docketId: 'USDA_FRDOC_0001',
  firstDocNumber: 1524,
  date: [2019, 5, 14] as const,
  title:
    'Notice of Request for Extension of Approval of an Information Collection; Importation of Fresh Avocado From Colombia Into the Continental United States',
};
