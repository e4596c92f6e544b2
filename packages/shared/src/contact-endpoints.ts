import { z } from 'zod';
import { okResponseSchema } from './api';
import { contactFormSchema } from './contact';
import { endpointGroup } from './endpoint';

/** The contact form: a signed token when it opens, then the message. */
export const contactEndpoints = endpointGroup('contact', {
  formToken: {
    method: 'GET',
    path: '/api/contact/form-token',
    summary: 'A signed token for an opened contact form',
    response: z.object({ token: z.string() }),
    errors: [429],
  },
  send: {
    method: 'POST',
    path: '/api/contact/messages',
    summary: "Sends a message to the society's inbox",
    body: contactFormSchema,
    response: okResponseSchema,
    errors: [400, 429],
  },
});
