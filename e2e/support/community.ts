import { expect, request, type Page } from '@playwright/test';
import { addMemberViaApi, newPerson, type Person } from './admin';
import { baseURL, seedAdmin } from './environment';

export const memberPassword = 'Implant#2025';

/**
 * Members added by the seeded administrator through the API (approved from the start, as hand-
 * added members are), for journeys that need members rather than a registration.
 */
export const addMembers = async (count: number) => {
  const admin = await request.newContext({ baseURL });
  try {
    const response = await admin.post('/api/auth/admin/login', { data: seedAdmin });
    expect(response.ok(), 'the seeded administrator signs in').toBe(true);
    const people: Person[] = [];
    for (let index = 0; index < count; index += 1) {
      people.push((await addMemberViaApi(admin, newPerson())).person);
    }
    return people;
  } finally {
    await admin.dispose();
  }
};

/** Signs the browser's context in as the member through the API (the login page has its own journeys). */
export const signInAs = async (page: Page, person: Person) => {
  const response = await page.request.post('/api/auth/member/login', {
    data: { email: person.email, password: memberPassword },
  });
  expect(response.ok(), await response.text()).toBe(true);
};

/** The login page's form, as a person fills it in. */
export const signInThroughForm = async (page: Page, person: Person) => {
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(memberPassword);
  await page.getByRole('button', { name: 'Login' }).click();
};
