const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements inside `container` that Tab reaches, in order. */
export const focusableWithin = (container: HTMLElement) =>
  Array.from(container.querySelectorAll<HTMLElement>(focusableSelector));
