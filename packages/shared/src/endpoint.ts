import type { z } from 'zod';
import { errorResponseSchema } from './api';
import type { StaffRight } from './staff';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type SuccessStatus = 200 | 201 | 204;
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 502 | 503;

/** A change refused: bad input, no such record, or a state of it that forbids the change. */
export const changeErrors = [400, 404, 409] as const;
/** A member's change to their own records, refused (403) too until their standing allows it. */
export const memberChangeErrors = [400, 403, 404, 409] as const;
/** Bad input, or no such record. */
export const recordErrors = [400, 404] as const;
/** A rate-limited public read or form: bad input, nothing found, or too many requests. */
export const throttledErrors = [400, 404, 429] as const;

/**
 * One API endpoint, written once: the server registers its route from it and the web client calls
 * it through it (decision 069).
 */
export interface Endpoint {
  method: HttpMethod;
  /** The URL the server routes, with `:name` parameters: `/api/admin/research-grants/:id`. */
  path: `/api/${string}`;
  /** The OpenAPI group, summary and description. */
  tags: readonly string[];
  summary?: string;
  description?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** Request headers the server reads; documented and checked, not sent by the web client. */
  headers?: z.ZodType;
  body?: z.ZodType;
  /** The status of a success; 200 unless given (204 answers no body). */
  status?: SuccessStatus;
  response: z.ZodType;
  /** The statuses it may answer with an error body. */
  errors?: readonly ErrorStatus[];
  /** The staff right a back-office endpoint needs (`/api/admin/...`: required, decision 081). */
  right?: StaffRight;
}

/** An endpoint as its group states it: tagged with the group's tag unless it states its own tags. */
type GroupedEndpoint = Omit<Endpoint, 'tags'> & Partial<Pick<Endpoint, 'tags'>>;

/**
 * The endpoints of one OpenAPI group, each tagged with the group's `tag` unless it has its own,
 * and needing the group's staff `right` unless it names its own.
 */
export const endpointGroup = <
  const G extends Record<string, GroupedEndpoint>,
  const R extends StaffRight | undefined = undefined,
>(
  tag: string,
  endpoints: G,
  right?: R,
) => {
  const tags = [tag];
  const shared = right ? { tags, right } : { tags };
  return Object.fromEntries(
    Object.entries(endpoints).map(([name, endpoint]) => [name, { ...shared, ...endpoint }]),
  ) as { [K in keyof G]: Omit<{ tags: string[]; right: R }, keyof G[K]> & G[K] };
};

type SchemaAt<E, K extends string> = E extends { [key in K]: infer S extends z.ZodType }
  ? S
  : undefined;
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What the server hands the handler, parsed and checked. */
export type EndpointInput<E extends Endpoint> = {
  params: Parsed<SchemaAt<E, 'params'>>;
  query: Parsed<SchemaAt<E, 'query'>>;
  body: Parsed<SchemaAt<E, 'body'>>;
  headers: Parsed<SchemaAt<E, 'headers'>>;
};

/** What a handler answers: the response before its schema fills defaults in. */
export type EndpointAnswer<E extends Endpoint> = z.input<E['response']>;

/** What the client gets back, checked against the response schema; nothing after a 204. */
export type EndpointResult<E extends Endpoint> = E extends { status: 204 }
  ? undefined
  : z.output<E['response']>;

/** A part the endpoint has; optional when it may be left out (all its fields are optional). */
type Part<K extends string, S> = S extends z.ZodType
  ? undefined extends z.input<S>
    ? { [key in K]?: z.input<S> }
    : object extends z.input<S>
      ? { [key in K]?: z.input<S> }
      : { [key in K]: z.input<S> }
  : object;

/** What the client sends: the parameters, query and body the endpoint has. */
export type EndpointRequest<E extends Endpoint> = Part<'params', SchemaAt<E, 'params'>> &
  Part<'query', SchemaAt<E, 'query'>> &
  Part<'body', SchemaAt<E, 'body'>>;

/** The endpoint's responses by status: its success, and the error body for each error. */
export const responsesOf = (endpoint: Endpoint): Record<number, z.ZodType> => ({
  [endpoint.status ?? 200]: endpoint.response,
  ...Object.fromEntries((endpoint.errors ?? []).map((status) => [status, errorResponseSchema])),
});

/** The endpoint's URL with its parameters filled in and its query appended. */
export const urlOf = (
  endpoint: Endpoint,
  { params, query }: { params?: unknown; query?: unknown } = {},
) => {
  const values = (params ?? {}) as Record<string, unknown>;
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(values[name])),
  );
  const search = new URLSearchParams(
    Object.entries((query ?? {}) as Record<string, unknown>).flatMap(([key, value]) =>
      value === undefined ? [] : [[key, String(value)] as [string, string]],
    ),
  ).toString();
  return search ? `${path}?${search}` : path;
};
