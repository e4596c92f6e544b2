import { okResponseSchema } from '@osi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '../../query-keys';

/** Offers a retired type to applicants again. */
export const useReinstateMembershipType = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post(`/admin/membership-types/${id}/reinstate`, undefined, okResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
};
