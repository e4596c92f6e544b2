import { sessionResponseSchema, siteSettingsSchema } from '@osi/shared';

export const siteSettings = siteSettingsSchema.parse({
  name: 'Oral Implantology Society of India',
  shortName: 'osi',
  missionStatement: 'Serving growing implantologists and their patients.',
  contactEmail: 'office@osi.example.org',
  phone: '+91 80 4000 1234',
  address: '12 MG Road, Bengaluru 560001, Karnataka',
  social: {
    facebook: 'https://facebook.example.com/osi',
    instagram: 'https://instagram.example.com/osi',
  },
  conference: { title: '2nd National Conference, 2025', url: 'https://congress.example.org/' },
  developerCredit: { name: 'Example Studio', url: 'https://studio.example.com/' },
});

export const signedOut = sessionResponseSchema.parse({ member: null, admin: null });

export const signedIn = sessionResponseSchema.parse({
  member: {
    id: '5b0c1c7e-8f8a-4d5e-9a43-2f3b9f1d6a10',
    email: 'asha.rao@example.com',
    firstName: 'Asha',
    lastName: 'Rao',
    membershipId: 'OSI-0042',
    profilePictureUrl: null,
  },
  admin: null,
});

/** A one-page list in the API's list shape. */
export const onePage = <T>(items: T[], pageSize = 20) => ({
  items,
  page: 1,
  pageSize,
  total: items.length,
  totalPages: 1,
  totalIsCapped: false,
});
