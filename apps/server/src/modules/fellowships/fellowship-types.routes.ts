import type { FastifyPluginAsync } from 'fastify';
import { adminFellowshipEndpoints, fellowshipEndpoints } from '@osi/shared';
import { routeEndpoint } from '../../lib/endpoint-route';
import { routeAsAdmin } from '../admin/admin-actor';
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
  routeAsAdmin(app, addPrice, async ({ body }, actor) => {
    await createFellowshipType(app.db, actor, body);
    return { message: 'Fellowship price added.' };
  });
  routeAsAdmin(app, updatePrice, async ({ params, body }, actor) => {
    await updateFellowshipType(app.db, actor, params.id, body);
    return { message: 'Fellowship price updated.' };
  });
  routeAsAdmin(app, removePrice, async ({ params }, actor) => {
    await deleteFellowshipType(app.db, actor, params.id);
    return { message: 'Fellowship price deleted.' };
  });
};
