import {
  caseChangedSchema,
  okResponseSchema,
  ownCasesSchema,
  type AddCaseInput,
  type SaveCaseInput,
} from '@osi/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ownDataKey } from '@/features/auth/api/get-session';
import { api } from '@/lib/api-client';

const casesQueryOptions = queryOptions({
  queryKey: [...ownDataKey, 'cases'],
  queryFn: () => api.get('/me/cases', ownCasesSchema),
});

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
  useCaseChange((input: AddCaseInput) => api.post('/me/cases', input, caseChangedSchema));

export const useSaveCase = (id: string) =>
  useCaseChange((input: SaveCaseInput) => api.put(`/me/cases/${id}`, input, caseChangedSchema));

export const useDeleteCase = (id: string) =>
  useCaseChange(() => api.delete(`/me/cases/${id}`, okResponseSchema));

export const useLockCase = (id: string) =>
  useCaseChange(() => api.post(`/me/cases/${id}/lock`, undefined, caseChangedSchema));
