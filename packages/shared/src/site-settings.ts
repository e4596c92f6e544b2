import { z } from 'zod';

const url = z.url().max(500);

/** The one record every page's header and footer reads: the society's identity and contacts. */
export const siteSettingsSchema = z.object({
  name: z.string().trim().min(1).max(200),
  shortName: z
    .string()
    .trim()
    .min(1)
    .max(20)
    .regex(/^[a-z0-9]+$/, 'Short name must be lowercase letters and digits only'),
  missionStatement: z.string().trim().min(1).max(1000),
  contactEmail: z.email().max(200),
  phone: z.string().trim().min(1).max(40),
  address: z.string().trim().min(1).max(500),
  social: z.object({ facebook: url, instagram: url }),
  conference: z.object({ title: z.string().trim().min(1).max(200), url }),
  developerCredit: z.object({ name: z.string().trim().min(1).max(200), url }),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
