/**
 * A value made on its first use, then kept: for what costs milliseconds to make and many pages
 * never use, such as Intl's formatters (each loads its locale's data when made).
 */
export const madeOnFirstUse = <T>(make: () => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};
