/**
 * The Directory Finder's heading and introduction. The content system's "Directory Finder"
 * section replaces this text when it is wired in; the page keeps its layout.
 */
export const directoryIntro = {
  title: 'Directory Finder',
  lead: 'Find members of the society by name, city, state or speciality. Only members who have chosen to be listed appear here, with the details they agreed to share.',
} as const;
