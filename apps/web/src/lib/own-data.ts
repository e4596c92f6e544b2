import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownDataKey, useSession } from './session';

/** The query of one piece of the signed-in member's own data, under `ownDataKey`. */
export const ownDataQueryOptions = <T>(name: string, read: () => Promise<T>) =>
  queryOptions({ queryKey: [...ownDataKey, name], queryFn: read });

/** Reads the member's own data; not asked for once they have signed out. */
export const useOwnData = <T>(options: ReturnType<typeof ownDataQueryOptions<T>>) => {
  const session = useSession();
  return useQuery({ ...options, enabled: Boolean(session.data?.member) });
};
