import type { Config } from '../../config';
import { createHttpSmsSender } from './http-sms-sender';
import { outboxSmsSender, type SmsSender } from './sms-sender';

export type { SmsSender } from './sms-sender';

/** The HTTP provider when SMS_PROVIDER_URL is set; otherwise the development outbox. */
export const createSmsSender = (config: Pick<Config, 'sms'>): SmsSender =>
  config.sms ? createHttpSmsSender(config.sms) : outboxSmsSender;
