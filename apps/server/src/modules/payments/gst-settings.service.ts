import { gstDetailsSchema, gstMessages, type GstDetails } from '@osi/shared';
import type { Database, Executor } from '../../db/client';
import { readSetting, writeSetting } from '../../db/settings';
import { auditedChange } from '../audit/audit.service';
import type { Actor } from '../members/members.service';

const key = 'gst';

/** The society's GST details, or null when none are set (receipts then carry no tax). */
export const readGstDetails = async (db: Executor): Promise<GstDetails | null> => {
  const parsed = gstDetailsSchema.safeParse(await readSetting(db, key));
  return parsed.success ? parsed.data : null;
};

const changeGst = async (db: Database, actor: Actor, after: GstDetails | null, message: string) => {
  await auditedChange(db, actor, async (tx) => {
    const before = await readGstDetails(tx);
    await writeSetting(tx, key, after);
    return { action: 'gst-settings.updated', entity: { type: 'settings', id: key }, before, after };
  });
  return { message };
};

/** An administrator's GST details: every receipt issued from now on is a tax invoice; audited. */
export const saveGstDetails = (db: Database, actor: Actor, input: GstDetails) =>
  changeGst(db, actor, gstDetailsSchema.parse(input), gstMessages.saved);

export const removeGstDetails = (db: Database, actor: Actor) =>
  changeGst(db, actor, null, gstMessages.removed);
