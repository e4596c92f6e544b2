import { idParamsSchema, okResponseSchema } from './api';
import {
  directoryFellowsSchema,
  directoryListingSchema,
  directoryMemberSchema,
  directoryPageSchema,
  directoryQuerySchema,
} from './directory';
import { endpointGroup, throttledErrors } from './endpoint';

/** The members' directory: public reads of consenting members, and each member's own consent. */
export const directoryEndpoints = endpointGroup('directory', {
  search: {
    method: 'GET',
    path: '/api/directory/members',
    summary: 'Directory Finder: listed members by name, city, state or speciality',
    query: directoryQuerySchema,
    response: directoryPageSchema,
    errors: throttledErrors,
  },
  member: {
    method: 'GET',
    path: '/api/directory/members/:id',
    summary: 'A listed member: photo, name, city, country, year, and what they chose to show',
    params: idParamsSchema,
    response: directoryMemberSchema,
    errors: throttledErrors,
  },
  fellows: {
    method: 'GET',
    path: '/api/directory/fellows',
    summary: 'The fellows page: listed members whose fellowship application is approved',
    response: directoryFellowsSchema,
    errors: [429],
  },
  ownListing: {
    method: 'GET',
    path: '/api/me/directory-listing',
    summary: "The signed-in member's directory consent (not listed by default)",
    response: directoryListingSchema,
  },
  saveOwnListing: {
    method: 'PUT',
    path: '/api/me/directory-listing',
    summary: 'Chooses whether to appear in the directory, and with e-mail and mobile or not',
    body: directoryListingSchema,
    response: okResponseSchema.extend({ listing: directoryListingSchema }),
    errors: throttledErrors,
  },
});
