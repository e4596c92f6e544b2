import { expect } from 'vitest';
import type { TestApp } from './test-app';

/** A page of the back office's members list, as the tests of its paging read it. */
export interface MembersPage {
  items: { id: string }[];
  page: number;
  total: number;
  totalPages: number;
  totalIsCapped: boolean;
}

/** Asks the members list for `query` (`search=…&page=…`) with an administrator's cookie. */
export const membersListOf = (app: TestApp, cookie: string) => async (query: string) => {
  const response = await app.inject({
    method: 'GET',
    url: `/api/admin/members?${query}`,
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json<MembersPage>();
};
