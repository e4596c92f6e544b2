import type { CaptionKey } from '@osi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadedEndpoint } from '@/lib/loaded-endpoint';
import { callLoadedEndpoint } from '@/lib/endpoint-client';

export const captionQueryOptions = (key: CaptionKey) =>
  queryOptions({
    queryKey: ['caption', key],
    queryFn: () =>
      callLoadedEndpoint(loadedEndpoint('contentEndpoints', 'caption'), { params: { key } }),
  });

/** A page caption the administrators write; null until they have. */
export const useCaption = (key: CaptionKey) => useQuery(captionQueryOptions(key));
