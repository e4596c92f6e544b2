import { memberEventEndpoints as endpoints, type CertificateKind } from '@osi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoint-client';
import { ownDataQueryOptions, useOwnData } from '@/lib/own-data';

export const ownEventsQueryOptions = ownDataQueryOptions('events', () =>
  callEndpoint(endpoints.events),
);

/** The signed-in member's event registrations, next event first. */
export const useOwnEvents = () => useOwnData(ownEventsQueryOptions);

export const cdeQueryOptions = ownDataQueryOptions('cde', () => callEndpoint(endpoints.cde));

/** The member's CDE points by year, the cycle against its requirement, and certificates. */
export const useCde = () => useOwnData(cdeQueryOptions);

/** Issues the membership or fellowship certificate, then reads the certificates again. */
export const useRequestCertificate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: Exclude<CertificateKind, 'attendance'>) =>
      callEndpoint(endpoints.requestCertificate, { body: { kind } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cdeQueryOptions.queryKey }),
  });
};
