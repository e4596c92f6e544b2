import { urlOf, type Endpoint, type EndpointRequest, type EndpointResult } from '@osi/shared';
import { request } from './api-client';

type Arguments<E extends Endpoint> =
  object extends EndpointRequest<E> ? [input?: EndpointRequest<E>] : [input: EndpointRequest<E>];

const apiPrefix = '/api';

/**
 * Calls an endpoint with its parameters, query and body, and answers its response checked
 * against the endpoint's schema; errors and the fetch in use are the API client's.
 */
export const callEndpoint = async <E extends Endpoint>(
  endpoint: E,
  ...[input]: Arguments<E>
): Promise<EndpointResult<E>> => {
  const parts: { params?: unknown; query?: unknown; body?: unknown } = input ?? {};
  return (await request({
    method: endpoint.method,
    path: urlOf(endpoint, parts).slice(apiPrefix.length),
    body: parts.body,
    schema: endpoint.status === 204 ? undefined : endpoint.response,
  })) as EndpointResult<E>;
};
