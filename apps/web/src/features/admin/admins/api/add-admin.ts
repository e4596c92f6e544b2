import { adminEndpoints, type NewAdmin } from '@osi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoint-client';
import { adminKeys } from '../../query-keys';

export const useAddAdmin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewAdmin) => callEndpoint(adminEndpoints.addAdmin, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.overview() }),
  });
};
