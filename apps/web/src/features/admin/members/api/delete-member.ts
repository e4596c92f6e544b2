import { okResponseSchema } from '@osi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '../../query-keys';

/** Soft delete: the application moves to Deleted Members, from where it can be restored. */
export const useDeleteMember = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/admin/members/${id}`, okResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
};
