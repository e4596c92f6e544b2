import { smsMessages, type Sms, type SmsRecord } from '@osi/shared';
import type { Database, Executor } from '../../db/client';
import type { SmsSender } from '../../infra/sms';
import { AppError } from '../../lib/errors';
import { pageOf } from '../../lib/pagination';
import { auditedChange } from '../audit/audit.service';
import type { Actor } from '../members/members.service';
import { insertSmsRecord, listSmsRecords, updateSmsRecord, type SmsRow } from './sms.repository';

const toRecord = (row: SmsRow): SmsRecord => ({
  id: row.id,
  phoneNumber: row.to,
  message: row.body,
  status: row.status,
  provider: row.provider,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
});

/**
 * One message to one number. It is recorded before the provider is asked, so a message the
 * provider may have taken is never forgotten; the outcome and an audit event follow together.
 */
export const sendSms = async (
  db: Database,
  sender: SmsSender,
  actor: Actor,
  { phoneNumber, message }: Sms,
) => {
  const record = await insertSmsRecord(db, {
    to: phoneNumber,
    body: message,
    status: sender.name === 'outbox' ? 'outbox' : 'failed',
    provider: sender.name,
    error: sender.name === 'outbox' ? null : 'not answered yet',
    sentBy: actor.id,
  });
  let outcome: {
    status: SmsRow['status'];
    providerMessageId?: string | null;
    error: string | null;
  };
  try {
    const { providerMessageId } = await sender.send({ to: phoneNumber, message });
    outcome = {
      status: sender.name === 'outbox' ? 'outbox' : 'sent',
      providerMessageId: providerMessageId ?? null,
      error: null,
    };
  } catch (error) {
    outcome = {
      status: 'failed',
      error: (error instanceof Error ? error.message : String(error)).slice(0, 500),
    };
  }
  await auditedChange(db, actor, async (tx) => {
    await updateSmsRecord(tx, record.id, outcome);
    return {
      action: `sms.${outcome.status}`,
      entity: { type: 'sms', id: record.id },
      after: { to: phoneNumber, status: outcome.status, provider: sender.name },
    };
  });
  if (outcome.status === 'failed') {
    throw new AppError(502, 'sms_provider_failed', smsMessages.providerFailed);
  }
  return { message: outcome.status === 'sent' ? smsMessages.sent : smsMessages.kept };
};

export const listSmsPage = async (db: Executor, query: { page: number; pageSize: number }) => {
  const { items, total } = await listSmsRecords(db, query);
  return pageOf(items.map(toRecord), total, query);
};
