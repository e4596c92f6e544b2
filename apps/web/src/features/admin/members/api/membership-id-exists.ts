import { z } from 'zod';
import { api } from '@/lib/api-client';

const existsSchema = z.object({ exists: z.boolean() });

/** Whether a member already holds this membership ID. */
export const membershipIdExists = async (membershipId: string) =>
  (
    await api.get(
      `/admin/members/membership-id-exists?${new URLSearchParams({ membershipId })}`,
      existsSchema,
    )
  ).exists;
