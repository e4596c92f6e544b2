import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const razorpayKeys = { RAZORPAY_KEY_ID: 'rzp_live_1', RAZORPAY_KEY_SECRET: 'secret' };
const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://osi@db:5432/osi',
  SMTP_URL: 'smtps://user:pass@smtp.example.org:465',
  PUBLIC_URL: 'https://osi.example',
  SERVER_SECRET: 'a production secret of at least 32 characters',
  ...razorpayKeys,
};

describe('loadConfig', () => {
  it.each([
    ['DATABASE_URL', /^DATABASE_URL: required in production/],
    ['SMTP_URL', /^SMTP_URL: required in production/],
    ['PUBLIC_URL', /^PUBLIC_URL: required in production/],
    ['RAZORPAY_KEY_ID', /^RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET: required in production/],
    ['SERVER_SECRET', /^SERVER_SECRET: required in production/],
  ])('stops production without %s, naming it', (name, message) => {
    const settings: Record<string, string> = { ...production };
    delete settings[name];
    if (name === 'RAZORPAY_KEY_ID') delete settings.RAZORPAY_KEY_SECRET;
    expect(() => loadConfig(settings)).toThrow(ConfigError);
    expect(() => loadConfig(settings)).toThrow(message);
    expect(() => loadConfig({ ...settings, [name]: ' ' })).toThrow(message);
  });

  it('asks Owner and Finance for two-factor sign-in in production unless told otherwise', () => {
    expect(loadConfig(production).adminTwoFactor).toBe('required');
    expect(loadConfig({ ...production, ADMIN_TWO_FACTOR: 'optional' }).adminTwoFactor).toBe(
      'optional',
    );
    expect(loadConfig({}).adminTwoFactor).toBe('optional');
    expect(loadConfig({}).adminIdleMinutes).toBe(30);
    expect(() => loadConfig({ ADMIN_TWO_FACTOR: 'sometimes' })).toThrow(/ADMIN_TWO_FACTOR/);
    expect(() => loadConfig({ ...production, SERVER_SECRET: 'short' })).toThrow(/SERVER_SECRET/);
  });

  it('keeps drawn pages and their reads unless PAGE_CACHE says less, and refuses any other value', () => {
    expect(loadConfig({}).pageCache).toBe('on');
    for (const kept of ['on', 'reads', 'off'] as const) {
      expect(loadConfig({ PAGE_CACHE: kept }).pageCache).toBe(kept);
    }
    expect(() => loadConfig({ PAGE_CACHE: 'false' })).toThrow(/PAGE_CACHE/);
  });

  it('seeds demo data and a first administrator only outside production, unless asked', () => {
    expect(loadConfig({}).seedDemoData).toBe(true);
    expect(loadConfig({ SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
    expect(loadConfig(production)).toMatchObject({ seedDemoData: false, seedAdmin: undefined });
    expect(loadConfig({ ...production, SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
    expect(
      loadConfig({
        ...production,
        SEED_ADMIN_EMAIL: 'chief@osi.example',
        SEED_ADMIN_PASSWORD: 'Chosen#Pass1',
      }).seedAdmin,
    ).toEqual({ email: 'chief@osi.example', password: 'Chosen#Pass1' });
  });

  it("trusts no proxy unless told which: a hop count or the proxies' addresses", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'loopback',
    ]);
    for (const wrong of ['true', 'proxy.example', '10.0.0.0/40', '10.0.0.1/8/2']) {
      expect(() => loadConfig({ TRUST_PROXY: wrong }), wrong).toThrow(/TRUST_PROXY:/);
    }
  });

  it('listens on loopback only, unless told otherwise or in production', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig(production).host).toBe('0.0.0.0');
  });

  it('gives working defaults for an empty environment: PGlite, outbox-only mail, sandbox payments', () => {
    const config = loadConfig({ INIT_CWD: '/srv/osi' });
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      dataDir: '/srv/osi/data',
      databaseUrl: undefined,
      smtpUrl: undefined,
      razorpay: undefined,
      s3: undefined,
      publicUrl: 'http://localhost:3000',
      seedAdmin: { email: 'admin@osi.localhost', password: undefined },
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/osi' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'not a url' }, 'SMTP_URL'],
    [{ SEED_ADMIN_EMAIL: 'nobody' }, 'SEED_ADMIN_EMAIL'],
    [{ SEED_ADMIN_PASSWORD: 'short' }, 'SEED_ADMIN_PASSWORD'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
  ])('stops on %j with a message naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(
      new RegExp(`^Invalid environment settings:\\n  ${name}:`),
    );
  });

  it('refuses half a Razorpay or S3 configuration, naming what is missing', () => {
    expect(() => loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_1' })).toThrow(
      'Razorpay is half configured: also set RAZORPAY_KEY_SECRET',
    );
    expect(() => loadConfig({ S3_BUCKET: 'uploads' })).toThrow(
      'S3 storage is half configured: also set S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
    );
  });

  it("trims PUBLIC_URL's trailing slash", () => {
    const config = loadConfig({ ...production, PUBLIC_URL: 'https://osi.example/' });
    expect(config.publicUrl).toBe('https://osi.example');
    expect(config.isProduction).toBe(true);
  });

  it('resolves DATA_DIR from where the command was started, or keeps an absolute one', () => {
    expect(loadConfig({ INIT_CWD: '/srv/osi', DATA_DIR: 'var/data' }).dataDir).toBe(
      '/srv/osi/var/data',
    );
    expect(loadConfig({ INIT_CWD: '/srv/osi', DATA_DIR: '/mnt/osi' }).dataDir).toBe('/mnt/osi');
  });

  it('treats empty values as unset, as .env files write them', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: ' ' })).toMatchObject({
      databaseUrl: undefined,
      smtpUrl: undefined,
    });
  });

  it('reads a complete configuration', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://osi@db:5432/osi',
      SMTP_URL: 'smtp://mail:25',
      RAZORPAY_KEY_ID: 'rzp_live_1',
      RAZORPAY_KEY_SECRET: 'secret',
      S3_BUCKET: 'osi',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'key',
      S3_FORCE_PATH_STYLE: 'false',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://osi@db:5432/osi',
      smtpUrl: 'smtp://mail:25',
      razorpay: { keyId: 'rzp_live_1', keySecret: 'secret', webhookSecret: undefined },
      s3: { bucket: 'osi', forcePathStyle: false, region: 'us-east-1' },
    });
  });
});
