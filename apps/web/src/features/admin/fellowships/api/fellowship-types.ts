import { adminFellowshipEndpoints as endpoints, type FellowshipTypeValues } from '@osi/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoint-client';
import { adminKeys } from '../../query-keys';

/** The Fellowship Price list; the first price is the fee applicants pay. */
export const useFellowshipTypes = () =>
  useQuery({
    queryKey: adminKeys.fellowshipTypes(),
    queryFn: () => callEndpoint(endpoints.prices),
  });

type Save = { id?: string | undefined; input: FellowshipTypeValues };

/** Adds a price, or updates the one with `id`; the list then reloads. */
export const useSaveFellowshipType = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: Save) =>
      id
        ? callEndpoint(endpoints.updatePrice, { params: { id }, body: input })
        : callEndpoint(endpoints.addPrice, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
};
