import { ownFellowshipSchema, type OwnFellowship } from '@osi/shared';
import { signedIn, siteSettings } from './fixtures';
import { memberProfile } from './member-fixtures';
import { jsonResponse, stubApi } from './stub-api';

export const fellowshipOrder = {
  orderId: 'order_F1e2L3l4O5w6S7',
  amountPaise: 1000000,
  currency: 'INR',
  keyId: 'rzp_test_sandbox',
  gateway: 'sandbox',
  description: 'Credits towards fellowship',
};

export const fellowshipPayment = {
  razorpay_payment_id: 'pay_F1e2L3l4O5w6S7',
  razorpay_order_id: fellowshipOrder.orderId,
  razorpay_signature: 'c'.repeat(64),
};

export const ownFellowship = (overrides: Partial<OwnFellowship> = {}) =>
  ownFellowshipSchema.parse({
    id: '7a1c2e3f-4b5d-4e6f-8a9b-0c1d2e3f4a5b',
    status: 'pending',
    comments: '',
    createdAt: '2026-01-10T10:00:00.000Z',
    approvedAt: null,
    panelClosesAt: null,
    ...overrides,
  });

type Handlers = Parameters<typeof stubApi>[0];

/**
 * The API as an approved member without a fellowship application sees it: the fee, the
 * captions, the order and the sandbox checkout; `handlers` change any of it.
 */
export const stubFellowshipApi = (handlers: Handlers = {}) =>
  stubApi({
    'GET /api/session': () => jsonResponse(signedIn),
    'GET /api/me/profile': () => jsonResponse(memberProfile),
    'GET /api/me/fellowship': () => jsonResponse({ fellowship: null }),
    'GET /api/fellowship-fee': () =>
      jsonResponse({
        id: '0b6f3f2e-1f1a-4c59-9a53-6d1c2e7c1a10',
        name: 'Fellowship fee',
        price: 10000,
      }),
    'GET /api/content/captions/fellowship-form-banner': () =>
      jsonResponse({
        key: 'fellowship-form-banner',
        caption: 'Fellowship of the Oral Implantology Society of India',
      }),
    'GET /api/content/captions/fellowship-form-header': () =>
      jsonResponse({ key: 'fellowship-form-header', caption: 'Tell us about your training.' }),
    'GET /api/content/site-settings': () => jsonResponse(siteSettings),
    'POST /api/me/membership-number-checks': () => jsonResponse({ isValid: true }),
    'POST /api/me/fellowship/order': () => jsonResponse(fellowshipOrder),
    'POST /api/payments/sandbox/checkout': () => jsonResponse(fellowshipPayment),
    ...handlers,
  });
