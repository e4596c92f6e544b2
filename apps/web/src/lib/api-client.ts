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

/**
 * The schema a response is checked against, or a function that loads it: the public pages'
 * queries load theirs when they first ask, so zod is not part of a page's first load (decision 052).
 */
export type ResponseCheck<S extends z.ZodType> = S | (() => Promise<S>);

type RequestOptions = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  /** Validates the response body; without it the response body is ignored. */
  schema?: ResponseCheck<z.ZodType> | undefined;
};

type ResponseOf<S> = S extends z.ZodType ? z.output<S> : void;

/** Starts loading a check; a failure to load surfaces where the check is awaited. */
const loadCheck = <S extends z.ZodType>(check: ResponseCheck<S>): S | Promise<S> => {
  if (typeof check !== 'function') return check;
  const loading = check();
  loading.catch(() => undefined);
  return loading;
};

/** A response body as JSON; undefined when it is empty or not JSON. */
export const parseJson = (text: string): unknown => {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** The error for a failed response: the server's own error when it sent one. */
const toApiError = async (status: number, body: unknown) => {
  const errorResponseSchema = await import('./response-schemas').then(
    (schemas) => schemas.errorResponseSchema,
    () => undefined,
  );
  const parsed = errorResponseSchema?.safeParse(body);
  if (parsed?.success) {
    const { code, message, fieldErrors } = parsed.data.error;
    return new ApiError(status, code, message, fieldErrors);
  }
  return new ApiError(
    status,
    'http_error',
    `Something went wrong (HTTP ${status}). Please try again.`,
  );
};

export const networkError = () =>
  new ApiError(
    0,
    'network_error',
    'Could not reach the server. Check your internet connection and try again.',
  );

/** The body of a successful response, checked against `schema`. */
const parseSuccess = <S extends z.ZodType>(
  status: number,
  json: unknown,
  schema: S,
): z.output<S> => {
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new ApiError(
      status,
      'invalid_response',
      'The server sent an unexpected response. Please try again.',
    );
  }
  return parsed.data;
};

/** A response's body checked against `check`, or the error a failed response carries. */
export const readResponse = async <S extends z.ZodType>(
  status: number,
  json: unknown,
  check: S | Promise<S> | undefined,
): Promise<z.output<S> | undefined> => {
  if (status < 200 || status >= 300) throw await toApiError(status, json);
  if (!check) return undefined;
  // A check that cannot be loaded is the network failing, as far as the visitor can tell.
  const schema = await Promise.resolve(check).catch(() => {
    throw networkError();
  });
  return parseSuccess(status, json, schema);
};

const clientMadeCodes = new Set(['network_error', 'http_error', 'invalid_response', 'timeout']);

/** The server's own message about a failed call, or `fallback` when the server sent none. */
export const serverMessage = (error: unknown, fallback: string) =>
  error instanceof ApiError && !clientMadeCodes.has(error.code) ? error.message : fallback;

/** One call of the API at `/api${path}`: the response checked, or the error it carries. */
export const request = async <S extends z.ZodType | undefined = undefined>({
  method,
  path,
  body,
  schema,
}: RequestOptions): Promise<ResponseOf<S>> => {
  // Loaded while the request is under way.
  const check = schema && loadCheck(schema);
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
    throw networkError();
  }

  return (await readResponse(
    response.status,
    parseJson(await response.text()),
    check,
  )) as ResponseOf<S>;
};

export const api = {
  get: <S extends z.ZodType>(path: string, schema: ResponseCheck<S>) =>
    request<S>({ method: 'GET', path, schema }),
  post: <S extends z.ZodType | undefined = undefined>(path: string, body?: unknown, schema?: S) =>
    request<S>({ method: 'POST', path, body, schema }),
  put: <S extends z.ZodType | undefined = undefined>(path: string, body?: unknown, schema?: S) =>
    request<S>({ method: 'PUT', path, body, schema }),
  patch: <S extends z.ZodType | undefined = undefined>(path: string, body?: unknown, schema?: S) =>
    request<S>({ method: 'PATCH', path, body, schema }),
  delete: <S extends z.ZodType | undefined = undefined>(path: string, schema?: S) =>
    request<S>({ method: 'DELETE', path, schema }),
};
