import { ageMessages, registrationMessages as m } from '@osi/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  applicant,
  stubImageUploads,
  stubRegistrationApi,
  wizardDriver,
} from '@/testing/registration';
import { renderApp } from '@/testing/render-app';
import { jsonResponse } from '@/testing/stub-api';
import { imageFile, stubUploads } from '@/testing/stub-uploads';

// Each test walks the wizard from step 1, which takes a few seconds.
vi.setConfig({ testTimeout: 20_000 });

const open = async () => {
  const rendered = await renderApp('/become-a-member');
  const wizard = wizardDriver(rendered.user);
  await wizard.reach(2);
  return { ...rendered, wizard };
};

const expectError = (label: string, message: string) =>
  expect(screen.getByLabelText(label), label).toHaveAccessibleDescription(
    expect.stringContaining(message),
  );

const yearsAgo = (years: number) => {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  return date.toISOString().slice(0, 10);
};

describe('registration wizard, step 2 (Additional Details)', () => {
  it('says which required fields are missing', async () => {
    stubRegistrationApi();
    const { wizard } = await open();
    await wizard.next();
    await screen.findByText(m.profilePictureRequired);
    const required: [string, string][] = [
      ['Profile picture', m.profilePictureRequired],
      ['Title', m.titleRequired],
      ['First name', m.firstNameRequired],
      ['Last name', m.lastNameRequired],
      ['Date of birth', m.dobRequired],
      ['Gender', m.genderRequired],
      ['Speciality', m.specialtyRequired],
      ['Institution', m.institutionRequired],
      ['Dental registration number', m.dentalRegRequired],
      ['Address', m.addressRequired],
      ['City', m.cityRequired],
      ['State', m.stateRequired],
      ['Postcode', m.postcodeRequired],
      ['Country', m.countryRequired],
      ['Mobile number', m.mobileRequired],
      ['How did you hear about us?', m.referralRequired],
    ];
    for (const [label, message] of required) expectError(label, message);
    for (const optional of ['Middle name', 'Student ID card', 'Nationality', 'Department']) {
      expect(screen.getByLabelText(optional), optional).not.toHaveAttribute('aria-invalid');
    }
    expect(screen.getByRole('region', { name: 'Additional Details' })).toBeInTheDocument();
  });

  it("applies the spec's rule to each field", async () => {
    stubRegistrationApi();
    const { wizard } = await open();
    const wrong: [string, string, string][] = [
      ['First name', 'Asha Rani', m.firstNameLetters],
      ['Middle name', 'K2', 'Middle name must contain letters only'],
      ['Last name', 'Rao2', m.lastNameLetters],
      ['Institution', 'College 42', m.institutionLetters],
      ['City', 'Bengaluru1', m.cityLetters],
      ['State', 'Karnataka-South', m.stateLetters],
      ['Postcode', '560', m.postcodeInvalid],
      ['Postcode', '560#25', m.postcodeInvalid],
      ['Mobile number', '98450', m.mobileInvalid],
      ['Mobile number', '98450123456', m.mobileInvalid],
    ];
    for (const [label, value, message] of wrong) {
      await wizard.fillText(label, value);
      await wizard.next();
      await waitFor(() => expectError(label, message));
    }
  });

  it.each([
    ['in the future', yearsAgo(-1), m.dobPast],
    ['under 18 years ago', yearsAgo(17), ageMessages.minimum],
    ['120 years ago or more', yearsAgo(121), ageMessages.maximum],
  ])('refuses a date of birth %s', async (_, dob, message) => {
    stubRegistrationApi();
    const { wizard } = await open();
    await wizard.fillText('Date of birth', dob);
    await wizard.next();
    await waitFor(() => expectError('Date of birth', message));
  });

  it('offers the option lists of the spec, France among the countries', async () => {
    stubRegistrationApi();
    await open();
    const options = (label: string) =>
      [...(screen.getByLabelText(label) as HTMLSelectElement).options]
        .slice(1)
        .map((option) => option.text);
    expect(options('Title')).toEqual(['Dr.', 'Mr.', 'Mrs.', 'Ms.', 'Prof.']);
    expect(options('Gender')).toEqual(['Male', 'Female']);
    expect(options('Country')).toEqual([
      'USA',
      'Canada',
      'Australia',
      'India',
      'UK',
      'Germany',
      'France',
    ]);
    expect(options('How did you hear about us?')).toEqual([
      'Conference Alert',
      'Email',
      'Google search',
      'Google Advertisement',
      'Social media',
      'Through the University/ Institute or College',
      'Friend',
      'Other',
    ]);
  });

  it('says a mobile number already registered as soon as the field is left', async () => {
    const fetchMock = stubRegistrationApi({
      'POST /api/registration/mobile-exists': () => jsonResponse({ exists: true }),
    });
    const { user, wizard } = await open();
    await wizard.fillText('Mobile number', applicant.mobileNo);
    await user.tab();
    await waitFor(() => expectError('Mobile number', m.mobileTaken));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/registration/mobile-exists',
      expect.objectContaining({ body: JSON.stringify({ mobileNo: applicant.mobileNo }) }),
    );
  });

  it('checks the dental registration number again on Next and stays when it is taken', async () => {
    stubImageUploads();
    stubRegistrationApi({
      'POST /api/registration/dental-exists': () => jsonResponse({ exists: true }),
    });
    const { wizard } = await open();
    await wizard.fillDetails();
    await wizard.next();
    await waitFor(() => expectError('Dental registration number', m.dentalRegTaken));
    expect(screen.getByLabelText('Dental registration number')).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Additional Details' })).toBeInTheDocument();
  });
});

