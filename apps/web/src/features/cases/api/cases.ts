import { caseEndpoints as endpoints, type AddCaseInput, type SaveCaseInput } from '@osi/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoint-client';
import { ownDataQueryOptions } from '@/lib/own-data';

const casesQueryOptions = ownDataQueryOptions('cases', () => callEndpoint(endpoints.own));

/** The fellow's cases and whether the panel takes changes. */
export const useOwnCases = () => useQuery(casesQueryOptions);

/** A change of a case; the list reloads after it. */
const useCaseChange = <I, R>(change: (input: I) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries(casesQueryOptions),
  });
};

export const useAddCase = () =>
  useCaseChange((input: AddCaseInput) => callEndpoint(endpoints.add, { body: input }));

export const useSaveCase = (id: string) =>
  useCaseChange((input: SaveCaseInput) =>
    callEndpoint(endpoints.save, { params: { id }, body: input }),
  );

export const useDeleteCase = (id: string) =>
  useCaseChange(() => callEndpoint(endpoints.remove, { params: { id } }));

export const useLockCase = (id: string) =>
  useCaseChange(() => callEndpoint(endpoints.lock, { params: { id } }));
