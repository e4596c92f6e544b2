import { adminEventEndpoints, type revokeCertificateSchema } from '@osi/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '@/lib/endpoint-client';
import { adminKeys } from '../../query-keys';

const memberEventsKey = (memberId: string) => [...adminKeys.member(memberId), 'events'] as const;

/** A member's registrations, CDE points and certificates. */
export const useMemberEvents = (memberId: string) =>
  useQuery({
    queryKey: memberEventsKey(memberId),
    queryFn: () => callEndpoint(adminEventEndpoints.memberEvents, { params: { id: memberId } }),
  });

/** Revokes one of the member's certificates; their list reloads with it. */
export const useRevokeCertificate = (memberId: string, code: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.output<typeof revokeCertificateSchema>) =>
      callEndpoint(adminEventEndpoints.revokeCertificate, { params: { code }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberEventsKey(memberId) }),
  });
};
