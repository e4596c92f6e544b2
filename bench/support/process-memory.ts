import fs from 'node:fs/promises';

/** Resident set size now and at its peak (high-water mark) since the process started, in bytes. */
export const readMemory = async (pid: number) => {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(status);
    if (!match?.[1]) throw new Error(`/proc/${pid}/status has no ${field}`);
    return Number(match[1]) * 1024;
  };
  return { rss: kib('VmRSS'), hwm: kib('VmHWM') };
};

export interface MemorySample {
  ms: number;
  rss: number;
  /** Whatever progress the caller reports at that moment (here: lines received). */
  progress: number;
}

/** Reads the process's RSS every `everyMs` until stopped. */
export const sampleMemory = (pid: number, progress: () => number, everyMs = 100) => {
  const samples: MemorySample[] = [];
  const started = performance.now();
  const take = async () => {
    const { rss } = await readMemory(pid);
    samples.push({ ms: performance.now() - started, rss, progress: progress() });
  };
  const timer = setInterval(() => void take().catch(() => undefined), everyMs);
  return {
    samples,
    stop: async () => {
      clearInterval(timer);
      await take();
      return samples;
    },
  };
};
