import { errorResponseSchema } from '@osi/shared';
import type { z } from 'zod';

type FieldErrors = Record<string, string>;

/** Every failed API call ends in this error, whatever went wrong. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors: FieldErrors = {},
  ) {
    super(message);
  }
}

type RequestOptions<S extends z.ZodType | undefined> = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  /** Validates the response body; without it the response body is ignored. */
  schema?: S;
};

type ResponseOf<S> = S extends z.ZodType ? z.output<S> : void;

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const toApiError = (status: number, body: unknown) => {
  const parsed = errorResponseSchema.safeParse(body);
  if (parsed.success) {
    const { code, message, fieldErrors } = parsed.data.error;
    return new ApiError(status, code, message, fieldErrors);
  }
  return new ApiError(
    status,
    'http_error',
    `Something went wrong (HTTP ${status}). Please try again.`,
  );
};

const request = async <S extends z.ZodType | undefined = undefined>({
  method,
  path,
  body,
  schema,
}: RequestOptions<S>): Promise<ResponseOf<S>> => {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(
      0,
      'network_error',
      'Could not reach the server. Check your internet connection and try again.',
    );
  }

  const json = await readJson(response);
  if (!response.ok) throw toApiError(response.status, json);
  if (!schema) return undefined as ResponseOf<S>;

  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new ApiError(
      response.status,
      'invalid_response',
      'The server sent an unexpected response. Please try again.',
    );
  }
  return parsed.data as ResponseOf<S>;
};

export const api = {
  get: <S extends z.ZodType>(path: string, schema: S) => request({ method: 'GET', path, schema }),
  post: <S extends z.ZodType | undefined = undefined>(path: string, body?: unknown, schema?: S) =>
    request({ method: 'POST', path, body, schema }),
  put: <S extends z.ZodType | undefined = undefined>(path: string, body?: unknown, schema?: S) =>
    request({ method: 'PUT', path, body, schema }),
  patch: <S extends z.ZodType | undefined = undefined>(path: string, body?: unknown, schema?: S) =>
    request({ method: 'PATCH', path, body, schema }),
  delete: (path: string) => request({ method: 'DELETE', path }),
};
