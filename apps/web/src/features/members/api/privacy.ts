import {
  dataArchivePath,
  ownPrivacyEndpoints as endpoints,
  type ErasureNoteInput,
} from '@osi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readResponse, networkError } from '@/lib/api-client';
import { callEndpoint } from '@/lib/endpoint-client';
import { ownDataQueryOptions, useOwnData } from '@/lib/own-data';
import { saveFile } from '@/utils/save-file';

const ownRequestsQueryOptions = ownDataQueryOptions('privacy-requests', () =>
  callEndpoint(endpoints.requests),
);

export const useOwnPrivacyRequests = () => useOwnData(ownRequestsQueryOptions);

/** Asks for the account to be erased; the request then shows with its status. */
export const useAskErasure = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ErasureNoteInput) =>
      callEndpoint(endpoints.askErasure, { body: { ...input, confirm: true } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownRequestsQueryOptions.queryKey }),
  });
};

const fileNameOf = (response: Response) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
  'my-data.zip';

/** Downloads the member's data archive; the download is listed among their requests. */
export const useDownloadArchive = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const response = await fetch(dataArchivePath, { credentials: 'same-origin' }).catch(() => {
        throw networkError();
      });
      if (!response.ok) {
        await readResponse(response.status, await response.json().catch(() => null), undefined);
      }
      saveFile(fileNameOf(response), await response.blob(), 'application/zip');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownRequestsQueryOptions.queryKey }),
  });
};
