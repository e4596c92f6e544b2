import {
  gstDetailsSchema,
  gstMessages,
  gstSettingsSchema,
  type GstDetails,
  type GstSettings,
} from '@osi/shared';
import type { Database, Executor } from '../../db/client';
import { deleteSetting, readSetting, writeSetting } from '../../db/settings';
import { auditedChange } from '../audit/audit.service';
import type { Actor } from '../members/members.service';

const key = 'gst';

/** The society's GST details, or null when none are set (receipts then carry no tax). */
export const readGstDetails = async (db: Executor): Promise<GstDetails | null> => {
  const parsed = gstDetailsSchema.safeParse(await readSetting(db, key));
  return parsed.success ? parsed.data : null;
};

/**
 * An administrator's GST details: every receipt issued from now on is a tax invoice, or, with
 * none, a plain receipt again; receipts already issued keep theirs. Audited.
 */
export const saveGstSettings = async (db: Database, actor: Actor, input: GstSettings) => {
  const { gst } = gstSettingsSchema.parse(input);
  await auditedChange(db, actor, async (tx) => {
    const before = await readGstDetails(tx);
    await (gst ? writeSetting(tx, key, gst) : deleteSetting(tx, key));
    return {
      action: 'gst-settings.updated',
      entity: { type: 'settings', id: key },
      before,
      after: gst,
    };
  });
  return { message: gst ? gstMessages.saved : gstMessages.removed };
};
