import { okResponseSchema, type statusUpdateSchema } from '@osi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { adminKeys } from '../../query-keys';
import type { ApplicationKind } from '../application-kind';

/** Approves, declines or returns an application to pending, with the administrator's comment. */
export const useUpdateApplicationStatus = ({ resource }: ApplicationKind, id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.output<typeof statusUpdateSchema>) =>
      api.patch(`/admin/${resource}/${id}/status`, input, okResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
};
