/** Settles as `work` does, or rejects with `onLate()` once `ms` have passed without an answer. */
export const withDeadline = <T>(work: Promise<T>, ms: number, onLate: () => Error) => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(onLate()), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
};
