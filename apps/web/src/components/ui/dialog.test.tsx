import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useId, useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { isPageScrollLocked } from '@/testing/scroll-lock';
import { Dialog } from './dialog';

function Page({
  variant,
  focusLast = false,
}: {
  variant?: 'modal' | 'sheet';
  focusLast?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const lastRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        labelledBy={titleId}
        variant={variant}
        id="the-dialog"
        initialFocusRef={focusLast ? lastRef : undefined}
      >
        <h2 id={titleId}>Edit details</h2>
        <input aria-label="Name" />
        <button type="button">Save</button>
        <button ref={lastRef} type="button" onClick={() => setOpen(false)}>
          Close
        </button>
      </Dialog>
    </>
  );
}

const open = async (props: Parameters<typeof Page>[0] = {}) => {
  const user = userEvent.setup();
  render(<Page {...props} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return { user, dialog: screen.getByRole('dialog') };
};

const opener = () => screen.getByRole('button', { name: 'Open', hidden: true });

const expectClosed = () => {
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(opener()).toHaveFocus();
  expect(isPageScrollLocked()).toBe(false);
};

describe('Dialog', () => {
  let warnings: MockInstance[];
  beforeEach(() => {
    warnings = [vi.spyOn(console, 'warn'), vi.spyOn(console, 'error')];
  });
  afterEach(() => {
    for (const spy of warnings) expect(spy).not.toHaveBeenCalled();
  });

  it("is a modal dialog named by the caller's heading, without warnings", async () => {
    const { dialog } = await open();
    expect(dialog).toHaveAccessibleName('Edit details');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAttribute('id', 'the-dialog');
    expect(dialog).not.toHaveAttribute('aria-describedby');
  });

  it('moves focus to its first field on opening', async () => {
    await open();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('focuses the element the caller names on opening', async () => {
    await open({ focusLast: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    const { user } = await open();
    const name = screen.getByRole('textbox', { name: 'Name' });
    const close = screen.getByRole('button', { name: 'Close' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(name).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
  });

  it('hides the page behind from assistive technology and stops it scrolling', async () => {
    await open();
    expect(screen.queryByRole('button', { name: 'Open' })).toBeNull();
    expect(opener().closest('[aria-hidden="true"]')).not.toBeNull();
    expect(isPageScrollLocked()).toBe(true);
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const { user } = await open();
    await user.keyboard('{Escape}');
    expectClosed();
    expect(opener().closest('[aria-hidden]')).toBeNull();
  });

  it('closes on a click on the backdrop, not on one inside', async () => {
    const { user, dialog } = await open();
    await user.click(screen.getByRole('heading', { name: 'Edit details' }));
    expect(dialog).toBeInTheDocument();
    await user.click(dialog.previousElementSibling!);
    expectClosed();
  });

  it('closes from its own button the same way', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expectClosed();
  });

  it('works the same as a sheet', async () => {
    const { user } = await open({ variant: 'sheet' });
    expect(isPageScrollLocked()).toBe(true);
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expectClosed();
  });
});
