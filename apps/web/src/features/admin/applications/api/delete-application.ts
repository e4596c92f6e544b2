import { okResponseSchema } from '@osi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '../../query-keys';
import type { ApplicationKind } from '../application-kind';

/** Soft delete: the application leaves the list and can be restored. */
export const useDeleteApplication = ({ resource }: ApplicationKind) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/admin/${resource}/${id}`, okResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
};
