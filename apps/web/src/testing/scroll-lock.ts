/** Whether an open dialog stops the page from scrolling (Radix marks the body and styles it). */
export const isPageScrollLocked = () =>
  document.body.hasAttribute('data-scroll-locked') &&
  getComputedStyle(document.body).overflow === 'hidden';
