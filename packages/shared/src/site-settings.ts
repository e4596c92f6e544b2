import { z } from 'zod';

const url = z
  .url('Please enter a web address starting with https://')
  .max(500)
  .regex(/^https:\/\//, 'Please enter a web address starting with https://');
const text = (label: string, max: number) =>
  z.string().trim().min(1, `Please enter the ${label}`).max(max, `The ${label} is too long`);

/** The one record every page's header and footer reads: the society's identity and contacts. */
export const siteSettingsSchema = z.object({
  name: z.string().trim().min(1).max(200),
  shortName: z
    .string()
    .trim()
    .min(1)
    .max(20)
    .regex(/^[a-z0-9]+$/, 'Short name must be lowercase letters and digits only'),
  missionStatement: text('mission statement', 1000),
  contactEmail: z.email('Please enter a valid email address').max(200),
  phone: text('phone number', 40),
  address: text('postal address', 500),
  social: z.object({ facebook: url, instagram: url }),
  conference: z.object({ title: text('link label', 200), url }),
  developerCredit: z.object({ name: z.string().trim().min(1).max(200), url }),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/**
 * What the back office edits of the site settings: the secretariat's contacts, the social links,
 * the Annual Congress link and its label, and the mission statement. The society's name and
 * short name (part of the press pages' addresses) and the developer credit stay as set up.
 */
export const siteDetailsSchema = siteSettingsSchema.pick({
  contactEmail: true,
  phone: true,
  address: true,
  missionStatement: true,
  social: true,
  conference: true,
});
export type SiteDetails = z.infer<typeof siteDetailsSchema>;

export const siteDetailsMessages = { saved: 'Site details saved.' } as const;
