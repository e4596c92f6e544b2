/**
 * Holds the presses of buttons in a page the server drew, from the moment the app starts until it
 * has taken the page over: the buttons do nothing until then (the page's code may still be
 * loading), and a form's button would send the form without it. Releasing presses each held button
 * again, once, if it is still on the page. Links are left alone: they work without the app.
 */
export const holdButtonPresses = (root: HTMLElement) => {
  let held: HTMLButtonElement[] = [];
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    if (!held.includes(button)) held.push(button);
  };
  root.addEventListener('click', hold, true);

  return () => {
    root.removeEventListener('click', hold, true);
    const pressed = held;
    held = [];
    for (const button of pressed) if (button.isConnected) button.click();
  };
};
