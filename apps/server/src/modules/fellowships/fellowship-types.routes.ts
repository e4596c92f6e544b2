import type { FastifyPluginAsync } from 'fastify';
import { adminFellowshipEndpoints, fellowshipEndpoints } from '@osi/shared';
import { routeEndpoint } from '../../lib/endpoint-route';
import { adminActor } from '../admin/admin-actor';
import {
  createFellowshipType,
  currentFellowshipFee,
  deleteFellowshipType,
  listFellowshipTypes,
  updateFellowshipType,
} from './fellowship-types.service';

/** The fellowship fee, and the Fellowship Price page it is set on. */
export const fellowshipTypeRoutes: FastifyPluginAsync = async (app) => {
  const { prices, addPrice, updatePrice, removePrice } = adminFellowshipEndpoints;

  routeEndpoint(app, fellowshipEndpoints.fee, async () => currentFellowshipFee(app.db));
  routeEndpoint(app, prices, async () => listFellowshipTypes(app.db));
  routeEndpoint(app, addPrice, async ({ body }, request) => {
    await createFellowshipType(app.db, await adminActor(request), body);
    return { message: 'Fellowship price added.' };
  });
  routeEndpoint(app, updatePrice, async ({ params, body }, request) => {
    await updateFellowshipType(app.db, await adminActor(request), params.id, body);
    return { message: 'Fellowship price updated.' };
  });
  routeEndpoint(app, removePrice, async ({ params }, request) => {
    await deleteFellowshipType(app.db, await adminActor(request), params.id);
    return { message: 'Fellowship price deleted.' };
  });
};
