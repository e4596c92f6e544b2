import { okResponseSchema, type Endpoint, type idParamsSchema } from '@osi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { callEndpoint } from '@/lib/endpoint-client';
import { adminKeys } from '../query-keys';

type DeleteById = Endpoint & {
  method: 'DELETE';
  params: typeof idParamsSchema;
  response: typeof okResponseSchema;
};

/**
 * Deletes one record of the admin API by its id; the back office's lists reload. `target` is its
 * endpoint, or `{collectionPath}` of a module not yet given endpoints (decision 069).
 */
export const useAdminDelete = (target: DeleteById | string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      typeof target === 'string'
        ? api.delete(`${target}/${id}`, okResponseSchema)
        : callEndpoint(target, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
};
