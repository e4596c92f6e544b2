import { captionSchema, type CaptionKey } from '@osi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const captionQueryOptions = (key: CaptionKey) =>
  queryOptions({
    queryKey: ['caption', key],
    queryFn: () => api.get(`/content/captions/${key}`, captionSchema),
  });

/** A page caption the administrators write; null until they have. */
export const useCaption = (key: CaptionKey) => useQuery(captionQueryOptions(key));
