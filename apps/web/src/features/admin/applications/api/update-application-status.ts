import type { StatusUpdate } from '@osi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoint-client';
import { adminKeys } from '../../query-keys';
import type { ApplicationKind } from '../application-kind';

/** Approves, declines or returns an application to pending, with the administrator's comment. */
export const useUpdateApplicationStatus = ({ review }: ApplicationKind, id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StatusUpdate) =>
      callEndpoint(review.setStatus, { params: { id }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
};
