// Well-known members placed into the synthetic roster so that the published example values
// (P000197 Pelosi, G000386 Grassley, B001135 Burr, McConnell, tickers traded by heavy traders,
// committee SSEV ...) exist at every scale. Service spans are simplified to one chamber:
// `firstCongress` is the first Congress served in any chamber, `seatCongress` the first in the
// chamber listed. Activity weights steer how often they trade, speak and sponsor bills.
export interface AnchorMember {
  bioguideId: string;
  firstName: string;
  middleName: string;
  lastName: string;
  nickname: string;
  gender: 'M' | 'F';
  birthday: string;
  party: 'Democrat' | 'Republican' | 'Independent';
  state: string;
  chamber: 'House' | 'Senate';
  /** House district (0 = at large); null for senators. */
  district: number | null;
  /** Senate class 1-3; null for representatives. */
  senateClass: number | null;
  firstCongress: number;
  seatCongress: number;
  lastCongress: number;
  lisId: string;
  tradeWeight: number;
  speechWeight: number;
  sponsorWeight: number;
}

type AnchorSpec = [
  id: string, first: string, middle: string, last: string, nick: string, gender: 'M' | 'F', birthday: string,
  party: 'D' | 'R' | 'I', state: string, chamber: 'H' | 'S', districtOrClass: number,
  firstCongress: number, seatCongress: number, lastCongress: number, lisId: string,
  trade: number, speech: number, sponsor: number,
];

