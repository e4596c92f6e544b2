import pg from 'pg';
import { databaseNameOf, maintenanceUrlOf } from './settings';

export const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

export const withClient = async <T>(url: string, work: (client: pg.Client) => Promise<T>) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

export const recreateDatabase = (url: string) =>
  withClient(maintenanceUrlOf(url), async (client) => {
    const name = quoteIdentifier(databaseNameOf(url));
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  });

export const countLiveMembers = (url: string) =>
  withClient(url, async (client) => {
    const result = await client.query<{ total: number }>(
      'select count(*)::int as total from members where deleted_at is null',
    );
    return result.rows[0]?.total ?? 0;
  });

export const serverVersion = (url: string) =>
  withClient(url, async (client) => {
    const result = await client.query<{ server_version: string }>('show server_version');
    return result.rows[0]?.server_version ?? 'unknown';
  });
