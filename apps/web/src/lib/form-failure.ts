import { ApiError } from './api-client';

/**
 * A form's failure toast as the spec has it for applications: a refusal (4xx) shows the
 * server's message, anything else `fallback`; none when the fields show the errors already.
 */
export const refusalOr =
  (fallback: string) =>
  (error: unknown, { onFields }: { onFields: boolean }) => {
    if (onFields) return null;
    return error instanceof ApiError && error.status >= 400 && error.status < 500
      ? error.message
      : fallback;
  };
