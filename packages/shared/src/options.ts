export const titles = ['Dr.', 'Mr.', 'Mrs.', 'Ms.', 'Prof.'] as const;
export const genders = ['male', 'female'] as const;
export const registrationCountries = [
  'USA',
  'Canada',
  'Australia',
  'India',
  'UK',
  'Germany',
  'France',
] as const;
export const profileCountries = ['USA', 'Canada', 'UK', 'India', 'Australia', 'Germany'] as const;
export const referralSources = [
  'Conference Alert',
  'Email',
  'Google search',
  'Google Advertisement',
  'Social media',
  'Through the University/ Institute or College',
  'Friend',
  'Other',
] as const;
export const applicationStatuses = ['pending', 'approved', 'declined'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** The keys of a record of labels, in the order written: the choices it labels. */
export const keysOf = <const R extends Record<string, string>>(labels: R) =>
  Object.keys(labels) as unknown as readonly [keyof R & string, ...(keyof R & string)[]];

/** India's states and union territories by their GST state code (GSTIN's first two digits). */
export const indianStateCodes = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
} as const;
export const indianStates = keysOf(indianStateCodes);
export type IndianState = (typeof indianStates)[number];
