import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { schemaFromDefinitions, type FieldDefinition } from '@osi/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { FieldRows } from './field-rows';
import { FieldsFromDefinitions } from './fields-from-definitions';
import { InputField } from './fields';
import { Form } from './form';
import { SubmitButton } from './submit-button';
import { useZodForm } from './use-zod-form';

const speakerFields = [
  {
    name: 'name',
    kind: 'text',
    label: 'Speaker name',
    required: 'Name is required',
    maxLength: 80,
  },
  {
    name: 'topic',
    kind: 'select',
    label: 'Topic',
    options: ['Implants', 'Grafts'],
    required: 'Please choose a topic',
  },
  {
    name: 'bio',
    kind: 'textarea',
    label: 'Biography',
    hint: 'Two or three lines.',
    maxLength: 500,
  },
] as const satisfies readonly FieldDefinition[];
const speakerSchema = schemaFromDefinitions(speakerFields);

function SpeakerForm({ onSubmit }: { onSubmit: (values: unknown) => Promise<unknown> }) {
  const form = useZodForm(speakerSchema, { defaultValues: { name: '', topic: '', bio: '' } });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <FieldsFromDefinitions definitions={speakerFields} />
      <SubmitButton busyLabel="Saving...">Save</SubmitButton>
    </Form>
  );
}

describe('a form rendered from field definitions', () => {
  it('labels each field, marks the required ones and wires hints and errors to them', async () => {
    const user = userEvent.setup();
    render(<SpeakerForm onSubmit={async () => undefined} />);
    const name = screen.getByLabelText('Speaker name');
    expect(name).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('Biography')).not.toHaveAttribute('aria-required');
    expect(screen.getByLabelText('Biography')).toHaveAccessibleDescription('Two or three lines.');
    expect(
      within(screen.getByLabelText('Topic'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select topic', 'Implants', 'Grafts']);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeVisible();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText('Topic')).toHaveAccessibleDescription('Please choose a topic');
    expect(name).toHaveFocus();
  });

  it('sends the checked values, showing the busy label meanwhile', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const sent: unknown[] = [];
    render(
      <SpeakerForm
        onSubmit={(values) => {
          sent.push(values);
          return new Promise<void>((resolve) => (finish = resolve));
        }}
      />,
    );
    await user.type(screen.getByLabelText('Speaker name'), '  Dr. Rao ');
    await user.selectOptions(screen.getByLabelText('Topic'), 'Grafts');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(sent).toEqual([{ name: 'Dr. Rao', topic: 'Grafts', bio: '' }]);
    finish();
    expect(await screen.findByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it("puts the server's field errors under their fields", async () => {
    const user = userEvent.setup();
    const refuse = async () => {
      throw new ApiError(409, 'conflict', 'Taken.', { name: 'This speaker is already listed.' });
    };
    render(<SpeakerForm onSubmit={refuse} />);
    await user.type(screen.getByLabelText('Speaker name'), 'Dr. Rao');
    await user.selectOptions(screen.getByLabelText('Topic'), 'Implants');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This speaker is already listed.')).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText('Speaker name')).toHaveFocus());
  });
});

const teamSchema = z.object({
  members: z
    .array(z.object({ name: z.string().trim().min(1, 'Name is required').meta({ label: 'Name' }) }))
    .max(3),
});

function TeamForm({ onSubmit }: { onSubmit: (values: unknown) => Promise<unknown> }) {
  const form = useZodForm(teamSchema, { defaultValues: { members: [{ name: '' }] } });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <FieldRows
        name="members"
        blank={{ name: '' }}
        fixed={1}
        max={3}
        addLabel="Add New"
        rowTitle={(index) => `Member ${index + 1}`}
      >
        {({ prefix }) => <InputField name={`${prefix}.name`} />}
      </FieldRows>
      <SubmitButton busyLabel="Submitting">Submit</SubmitButton>
    </Form>
  );
}

describe('rows of fields', () => {
  it('adds rows up to the limit, removes all but the first, and checks each row', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    render(<TeamForm onSubmit={async (values) => void sent.push(values)} />);
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add New' }));
    await user.click(screen.getByRole('button', { name: 'Add New' }));
    expect(screen.queryByRole('button', { name: 'Add New' })).toBeNull();
    expect(screen.getAllByLabelText('Name')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Remove Member 2' }));
    expect(screen.getAllByLabelText('Name')).toHaveLength(2);
    await user.type(screen.getAllByLabelText('Name')[0]!, 'Asha');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Name is required')).toBeVisible();
    expect(screen.getAllByLabelText('Name')[1]).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getAllByLabelText('Name')[1]!, 'Ravi');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(sent).toEqual([{ members: [{ name: 'Asha' }, { name: 'Ravi' }] }]));
  });
});
