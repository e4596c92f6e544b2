import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Dropdown } from './dropdown';

const setup = () => {
  const user = userEvent.setup();
  render(
    <>
      <Dropdown trigger={{ children: 'About' }}>
        <a href="#us">About Us</a>
        <a href="#committee">Our Committee</a>
        <button type="button">Logout</button>
      </Dropdown>
      <button type="button">Elsewhere</button>
    </>,
  );
  const button = screen.getByRole('button', { name: 'About' });
  const item = (name: string) => screen.getByRole(name === 'Logout' ? 'button' : 'link', { name });
  return { user, button, item };
};

describe('Dropdown (disclosure of links)', () => {
  it('is a button that shows and hides the panel it controls', async () => {
    const { user, button } = setup();
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    expect(button).not.toHaveAttribute('aria-haspopup');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(screen.queryByRole('menu')).toBeNull();

    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens on ArrowDown with focus on the first item; the arrows, Home and End move and wrap', async () => {
    const { user, button, item } = setup();
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(item('About Us')).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(item('Our Committee')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Logout')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('About Us')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Logout')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('About Us')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Logout')).toHaveFocus();
  });

  it('leaves the arrows alone while closed, except ArrowDown', async () => {
    const { user, button } = setup();
    button.focus();
    for (const key of ['{ArrowUp}', '{Home}', '{End}']) {
      await user.keyboard(key);
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(button).toHaveFocus();
    }
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const { user, button, item } = setup();
    button.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(item('Our Committee')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes when focus leaves it', async () => {
    const { user, button } = setup();
    button.focus();
    await user.keyboard('{ArrowDown}{End}');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click elsewhere, and after one of its items is chosen', async () => {
    const { user, button, item } = setup();
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    await user.click(item('Logout'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
