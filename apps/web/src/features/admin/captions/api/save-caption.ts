import { contentEndpoints, type CaptionInput, type CaptionKey } from '@osi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { captionQueryOptions } from '@/features/site/api/get-caption';
import { callEndpoint } from '@/lib/endpoint-client';

/** Writes a caption (creating it the first time); the pages showing it reload it. */
export const useSaveCaption = (key: CaptionKey) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CaptionInput) =>
      callEndpoint(contentEndpoints.saveCaption, { params: { key }, body: input }),
    onSuccess: () => queryClient.invalidateQueries(captionQueryOptions(key)),
  });
};
