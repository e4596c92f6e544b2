import { ageMessages, profileMessages } from '@osi/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signedIn } from '@/testing/fixtures';
import { memberProfile } from '@/testing/member-fixtures';
import { dashboardLoad, renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse, stubApi } from '@/testing/stub-api';
import { imageFile, stubUploads } from '@/testing/stub-uploads';

vi.setConfig({ testTimeout: 15_000 });

type Handlers = Parameters<typeof stubApi>[0];

const stubMember = (handlers: Handlers = {}) =>
  stubApi({
    'GET /api/session': () => jsonResponse(signedIn),
    'GET /api/me/profile': () => jsonResponse(memberProfile),
    ...handlers,
  });

const openEditor = async () => {
  const rendered = await renderApp('/dashboard');
  const edit = await screen.findByRole('button', { name: 'Edit' }, dashboardLoad);
  await rendered.user.click(edit);
  const dialog = within(screen.getByRole('dialog', { name: 'Edit Information' }));
  const fill = async (label: string, value: string) => {
    await rendered.user.clear(dialog.getByLabelText(label));
    if (value) await rendered.user.type(dialog.getByLabelText(label), value);
  };
  const submit = () => rendered.user.click(dialog.getByRole('button', { name: 'Submit Changes' }));
  return { ...rendered, dialog, fill, submit };
};

const sentBody = (fetchMock: ReturnType<typeof stubApi>) =>
  JSON.parse(
    String(
      fetchMock.mock.calls.find(
        ([url, init]) => url === '/api/me/profile' && init?.method === 'PUT',
      )?.[1]?.body,
    ),
  );

const yearsAgo = (years: number) => {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  return date.toISOString().slice(0, 10);
};

