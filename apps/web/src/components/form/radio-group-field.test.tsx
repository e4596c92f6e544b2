import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RadioGroupInputField } from './fields';
import { Form } from './form';
import { SubmitButton } from './submit-button';
import { useZodForm } from './use-zod-form';

const ticketSchema = z.object({
  ticket: z.enum(['day', 'week'], { error: 'Please choose a ticket' }).meta({ label: 'Ticket' }),
});
const tickets = [
  { value: 'day', label: 'One day' },
  { value: 'week', label: 'The whole week' },
];

function TicketForm({ sent, ticket = '' }: { sent: unknown[]; ticket?: string }) {
  const form = useZodForm(ticketSchema, {
    defaultValues: { ticket: ticket as z.input<typeof ticketSchema>['ticket'] },
  });
  return (
    <Form form={form} onSubmit={async (values) => void sent.push(values)}>
      <RadioGroupInputField name="ticket" options={tickets} hint="Prices include lunch." />
      <SubmitButton busyLabel="Booking…">Book</SubmitButton>
    </Form>
  );
}

function LoadingTicketForm() {
  const form = useZodForm(ticketSchema);
  return (
    <Form form={form} onSubmit={async () => undefined}>
      <RadioGroupInputField name="ticket" options={[]}>
        <p>Loading the tickets…</p>
      </RadioGroupInputField>
    </Form>
  );
}

describe('a radio group field', () => {
  it('is a group named by its label, with the error for its choice', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    render(<TicketForm sent={sent} />);
    const group = screen.getByRole('group', { name: 'Ticket' });
    expect(group).toHaveAccessibleDescription('Prices include lunch.');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');

    await user.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() =>
      expect(group).toHaveAccessibleDescription('Prices include lunch. Please choose a ticket'),
    );
    expect(screen.getByRole('radio', { name: 'One day' })).toHaveFocus();

    await user.click(screen.getByRole('radio', { name: 'The whole week' }));
    await waitFor(() => expect(group).toHaveAccessibleDescription('Prices include lunch.'));
    await user.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(sent).toEqual([{ ticket: 'week' }]));
  });

  it('starts from the chosen value', () => {
    render(<TicketForm sent={[]} ticket="day" />);
    expect(screen.getByRole('radio', { name: 'One day' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'The whole week' })).not.toBeChecked();
  });

  it('shows what it is given in place of options that are not there yet', () => {
    render(<LoadingTicketForm />);
    expect(screen.getByRole('group', { name: 'Ticket' })).toHaveTextContent('Loading the tickets…');
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
