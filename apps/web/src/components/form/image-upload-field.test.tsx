import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, networkError } from '@/lib/api-client';
import { imageFile } from '@/testing/stub-uploads';
import { Form } from './form';
import { ImageUploadField, type UploadedImage } from './image-upload-field';
import { SubmitButton } from './submit-button';
import { useZodForm } from './use-zod-form';

const badgeSchema = z.object({
  photoKey: z.string().min(1, 'A photo is required').meta({ label: 'Badge photo' }),
});

/** An upload the test finishes: it reports progress, then succeeds or fails. */
const controlledUpload = () => {
  const calls: {
    file: File;
    progress: (sent: number) => void;
    succeed: (image: UploadedImage) => void;
    fail: (error: unknown) => void;
  }[] = [];
  const upload = (file: File, progress: (sent: number) => void) =>
    new Promise<UploadedImage>((succeed, fail) => calls.push({ file, progress, succeed, fail }));
  return { upload, calls };
};

function BadgeForm({
  upload,
  sent,
  uploaded = [],
}: {
  upload: ReturnType<typeof controlledUpload>['upload'];
  sent: unknown[];
  uploaded?: UploadedImage[];
}) {
  const form = useZodForm(badgeSchema, { defaultValues: { photoKey: '' } });
  return (
    <Form form={form} onSubmit={async (values) => void sent.push(values)}>
      <ImageUploadField
        name="photoKey"
        upload={upload}
        previewUrl="/badge/old.png"
        previewAlt="Your badge photo"
        onUploaded={(image) => uploaded.push(image)}
      />
      <SubmitButton busyLabel="Saving…">Save</SubmitButton>
    </Form>
  );
}

describe('an image upload field', () => {
  it('uploads the chosen image with its progress, holding the form until the key is in', async () => {
    const user = userEvent.setup();
    const { upload, calls } = controlledUpload();
    const sent: unknown[] = [];
    const uploaded: UploadedImage[] = [];
    render(<BadgeForm upload={upload} sent={sent} uploaded={uploaded} />);
    const input = screen.getByLabelText('Badge photo');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('img', { name: 'Your badge photo' })).toHaveAttribute(
      'src',
      '/badge/old.png',
    );

    await user.upload(input, imageFile('me.png'));
    expect(calls.map((call) => call.file.name)).toEqual(['me.png']);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    calls[0]!.progress(0.4);
    expect(
      await screen.findByRole('progressbar', { name: 'Uploading Badge photo' }),
    ).toHaveAttribute('aria-valuenow', '40');

    calls[0]!.succeed({ key: 'upl_badge', previewUrl: '/badge/new.png' });
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Your badge photo' })).toHaveAttribute(
        'src',
        '/badge/new.png',
      ),
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(uploaded).toEqual([{ key: 'upl_badge', previewUrl: '/badge/new.png' }]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual([{ photoKey: 'upl_badge' }]));
  });

  it("shows the field's error until an image is uploaded", async () => {
    const user = userEvent.setup();
    const { upload, calls } = controlledUpload();
    render(<BadgeForm upload={upload} sent={[]} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const input = screen.getByLabelText('Badge photo');
    await waitFor(() => expect(input).toHaveAccessibleDescription('A photo is required'));
    expect(input).toHaveFocus();

    await user.upload(input, imageFile());
    calls[0]!.succeed({ key: 'upl_badge', previewUrl: '/badge/new.png' });
    await waitFor(() => expect(input).not.toHaveAccessibleDescription());
  });

  it.each([
    [
      "the server's reason",
      new ApiError(400, 'bad_request', 'Please choose a JPEG, PNG or WebP image.'),
      'Please choose a JPEG, PNG or WebP image.',
    ],
    [
      'a check made before sending',
      new Error('The file is larger than 5 MB.'),
      'The file is larger than 5 MB.',
    ],
    [
      'the fallback for a lost connection',
      networkError(),
      'Failed to upload image. Please try again.',
    ],
  ])('explains a failed upload with %s, and takes another try', async (_, error, message) => {
    const user = userEvent.setup();
    const { upload, calls } = controlledUpload();
    render(<BadgeForm upload={upload} sent={[]} />);
    const input = screen.getByLabelText('Badge photo');
    await user.upload(input, imageFile());
    calls[0]!.fail(error);
    await waitFor(() => expect(input).toHaveAccessibleDescription(message));
    expect(input).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();

    await user.upload(input, imageFile());
    expect(input).not.toHaveAccessibleDescription();
    expect(calls).toHaveLength(2);
  });
});
