import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Endpoint, EndpointAnswer, EndpointInput } from '@osi/shared';
import { routeEndpoint, type RouteExtras } from '../../lib/endpoint-route';
import { unauthorized } from '../../lib/errors';
import type { Actor } from '../members/members.service';

/** The signed-in administrator as the audit log names them (the /api/admin guard has run). */
export const adminActor = async (request: FastifyRequest): Promise<Actor> => {
  const admin = await request.getAdmin();
  if (!admin) throw unauthorized('Please sign in as an administrator.');
  return { type: 'admin', id: admin.id, requestId: request.id };
};

export const memberActor = async (request: FastifyRequest): Promise<Actor> => {
  const member = await request.getMember();
  if (!member) throw unauthorized();
  return { type: 'member', id: member.id, requestId: request.id };
};

type ActingHandler<E extends Endpoint> = (
  input: EndpointInput<E>,
  actor: Actor,
) => Promise<EndpointAnswer<E>>;

/** `routeEndpoint` for a handler that acts as the `actorOf` the request. */
const routeActingAs =
  (actorOf: (request: FastifyRequest) => Promise<Actor>) =>
  <E extends Endpoint>(
    app: FastifyInstance,
    endpoint: E,
    handler: ActingHandler<E>,
    extras?: RouteExtras,
  ) =>
    routeEndpoint(
      app,
      endpoint,
      async (input, request) => handler(input, await actorOf(request)),
      extras,
    );

/** Registers an endpoint whose handler acts as the signed-in member. */
export const routeAsMember = routeActingAs(memberActor);
/** Registers an endpoint whose handler acts as the signed-in administrator. */
export const routeAsAdmin = routeActingAs(adminActor);
