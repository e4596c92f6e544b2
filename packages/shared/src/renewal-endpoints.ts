import { endpointGroup, memberChangeErrors } from './endpoint';
import { checkoutSignatureSchema } from './registration';
import {
  renewalOrderInputSchema,
  renewalOrderSchema,
  renewalQuoteSchema,
  renewedSchema,
} from './renewal';

/** The signed-in member's renewal: what it would be, its order, its confirmation. */
export const renewalEndpoints = endpointGroup('renewal', {
  quote: {
    method: 'GET',
    path: '/api/me/renewal',
    summary: 'What renewing now would cost and give, for each type the member may choose',
    description: 'Refused for life members and for applicants not yet approved.',
    response: renewalQuoteSchema,
    errors: [401, 409],
  },
  openOrder: {
    method: 'POST',
    path: '/api/me/renewal/orders',
    summary: 'Opens a payment order for the stored price of the chosen type',
    body: renewalOrderInputSchema,
    response: renewalOrderSchema,
    errors: memberChangeErrors,
  },
  renew: {
    method: 'POST',
    path: '/api/me/renewal',
    summary: 'Extends the term after verifying the payment signature and capture',
    description:
      'The new term runs from the day after the current end, or today if that has passed. Sending the same payment again answers the term as it is.',
    body: checkoutSignatureSchema,
    response: renewedSchema,
    errors: memberChangeErrors,
  },
});
