import {
  membershipTypeSavedSchema,
  type MembershipType,
  type membershipTypeInputSchema,
} from '@osi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { adminKeys } from '../../query-keys';

type Save = { id?: MembershipType['id']; input: z.output<typeof membershipTypeInputSchema> };

/** Adds a membership type, or updates the one with `id`; the list then reloads. */
export const useSaveMembershipType = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: Save) =>
      id
        ? api.put(`/admin/membership-types/${id}`, input, membershipTypeSavedSchema)
        : api.post('/admin/membership-types', input, membershipTypeSavedSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
};
