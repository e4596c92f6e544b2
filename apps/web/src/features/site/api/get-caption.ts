import type { CaptionKey } from '@osi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentEndpoint } from '@/lib/content-endpoint';
import { callLoadedEndpoint } from '@/lib/endpoint-client';

export const captionQueryOptions = (key: CaptionKey) =>
  queryOptions({
    queryKey: ['caption', key],
    queryFn: () => callLoadedEndpoint(contentEndpoint('caption'), { params: { key } }),
  });

/** A page caption the administrators write; null until they have. */
export const useCaption = (key: CaptionKey) => useQuery(captionQueryOptions(key));
