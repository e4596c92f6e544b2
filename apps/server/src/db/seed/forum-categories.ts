/** The forum's starting categories; administrators' moderation works within them. */
export const forumCategoryDefaults = [
  {
    slug: 'implant-planning',
    name: 'Implant planning and CBCT',
    description: 'Treatment planning, imaging, guides and digital workflows.',
  },
  {
    slug: 'surgical-techniques',
    name: 'Surgical techniques',
    description: 'Placement, grafting, sinus lifts and soft-tissue management.',
  },
  {
    slug: 'prosthetics',
    name: 'Prosthetics and restorations',
    description: 'Abutments, impressions, loading protocols and full-arch restorations.',
  },
  {
    slug: 'complications',
    name: 'Complications and case help',
    description: 'Peri-implantitis, failures and asking colleagues for a second opinion.',
  },
  {
    slug: 'general',
    name: 'General discussion',
    description: 'Practice, study clubs, events and everything else.',
  },
].map((category, position) => ({ ...category, position }));
