import os from 'node:os';
import { serverVersion } from './database';
import { mib } from './stats';

export const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

/** Other work on the machine makes the figures worse; a busy machine is named. */
export const warnIfBusy = () => {
  if ((os.loadavg()[0] ?? 0) > 0.75 * os.availableParallelism()) {
    console.warn('Warning: the machine looks busy; other work makes these figures worse.');
  }
};

/** Prints what the figures depend on; other work on the machine skews them, so it warns. */
export const describeMachine = async (databaseUrl: string) => {
  const machine = {
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryMiB: Number(mib(os.totalmem())),
    node: process.version,
    postgres: await serverVersion(databaseUrl),
    loadAverageAtStart: loadAverage(),
  };
  console.log(
    `Machine: ${machine.cpus} CPUs (${machine.cpuModel}), ${(machine.memoryMiB / 1024).toFixed(1)} GiB RAM, ` +
      `Node ${machine.node}, PostgreSQL ${machine.postgres}; load average ${machine.loadAverageAtStart}`,
  );
  warnIfBusy();
  return machine;
};
