import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { isPageScrollLocked } from '@/testing/scroll-lock';
import { ConfirmDialog } from './confirm-dialog';

function DeleteButton({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete
      </button>
      <ConfirmDialog
        open={open}
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

const setup = async () => {
  const onConfirm = vi.fn();
  const user = userEvent.setup();
  render(<DeleteButton onConfirm={onConfirm} />);
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  return { onConfirm, user, dialog: screen.getByRole('dialog') };
};

describe('ConfirmDialog', () => {
  it('asks the spec question in an accessible modal dialog, focusing Cancel', async () => {
    const { dialog } = await setup();
    expect(dialog).toHaveAccessibleName('Do you want to delete the Item?');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(isPageScrollLocked()).toBe(true);
  });

  it('confirms with Confirm and gives focus back', async () => {
    const { onConfirm, user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    expect(isPageScrollLocked()).toBe(false);
  });

  it.each([
    [
      'Cancel',
      (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Cancel' })),
    ],
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
  ])('cancels with %s without deleting', async (_, cancel) => {
    const { onConfirm, user } = await setup();
    await cancel(user);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = await setup();
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();
  });

  it('disables Confirm while the deletion runs', () => {
    render(<ConfirmDialog open onConfirm={vi.fn()} onCancel={vi.fn()} isConfirming />);
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });
});