describe('Edit Information', () => {
  it("starts from the member's details and offers the profile's option lists, without France", async () => {
    stubMember();
    const { dialog } = await openEditor();
    expect(dialog.getByLabelText('First name')).toHaveValue('Asha');
    expect(dialog.getByLabelText('Title')).toHaveValue('Dr.');
    expect(dialog.getByLabelText('Gender')).toHaveValue('female');
    expect(dialog.getByLabelText('Date of birth')).toHaveValue('1988-04-12');
    expect(dialog.getByLabelText('Country')).toHaveValue('India');
    const countries = [...(dialog.getByLabelText('Country') as HTMLSelectElement).options]
      .slice(1)
      .map((option) => option.text);
    expect(countries).toEqual(['USA', 'Canada', 'UK', 'India', 'Australia', 'Germany']);
    expect(dialog.getByLabelText('Profile picture')).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp',
    );
  });

  it('applies the profile rules and their messages', async () => {
    const fetchMock = stubMember();
    const { dialog, fill, submit } = await openEditor();
    const cases: [string, string, string][] = [
      ['First name', '', 'First Name is required'],
      ['Last name', 'Rao2', 'Last Name should not contain numbers.'],
      ['Middle name', 'K9', 'Middle Name should not contain numbers.'],
      ['Speciality', '', 'Specialty is required'],
      ['Institution', 'College 42', 'Institution should not contain numbers.'],
      ['City', 'Bengaluru 1', 'City should not contain numbers.'],
      ['State', '', 'State is required'],
      ['Mobile number', '98450', profileMessages.mobileInvalid],
      ['Postcode', '5600A', profileMessages.postcodeInvalid],
      ['Postcode', '560', profileMessages.postcodeInvalid],
      ['Dental registration number', '', 'Dental Registration Number is required'],
      ['Address', '', 'Address is required'],
      ['Date of birth', '', 'Date of Birth is required'],
      ['Date of birth', yearsAgo(-1), 'Date of Birth must be in the past'],
      ['Date of birth', yearsAgo(16), ageMessages.minimum],
      ['Date of birth', yearsAgo(125), ageMessages.maximum],
    ];
    for (const [label, value, message] of cases) {
      await fill(label, value);
      await submit();
      await waitFor(() =>
        expect(dialog.getByLabelText(label), `${label} "${value}"`).toHaveAccessibleDescription(
          expect.stringContaining(message),
        ),
      );
    }
    expect(fetchMock).not.toHaveBeenCalledWith(
      '/api/me/profile',
      expect.objectContaining({ method: 'PUT' }),
    );
  });

  it('saves, says so, and shows the new details', async () => {
    const updated = { ...memberProfile, city: 'Mysuru' };
    const fetchMock = stubMember({
      'PUT /api/me/profile': () =>
        jsonResponse({ message: profileMessages.updated, profile: updated }),
    });
    const { fill, submit } = await openEditor();
    await fill('City', 'Mysuru');
    await submit();
    expect(await screen.findByText('Membership details updated successfully!')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    const section = within(screen.getByRole('region', { name: 'Personal Information' }));
    expect(section.getByText('City', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'Mysuru',
    );
    expect(sentBody(fetchMock)).toMatchObject({ city: 'Mysuru', country: 'India', title: 'Dr.' });
    expect(sentBody(fetchMock)).not.toHaveProperty('profilePictureKey');
  });

  it("puts the server's field errors under their fields", async () => {
    stubMember({
      'PUT /api/me/profile': () =>
        jsonResponse(
          {
            error: {
              code: 'conflict',
              message: 'This Mobile number is already Registered!',
              fieldErrors: { mobileNo: 'This Mobile number is already Registered!' },
            },
          },
          409,
        ),
    });
    const { dialog, submit } = await openEditor();
    await submit();
    await waitFor(() =>
      expect(dialog.getByLabelText('Mobile number')).toHaveAccessibleDescription(
        '10 digits This Mobile number is already Registered!',
      ),
    );
    expect(dialog.getByLabelText('Mobile number')).toHaveFocus();
  });

  it.each([
    [
      'the server fails',
      () => errorResponse(500, 'internal', 'Oops'),
      profileMessages.updateFailed,
    ],
    [
      'the network is down',
      () => Promise.reject(new TypeError('offline')),
      'Network error. Please try again.',
    ],
  ])('says so when %s', async (_, failure, message) => {
    stubMember({ 'PUT /api/me/profile': failure });
    const { submit } = await openEditor();
    await submit();
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Edit Information' })).toBeInTheDocument();
  });

  it('uploads a new picture with progress and a preview, and saves it by its key', async () => {
    const uploads = stubUploads();
    const fetchMock = stubMember({
      'PUT /api/me/profile': () =>
        jsonResponse({ message: profileMessages.updated, profile: memberProfile }),
    });
    const { user, dialog, submit } = await openEditor();
    await user.upload(dialog.getByLabelText('Profile picture'), imageFile('new.webp'));
    const [upload] = uploads;
    expect(upload!.body?.get('purpose')).toBe('profile_picture');
    expect(dialog.getByRole('button', { name: 'Submit Changes' })).toBeDisabled();
    upload!.progress(1, 2);
    expect(await dialog.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    upload!.respond(201, {
      key: 'upl_aaaabbbbccccddddeeeeffff00001111',
      previewUrl: '/uploads/public/new.webp',
    });
    await waitFor(() =>
      expect(dialog.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute(
        'src',
        '/uploads/public/new.webp',
      ),
    );
    await submit();
    await waitFor(() =>
      expect(sentBody(fetchMock)).toMatchObject({
        profilePictureKey: 'upl_aaaabbbbccccddddeeeeffff00001111',
      }),
    );
  });

  it('says when the picture could not be uploaded', async () => {
    const uploads = stubUploads();
    stubMember();
    const { user, dialog } = await openEditor();
    await user.upload(dialog.getByLabelText('Profile picture'), imageFile());
    uploads[0]!.fail();
    await waitFor(() =>
      expect(dialog.getByLabelText('Profile picture')).toHaveAccessibleDescription(
        expect.stringContaining('Failed to upload image. Please try again.'),
      ),
    );
  });

  it('closes on Cancel without saving', async () => {
    const fetchMock = stubMember();
    const { user, dialog } = await openEditor();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalledWith(
      '/api/me/profile',
      expect.objectContaining({ method: 'PUT' }),
    );
  });
});
