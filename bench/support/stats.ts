/** Nearest-rank percentile of an ascending list. */
export const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;

export const median = (values: readonly number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

export const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(1));
export const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
