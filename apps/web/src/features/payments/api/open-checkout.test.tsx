import { paymentMessages } from '@osi/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from '@/testing/stub-api';
import { SandboxCheckoutHost } from '../components/sandbox-checkout-host';
import { CheckoutError, openCheckout, type CheckoutRequest } from './open-checkout';

const request = (gateway: CheckoutRequest['gateway']): CheckoutRequest => ({
  gateway,
  orderId: 'order_Q1w2E3r4T5y6U7',
  amountPaise: 300000,
  currency: 'INR',
  keyId: 'rzp_test_sandbox',
  description: 'Credits towards membership',
  merchantName: 'Oral Implantology Society of India',
  prefill: { name: 'Asha Rao', email: 'asha.rao@example.com', contact: '9845012345' },
});

const signed = {
  razorpay_payment_id: 'pay_A1b2C3d4E5f6G7',
  razorpay_order_id: 'order_Q1w2E3r4T5y6U7',
  razorpay_signature: 'a'.repeat(64),
};
const payment = {
  razorpayPaymentId: signed.razorpay_payment_id,
  razorpayOrderId: signed.razorpay_order_id,
  razorpaySignature: signed.razorpay_signature,
};

const rejection = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the checkout to fail');
};

describe('sandbox checkout', () => {
  // The dialog's code is loaded first, so that the waits measure the dialog, not the loading.
  beforeAll(() => import('../components/sandbox-checkout-dialog'));
  // Where the app draws the checkout (AppProviders).
  beforeEach(() => {
    render(<SandboxCheckoutHost />);
  });

  const checkoutDialog = () =>
    screen.findByRole('dialog', { name: 'Oral Implantology Society of India' });

  it('shows what is paid, for whom and by whom, and that no real money is taken', async () => {
    stubApi();
    void openCheckout(request('sandbox')).catch(() => undefined);
    const dialog = within(await checkoutDialog());
    expect(dialog.getByText('Credits towards membership')).toBeVisible();
    expect(dialog.getByText('₹3,000')).toBeVisible();
    expect(dialog.getByText('asha.rao@example.com')).toBeVisible();
    expect(dialog.getByText('9845012345')).toBeVisible();
    expect(dialog.getByText('Sandbox — no real money is taken')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
  });

  it('pays: the server signs the result, which the checkout hands back', async () => {
    const fetchMock = stubApi({
      'POST /api/payments/sandbox/checkout': () => jsonResponse(signed),
    });
    const paid = openCheckout(request('sandbox'));
    await userEvent.click(
      within(await checkoutDialog()).getByRole('button', { name: 'Pay ₹3,000' }),
    );
    await expect(paid).resolves.toEqual(payment);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/payments/sandbox/checkout',
      expect.objectContaining({
        body: JSON.stringify({ orderId: 'order_Q1w2E3r4T5y6U7', outcome: 'success' }),
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it.each([
    ['the close button', () => userEvent.click(screen.getByRole('button', { name: 'Close' }))],
    ['Escape', () => userEvent.keyboard('{Escape}')],
  ])('is cancelled with %s', async (_, close) => {
    stubApi();
    const failure = rejection(openCheckout(request('sandbox')));
    await checkoutDialog();
    await close();
    const error = await failure;
    expect(error).toBeInstanceOf(CheckoutError);
    expect(error).toHaveProperty('message', paymentMessages.cancelled);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a failed payment in the dialog and lets the payer try again', async () => {
    const fetchMock = stubApi({
      'POST /api/payments/sandbox/checkout': (init) =>
        JSON.parse(String(init?.body)).outcome === 'failure'
          ? jsonResponse({
              error: {
                code: 'BAD_REQUEST_ERROR',
                description: 'Your payment could not be completed as this card was declined.',
                reason: 'payment_failed',
                metadata: { order_id: signed.razorpay_order_id, payment_id: 'pay_Failed1234567' },
              },
            })
          : jsonResponse(signed),
    });
    const paid = openCheckout(request('sandbox'));
    const dialog = within(await checkoutDialog());
    await userEvent.click(dialog.getByRole('button', { name: 'Simulate failure' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Payment failed' + 'Your payment could not be completed as this card was declined.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Pay ₹3,000' }));
    await expect(paid).resolves.toEqual(payment);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('Razorpay checkout', () => {
  afterEach(() => {
    delete window.Razorpay;
    document.querySelectorAll('script').forEach((script) => script.remove());
  });

  const scriptTag = () =>
    document.querySelector<HTMLScriptElement>(
      'script[src="https://checkout.razorpay.com/v1/checkout.js"]',
    );

  it('says so when the Razorpay script cannot be loaded', async () => {
    const failure = rejection(openCheckout(request('razorpay')));
    await waitFor(() => expect(scriptTag()).not.toBeNull());
    scriptTag()!.dispatchEvent(new Event('error'));
    const error = await failure;
    expect(error).toHaveProperty('message', 'Razorpay script not loaded. Please try again.');
    expect(scriptTag()).toBeNull();
  });

  it('opens Razorpay Checkout with the order, the prefill and the purple theme', async () => {
    type Options = Record<string, unknown> & { handler: (response: typeof signed) => void };
    const open = vi.fn();
    const Razorpay = vi.fn(function (this: { open: () => void }, _options: Options) {
      this.open = open;
    });
    const paid = openCheckout(request('razorpay'));
    await waitFor(() => expect(scriptTag()).not.toBeNull());
    window.Razorpay = Razorpay as unknown as typeof window.Razorpay;
    scriptTag()!.dispatchEvent(new Event('load'));
    await waitFor(() => expect(open).toHaveBeenCalledOnce());

    const options = Razorpay.mock.calls[0]![0];
    expect(options).toMatchObject({
      key: 'rzp_test_sandbox',
      order_id: 'order_Q1w2E3r4T5y6U7',
      amount: 300000,
      currency: 'INR',
      name: 'Oral Implantology Society of India',
      description: 'Credits towards membership',
      prefill: { name: 'Asha Rao', email: 'asha.rao@example.com', contact: '9845012345' },
      theme: { color: '#6d28d9' },
    });
    options.handler(signed);
    await expect(paid).resolves.toEqual(payment);
  });

  it('is cancelled when its dialog is dismissed', async () => {
    let dismiss = () => undefined;
    window.Razorpay = vi.fn(function (
      this: { open: () => void },
      options: { modal: { ondismiss: () => undefined } },
    ) {
      dismiss = options.modal.ondismiss;
      this.open = () => undefined;
    }) as unknown as typeof window.Razorpay;
    const paid = openCheckout(request('razorpay'));
    await waitFor(() => expect(window.Razorpay).toHaveBeenCalled());
    dismiss();
    expect(await rejection(paid)).toHaveProperty('message', 'Payment was cancelled');
  });
});
