/** The Directory Finder's heading and introduction until the back office's "Directory Finder" sets them. */
export const directoryIntro = {
  title: 'Directory Finder',
  lead: 'Find members of the society by name, city, state or speciality. Only members who have chosen to be listed appear here, with the details they agreed to share.',
} as const;
