import { directoryEndpoints as endpoints, type DirectoryListing } from '@osi/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoint-client';
import { ownDataQueryOptions, useSaveOwnData } from '@/lib/own-data';

/** A page of the listed members, found by name, city, state or speciality. */
export const directoryQueryOptions = (page: number, search: string) =>
  queryOptions({
    queryKey: ['directory', { page, search }],
    queryFn: () => callEndpoint(endpoints.search, { query: { page, search: search || undefined } }),
  });

export const useDirectory = (page: number, search: string) =>
  useQuery({ ...directoryQueryOptions(page, search), placeholderData: keepPreviousData });

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

const ownListingQueryOptions = ownDataQueryOptions('directory-listing', () =>
  callEndpoint(endpoints.ownListing),
);

export const useOwnListing = () => useQuery(ownListingQueryOptions);

/** Saves the member's own listing; the directory's pages show it at once. */
export const useSaveOwnListing = () =>
  useSaveOwnData(
    ownListingQueryOptions,
    (listing: DirectoryListing) => callEndpoint(endpoints.saveOwnListing, { body: listing }),
    ({ listing }) => listing,
    ['directory'],
  );
