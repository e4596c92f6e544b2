import type { DirectoryListing } from '@osi/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callLoadedEndpoint } from '@/lib/endpoint-client';
import { loadedEndpoint } from '@/lib/loaded-endpoint';
import { ownDataQueryOptions, useSaveOwnData } from '@/lib/own-data';

/** A page of the listed members, found by name, city, state or speciality. */
export const directoryQueryOptions = (page: number, search: string) =>
  queryOptions({
    queryKey: ['directory', { page, search }],
    queryFn: () =>
      callLoadedEndpoint(loadedEndpoint('directoryEndpoints', 'search'), {
        query: { page, search: search || undefined },
      }),
  });

export const useDirectory = (page: number, search: string) =>
  useQuery({ ...directoryQueryOptions(page, search), placeholderData: keepPreviousData });

export const useDirectoryMember = (id: string) =>
  useQuery({
    queryKey: ['directory', 'member', id],
    queryFn: () =>
      callLoadedEndpoint(loadedEndpoint('directoryEndpoints', 'member'), { params: { id } }),
  });

/** The listed members whose fellowship application is approved. */
export const fellowsQueryOptions = queryOptions({
  queryKey: ['directory', 'fellows'],
  queryFn: () => callLoadedEndpoint(loadedEndpoint('directoryEndpoints', 'fellows')),
});

export const useFellows = () => useQuery(fellowsQueryOptions);

const ownListingQueryOptions = ownDataQueryOptions('directory-listing', () =>
  callLoadedEndpoint(loadedEndpoint('directoryEndpoints', 'ownListing')),
);

export const useOwnListing = () => useQuery(ownListingQueryOptions);

/** Saves the member's own listing; the directory's pages show it at once. */
export const useSaveOwnListing = () =>
  useSaveOwnData(
    ownListingQueryOptions,
    (listing: DirectoryListing) =>
      callLoadedEndpoint(loadedEndpoint('directoryEndpoints', 'saveOwnListing'), { body: listing }),
    ({ listing }) => listing,
    ['directory'],
  );
