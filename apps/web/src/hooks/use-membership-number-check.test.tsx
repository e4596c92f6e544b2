import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { membershipNumberCheckSchema } from '@osi/shared';
import { InputField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { errorResponse, jsonResponse, stubApi } from '@/testing/stub-api';
import { useMembershipNumberCheck } from './use-membership-number-check';

function NumberForm() {
  const form = useZodForm(membershipNumberCheckSchema, { defaultValues: { membershipNumber: '' } });
  const membership = useMembershipNumberCheck(form, 'membershipNumber');
  return (
    <Form form={form} onSubmit={async () => undefined}>
      <InputField
        name="membershipNumber"
        label="Membership Number"
        onBlur={membership.onLeave}
        hint={membership.hint}
      />
      <SubmitButton busyLabel="Submitting..." disabled={membership.invalid}>
        Pay and Register
      </SubmitButton>
    </Form>
  );
}

const renderForm = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <NumberForm />
    </QueryClientProvider>,
  );

describe('the membership number check', () => {
  it('says whether the number is the member’s own, holds the submit, and clears on editing', async () => {
    const asked: unknown[] = [];
    stubApi({
      'POST /api/me/membership-number-checks': (init) => {
        const body = JSON.parse(String(init?.body)) as { membershipNumber: string };
        asked.push(body);
        return jsonResponse({ isValid: body.membershipNumber === 'OSI-2025-00042' });
      },
    });
    const user = userEvent.setup();
    renderForm();
    const input = screen.getByLabelText('Membership Number');
    await user.type(input, 'OSI-2025-00043');
    await user.tab();
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(
        'Invalid membership number or Email does not match the membership number',
      ),
    );
    expect(screen.getByRole('button', { name: 'Pay and Register' })).toBeDisabled();

    await user.clear(input);
    await user.type(input, 'OSI-2025-00042');
    expect(input).not.toHaveAccessibleDescription();
    expect(screen.getByRole('button', { name: 'Pay and Register' })).toBeEnabled();
    await user.tab();
    await waitFor(() => expect(input).toHaveAccessibleDescription('Valid membership number'));
    expect(asked).toHaveLength(2);
    expect(asked[1]).toEqual({ membershipNumber: 'OSI-2025-00042' });

    await user.type(input, '1');
    expect(input).not.toHaveAccessibleDescription();
  });

  it('says the check failed when the server cannot answer', async () => {
    stubApi({
      'POST /api/me/membership-number-checks': () => errorResponse(500, 'internal', 'Oops'),
    });
    const user = userEvent.setup();
    renderForm();
    const input = screen.getByLabelText('Membership Number');
    await user.type(input, 'OSI-2025-00042');
    await user.tab();
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription('Error validating membership number'),
    );
  });
});
