import { fellowshipFeeSchema } from '@osi/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The fee applicants pay; the server answers 409 while none has been set. */
export const useFellowshipFee = () =>
  useQuery({
    queryKey: ['fellowship-fee'],
    queryFn: () => api.get('/fellowship-fee', fellowshipFeeSchema),
  });
