import type { DirectoryListing, directoryEndpoints } from '@osi/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callLoadedEndpoint } from '@/lib/endpoint-client';
import { ownDataQueryOptions, useSaveOwnData } from '@/lib/own-data';

/** Loads one of the directory's definitions with the first call: its pages load no zod first. */
const endpoint =
  <K extends keyof typeof directoryEndpoints>(name: K) =>
  async () =>
    (await import('@/lib/response-schemas')).directoryEndpoints[name];

/** A page of the listed members, found by name, city, state or speciality. */
export const directoryQueryOptions = (page: number, search: string) =>
  queryOptions({
    queryKey: ['directory', { page, search }],
    queryFn: () =>
      callLoadedEndpoint(endpoint('search'), { query: { page, search: search || undefined } }),
  });

export const useDirectory = (page: number, search: string) =>
  useQuery({ ...directoryQueryOptions(page, search), placeholderData: keepPreviousData });

export const useDirectoryMember = (id: string) =>
  useQuery({
    queryKey: ['directory', 'member', id],
    queryFn: () => callLoadedEndpoint(endpoint('member'), { params: { id } }),
  });

/** The listed members whose fellowship application is approved. */
export const fellowsQueryOptions = queryOptions({
  queryKey: ['directory', 'fellows'],
  queryFn: () => callLoadedEndpoint(endpoint('fellows')),
});

export const useFellows = () => useQuery(fellowsQueryOptions);

const ownListingQueryOptions = ownDataQueryOptions('directory-listing', () =>
  callLoadedEndpoint(endpoint('ownListing')),
);

export const useOwnListing = () => useQuery(ownListingQueryOptions);

/** Saves the member's own listing; the directory's pages show it at once. */
export const useSaveOwnListing = () =>
  useSaveOwnData(
    ownListingQueryOptions,
    (listing: DirectoryListing) =>
      callLoadedEndpoint(endpoint('saveOwnListing'), { body: listing }),
    ({ listing }) => listing,
    ['directory'],
  );
