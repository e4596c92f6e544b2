import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { applyServerFieldErrors } from './form-errors';

type Values = { email: string; address: { city: string } };

function Form({ failure, onUnhandled }: { failure: unknown; onUnhandled: () => void }) {
  const { register, handleSubmit, setError, formState } = useForm<Values>();
  const submit = handleSubmit(() => {
    if (!applyServerFieldErrors(failure, setError)) onUnhandled();
  });
  return (
    <form onSubmit={(event) => void submit(event)}>
      <label>
        Email <input {...register('email')} />
      </label>
      <p>{formState.errors.email?.message}</p>
      <label>
        City <input {...register('address.city')} />
      </label>
      <p>{formState.errors.address?.city?.message}</p>
      <button type="submit">Send</button>
    </form>
  );
}

describe('applyServerFieldErrors', () => {
  it('shows each server field error under its field and focuses the first', async () => {
    const failure = new ApiError(400, 'validation_failed', 'Check the form.', {
      email: 'Email is required',
      'address.city': 'City is required',
    });
    let unhandled = false;
    render(<Form failure={failure} onUnhandled={() => (unhandled = true)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Email is required')).toBeVisible();
    expect(screen.getByText('City is required')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(unhandled).toBe(false);
  });

  it.each([
    ['an API error without field errors', new ApiError(500, 'internal', 'Something went wrong')],
    ['any other error', new Error('boom')],
  ])('leaves %s to the caller', async (_, failure) => {
    let unhandled = false;
    render(<Form failure={failure} onUnhandled={() => (unhandled = true)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(unhandled).toBe(true);
  });
});
