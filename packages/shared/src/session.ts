import { z } from 'zod';
import { memberProfileSchema } from './members';
import { staffRoles } from './staff';

export const realms = ['member', 'admin'] as const;
export type Realm = (typeof realms)[number];

/** The signed-in member as every page's header knows them; no number until approved. */
export const sessionMemberSchema = memberProfileSchema
  .pick({ id: true, firstName: true, lastName: true, profilePictureUrl: true })
  .extend({ email: z.email(), membershipId: z.string().nullable() });

export const sessionAdminSchema = z.object({
  id: z.uuid(),
  email: z.email(),
  name: z.string(),
  role: z.enum(staffRoles),
});

/** What `GET /api/session` answers: who is signed in, per realm. */
export const sessionResponseSchema = z.object({
  member: sessionMemberSchema.nullable(),
  admin: sessionAdminSchema.nullable(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
export type SessionMember = z.infer<typeof sessionMemberSchema>;
export type SessionAdmin = z.infer<typeof sessionAdminSchema>;
