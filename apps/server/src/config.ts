import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();
const optionalUrl = (protocols: RegExp) =>
  optionalString.pipe(z.url({ protocol: protocols }).optional());

const proxyKeywords = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyAddress = (entry: string) => {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = net.isIP(address);
  const bits = version === 4 ? 32 : 128;
  const prefixOk = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= bits);
  return proxyKeywords.has(entry) || (version !== 0 && prefixOk && rest.length === 0);
};

/** Which proxies may tell the client's address: a hop count or their addresses; unset trusts none. */
const trustProxySetting = optionalString.pipe(
  z
    .string()
    .transform((value, context) => {
      if (/^\d+$/.test(value)) return Number(value);
      const entries = value.split(',').map((entry) => entry.trim());
      if (entries.every(isProxyAddress)) return entries;
      context.addIssue({
        code: 'custom',
        message: 'a hop count, or proxy addresses or CIDR ranges separated by commas',
      });
      return z.NEVER;
    })
    .optional(),
);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: optionalString,
  TRUST_PROXY: trustProxySetting,
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(/^postgres(ql)?$/),
  SMTP_URL: optionalUrl(/^smtps?$/),
  MAIL_FROM: z.string().default('Oral Implantology Society of India <no-reply@osi.localhost>'),
  PUBLIC_URL: optionalUrl(/^https?$/),
  RAZORPAY_KEY_ID: optionalString,
  RAZORPAY_KEY_SECRET: optionalString,
  RAZORPAY_WEBHOOK_SECRET: optionalString,
  S3_ENDPOINT: optionalUrl(/^https?$/),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z.stringbool().default(true),
  REDIS_URL: optionalUrl(/^rediss?$/),
  SMS_PROVIDER_URL: optionalUrl(/^https?$/),
  SMS_PROVIDER_TOKEN: optionalString,
  SMS_SENDER_ID: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{1,11}$/)
    .default('OSIIND'),
  CONTACT_FORM_MIN_SECONDS: z.coerce.number().int().min(0).max(600).default(3),
  SEED_ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
  SEED_ADMIN_PASSWORD: optionalString.pipe(z.string().min(8).optional()),
  SEED_DEMO_DATA: z.stringbool().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  WEB_DIST_DIR: optionalString,
  METRICS_TOKEN: optionalString.pipe(z.string().min(32).optional()),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  READY_MAIL_MAX_AGE_MINUTES: z.coerce.number().int().min(0).default(60),
  SERVER_SECRET: optionalString.pipe(z.string().min(32).optional()),
  ADMIN_TWO_FACTOR: optionalString.pipe(z.enum(['required', 'optional']).optional()),
  ADMIN_IDLE_MINUTES: z.coerce.number().int().min(1).max(720).default(30),
  PAGE_CACHE: z.enum(['on', 'reads', 'off']).default('on'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses. */
  trustProxy: false | number | string[];
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  razorpay: { keyId: string; keySecret: string; webhookSecret: string | undefined } | undefined;
  s3:
    | {
        endpoint: string | undefined;
        region: string;
        bucket: string;
        accessKeyId: string;
        secretAccessKey: string;
        forcePathStyle: boolean;
      }
    | undefined;
  redisUrl: string | undefined;
  /** An HTTP SMS provider; unset, messages stay in the SMS outbox (docs/decisions/050). */
  sms: { url: string; token: string | undefined; senderId: string } | undefined;
  /** How long a person takes at least to fill in the contact form; quicker is a bot. */
  contactFormMinSeconds: number;
  /** How the newsletter goes out: subscribers per batch, and how often batches are looked for. */
  newsletter: { batchSize: number; pollIntervalMs: number };
  /**
   * The membership reminders' pass: how often each process runs it by itself (null: only when an
   * administrator asks), and how many reminders each of its transactions takes.
   */
  reminders: { batchSize: number; pollIntervalMs: number | null };
  /** How often each process lapses event holds past their time and offers places on (null: never). */
  eventOffers: { pollIntervalMs: number | null };
  /** How often each process forgets erased payers past the receipts' retention (null: never). */
  receiptRetention: { pollIntervalMs: number | null };
  /**
   * The administrator a start creates when there is none; a missing password is generated and
   * printed once. Unset in production without SEED_ADMIN_PASSWORD: `npm run admin:create` makes
   * the first one there, so no password reaches a log.
   */
  seedAdmin: { email: string; password: string | undefined } | undefined;
  /** Demo members and content pages; on unless in production (SEED_DEMO_DATA decides). */
  seedDemoData: boolean;
  logLevel: NonNullable<Env['LOG_LEVEL']>;
  webDistDir: string;
  /** Prometheus metrics: to a bearer token at /metrics, and/or on a port of their own (decision 065). */
  metrics: { token: string | undefined; port: number | undefined };
  /** Readiness fails once the oldest unsent e-mail is older than this; 0 leaves mail out (decision 064). */
  readyMailMaxAgeMinutes: number;
  /** Seals administrators' two-factor keys and signs pending sign-ins (decision 083). */
  serverSecret: string;
  /** Whether Owner and Finance administrators must enrol in two-factor sign-in (decision 083). */
  adminTwoFactor: 'required' | 'optional';
  /** An administrator's session ends after this many minutes without a request. */
  adminIdleMinutes: number;
  /**
   * What is kept for drawing public pages: signed-out visitors' drawn pages, the public reads
   * they draw with and their header and footer (`on`, decisions 090, 111 and 115), the reads and
   * the header and footer (`reads`), or nothing (`off`).
   */
  pageCache: Env['PAGE_CACHE'];
}

