import { expect, it } from 'vitest';
import { loadConfig } from './config';

it('leaves metrics off and checks mail readiness at 60 minutes unless told otherwise', () => {
  expect(loadConfig({})).toMatchObject({
    metrics: { token: undefined, port: undefined },
    readyMailMaxAgeMinutes: 60,
  });
  const token = 'x'.repeat(32);
  expect(
    loadConfig({ METRICS_TOKEN: token, METRICS_PORT: '9464', READY_MAIL_MAX_AGE_MINUTES: '0' }),
  ).toMatchObject({ metrics: { token, port: 9464 }, readyMailMaxAgeMinutes: 0 });
});

it('refuses a guessable metrics token or an impossible port, naming the setting', () => {
  expect(() => loadConfig({ METRICS_TOKEN: 'short-token' })).toThrow(/METRICS_TOKEN:/);
  expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT:/);
  expect(() => loadConfig({ READY_MAIL_MAX_AGE_MINUTES: '-5' })).toThrow(
    /READY_MAIL_MAX_AGE_MINUTES:/,
  );
});
