import { contactMessages } from '@osi/shared';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteSettings } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, stubApi } from '@/testing/stub-api';

/** The pages' code, loaded before the first test so it does not wait for it. */
beforeAll(async () => {
  await Promise.all([import('./contact-page')]);
});

const token = `${Date.now()}.${'n'.repeat(22)}.${'t'.repeat(43)}`;

describe('contact page', () => {
  it("shows the society's contact details", async () => {
    stubApi({ 'GET /api/contact/form-token': () => jsonResponse({ token }) });
    await renderApp('/contact-us');
    const details = within(await screen.findByRole('region', { name: 'The secretariat' }));
    expect(await details.findByRole('link', { name: siteSettings.contactEmail })).toBeVisible();
    expect(details.getByText(siteSettings.phone)).toBeVisible();
    expect(details.getByText(siteSettings.address)).toBeVisible();
  });

  it('shows the heading, introduction and office hours the back office saved', async () => {
    stubApi({
      'GET /api/contact/form-token': () => jsonResponse({ token }),
      'GET /api/content/sections/contact-us': () =>
        jsonResponse({
          name: 'contact-us',
          value: {
            banner: 'Write to the secretariat',
            intro: 'We answer within two working days.',
            officeHours: 'Monday to Saturday, 9 am – 5 pm',
          },
        }),
    });
    await renderApp('/contact-us');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Write to the secretariat' }),
    ).toBeVisible();
    expect(screen.getByText('We answer within two working days.')).toBeVisible();
    const details = within(screen.getByRole('region', { name: 'The secretariat' }));
    expect(details.getByText('Monday to Saturday, 9 am – 5 pm')).toBeVisible();
  });

  it('checks the fields, sends the message with its form token and thanks the visitor', async () => {
    const fetchMock = stubApi({
      'GET /api/contact/form-token': () => jsonResponse({ token }),
      'POST /api/contact/messages': () => jsonResponse({ message: contactMessages.sent }),
    });
    const { user } = await renderApp('/contact-us');
    const form = within(await screen.findByRole('region', { name: 'Send us a message' }));
    await user.click(form.getByRole('button', { name: 'Send message' }));
    expect(form.getByLabelText(/Your name/)).toHaveAccessibleDescription(
      contactMessages.nameRequired,
    );
    expect(form.getByLabelText(/E-mail/)).toHaveAccessibleDescription(contactMessages.emailInvalid);

    await user.type(form.getByLabelText(/Your name/), 'Kavya Shetty');
    await user.type(form.getByLabelText(/E-mail/), 'kavya@clinic.example');
    await user.type(form.getByLabelText(/Subject/), 'Student membership');
    await user.type(form.getByRole('textbox', { name: /Message/ }), 'Can I apply?');
    await user.click(form.getByRole('button', { name: 'Send message' }));
    expect(await form.findByText(contactMessages.sent)).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/contact/messages',
      expect.objectContaining({
        body: JSON.stringify({
          name: 'Kavya Shetty',
          email: 'kavya@clinic.example',
          phone: '',
          subject: 'Student membership',
          message: 'Can I apply?',
          website: '',
          formToken: token,
        }),
      }),
    );
    expect(form.getByLabelText(/Your name/)).toHaveValue('');
  });
});
