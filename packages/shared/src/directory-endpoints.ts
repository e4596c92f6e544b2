import { z } from 'zod';
import { idParamsSchema } from './api';
import {
  directoryFellowsSchema,
  directoryListingSchema,
  directoryMemberSchema,
  directoryPageSchema,
  directoryQuerySchema,
} from './directory';
import { defineEndpoint } from './endpoint';

const tags = ['directory'];
const errors = [400, 404, 429] as const;

/** The members' directory: public reads of consenting members, and each member's own consent. */
export const directoryEndpoints = {
  search: defineEndpoint({
    method: 'GET',
    path: '/api/directory/members',
    tags,
    summary: 'Directory Finder: listed members by name, city, state or speciality',
    query: directoryQuerySchema,
    response: directoryPageSchema,
    errors,
  }),
  member: defineEndpoint({
    method: 'GET',
    path: '/api/directory/members/:id',
    tags,
    summary: 'A listed member: photo, name, city, country, year, and what they chose to show',
    params: idParamsSchema,
    response: directoryMemberSchema,
    errors,
  }),
  fellows: defineEndpoint({
    method: 'GET',
    path: '/api/directory/fellows',
    tags,
    summary: 'The fellows page: listed members whose fellowship application is approved',
    response: directoryFellowsSchema,
    errors: [429],
  }),
  ownListing: defineEndpoint({
    method: 'GET',
    path: '/api/me/directory-listing',
    tags,
    summary: "The signed-in member's directory consent (not listed by default)",
    response: directoryListingSchema,
  }),
  saveOwnListing: defineEndpoint({
    method: 'PUT',
    path: '/api/me/directory-listing',
    tags,
    summary: 'Chooses whether to appear in the directory, and with e-mail and mobile or not',
    body: directoryListingSchema,
    response: z.object({ message: z.string(), listing: directoryListingSchema }),
    errors,
  }),
};
