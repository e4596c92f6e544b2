import { directoryEndpoints as endpoints, type DirectoryListing } from '@osi/shared';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { ownDataKey } from '@/lib/session';
import { callEndpoint } from '@/lib/endpoint-client';

export const useDirectory = (page: number, search: string) =>
  useQuery({
    queryKey: ['directory', { page, search }],
    queryFn: () => callEndpoint(endpoints.search, { query: { page, search: search || undefined } }),
    placeholderData: keepPreviousData,
  });

export const useDirectoryMember = (id: string) =>
  useQuery({
    queryKey: ['directory', 'member', id],
    queryFn: () => callEndpoint(endpoints.member, { params: { id } }),
  });

/** The listed members whose fellowship application is approved. */
export const fellowsQueryOptions = queryOptions({
  queryKey: ['directory', 'fellows'],
  queryFn: () => callEndpoint(endpoints.fellows),
});

export const useFellows = () => useQuery(fellowsQueryOptions);

const listingKey = [...ownDataKey, 'directory-listing'];

export const useOwnListing = () =>
  useQuery({
    queryKey: listingKey,
    queryFn: () => callEndpoint(endpoints.ownListing),
  });

export const useSaveOwnListing = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listing: DirectoryListing) =>
      callEndpoint(endpoints.saveOwnListing, { body: listing }),
    onSuccess: async ({ listing }) => {
      queryClient.setQueryData(listingKey, listing);
      await queryClient.invalidateQueries({ queryKey: ['directory'] });
    },
  });
};
