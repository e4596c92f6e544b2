import {
  urlOf,
  type Endpoint,
  type EndpointRequest,
  type EndpointResult,
  type PageRendererOptions,
  type ReadInput,
} from '@osi/shared';
import { readResponse, request } from './api-client';

type Arguments<E extends Endpoint> =
  object extends EndpointRequest<E> ? [input?: EndpointRequest<E>] : [input: EndpointRequest<E>];

type Parts = ReadInput & { body?: unknown };

const apiPrefix = '/api';

const responseCheck = (endpoint: Endpoint) =>
  endpoint.status === 204 ? undefined : endpoint.response;

const overHttp = (endpoint: Endpoint, parts: Parts) =>
  request({
    method: endpoint.method,
    path: urlOf(endpoint, parts).slice(apiPrefix.length),
    body: parts.body,
    schema: responseCheck(endpoint),
  });

let send: (endpoint: Endpoint, parts: Parts) => Promise<unknown> = overHttp;

/**
 * On the server, pages read the API's public reads in-process (decision 073); their answers are
 * checked and their errors raised as the browser's are.
 */
export const readInProcess = (readEndpoint: PageRendererOptions['readEndpoint']) => {
  send = async (endpoint, parts) => {
    const { status, body } = await readEndpoint(endpoint, parts);
    return readResponse(status, body, responseCheck(endpoint));
  };
};

/**
 * Calls an endpoint with its parameters, query and body, and answers its response checked
 * against the endpoint's schema; errors are the API client's.
 */
export const callEndpoint = async <E extends Endpoint>(
  endpoint: E,
  ...[input]: Arguments<E>
): Promise<EndpointResult<E>> => (await send(endpoint, input ?? {})) as EndpointResult<E>;

/**
 * Calls an endpoint whose definition is loaded with the first call: the public pages' reads, so
 * that zod is not part of a page's first load (decision 052).
 */
export const callLoadedEndpoint = async <E extends Endpoint>(
  load: () => Promise<E>,
  ...input: Arguments<E>
): Promise<EndpointResult<E>> => callEndpoint(await load(), ...input);
