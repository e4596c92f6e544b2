import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { ownDataKey, useSession } from './session';

/** The query of one piece of the signed-in member's own data, under `ownDataKey`. */
export const ownDataQueryOptions = <T>(name: string, read: () => Promise<T>) =>
  queryOptions({ queryKey: [...ownDataKey, name], queryFn: read });

/** Reads the member's own data; not asked for once they have signed out. */
export const useOwnData = <T>(options: ReturnType<typeof ownDataQueryOptions<T>>) => {
  const session = useSession();
  return useQuery({ ...options, enabled: Boolean(session.data?.member) });
};

/**
 * Saves a piece of the member's own data: what the server answers replaces the stored copy
 * (`answer` picks it out), then the queries under `stale` are read again.
 */
export const useSaveOwnData = <I, R, T>(
  options: ReturnType<typeof ownDataQueryOptions<T>>,
  save: (input: I) => Promise<R>,
  answer: (result: R) => T,
  stale: QueryKey,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: async (result) => {
      queryClient.setQueryData(options.queryKey, answer(result));
      await queryClient.invalidateQueries({ queryKey: stale });
    },
  });
};
