import os from 'node:os';
import path from 'node:path';
import { startServer as startServerProcess } from '../../apps/server/test/support/server-process';
import { benchAdmin } from './settings';

/**
 * The real server as it runs in production (NODE_ENV=production), on the bench database, with
 * the bench administrator seeded. Production refuses to start without Razorpay keys and an SMTP
 * server: these are never used, since nothing here pays, and what mails gives its own SMTP server. The benchmark's client is the proxy it trusts, so each
 * request's X-Forwarded-For is its client's address, as behind a load balancer.
 */
export const startServer = (databaseUrl: string, env: NodeJS.ProcessEnv = {}) =>
  startServerProcess({
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    DATA_DIR: path.join(os.tmpdir(), 'osi-bench-data'),
    TRUST_PROXY: '127.0.0.1',
    RAZORPAY_KEY_ID: 'rzp_test_bench',
    RAZORPAY_KEY_SECRET: 'bench-secret-never-used',
    SERVER_SECRET: 'bench secret of at least 32 characters, never used',
    ADMIN_TWO_FACTOR: 'optional',
    SMTP_URL: 'smtp://127.0.0.1:25',
    SEED_DEMO_DATA: 'false',
    SEED_ADMIN_EMAIL: benchAdmin.email,
    SEED_ADMIN_PASSWORD: benchAdmin.password,
    ...env,
  });
