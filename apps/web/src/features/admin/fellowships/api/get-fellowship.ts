import { adminFellowshipEndpoints } from '@osi/shared';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoint-client';
import { adminKeys } from '../../query-keys';

/** One application with its payment, the applicant's photo and their cases. */
export const useFellowship = (id: string) =>
  useQuery({
    queryKey: adminKeys.fellowship(id),
    queryFn: () => callEndpoint(adminFellowshipEndpoints.details, { params: { id } }),
  });
