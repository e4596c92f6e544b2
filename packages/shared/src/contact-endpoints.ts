import { z } from 'zod';
import { okResponseSchema } from './api';
import { contactFormSchema } from './contact';
import { defineEndpoint } from './endpoint';

const tags = ['contact'];

/** The contact form: a signed token when it opens, then the message. */
export const contactEndpoints = {
  formToken: defineEndpoint({
    method: 'GET',
    path: '/api/contact/form-token',
    tags,
    summary: 'A signed token for an opened contact form',
    response: z.object({ token: z.string() }),
    errors: [429],
  }),
  send: defineEndpoint({
    method: 'POST',
    path: '/api/contact/messages',
    tags,
    summary: "Sends a message to the society's inbox",
    body: contactFormSchema,
    response: okResponseSchema,
    errors: [400, 429],
  }),
};
