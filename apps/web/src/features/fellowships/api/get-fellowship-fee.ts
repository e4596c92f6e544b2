import { fellowshipEndpoints } from '@osi/shared';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoint-client';

/** The fee applicants pay; the server answers 409 while none has been set. */
export const useFellowshipFee = () =>
  useQuery({
    queryKey: ['fellowship-fee'],
    queryFn: () => callEndpoint(fellowshipEndpoints.fee),
  });
