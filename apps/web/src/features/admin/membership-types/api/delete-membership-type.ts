import { okResponseSchema } from '@osi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '../../query-keys';

export const useDeleteMembershipType = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/admin/membership-types/${id}`, okResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
};
