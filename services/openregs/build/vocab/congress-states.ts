// U.S. states with admission year and 2020-apportionment House seats (sum 435).
// Drives the historical seat model of the congress domain.
export interface StateInfo {
  code: string;
  name: string;
  admitted: number;
  houseSeats: number;
}

export const STATES: readonly StateInfo[] = [
  { code: 'DE', name: 'Delaware', admitted: 1787, houseSeats: 1 },
  { code: 'PA', name: 'Pennsylvania', admitted: 1787, houseSeats: 17 },
  { code: 'NJ', name: 'New Jersey', admitted: 1787, houseSeats: 12 },
  { code: 'GA', name: 'Georgia', admitted: 1788, houseSeats: 14 },
  { code: 'CT', name: 'Connecticut', admitted: 1788, houseSeats: 5 },
  { code: 'MA', name: 'Massachusetts', admitted: 1788, houseSeats: 9 },
  { code: 'MD', name: 'Maryland', admitted: 1788, houseSeats: 8 },
  { code: 'SC', name: 'South Carolina', admitted: 1788, houseSeats: 7 },
  { code: 'NH', name: 'New Hampshire', admitted: 1788, houseSeats: 2 },
  { code: 'VA', name: 'Virginia', admitted: 1788, houseSeats: 11 },
  { code: 'NY', name: 'New York', admitted: 1788, houseSeats: 26 },
  { code: 'NC', name: 'North Carolina', admitted: 1789, houseSeats: 14 },
  { code: 'RI', name: 'Rhode Island', admitted: 1790, houseSeats: 2 },
  { code: 'VT', name: 'Vermont', admitted: 1791, houseSeats: 1 },
  { code: 'KY', name: 'Kentucky', admitted: 1792, houseSeats: 6 },
  { code: 'TN', name: 'Tennessee', admitted: 1796, houseSeats: 9 },
  { code: 'OH', name: 'Ohio', admitted: 1803, houseSeats: 15 },
  { code: 'LA', name: 'Louisiana', admitted: 1812, houseSeats: 6 },
  { code: 'IN', name: 'Indiana', admitted: 1816, houseSeats: 9 },
  { code: 'MS', name: 'Mississippi', admitted: 1817, houseSeats: 4 },
  { code: 'IL', name: 'Illinois', admitted: 1818, houseSeats: 17 },
  { code: 'AL', name: 'Alabama', admitted: 1819, houseSeats: 7 },
  { code: 'ME', name: 'Maine', admitted: 1820, houseSeats: 2 },
  { code: 'MO', name: 'Missouri', admitted: 1821, houseSeats: 8 },
  { code: 'AR', name: 'Arkansas', admitted: 1836, houseSeats: 4 },
  { code: 'MI', name: 'Michigan', admitted: 1837, houseSeats: 13 },
  { code: 'FL', name: 'Florida', admitted: 1845, houseSeats: 28 },
  { code: 'TX', name: 'Texas', admitted: 1845, houseSeats: 38 },
  { code: 'IA', name: 'Iowa', admitted: 1846, houseSeats: 4 },
  { code: 'WI', name: 'Wisconsin', admitted: 1848, houseSeats: 8 },
  { code: 'CA', name: 'California', admitted: 1850, houseSeats: 52 },
  { code: 'MN', name: 'Minnesota', admitted: 1858, houseSeats: 8 },
  { code: 'OR', name: 'Oregon', admitted: 1859, houseSeats: 6 },
  { code: 'KS', name: 'Kansas', admitted: 1861, houseSeats: 4 },
  { code: 'WV', name: 'West Virginia', admitted: 1863, houseSeats: 2 },
  { code: 'NV', name: 'Nevada', admitted: 1864, houseSeats: 4 },
  { code: 'NE', name: 'Nebraska', admitted: 1867, houseSeats: 3 },
  { code: 'CO', name: 'Colorado', admitted: 1876, houseSeats: 8 },
  { code: 'ND', name: 'North Dakota', admitted: 1889, houseSeats: 1 },
  { code: 'SD', name: 'South Dakota', admitted: 1889, houseSeats: 1 },
  { code: 'MT', name: 'Montana', admitted: 1889, houseSeats: 2 },
  { code: 'WA', name: 'Washington', admitted: 1889, houseSeats: 10 },
  { code: 'ID', name: 'Idaho', admitted: 1890, houseSeats: 2 },
  { code: 'WY', name: 'Wyoming', admitted: 1890, houseSeats: 1 },
  { code: 'UT', name: 'Utah', admitted: 1896, houseSeats: 4 },
  { code: 'OK', name: 'Oklahoma', admitted: 1907, houseSeats: 5 },
  { code: 'NM', name: 'New Mexico', admitted: 1912, houseSeats: 3 },
  { code: 'AZ', name: 'Arizona', admitted: 1912, houseSeats: 9 },
  { code: 'AK', name: 'Alaska', admitted: 1959, houseSeats: 1 },
  { code: 'HI', name: 'Hawaii', admitted: 1959, houseSeats: 2 },
];

export const STATE_NAME: ReadonlyMap<string, string> = new Map(STATES.map((s) => [s.code, s.name]));
