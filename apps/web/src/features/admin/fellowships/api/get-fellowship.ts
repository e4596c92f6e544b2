import { adminFellowshipDetailsSchema } from '@osi/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '../../query-keys';

/** One application with its payment, the applicant's photo and their cases. */
export const useFellowship = (id: string) =>
  useQuery({
    queryKey: adminKeys.fellowship(id),
    queryFn: () =>
      api.get(`/admin/fellowships/${encodeURIComponent(id)}`, adminFellowshipDetailsSchema),
  });