const SPECS: readonly AnchorSpec[] = [
  ['P000197', 'Nancy', '', 'Pelosi', '', 'F', '1940-03-26', 'D', 'CA', 'H', 11, 100, 100, 119, '', 14, 1.6, 1.2],
  ['G000386', 'Charles', 'E', 'Grassley', 'Chuck', 'M', '1933-09-17', 'R', 'IA', 'S', 3, 94, 97, 119, 'S153', 0.6, 3.5, 3],
  ['B001135', 'Richard', 'M', 'Burr', '', 'M', '1955-11-30', 'R', 'NC', 'S', 3, 104, 109, 117, 'S230', 4, 1.5, 1],
  ['M000355', 'Mitch', '', 'McConnell', '', 'M', '1942-02-20', 'R', 'KY', 'S', 2, 99, 99, 119, 'S174', 0.3, 6, 1.5],
  ['W000817', 'Elizabeth', '', 'Warren', '', 'F', '1949-06-22', 'D', 'MA', 'S', 1, 113, 113, 119, 'S366', 0, 3.5, 3],
  ['S000148', 'Charles', 'E', 'Schumer', 'Chuck', 'M', '1950-11-23', 'D', 'NY', 'S', 3, 97, 106, 119, 'S270', 0, 6, 2.5],
  ['S000033', 'Bernard', '', 'Sanders', 'Bernie', 'M', '1941-09-08', 'I', 'VT', 'S', 1, 102, 110, 119, 'S313', 0, 3, 2],
  ['T000278', 'Tommy', '', 'Tuberville', '', 'M', '1954-09-18', 'R', 'AL', 'S', 2, 117, 117, 119, 'S412', 30, 1.5, 0.8],
  ['M001157', 'Michael', 'T', 'McCaul', '', 'M', '1962-01-14', 'R', 'TX', 'H', 10, 109, 109, 119, '', 12, 1.2, 1.5],
  ['G000583', 'Josh', '', 'Gottheimer', '', 'M', '1975-03-08', 'D', 'NJ', 'H', 5, 115, 115, 119, '', 22, 1, 1.5],
  ['C001120', 'Dan', '', 'Crenshaw', '', 'M', '1984-03-14', 'R', 'TX', 'H', 2, 116, 116, 119, '', 5, 1, 1],
  ['C001047', 'Shelley', 'Moore', 'Capito', '', 'F', '1953-11-26', 'R', 'WV', 'S', 2, 107, 114, 119, 'S372', 6, 1.5, 1.5],
  ['W000802', 'Sheldon', '', 'Whitehouse', '', 'M', '1955-10-20', 'D', 'RI', 'S', 1, 110, 110, 119, 'S316', 2, 4, 2],
  ['C000174', 'Thomas', 'R', 'Carper', 'Tom', 'M', '1947-01-23', 'D', 'DE', 'S', 1, 98, 107, 118, 'S277', 1, 2, 1.5],
  ['F000062', 'Dianne', '', 'Feinstein', '', 'F', '1933-06-22', 'D', 'CA', 'S', 1, 103, 103, 118, 'S221', 1, 2, 2],
  ['D000563', 'Richard', 'J', 'Durbin', 'Dick', 'M', '1944-11-21', 'D', 'IL', 'S', 2, 98, 105, 119, 'S253', 0, 4, 2],
  ['T000250', 'John', '', 'Thune', '', 'M', '1961-01-07', 'R', 'SD', 'S', 3, 105, 109, 119, 'S303', 0.5, 3, 1.5],
  ['J000299', 'Mike', '', 'Johnson', '', 'M', '1972-01-30', 'R', 'LA', 'H', 4, 116, 116, 119, '', 0, 2, 0.8],
  ['J000294', 'Hakeem', 'S', 'Jeffries', '', 'M', '1970-08-04', 'D', 'NY', 'H', 8, 113, 113, 119, '', 0, 2, 1],
  ['S001176', 'Steve', '', 'Scalise', '', 'M', '1965-10-06', 'R', 'LA', 'H', 1, 110, 110, 119, '', 0.5, 1.5, 1],
  ['J000289', 'Jim', '', 'Jordan', '', 'M', '1964-02-17', 'R', 'OH', 'H', 4, 110, 110, 119, '', 0, 1.5, 1],
  ['O000172', 'Alexandria', '', 'Ocasio-Cortez', '', 'F', '1989-10-13', 'D', 'NY', 'H', 14, 116, 116, 119, '', 0, 1.3, 1.2],
  ['C001098', 'Ted', '', 'Cruz', '', 'M', '1970-12-22', 'R', 'TX', 'S', 1, 113, 113, 119, 'S355', 0, 3, 2],
  ['R000595', 'Marco', '', 'Rubio', '', 'M', '1971-05-28', 'R', 'FL', 'S', 3, 112, 112, 118, 'S350', 0.5, 2.5, 2],
  ['S001150', 'Adam', 'B', 'Schiff', '', 'M', '1960-06-22', 'D', 'CA', 'S', 1, 107, 119, 119, 'S431', 0.5, 1.5, 1.5],
  ['K000367', 'Amy', '', 'Klobuchar', '', 'F', '1960-05-25', 'D', 'MN', 'S', 1, 110, 110, 119, 'S311', 0, 3, 3],
  ['C001035', 'Susan', 'M', 'Collins', '', 'F', '1952-12-07', 'R', 'ME', 'S', 2, 105, 105, 119, 'S252', 0.3, 2.5, 2],
  ['P000603', 'Rand', '', 'Paul', '', 'M', '1963-01-07', 'R', 'KY', 'S', 3, 112, 112, 119, 'S348', 1, 3, 2],
  ['G000359', 'Lindsey', '', 'Graham', '', 'M', '1955-07-09', 'R', 'SC', 'S', 2, 104, 108, 119, 'S293', 0, 2.5, 1.5],
  ['S000320', 'Richard', 'C', 'Shelby', '', 'M', '1934-05-06', 'R', 'AL', 'S', 3, 96, 100, 117, 'S181', 1, 1.5, 1],
  ['L000174', 'Patrick', 'J', 'Leahy', '', 'M', '1940-03-31', 'D', 'VT', 'S', 3, 94, 94, 117, 'S057', 0, 3, 2],
  ['I000024', 'James', 'M', 'Inhofe', 'Jim', 'M', '1934-11-17', 'R', 'OK', 'S', 2, 100, 103, 117, 'S138', 1.5, 2, 1.5],
  ['M001183', 'Joe', '', 'Manchin', '', 'M', '1947-08-24', 'I', 'WV', 'S', 1, 111, 111, 118, 'S331', 0.5, 2, 1],
  ['B000944', 'Sherrod', '', 'Brown', '', 'M', '1952-11-09', 'D', 'OH', 'S', 1, 103, 110, 118, 'S307', 0, 2.5, 2],
  ['H001075', 'Kamala', 'D', 'Harris', '', 'F', '1964-10-20', 'D', 'CA', 'S', 3, 115, 115, 117, 'S387', 0, 1, 1],
  ['M000087', 'Carolyn', 'B', 'Maloney', '', 'F', '1946-02-19', 'D', 'NY', 'H', 12, 103, 103, 117, '', 1.5, 1.2, 2],
  ['M001165', 'Kevin', '', 'McCarthy', '', 'M', '1965-01-26', 'R', 'CA', 'H', 20, 110, 110, 118, '', 0, 1.5, 0.8],
  ['H000874', 'Steny', 'H', 'Hoyer', '', 'M', '1939-06-14', 'D', 'MD', 'H', 5, 97, 97, 119, '', 0, 2, 1],
  ['W000779', 'Ron', '', 'Wyden', '', 'M', '1949-05-03', 'D', 'OR', 'S', 3, 97, 104, 119, 'S247', 0, 3, 2.5],
  ['C000880', 'Mike', '', 'Crapo', '', 'M', '1951-05-20', 'R', 'ID', 'S', 3, 103, 106, 119, 'S266', 0.5, 2, 1.5],
  ['B001288', 'Cory', 'A', 'Booker', '', 'M', '1969-04-27', 'D', 'NJ', 'S', 2, 113, 113, 119, 'S370', 0, 2.5, 2],
  ['S001181', 'Jeanne', '', 'Shaheen', '', 'F', '1947-01-28', 'D', 'NH', 'S', 2, 111, 111, 119, 'S324', 1, 2, 2],
  ['W000805', 'Mark', 'R', 'Warner', '', 'M', '1954-12-15', 'D', 'VA', 'S', 2, 111, 111, 119, 'S327', 3, 2, 1.5],
  ['K000384', 'Timothy', 'M', 'Kaine', 'Tim', 'M', '1958-02-26', 'D', 'VA', 'S', 1, 113, 113, 119, 'S362', 0, 2, 1.5],
  ['M001111', 'Patty', '', 'Murray', '', 'F', '1950-10-11', 'D', 'WA', 'S', 3, 103, 103, 119, 'S229', 0, 2.5, 2],
  ['B001261', 'John', '', 'Barrasso', '', 'M', '1952-07-21', 'R', 'WY', 'S', 1, 110, 110, 119, 'S317', 0.3, 2.5, 1.5],
  ['C001056', 'John', '', 'Cornyn', '', 'M', '1952-02-02', 'R', 'TX', 'S', 2, 108, 108, 119, 'S287', 1, 3, 2],
  ['L000577', 'Mike', '', 'Lee', '', 'M', '1971-06-04', 'R', 'UT', 'S', 3, 112, 112, 119, 'S346', 0, 2.5, 2],
  ['S000510', 'Adam', '', 'Smith', '', 'M', '1965-06-15', 'D', 'WA', 'H', 9, 105, 105, 119, '', 0, 1.2, 1],
  ['K000009', 'Marcy', '', 'Kaptur', '', 'F', '1946-06-17', 'D', 'OH', 'H', 9, 98, 98, 119, '', 0, 1.5, 1.2],
  ['L000397', 'Zoe', '', 'Lofgren', '', 'F', '1947-12-21', 'D', 'CA', 'H', 18, 104, 104, 119, '', 0.5, 1.2, 1.2],
  ['W000797', 'Debbie', '', 'Wasserman Schultz', '', 'F', '1966-09-27', 'D', 'FL', 'H', 25, 109, 109, 119, '', 1, 1.2, 1.2],
  ['G000377', 'Kay', '', 'Granger', '', 'F', '1943-01-18', 'R', 'TX', 'H', 12, 105, 105, 118, '', 0.5, 1, 1],
  ['T000476', 'Thom', '', 'Tillis', '', 'M', '1960-08-30', 'R', 'NC', 'S', 2, 114, 114, 119, 'S384', 1, 1.5, 1.5],
  ['L000575', 'James', '', 'Lankford', '', 'M', '1968-03-04', 'R', 'OK', 'S', 3, 112, 113, 119, 'S378', 0, 2, 1.5],
  ['K000383', 'Angus', 'S', 'King', '', 'M', '1944-03-31', 'I', 'ME', 'S', 1, 113, 113, 119, 'S363', 0, 2, 1.5],
  ['B001230', 'Tammy', '', 'Baldwin', '', 'F', '1962-02-11', 'D', 'WI', 'S', 1, 106, 113, 119, 'S354', 0, 2, 2],
  ['M000934', 'Jerry', '', 'Moran', '', 'M', '1954-05-29', 'R', 'KS', 'S', 3, 105, 112, 119, 'S347', 0.3, 2, 1.5],
  ['B001236', 'John', '', 'Boozman', '', 'M', '1950-12-10', 'R', 'AR', 'S', 3, 107, 112, 119, 'S343', 0.8, 1.5, 1.5],
  ['H001042', 'Mazie', 'K', 'Hirono', '', 'F', '1947-11-03', 'D', 'HI', 'S', 1, 110, 113, 119, 'S361', 0, 1.5, 1.5],
  ['C001088', 'Christopher', 'A', 'Coons', 'Chris', 'M', '1963-09-09', 'D', 'DE', 'S', 2, 111, 111, 119, 'S337', 0, 2, 1.5],
  ['M000133', 'Edward', 'J', 'Markey', 'Ed', 'M', '1946-07-11', 'D', 'MA', 'S', 2, 95, 113, 119, 'S369', 0, 2.5, 2.5],
  ['R000122', 'John', 'F', 'Reed', 'Jack', 'M', '1949-11-12', 'D', 'RI', 'S', 2, 102, 105, 119, 'S259', 0, 2, 1.5],
  ['J000293', 'Ron', '', 'Johnson', '', 'M', '1955-04-08', 'R', 'WI', 'S', 3, 112, 112, 119, 'S345', 0.5, 2, 1.5],
  ['C001075', 'Bill', '', 'Cassidy', '', 'M', '1957-09-28', 'R', 'LA', 'S', 2, 110, 114, 119, 'S373', 0.5, 2, 1.5],
  ['W000437', 'Roger', 'F', 'Wicker', '', 'M', '1951-07-05', 'R', 'MS', 'S', 1, 104, 110, 119, 'S318', 0.3, 2, 1.5],
  ['R000584', 'James', 'E', 'Risch', 'Jim', 'M', '1943-05-03', 'R', 'ID', 'S', 2, 111, 111, 119, 'S323', 0.5, 1.5, 1.5],
];

