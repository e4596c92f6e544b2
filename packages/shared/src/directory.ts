import { z } from 'zod';
import { paginated } from './api';
import { memberProfileSchema } from './members';

/** What a member agrees to show in the members' directory; by default, nothing. */
export const directoryListingSchema = z.object({
  listed: z.boolean(),
  showEmail: z.boolean(),
  showMobile: z.boolean(),
});
export type DirectoryListing = z.infer<typeof directoryListingSchema>;
export const notListed: DirectoryListing = { listed: false, showEmail: false, showMobile: false };

export const directoryMessages = {
  saved: 'Your directory settings are saved.',
  notListed: 'This member is not listed in the directory.',
  tooDeep: 'Please narrow your search to see more members.',
} as const;

/** Directory pages are small and few: a scraper has to search, and searches are rate-limited. */
export const directoryLimits = { pageSize: 12, maxPageSize: 24, maxPage: 20 } as const;

export const directoryQuerySchema = z.object({
  page: z.coerce
    .number()
    .int()
    .min(1)
    .max(directoryLimits.maxPage, directoryMessages.tooDeep)
    .default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(directoryLimits.maxPageSize)
    .default(directoryLimits.pageSize),
  search: z.string().trim().max(100).optional(),
});

/** A listed member as anyone sees them: e-mail and mobile only when the member agreed. */
export const directoryMemberSchema = memberProfileSchema
  .pick({
    id: true,
    title: true,
    firstName: true,
    lastName: true,
    profilePictureUrl: true,
    specialty: true,
    city: true,
    state: true,
    country: true,
  })
  .extend({
    registeredSince: z.number().int(),
    email: z.string().optional(),
    mobileNo: z.string().optional(),
  });
export type DirectoryMember = z.infer<typeof directoryMemberSchema>;
export const directoryPageSchema = paginated(directoryMemberSchema);
export type DirectoryPage = z.infer<typeof directoryPageSchema>;

/** A listed member in the fellowship programme, on the fellows page: no contact details. */
export const directoryFellowSchema = directoryMemberSchema
  .omit({ registeredSince: true, email: true, mobileNo: true })
  .extend({ fellowSince: z.number().int() });
export type DirectoryFellow = z.infer<typeof directoryFellowSchema>;
export const directoryFellowsSchema = z.array(directoryFellowSchema);