/** What development and tests seal with: their administrators and data are made up. */
const developmentSecret = 'development only: not a secret, set SERVER_SECRET in production';

/** Where the command was started (npm runs workspace scripts inside the workspace). */
export const baseDir = (source: NodeJS.ProcessEnv = process.env) =>
  source.INIT_CWD ?? process.cwd();

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const requireTogether = (env: Env, names: (keyof Env)[], feature: string) => {
  const set = names.filter((name) => env[name] !== undefined);
  if (set.length > 0 && set.length < names.length) {
    const missing = names.filter((name) => env[name] === undefined);
    throw new ConfigError(`${feature} is half configured: also set ${missing.join(', ')}`);
  }
  return set.length === names.length;
};

/** What production cannot do without; each stands in for something that only pretends. */
const requireForProduction = (env: Env, hasRazorpay: boolean) => {
  if (!env.DATABASE_URL) {
    throw new ConfigError(
      'DATABASE_URL: required in production; the embedded PGlite database serves one process only and is for trying the site out',
    );
  }
  if (!env.SMTP_URL) {
    throw new ConfigError(
      'SMTP_URL: required in production; without it e-mail would stay in the development mailbox and never reach anyone',
    );
  }
  if (!env.PUBLIC_URL) {
    throw new ConfigError('PUBLIC_URL: required in production (used in e-mailed links)');
  }
  if (!env.SERVER_SECRET) {
    throw new ConfigError(
      "SERVER_SECRET: required in production (at least 32 random characters); it seals administrators' two-factor keys",
    );
  }
  if (!hasRazorpay) {
    throw new ConfigError(
      'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET: required in production; without them the offline sandbox would mark every checkout paid',
    );
  }
};

/** Parses the environment once; a wrong value stops start-up with a message naming the setting. */
export const loadConfig = (source: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid environment settings:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  const hasRazorpay = requireTogether(env, ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET'], 'Razorpay');
  const hasS3 = requireTogether(
    env,
    ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
    'S3 storage',
  );
  if (isProduction) requireForProduction(env, hasRazorpay);
  const dataDir = path.resolve(baseDir(source), env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    trustProxy: env.TRUST_PROXY ?? false,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    razorpay: hasRazorpay
      ? {
          keyId: env.RAZORPAY_KEY_ID!,
          keySecret: env.RAZORPAY_KEY_SECRET!,
          webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
        }
      : undefined,
    s3: hasS3
      ? {
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          bucket: env.S3_BUCKET!,
          accessKeyId: env.S3_ACCESS_KEY_ID!,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    redisUrl: env.REDIS_URL,
    sms: env.SMS_PROVIDER_URL
      ? { url: env.SMS_PROVIDER_URL, token: env.SMS_PROVIDER_TOKEN, senderId: env.SMS_SENDER_ID }
      : undefined,
    contactFormMinSeconds: env.CONTACT_FORM_MIN_SECONDS,
    newsletter: { batchSize: 100, pollIntervalMs: 2000 },
    reminders: { batchSize: 500, pollIntervalMs: 60 * 60 * 1000 },
    eventOffers: { pollIntervalMs: 60 * 1000 },
    receiptRetention: { pollIntervalMs: 24 * 60 * 60 * 1000 },
    seedAdmin:
      isProduction && !env.SEED_ADMIN_PASSWORD
        ? undefined
        : {
            email: env.SEED_ADMIN_EMAIL ?? 'admin@osi.localhost',
            password: env.SEED_ADMIN_PASSWORD,
          },
    seedDemoData: env.SEED_DEMO_DATA ?? !isProduction,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    webDistDir: path.resolve(
      env.WEB_DIST_DIR ?? path.join(import.meta.dirname, '..', '..', 'web', 'dist'),
    ),
    metrics: { token: env.METRICS_TOKEN, port: env.METRICS_PORT },
    readyMailMaxAgeMinutes: env.READY_MAIL_MAX_AGE_MINUTES,
    serverSecret: env.SERVER_SECRET ?? developmentSecret,
    adminTwoFactor: env.ADMIN_TWO_FACTOR ?? (isProduction ? 'required' : 'optional'),
    adminIdleMinutes: env.ADMIN_IDLE_MINUTES,
    pageCache: env.PAGE_CACHE,
  };
};

/** Ends a command that could not start: a wrong setting is told in one line, anything else in full. */
export const exitOnStartFailure = (error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
};

/** Reads `.env` from where the command was started, if there is one; real environment variables win. */
export const loadDotEnv = () => {
  const file = path.join(baseDir(), '.env');
  if (fs.existsSync(file)) process.loadEnvFile(file);
};
