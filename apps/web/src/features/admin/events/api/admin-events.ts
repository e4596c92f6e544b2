import { adminEventEndpoints } from '@osi/shared';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoint-client';
import { adminKeys } from '../../query-keys';

/** The events that take registrations, next first, with their counts and income. */
export const useAdminEvents = () =>
  useQuery({
    queryKey: adminKeys.events(),
    queryFn: () => callEndpoint(adminEventEndpoints.events),
  });
