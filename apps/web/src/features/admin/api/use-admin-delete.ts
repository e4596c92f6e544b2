import type { Endpoint, idParamsSchema, okResponseSchema } from '@osi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoint-client';
import { adminKeys } from '../query-keys';

export type DeleteById = Endpoint & {
  method: 'DELETE';
  params: typeof idParamsSchema;
  response: typeof okResponseSchema;
};

/** Deletes one record of the admin API through its endpoint; the back office's lists reload. */
export const useAdminDelete = (endpoint: DeleteById) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(endpoint, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
};
