/** The text with its first letter in upper case: male → Male. */
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