describe('registration wizard, image uploads', () => {
  it('uploads the picture at once, showing progress, then the picture', async () => {
    const uploads = stubUploads();
    stubRegistrationApi();
    const { user } = await open();
    await user.upload(screen.getByLabelText('Profile picture'), imageFile('me.png'));

    const [upload] = uploads;
    expect(upload).toMatchObject({ method: 'POST', url: '/api/registration/uploads' });
    expect(upload!.fieldNames()).toEqual(['purpose', 'file']);
    expect(upload!.body?.get('purpose')).toBe('profile_picture');
    expect(upload!.timeout).toBe(10 * 60_000);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    upload!.progress(512, 2048);
    const bar = await screen.findByRole('progressbar', { name: 'Uploading Profile picture' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    upload!.progress(2048, 2048);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));

    upload!.respond(201, {
      key: 'upl_0123456789abcdef0123456789abcdef',
      previewUrl: '/uploads/public/me.png',
    });
    expect(await screen.findByRole('img', { name: 'Your profile picture' })).toHaveAttribute(
      'src',
      '/uploads/public/me.png',
    );
    expect(screen.queryByRole('progressbar', { name: /Uploading/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('previews the private student ID card from the chosen file', async () => {
    stubImageUploads();
    stubRegistrationApi();
    const { user } = await open();
    await user.upload(screen.getByLabelText('Student ID card'), imageFile('card.png'));
    expect(await screen.findByRole('img', { name: 'Your student ID card' })).toHaveAttribute(
      'src',
      'blob:local-preview',
    );
  });

  it.each([
    [
      'not an image',
      (upload: ReturnType<typeof stubUploads>[number]) =>
        upload.respond(400, {
          error: { code: 'bad_request', message: 'Please choose a JPEG, PNG or WebP image.' },
        }),
      'Please choose a JPEG, PNG or WebP image.',
    ],
    [
      'too large for the server',
      (upload: ReturnType<typeof stubUploads>[number]) =>
        upload.respond(413, {
          error: { code: 'file_too_large', message: 'The file is larger than 5 MB.' },
        }),
      'The file is larger than 5 MB.',
    ],
    [
      'cut off by the network',
      (upload: ReturnType<typeof stubUploads>[number]) => upload.fail(),
      'Failed to upload image. Please try again.',
    ],
    [
      'still running after ten minutes',
      (upload: ReturnType<typeof stubUploads>[number]) => upload.timeOut(),
      'Failed to upload image. Please try again.',
    ],
  ])('explains an upload %s, and accepts another try', async (_, failUpload, message) => {
    const uploads = stubUploads();
    stubRegistrationApi();
    const { user } = await open();
    const input = screen.getByLabelText('Profile picture');
    await user.upload(input, imageFile());
    failUpload(uploads[0]!);
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(expect.stringContaining(message)),
    );

    await user.upload(input, imageFile());
    expect(uploads).toHaveLength(2);
  });

  it('refuses a file over 5 MB without sending it', async () => {
    const uploads = stubUploads();
    stubRegistrationApi();
    const { user } = await open();
    const input = screen.getByLabelText('Profile picture');
    await user.upload(input, imageFile('huge.png', 6 * 1024 * 1024));
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(
        expect.stringContaining('The file is larger than 5 MB.'),
      ),
    );
    expect(uploads).toHaveLength(0);
  });

  it('clears "Profile picture is required" once a picture is uploaded', async () => {
    stubImageUploads();
    stubRegistrationApi();
    const { user, wizard } = await open();
    await wizard.next();
    const input = await screen.findByLabelText('Profile picture');
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(expect.stringContaining(m.profilePictureRequired)),
    );
    await user.upload(input, imageFile());
    await waitFor(() =>
      expect(input).not.toHaveAccessibleDescription(
        expect.stringContaining(m.profilePictureRequired),
      ),
    );
  });
});