const PARTY = { D: 'Democrat', R: 'Republican', I: 'Independent' } as const;

export const ANCHOR_MEMBERS: readonly AnchorMember[] = SPECS.map((s) => ({
  bioguideId: s[0], firstName: s[1], middleName: s[2], lastName: s[3], nickname: s[4], gender: s[5],
  birthday: s[6], party: PARTY[s[7]], state: s[8], chamber: s[9] === 'H' ? 'House' : 'Senate',
  district: s[9] === 'H' ? s[10] : null, senateClass: s[9] === 'S' ? s[10] : null,
  firstCongress: s[11], seatCongress: s[12], lastCongress: s[13], lisId: s[14],
  tradeWeight: s[15], speechWeight: s[16], sponsorWeight: s[17],
}));

/** Fixed current committee seats of anchors: [bioguide, committee id, title ('' = ordinary member)]. */
export const ANCHOR_COMMITTEE_SEATS: readonly (readonly [string, string, string])[] = [
  ['C001047', 'SSEV', 'Chairman'], ['W000802', 'SSEV', 'Ranking Member'], ['S000033', 'SSEV', ''],
  ['C001047', 'SSEV10', 'Chairman'], ['W000802', 'SSEV10', ''], ['C001047', 'SSAP', ''],
  ['G000386', 'SSJU', 'Chairman'], ['D000563', 'SSJU', 'Ranking Member'], ['C001056', 'SSJU', ''],
  ['L000577', 'SSJU', ''], ['C001098', 'SSJU', ''], ['G000359', 'SSJU', ''], ['K000367', 'SSJU', ''],
  ['B001288', 'SSJU', ''], ['S001150', 'SSJU', ''], ['W000802', 'SSJU', ''], ['H001042', 'SSJU', ''],
  ['C000880', 'SSFI', 'Chairman'], ['W000779', 'SSFI', 'Ranking Member'], ['G000386', 'SSFI', ''],
  ['C001056', 'SSFI', ''], ['T000250', 'SSFI', ''], ['C001075', 'SSFI', ''], ['W000817', 'SSFI', ''],
  ['W000805', 'SSFI', ''], ['J000293', 'SSFI', ''], ['T000476', 'SSFI', ''],
  ['G000359', 'SSBU', 'Chairman'], ['G000386', 'SSBU', ''], ['C000880', 'SSBU', ''], ['K000384', 'SSBU', ''],
  ['W000805', 'SSBU', ''], ['J000293', 'SSBU', ''],
  ['B001236', 'SSAF', 'Chairman'], ['K000367', 'SSAF', 'Ranking Member'], ['G000386', 'SSAF', ''],
  ['M000355', 'SSAF', ''], ['T000278', 'SSAF', ''], ['B001288', 'SSAF', ''],
  ['C001035', 'SSAP', 'Chair'], ['M001111', 'SSAP', 'Vice Chair'], ['M000355', 'SSAP', ''],
  ['G000359', 'SSAP', ''], ['M000934', 'SSAP', ''], ['S001181', 'SSAP', ''], ['C001088', 'SSAP', ''],
  ['M000355', 'SSRA', ''], ['K000367', 'SSRA', ''],
  ['W000437', 'SSAS', 'Chairman'], ['R000122', 'SSAS', 'Ranking Member'], ['T000278', 'SSAS', ''],
  ['S001181', 'SSAS', ''], ['W000817', 'SSAS', ''], ['K000384', 'SSAS', ''], ['K000383', 'SSAS', ''],
  ['W000817', 'SSBK', 'Ranking Member'], ['W000805', 'SSBK', ''], ['T000476', 'SSBK', ''],
  ['C001098', 'SSCM', 'Chairman'], ['K000367', 'SSCM', ''], ['M000934', 'SSCM', ''], ['T000250', 'SSCM', ''],
  ['R000584', 'SSFR', 'Chairman'], ['S001181', 'SSFR', 'Ranking Member'], ['B001288', 'SSFR', ''],
  ['C001088', 'SSFR', ''], ['K000384', 'SSFR', ''], ['P000603', 'SSFR', ''], ['B001261', 'SSFR', ''],
  ['C001075', 'SSHR', 'Chair'], ['S000033', 'SSHR', 'Ranking Member'], ['M001111', 'SSHR', ''],
  ['B001230', 'SSHR', ''], ['P000603', 'SSHR', ''], ['M000133', 'SSHR', ''], ['T000278', 'SSHR', ''],
  ['K000384', 'SSHR', ''], ['C001035', 'SSHR', ''],
  ['P000603', 'SSGA', 'Chairman'], ['L000575', 'SSGA', ''], ['J000293', 'SSGA', ''], ['H001042', 'SSGA', ''],
  ['B001261', 'SSEG', ''], ['L000577', 'SSEG', 'Chairman'], ['K000383', 'SSEG', ''], ['H001042', 'SSEG', ''],
  ['C001047', 'SSCM', ''], ['M000133', 'SSCM', ''], ['M000934', 'SSVA', 'Chairman'],
  ['T000278', 'SSVA', ''], ['B001230', 'SSAP', ''], ['W000805', 'SLIN', 'Vice Chairman'],
  ['C001056', 'SLIN', ''], ['K000383', 'SLIN', ''], ['C001035', 'SLIN', ''], ['M000355', 'SLIN', 'Ex Officio'],
  ['S000148', 'SLIN', 'Ex Officio'], ['T000250', 'SLIN', 'Ex Officio'], ['L000575', 'SLIA', ''],
  ['J000289', 'HSJU', 'Chairman'], ['L000397', 'HSJU', ''], ['J000289', 'HSGO', ''],
  ['M001157', 'HSFA', ''], ['M001157', 'HSHM', ''], ['G000583', 'HSWM', ''], ['G000583', 'HLIG', ''],
  ['C001120', 'HSIF', ''], ['O000172', 'HSGO', ''], ['O000172', 'HSIF', ''],
  ['S000510', 'HSAS', 'Ranking Member'], ['K000009', 'HSAP', ''], ['W000797', 'HSAP', ''],
  ['L000397', 'HSSY', 'Ranking Member'], ['L000397', 'HSHA', ''], ['J000299', 'HLIG', 'Ex Officio'],
  ['J000294', 'HLIG', 'Ex Officio'], ['H000874', 'HSAP', ''],
];
