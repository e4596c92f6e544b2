import { passwordMessages, registrationMessages as m } from '@osi/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { applicant, stubRegistrationApi, wizardDriver } from '@/testing/registration';
import { renderApp } from '@/testing/render-app';
import { jsonResponse } from '@/testing/stub-api';

// Each test walks the wizard from step 1, which takes a few seconds.
vi.setConfig({ testTimeout: 20_000 });

const open = async () => {
  const rendered = await renderApp('/become-a-member');
  return { ...rendered, wizard: wizardDriver(rendered.user) };
};

describe('registration wizard, step 1 (Create Account)', () => {
  it('lists the seven steps beside the form, the current one marked', async () => {
    stubRegistrationApi();
    const { wizard } = await open();
    await wizard.step('Create Account');
    const steps = within(screen.getByRole('navigation', { name: 'Registration steps' }));
    expect(steps.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1Create Account',
      '2Additional Details',
      '3Membership Type',
      '4Send OTP',
      '5Email Verification',
      '6Profile Summary',
      '7Confirmation',
    ]);
    expect(steps.getByText('Create Account').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getAllByText('Step 1 of 7', { exact: false })).not.toHaveLength(0);
    const form = within(screen.getByRole('region', { name: 'Create Account' }));
    expect(form.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(form.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/member-login');
  });

  it.each([
    ['Email', '', m.emailRequired],
    ['Email', 'asha.rao@example', m.emailInvalid],
    ['Password', '', passwordMessages.required],
    ['Password', 'Ab1!x', passwordMessages.minLength],
    ['Password', 'implant#2025', passwordMessages.uppercase],
    ['Password', 'Implant#Dent', passwordMessages.number],
    ['Password', 'Implant2025', passwordMessages.special],
  ])('%s "%s": %s', async (label, value, message) => {
    stubRegistrationApi();
    const { wizard } = await open();
    await wizard.step('Create Account');
    await wizard.fillAccount({ ...applicant, [label.toLowerCase()]: value });
    await wizard.next();
    await waitFor(() =>
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(
        expect.stringContaining(message),
      ),
    );
    expect(screen.getByRole('region', { name: 'Create Account' })).toBeInTheDocument();
  });

  it('accepts the special characters that are easy to get wrong', async () => {
    stubRegistrationApi();
    const { user, wizard } = await open();
    await wizard.step('Create Account');
    await wizard.fillText('Email', applicant.email);
    for (const special of ['"', '{', '|', '<']) {
      await wizard.fillText('Password', `Implant1${special}`);
      await wizard.next();
      await wizard.step('Additional Details');
      await user.click(screen.getByRole('button', { name: 'Back' }));
      await wizard.step('Create Account');
    }
  });

  it('says an e-mail already in use as soon as the field is left', async () => {
    const fetchMock = stubRegistrationApi({
      'POST /api/registration/email-exists': () => jsonResponse({ exists: true }),
    });
    const { user, wizard } = await open();
    await wizard.step('Create Account');
    await wizard.fillText('Email', 'Taken@Example.com');
    await user.tab();
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(m.emailTaken),
    );
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/registration/email-exists',
      expect.objectContaining({ body: JSON.stringify({ email: 'taken@example.com' }) }),
    );

    await user.type(screen.getByLabelText('Email'), 'x');
    expect(screen.getByLabelText('Email')).not.toHaveAccessibleDescription();
  });

  it('checks again on Next and stays on the step when the e-mail is in use', async () => {
    stubRegistrationApi({
      'POST /api/registration/email-exists': () => jsonResponse({ exists: true }),
    });
    const { wizard } = await open();
    await wizard.step('Create Account');
    await wizard.fillAccount();
    await wizard.next();
    expect(await screen.findByText(m.emailTaken)).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Create Account' })).toBeInTheDocument();
  });

  it('treats a failed lookup as "not in use" and moves on', async () => {
    stubRegistrationApi({
      'POST /api/registration/email-exists': () => Promise.reject(new TypeError('offline')),
    });
    const { wizard } = await open();
    await wizard.step('Create Account');
    await wizard.fillAccount();
    await wizard.next();
    expect(await wizard.step('Additional Details')).toHaveFocus();
  });
});
