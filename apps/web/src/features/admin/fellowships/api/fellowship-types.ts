import {
  fellowshipTypeSchema,
  okResponseSchema,
  type fellowshipTypeInputSchema,
} from '@osi/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { adminKeys } from '../../query-keys';

/** The Fellowship Price list; the first price is the fee applicants pay. */
export const useFellowshipTypes = () =>
  useQuery({
    queryKey: adminKeys.fellowshipTypes(),
    queryFn: () => api.get('/admin/fellowship-types', z.array(fellowshipTypeSchema)),
  });

type Save = { id?: string | undefined; input: z.output<typeof fellowshipTypeInputSchema> };

/** Adds a price, or updates the one with `id`; the list then reloads. */
export const useSaveFellowshipType = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: Save) =>
      id
        ? api.put(`/admin/fellowship-types/${id}`, input, okResponseSchema)
        : api.post('/admin/fellowship-types', input, okResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
};
