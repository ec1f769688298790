// Reference tables mapping committees to the industries they regulate (the real service loads
// these from hand-maintained CSVs). Example tickers all appear in congress-tickers.ts.
export interface CommitteeSectorRow {
  committeeId: string;
  committeeName: string;
  chamber: 'House' | 'Senate';
  regulatedSectors: string;
  exampleTickers: string;
  gicsSectors: string;
  sicRanges: string;
  notes: string;
}

type Spec = readonly [id: string, name: string, chamber: 'House' | 'Senate', sectors: string, tickers: string, gics: string, sic: string, notes: string];

const SPECS: readonly Spec[] = [
  ['SSAF', 'Agriculture, Nutrition, and Forestry', 'Senate', 'Agriculture, food processing, farm equipment, agricultural chemicals, commodity futures', 'ADM,DE,TSN,CTVA,BG', 'Consumer Staples; Materials; Industrials', '0100-0999,2000-2099,2870-2879,3523', 'Also oversees the CFTC'],
  ['SSAP', 'Appropriations', 'Senate', 'Federal contractors across defense, health, and infrastructure', 'LMT,RTX,BA,GD,LDOS', 'Industrials; Health Care', '3720-3769,3812,8711', 'Funds every agency; broad exposure'],
  ['SSAS', 'Armed Services', 'Senate', 'Defense contractors, aerospace, shipbuilding, munitions', 'LMT,RTX,NOC,GD,BA,LHX,HII', 'Industrials', '3480-3489,3720-3769,3730-3732,3812', ''],
  ['SSBK', 'Banking, Housing, and Urban Affairs', 'Senate', 'Banks, securities firms, insurers, housing finance, payments', 'JPM,BAC,WFC,C,GS,MS,V,MA', 'Financials', '6000-6799', ''],
  ['SSBU', 'the Budget', 'Senate', 'Broad fiscal policy', 'SPY', 'All', '', 'No sector-specific jurisdiction'],
  ['SSCM', 'Commerce, Science, and Transportation', 'Senate', 'Telecommunications, airlines, automakers, internet platforms, consumer products', 'T,VZ,DAL,UAL,F,GM,AMZN,GOOGL', 'Communication Services; Industrials; Consumer Discretionary', '3711-3716,4512-4581,4812-4899,7370-7379', ''],
  ['SSEG', 'Energy and Natural Resources', 'Senate', 'Oil and gas production, mining, electric utilities, nuclear power', 'XOM,CVX,COP,NEE,FCX,CCJ', 'Energy; Utilities; Materials', '1000-1499,2911,4911-4941', ''],
  ['SSEV', 'Environment and Public Works', 'Senate', 'Utilities, chemicals, waste management, construction materials, highways', 'NEE,DUK,WM,RSG,DOW,VMC', 'Utilities; Materials; Industrials', '1400-1499,1600-1699,2800-2899,4911-4971', 'Clean Air Act, Clean Water Act, Superfund'],
  ['SSFI', 'Finance', 'Senate', 'Health insurers, pharmaceuticals, pharmacy benefit managers, trade-exposed manufacturers', 'UNH,CVS,PFE,JNJ,ELV,CI', 'Health Care', '2834-2836,5912,6324,8000-8099', 'Taxes, tariffs, Medicare, Medicaid'],
  ['SSFR', 'Foreign Relations', 'Senate', 'Defense exporters and multinationals', 'BA,LMT,CAT,XOM', 'Industrials; Energy', '', 'Arms sales review'],
  ['SSHR', 'Health, Education, Labor, and Pensions', 'Senate', 'Pharmaceuticals, medical devices, hospitals, for-profit education', 'PFE,MRK,LLY,ABT,HCA,LOPE', 'Health Care; Consumer Discretionary', '2834-2836,3841-3851,8000-8099,8200-8299', ''],
  ['SSGA', 'Homeland Security and Governmental Affairs', 'Senate', 'Government IT and security contractors', 'LDOS,BAH,CACI,PLTR,CRWD,PANW', 'Information Technology; Industrials', '3812,7370-7379,8711-8748', ''],
  ['SSJU', 'the Judiciary', 'Senate', 'Technology platforms (antitrust), pharmaceuticals (patents)', 'GOOGL,META,AMZN,AAPL', 'Communication Services; Information Technology', '7370-7379', 'Antitrust and intellectual property'],
  ['SSVA', "Veterans' Affairs", 'Senate', 'Health services and insurers serving veterans', 'HCA,UNH,CVS', 'Health Care', '8000-8099', ''],
  ['SSSB', 'Small Business and Entrepreneurship', 'Senate', 'Community lenders', 'USB,PNC,TFC', 'Financials', '6021-6036', ''],
  ['SLIA', 'Indian Affairs', 'Senate', 'Gaming and hospitality', 'CZR,MGM,PENN', 'Consumer Discretionary', '7011,7990-7999', 'Indian gaming'],
  ['HSAG', 'Agriculture', 'House', 'Agriculture, food processing, farm equipment, agricultural chemicals, commodity futures', 'ADM,DE,TSN,CTVA,BG', 'Consumer Staples; Materials; Industrials', '0100-0999,2000-2099,2870-2879,3523', ''],
  ['HSAP', 'Appropriations', 'House', 'Federal contractors across defense, health, and infrastructure', 'LMT,RTX,BA,GD,LDOS', 'Industrials; Health Care', '3720-3769,3812,8711', ''],
  ['HSAS', 'Armed Services', 'House', 'Defense contractors, aerospace, shipbuilding, munitions', 'LMT,RTX,NOC,GD,BA,LHX,HII', 'Industrials', '3480-3489,3720-3769,3730-3732,3812', ''],
  ['HSBA', 'Financial Services', 'House', 'Banks, securities firms, insurers, housing finance, digital assets', 'JPM,BAC,WFC,C,GS,MS,COIN', 'Financials', '6000-6799', ''],
  ['HSBU', 'the Budget', 'House', 'Broad fiscal policy', 'SPY', 'All', '', 'No sector-specific jurisdiction'],
  ['HSED', 'Education and Workforce', 'House', 'For-profit education, staffing, employee benefits', 'LOPE,STRA,CHGG', 'Consumer Discretionary', '8200-8299', ''],
  ['HSIF', 'Energy and Commerce', 'House', 'Oil and gas, utilities, telecommunications, pharmaceuticals, health insurers, consumer products', 'XOM,CVX,T,VZ,PFE,UNH', 'Energy; Utilities; Health Care; Communication Services', '1311-1389,2834-2836,2911,4812-4899,4911-4941,8000-8099', 'Broadest jurisdiction in the House'],
  ['HSFA', 'Foreign Affairs', 'House', 'Defense exporters and multinationals', 'BA,LMT,CAT,XOM', 'Industrials; Energy', '', 'Arms sales review'],
  ['HSHM', 'Homeland Security', 'House', 'Security contractors, cybersecurity, aviation security', 'LDOS,BAH,CACI,PLTR,CRWD,PANW', 'Information Technology; Industrials', '3812,7370-7379,8711-8748', ''],
  ['HSJU', 'the Judiciary', 'House', 'Technology platforms (antitrust), pharmaceuticals (patents)', 'GOOGL,META,AMZN,AAPL', 'Communication Services; Information Technology', '7370-7379', ''],
  ['HSII', 'Natural Resources', 'House', 'Mining, oil and gas on federal land, timber', 'FCX,NEM,COP,WY,CCJ', 'Materials; Energy', '1000-1499,2400-2499', ''],
  ['HSGO', 'Oversight and Government Reform', 'House', 'Government contractors', 'LDOS,BAH,CACI', 'Industrials', '', 'Oversight of all agencies'],
  ['HSSY', 'Science, Space, and Technology', 'House', 'Aerospace, semiconductors, research-intensive technology', 'BA,LMT,NVDA,INTC,AMAT', 'Industrials; Information Technology', '3674,3760-3769,7370-7379', ''],
  ['HSSM', 'Small Business', 'House', 'Community lenders', 'USB,PNC,TFC', 'Financials', '6021-6036', ''],
  ['HSPW', 'Transportation and Infrastructure', 'House', 'Airlines, railroads, trucking, construction materials, water utilities', 'UNP,CSX,DAL,UPS,FDX,VMC', 'Industrials; Materials', '1400-1499,1600-1699,4011-4789,4512-4581,4941', ''],
  ['HSVR', "Veterans' Affairs", 'House', 'Health services and insurers serving veterans', 'HCA,UNH,CVS', 'Health Care', '8000-8099', ''],
  ['HSWM', 'Ways and Means', 'House', 'Health insurers, pharmaceuticals, trade-exposed manufacturers', 'UNH,CVS,PFE,JNJ,ELV,NUE', 'Health Care; Materials', '2834-2836,3312,5912,6324', 'Taxes, tariffs, Medicare'],
];

export const COMMITTEE_SECTORS: readonly CommitteeSectorRow[] = SPECS.map((s) => ({
  committeeId: s[0], committeeName: s[1], chamber: s[2], regulatedSectors: s[3], exampleTickers: s[4],
  gicsSectors: s[5], sicRanges: s[6], notes: s[7],
}));

export interface JurisdictionRow {
  committeeId: string;
  committeeName: string;
  chamber: 'House' | 'Senate';
  jurisdictionDesc: string;
  sicCodes: string;
  notes: string;
}

/** Tiered SIC jurisdiction: every committee with sector ranges (27 of the 33), all tier "primary". */
export const COMMITTEE_JURISDICTION: readonly JurisdictionRow[] = COMMITTEE_SECTORS
  .filter((s) => s.sicRanges !== '' && s.committeeId !== 'SSSB')
  .map((s) => ({
    committeeId: s.committeeId,
    committeeName: s.committeeName,
    chamber: s.chamber,
    jurisdictionDesc: s.regulatedSectors,
    sicCodes: s.sicRanges,
    notes: s.notes,
  }));
