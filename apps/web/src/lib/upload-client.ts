import type { z } from 'zod';
import { ApiError, networkError, parseJson, readResponse } from './api-client';

/** Sends a chosen file, telling the share sent so far (0 to 1); resolves with its key. */
export type Uploader<R extends { key: string }> = (
  file: File,
  onProgress: (sent: number) => void,
) => Promise<R>;

type UploadOptions<S extends z.ZodType> = {
  /** Multipart fields, sent in this order before the file. */
  fields: Record<string, string>;
  file: File;
  schema: S;
  /** Called with the share of the file sent so far, from 0 to 1. */
  onProgress: (sent: number) => void;
  timeoutMs: number;
};

/**
 * POSTs a file as multipart form data. It uses XMLHttpRequest rather than fetch because only
 * XMLHttpRequest reports how much of the upload has been sent. Fails with an ApiError, like
 * the api client.
 */
export const uploadFile = <S extends z.ZodType>(
  path: string,
  { fields, file, schema, onProgress, timeoutMs }: UploadOptions<S>,
) =>
  new Promise<z.output<S>>((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file);

    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.timeout = timeoutMs;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      readResponse(xhr.status, parseJson(xhr.responseText), schema).then(
        (body) => resolve(body as z.output<S>),
        reject,
      );
    };
    xhr.onerror = () => reject(networkError());
    xhr.ontimeout = () =>
      reject(new ApiError(0, 'timeout', 'The upload took too long. Please try again.'));
    xhr.send(form);
  });
