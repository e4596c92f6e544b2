import { profileCountries, profileUpdateSchema } from '@osi/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { PersonalDetailsFields } from './personal-details-fields';

/** The block inside a form checked by the member's Edit Information schema. */
function ProfileForm({ left }: { left: string[] }) {
  const form = useZodForm(profileUpdateSchema);
  return (
    <Form form={form} onSubmit={async () => undefined}>
      <PersonalDetailsFields
        countries={profileCountries}
        onLeave={{ mobileNo: (event) => void left.push(event.target.value) }}
      >
        <p>Further contact fields</p>
      </PersonalDetailsFields>
      <SubmitButton busyLabel="Submitting…">Submit Changes</SubmitButton>
    </Form>
  );
}

describe('the personal details fields', () => {
  it("take their rules, messages and required markers from the form's schema", async () => {
    const user = userEvent.setup();
    render(<ProfileForm left={[]} />);
    for (const label of ['Title', 'First name', 'Date of birth', 'Mobile number', 'Country']) {
      expect(screen.getByLabelText(label), label).toHaveAttribute('aria-required', 'true');
    }
    for (const label of ['Middle name', 'Nationality', 'Department', 'Name on certificate']) {
      expect(screen.getByLabelText(label), label).not.toHaveAttribute('aria-required');
    }
    await user.click(screen.getByRole('button', { name: 'Submit Changes' }));
    await waitFor(() =>
      expect(screen.getByLabelText('First name')).toHaveAccessibleDescription(
        'First Name is required',
      ),
    );
    expect(screen.getByLabelText('Postcode')).toHaveAccessibleDescription('Postcode is required');
  });

  it('offer the countries they are given, with the further fields among the contact details', () => {
    render(<ProfileForm left={[]} />);
    const countries = [...(screen.getByLabelText('Country') as HTMLSelectElement).options];
    expect(countries.slice(1).map((option) => option.text)).toEqual([...profileCountries]);
    expect(
      within(screen.getByRole('group', { name: 'Contact details' })).getByText(
        'Further contact fields',
      ),
    ).toBeVisible();
  });

  it('run the given check when the mobile number is left', async () => {
    const user = userEvent.setup();
    const left: string[] = [];
    render(<ProfileForm left={left} />);
    await user.type(screen.getByLabelText('Mobile number'), '9845012345');
    await user.tab();
    await waitFor(() => expect(left).toEqual(['9845012345']));
  });
});
