/**
 * The CPU slowdown Lighthouse's CPU throttling calculator advises for a mid-tier phone, from the
 * host's benchmark index (lighthouse-cpu-throttling-calculator.vercel.app, linked from Lighthouse's
 * docs/throttling.md, "Calibrating the CPU slowdown"): 3× at 1,300, one more per 233 above it;
 * 2× at 800; 1× at 150.
 */
export const advisedSlowdown = (benchmarkIndex: number) => {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  return 1;
};

/** Lighthouse's own slowdown, which the targets of issue 25 are judged at. */
export const defaultSlowdown = 4;

/**
 * `LIGHTHOUSE_CPU_SLOWDOWN`: unset for Lighthouse's default, a number, or `calibrated` for the
 * calculator's advice on this machine, measured first.
 */
export const slowdownSetting = (value: string | undefined): number | 'calibrated' => {
  if (value === undefined || value === '') return defaultSlowdown;
  if (value === 'calibrated') return value;
  const slowdown = Number(value);
  if (!Number.isFinite(slowdown) || slowdown < 1) {
    throw new Error('LIGHTHOUSE_CPU_SLOWDOWN must be a number of at least 1, or "calibrated"');
  }
  return slowdown;
};
