import { z } from 'zod';

export const realms = ['member', 'admin'] as const;
export type Realm = (typeof realms)[number];

export const sessionMemberSchema = z.object({
  id: z.uuid(),
  email: z.email(),
  firstName: z.string(),
  lastName: z.string(),
  membershipId: z.string().nullable(),
  profilePictureUrl: z.string().nullable(),
});

export const sessionAdminSchema = z.object({
  id: z.uuid(),
  email: z.email(),
  name: z.string(),
});

/** What `GET /api/session` answers: who is signed in, per realm. */
export const sessionResponseSchema = z.object({
  member: sessionMemberSchema.nullable(),
  admin: sessionAdminSchema.nullable(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
export type SessionMember = z.infer<typeof sessionMemberSchema>;
