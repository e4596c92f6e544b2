import path from 'node:path';

export const repositoryRoot = path.resolve(import.meta.dirname, '..', '..');

export const benchDatabaseUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/osi_bench';

export const databaseNameOf = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

export const withDatabase = (url: string, database: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  return parsed.toString();
};

/** Created by the seed; the export signs in with it through the real sign-in route. */
export const benchAdmin = { email: 'bench-admin@example.org', password: 'Bench#Admin2025' };

/** Where CREATE and DROP DATABASE run: the same server, its `postgres` database. */
export const maintenanceUrlOf = (url: string) => withDatabase(url, 'postgres');

/** A whole number from the environment, for the knobs README.md lists. */
export const envInteger = (name: string, fallback: number) => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
};
