import { okResponseSchema } from '@osi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '../../query-keys';

/** Brings a deleted application back to the membership applications. */
export const useRestoreMember = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post(`/admin/members/${id}/restore`, undefined, okResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
};
