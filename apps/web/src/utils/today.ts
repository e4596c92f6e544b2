/** Today's date in the reader's time zone, as a date input writes it (YYYY-MM-DD). */
export const today = () => new Date().toLocaleDateString('en-CA');
