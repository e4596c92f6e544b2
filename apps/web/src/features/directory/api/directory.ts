import {
  directoryFellowsSchema,
  directoryListingSchema,
  directoryMemberSchema,
  directoryPageSchema,
  type DirectoryListing,
} from '@osi/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ownDataKey } from '@/features/auth/api/get-session';
import { api } from '@/lib/api-client';

export const useDirectory = (page: number, search: string) =>
  useQuery({
    queryKey: ['directory', { page, search }],
    queryFn: () =>
      api.get(
        `/directory/members?${new URLSearchParams({ page: String(page), ...(search ? { search } : {}) })}`,
        directoryPageSchema,
      ),
    placeholderData: keepPreviousData,
  });

export const useDirectoryMember = (id: string) =>
  useQuery({
    queryKey: ['directory', 'member', id],
    queryFn: () => api.get(`/directory/members/${encodeURIComponent(id)}`, directoryMemberSchema),
  });

/** The listed members whose fellowship application is approved. */
export const useFellows = () =>
  useQuery({
    queryKey: ['directory', 'fellows'],
    queryFn: () => api.get('/directory/fellows', directoryFellowsSchema),
  });

const listingKey = [...ownDataKey, 'directory-listing'];

export const useOwnListing = () =>
  useQuery({
    queryKey: listingKey,
    queryFn: () => api.get('/me/directory-listing', directoryListingSchema),
  });

export const useSaveOwnListing = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listing: DirectoryListing) =>
      api.put(
        '/me/directory-listing',
        listing,
        z.object({ message: z.string(), listing: directoryListingSchema }),
      ),
    onSuccess: async ({ listing }) => {
      queryClient.setQueryData(listingKey, listing);
      await queryClient.invalidateQueries({ queryKey: ['directory'] });
    },
  });
};
