import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { acceptFor, memberFileUploader } from '@/lib/member-uploads';
import { stubUploads, type FakeUpload } from '@/testing/stub-uploads';
import { FileUploadField } from './file-upload-field';
import { Form } from './form';
import { SubmitButton } from './submit-button';
import { useZodForm } from './use-zod-form';

const caseSchema = z.object({
  preOperative: z.string().min(1, 'All files are required.').meta({ label: 'Pre-Operative' }),
});

function CaseForm({ sent }: { sent: unknown[] }) {
  const form = useZodForm(caseSchema, { defaultValues: { preOperative: '' } });
  return (
    <Form form={form} onSubmit={async (values) => void sent.push(values)}>
      <FileUploadField
        name="preOperative"
        upload={memberFileUploader('case_file')}
        accept={acceptFor('case_file')}
        hint=".pptx only"
      />
      <SubmitButton busyLabel="Saving…">Save</SubmitButton>
    </Form>
  );
}

const pptx = (name = 'pre-op.pptx', bytes = 4096) =>
  new File([new Uint8Array(bytes)], name, {
    type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  });

let uploads: FakeUpload[];
beforeEach(() => {
  uploads = stubUploads();
});

describe('a document upload field', () => {
  it('sends the file with its purpose, shows progress, then names the file and holds its key', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    render(<CaseForm sent={sent} />);
    const input = screen.getByLabelText('Pre-Operative');
    expect(input).toHaveAttribute('accept', expect.stringContaining('.pptx'));
    expect(screen.getByText('No file chosen yet')).toBeVisible();

    await user.upload(input, pptx());
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.url).toBe('/api/me/uploads');
    expect(uploads[0]!.fieldNames()).toEqual(['purpose', 'file']);
    expect(uploads[0]!.body?.get('purpose')).toBe('case_file');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    uploads[0]!.progress(3, 4);
    expect(
      await screen.findByRole('progressbar', { name: 'Uploading Pre-Operative' }),
    ).toHaveAttribute('aria-valuenow', '75');

    uploads[0]!.respond(201, {
      key: 'upl_case_pre_0001',
      name: 'pre-op.pptx',
      size: 4096,
      url: '/api/me/uploads/upl_case_pre_0001',
    });
    const link = await screen.findByRole('link', { name: 'pre-op.pptx' });
    expect(link).toHaveAttribute('href', '/api/me/uploads/upl_case_pre_0001');
    expect(screen.queryByRole('progressbar')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual([{ preOperative: 'upl_case_pre_0001' }]));
  });

  it('refuses a file that is not a .pptx by its name, or too large, without sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<CaseForm sent={[]} />);
    const input = screen.getByLabelText('Pre-Operative');
    await user.upload(input, pptx('notes.docx'));
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription('.pptx only Only .pptx files are accepted.'),
    );
    await user.upload(input, pptx('huge.pptx', 25 * 1024 * 1024 + 1));
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription('.pptx only The file is larger than 25 MB.'),
    );
    expect(uploads).toHaveLength(0);
  });

  it("shows the server's reason when the bytes are not a presentation", async () => {
    const user = userEvent.setup();
    render(<CaseForm sent={[]} />);
    const input = screen.getByLabelText('Pre-Operative');
    await user.upload(input, pptx());
    uploads[0]!.respond(400, {
      error: { code: 'bad_request', message: 'Only .pptx files are accepted.' },
    });
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription('.pptx only Only .pptx files are accepted.'),
    );
    expect(screen.getByText('No file chosen yet')).toBeVisible();
  });
});
