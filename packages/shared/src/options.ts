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
