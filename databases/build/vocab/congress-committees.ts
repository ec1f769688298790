// Standing, select and joint committees (THOMAS codes) and their subcommittees.
// Subcommittee id = parent id + two-digit suffix, as in the real committee list.
export interface CommitteeSpec {
  id: string;
  name: string;
  chamber: 'house' | 'senate' | 'joint';
  /** Short subject used in referral text ("Referred to the Committee on <short>."). */
  short: string;
  subcommittees: readonly (readonly [suffix: string, name: string])[];
}

const S = 'senate' as const;
const H = 'house' as const;
const J = 'joint' as const;

export const COMMITTEES: readonly CommitteeSpec[] = [
  { id: 'SSAF', chamber: S, name: 'Senate Committee on Agriculture, Nutrition, and Forestry', short: 'Agriculture, Nutrition, and Forestry', subcommittees: [
    ['13', 'Commodities, Risk Management, and Trade'], ['14', 'Conservation, Climate, Forestry, and Natural Resources'],
    ['15', 'Food and Nutrition, Specialty Crops, Organics, and Research'], ['16', 'Livestock, Dairy, Poultry, Local Food Systems, and Food Safety and Security'],
    ['17', 'Rural Development, Energy, and Credit']] },
  { id: 'SSAP', chamber: S, name: 'Senate Committee on Appropriations', short: 'Appropriations', subcommittees: [
    ['01', 'Agriculture, Rural Development, Food and Drug Administration, and Related Agencies'], ['02', 'Defense'],
    ['03', 'Commerce, Justice, Science, and Related Agencies'], ['04', 'Energy and Water Development'], ['05', 'Homeland Security'],
    ['06', 'Interior, Environment, and Related Agencies'], ['07', 'Labor, Health and Human Services, Education, and Related Agencies'],
    ['08', 'Legislative Branch'], ['09', 'Military Construction, Veterans Affairs, and Related Agencies'],
    ['10', 'State, Foreign Operations, and Related Programs'], ['11', 'Transportation, Housing and Urban Development, and Related Agencies'],
    ['12', 'Financial Services and General Government']] },
  { id: 'SSAS', chamber: S, name: 'Senate Committee on Armed Services', short: 'Armed Services', subcommittees: [
    ['13', 'Airland'], ['14', 'Cybersecurity'], ['15', 'Emerging Threats and Capabilities'], ['16', 'Personnel'],
    ['17', 'Readiness and Management Support'], ['18', 'Seapower'], ['19', 'Strategic Forces']] },
  { id: 'SSBK', chamber: S, name: 'Senate Committee on Banking, Housing, and Urban Affairs', short: 'Banking, Housing, and Urban Affairs', subcommittees: [
    ['02', 'Digital Assets'], ['04', 'Economic Policy'], ['08', 'Financial Institutions and Consumer Protection'],
    ['09', 'Housing, Transportation, and Community Development'], ['12', 'National Security and International Trade and Finance'],
    ['13', 'Securities, Insurance, and Investment']] },
  { id: 'SSBU', chamber: S, name: 'Senate Committee on the Budget', short: 'the Budget', subcommittees: [] },
  { id: 'SSCM', chamber: S, name: 'Senate Committee on Commerce, Science, and Transportation', short: 'Commerce, Science, and Transportation', subcommittees: [
    ['01', 'Aviation, Space, and Innovation'], ['02', 'Consumer Protection, Technology, and Data Privacy'],
    ['04', 'Oceans, Fisheries, Climate Change, and Manufacturing'], ['08', 'Surface Transportation, Freight, Pipelines, and Safety'],
    ['09', 'Science, Manufacturing, and Competitiveness'], ['12', 'Telecommunications and Media'], ['14', 'Coast Guard, Maritime, and Fisheries']] },
  { id: 'SSEG', chamber: S, name: 'Senate Committee on Energy and Natural Resources', short: 'Energy and Natural Resources', subcommittees: [
    ['03', 'Public Lands, Forests, and Mining'], ['04', 'National Parks'], ['07', 'Water and Power'], ['13', 'Energy']] },
  { id: 'SSEV', chamber: S, name: 'Senate Committee on Environment and Public Works', short: 'Environment and Public Works', subcommittees: [
    ['08', 'Clean Air, Climate, and Nuclear Safety'], ['09', 'Fisheries, Water, and Wildlife'], ['10', 'Transportation and Infrastructure'],
    ['15', 'Chemical Safety, Waste Management, Environmental Justice, and Regulatory Oversight']] },
  { id: 'SSFI', chamber: S, name: 'Senate Committee on Finance', short: 'Finance', subcommittees: [
    ['02', 'Energy, Natural Resources, and Infrastructure'], ['10', 'Health Care'], ['11', 'International Trade, Customs, and Global Competitiveness'],
    ['12', 'Fiscal Responsibility and Economic Growth'], ['13', 'Social Security, Pensions, and Family Policy'], ['14', 'Taxation and IRS Oversight']] },
  { id: 'SSFR', chamber: S, name: 'Senate Committee on Foreign Relations', short: 'Foreign Relations', subcommittees: [
    ['01', 'Africa and Global Health Policy'], ['02', 'Western Hemisphere, Transnational Crime, Civilian Security, Democracy, Human Rights, and Global Women\'s Issues'],
    ['06', 'East Asia, the Pacific, and International Cybersecurity Policy'], ['07', 'Near East, South Asia, Central Asia, and Counterterrorism'],
    ['09', 'Europe and Regional Security Cooperation'], ['12', 'Multilateral International Development, Multilateral Institutions, and International Economic, Energy, and Environmental Policy'],
    ['13', 'State Department and USAID Management, International Operations, and Bilateral International Development']] },
  { id: 'SSHR', chamber: S, name: 'Senate Committee on Health, Education, Labor, and Pensions', short: 'Health, Education, Labor, and Pensions', subcommittees: [
    ['09', 'Children and Families'], ['11', 'Employment and Workplace Safety'], ['12', 'Primary Health and Retirement Security'], ['13', 'Education and the American Family']] },
  { id: 'SSGA', chamber: S, name: 'Senate Committee on Homeland Security and Governmental Affairs', short: 'Homeland Security and Governmental Affairs', subcommittees: [
    ['01', 'Permanent Subcommittee on Investigations'], ['11', 'Emerging Threats and Spending Oversight'],
    ['12', 'Government Operations and Border Management'], ['13', 'Disaster Management, District of Columbia, and Census']] },
  { id: 'SSJU', chamber: S, name: 'Senate Committee on the Judiciary', short: 'the Judiciary', subcommittees: [
    ['01', 'Antitrust, Competition Policy, and Consumer Rights'], ['04', 'The Constitution'], ['21', 'Criminal Justice and Counterterrorism'],
    ['22', 'Federal Courts, Oversight, Agency Action, and Federal Rights'], ['25', 'Human Rights and the Law'], ['26', 'Intellectual Property'],
    ['28', 'Privacy, Technology, and the Law'], ['30', 'Immigration, Citizenship, and Border Safety']] },
  { id: 'SSRA', chamber: S, name: 'Senate Committee on Rules and Administration', short: 'Rules and Administration', subcommittees: [] },
  { id: 'SSSB', chamber: S, name: 'Senate Committee on Small Business and Entrepreneurship', short: 'Small Business and Entrepreneurship', subcommittees: [] },
  { id: 'SSVA', chamber: S, name: "Senate Committee on Veterans' Affairs", short: "Veterans' Affairs", subcommittees: [] },
  { id: 'SLIA', chamber: S, name: 'Senate Committee on Indian Affairs', short: 'Indian Affairs', subcommittees: [] },
  { id: 'SLIN', chamber: S, name: 'Senate Select Committee on Intelligence', short: 'Intelligence (Select)', subcommittees: [] },
  { id: 'SPAG', chamber: S, name: 'Senate Special Committee on Aging', short: 'Aging (Special)', subcommittees: [] },
  { id: 'SLET', chamber: S, name: 'Senate Select Committee on Ethics', short: 'Ethics (Select)', subcommittees: [] },
  { id: 'HSAG', chamber: H, name: 'House Committee on Agriculture', short: 'Agriculture', subcommittees: [
    ['14', 'General Farm Commodities, Risk Management, and Credit'], ['15', 'Conservation, Research, and Biotechnology'],
    ['16', 'Commodity Markets, Digital Assets, and Rural Development'], ['22', 'Forestry and Horticulture'], ['29', 'Livestock, Dairy, and Poultry'],
    ['03', 'Nutrition and Foreign Agriculture']] },
  { id: 'HSAP', chamber: H, name: 'House Committee on Appropriations', short: 'Appropriations', subcommittees: [
    ['01', 'Agriculture, Rural Development, Food and Drug Administration, and Related Agencies'], ['02', 'Defense'], ['04', 'Legislative Branch'],
    ['06', 'Interior, Environment, and Related Agencies'], ['07', 'National Security, Department of State, and Related Programs'],
    ['10', 'Energy and Water Development, and Related Agencies'], ['12', 'Financial Services and General Government'], ['15', 'Homeland Security'],
    ['18', 'Military Construction, Veterans Affairs, and Related Agencies'], ['19', 'Commerce, Justice, Science, and Related Agencies'],
    ['20', 'Transportation, Housing and Urban Development, and Related Agencies'], ['23', 'Labor, Health and Human Services, Education, and Related Agencies']] },
  { id: 'HSAS', chamber: H, name: 'House Committee on Armed Services', short: 'Armed Services', subcommittees: [
    ['02', 'Strategic Forces'], ['03', 'Tactical Air and Land Forces'], ['06', 'Readiness'], ['07', 'Military Personnel'],
    ['25', 'Intelligence and Special Operations'], ['28', 'Seapower and Projection Forces'], ['29', 'Cyber, Information Technologies, and Innovation']] },
  { id: 'HSBA', chamber: H, name: 'House Committee on Financial Services', short: 'Financial Services', subcommittees: [
    ['01', 'Capital Markets'], ['04', 'Housing and Insurance'], ['09', 'Oversight and Investigations'], ['10', 'National Security, Illicit Finance, and International Financial Institutions'],
    ['15', 'Financial Institutions'], ['20', 'Monetary Policy'], ['21', 'Digital Assets, Financial Technology, and Artificial Intelligence']] },
  { id: 'HSBU', chamber: H, name: 'House Committee on the Budget', short: 'the Budget', subcommittees: [] },
  { id: 'HSED', chamber: H, name: 'House Committee on Education and Workforce', short: 'Education and Workforce', subcommittees: [
    ['02', 'Health, Employment, Labor, and Pensions'], ['10', 'Workforce Protections'], ['13', 'Early Childhood, Elementary, and Secondary Education'],
    ['14', 'Higher Education and Workforce Development']] },
  { id: 'HSIF', chamber: H, name: 'House Committee on Energy and Commerce', short: 'Energy and Commerce', subcommittees: [
    ['02', 'Oversight and Investigations'], ['03', 'Energy'], ['14', 'Health'], ['16', 'Communications and Technology'],
    ['17', 'Commerce, Manufacturing, and Trade'], ['18', 'Environment']] },
  { id: 'HSSO', chamber: H, name: 'House Committee on Ethics', short: 'Ethics', subcommittees: [] },
  { id: 'HSFA', chamber: H, name: 'House Committee on Foreign Affairs', short: 'Foreign Affairs', subcommittees: [
    ['05', 'Africa'], ['07', 'Middle East and North Africa'], ['13', 'Europe'], ['14', 'Western Hemisphere'],
    ['16', 'Oversight and Intelligence'], ['17', 'South and Central Asia'], ['18', 'East Asia and the Pacific']] },
  { id: 'HSHM', chamber: H, name: 'House Committee on Homeland Security', short: 'Homeland Security', subcommittees: [
    ['05', 'Emergency Management and Technology'], ['07', 'Counterterrorism and Intelligence'], ['08', 'Cybersecurity and Infrastructure Protection'],
    ['09', 'Oversight, Investigations, and Accountability'], ['11', 'Border Security and Enforcement'], ['12', 'Transportation and Maritime Security']] },
  { id: 'HSHA', chamber: H, name: 'House Committee on House Administration', short: 'House Administration', subcommittees: [
    ['06', 'Elections'], ['08', 'Modernization']] },
  { id: 'HSJU', chamber: H, name: 'House Committee on the Judiciary', short: 'the Judiciary', subcommittees: [
    ['01', 'Immigration Integrity, Security, and Enforcement'], ['03', 'Courts, Intellectual Property, Artificial Intelligence, and the Internet'],
    ['05', 'The Administrative State, Regulatory Reform, and Antitrust'], ['08', 'Crime and Federal Government Surveillance'],
    ['10', 'The Constitution and Limited Government'], ['11', 'Oversight']] },
  { id: 'HSII', chamber: H, name: 'House Committee on Natural Resources', short: 'Natural Resources', subcommittees: [
    ['06', 'Water, Wildlife and Fisheries'], ['07', 'Energy and Mineral Resources'], ['10', 'Federal Lands'],
    ['15', 'Oversight and Investigations'], ['24', 'Indian and Insular Affairs']] },
  { id: 'HSGO', chamber: H, name: 'House Committee on Oversight and Government Reform', short: 'Oversight and Government Reform', subcommittees: [
    ['06', 'Economic Growth, Energy Policy, and Regulatory Affairs'], ['24', 'Health Care and Financial Services'], ['25', 'Military and Foreign Affairs'],
    ['26', 'Cybersecurity, Information Technology, and Government Innovation'], ['27', 'Government Operations'], ['28', 'Federal Law Enforcement']] },
  { id: 'HSRU', chamber: H, name: 'House Committee on Rules', short: 'Rules', subcommittees: [
    ['02', 'Legislative and Budget Process'], ['04', 'Rules and Organization of the House']] },
  { id: 'HSSY', chamber: H, name: 'House Committee on Science, Space, and Technology', short: 'Science, Space, and Technology', subcommittees: [
    ['15', 'Energy'], ['16', 'Space and Aeronautics'], ['18', 'Environment'], ['20', 'Research and Technology'], ['21', 'Investigations and Oversight']] },
  { id: 'HSSM', chamber: H, name: 'House Committee on Small Business', short: 'Small Business', subcommittees: [
    ['21', 'Contracting and Infrastructure'], ['22', 'Economic Growth, Tax, and Capital Access'], ['23', 'Innovation, Entrepreneurship, and Workforce Development'],
    ['24', 'Oversight, Investigations, and Regulations'], ['25', 'Rural Development, Energy, and Supply Chains']] },
  { id: 'HSPW', chamber: H, name: 'House Committee on Transportation and Infrastructure', short: 'Transportation and Infrastructure', subcommittees: [
    ['02', 'Water Resources and Environment'], ['05', 'Aviation'], ['07', 'Coast Guard and Maritime Transportation'], ['12', 'Highways and Transit'],
    ['13', 'Economic Development, Public Buildings, and Emergency Management'], ['14', 'Railroads, Pipelines, and Hazardous Materials']] },
  { id: 'HSVR', chamber: H, name: "House Committee on Veterans' Affairs", short: "Veterans' Affairs", subcommittees: [
    ['03', 'Health'], ['08', 'Oversight and Investigations'], ['09', 'Disability Assistance and Memorial Affairs'], ['10', 'Economic Opportunity'],
    ['11', 'Technology Modernization']] },
  { id: 'HSWM', chamber: H, name: 'House Committee on Ways and Means', short: 'Ways and Means', subcommittees: [
    ['01', 'Trade'], ['02', 'Health'], ['03', 'Oversight'], ['04', 'Work and Welfare'], ['05', 'Tax'], ['06', 'Social Security']] },
  { id: 'HLIG', chamber: H, name: 'House Permanent Select Committee on Intelligence', short: 'Intelligence (Permanent Select)', subcommittees: [
    ['01', 'Central Intelligence Agency'], ['02', 'Defense Intelligence and Overhead Architecture'], ['03', 'National Intelligence Enterprise'],
    ['04', 'National Security Agency and Cyber']] },
  { id: 'HSZS', chamber: H, name: 'House Select Committee on the Strategic Competition Between the United States and the Chinese Communist Party', short: 'Strategic Competition with China (Select)', subcommittees: [] },
  { id: 'JSEC', chamber: J, name: 'Joint Economic Committee', short: 'Joint Economic Committee', subcommittees: [] },
  { id: 'JSLC', chamber: J, name: 'Joint Committee on the Library', short: 'Joint Committee on the Library', subcommittees: [] },
  { id: 'JSPR', chamber: J, name: 'Joint Committee on Printing', short: 'Joint Committee on Printing', subcommittees: [] },
  { id: 'JSTX', chamber: J, name: 'Joint Committee on Taxation', short: 'Joint Committee on Taxation', subcommittees: [] },
];
