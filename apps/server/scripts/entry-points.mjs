/** The server's commands: the name of each compiled file in dist, and its TypeScript source. */
export const entryPoints = {
  server: 'src/server.ts',
  migrate: 'src/db/migrate-cli.ts',
  seed: 'src/db/seed-cli.ts',
  'admin-create': 'src/modules/admin/create-admin-cli.ts',
};
