import {
  captionInputSchema,
  captionMessages,
  type Caption,
  type CaptionInput,
  type CaptionKey,
} from '@osi/shared';
import { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { auditedChange } from '../audit/audit.service';
import type { Actor } from '../members/members.service';
import { readSetting, writeSetting } from '../../db/settings';

const settingKey = (key: CaptionKey) => `caption:${key}`;
const storedSchema = captionInputSchema.pick({ caption: true });

export const getCaption = async (db: Executor, key: CaptionKey): Promise<Caption> => {
  const stored = z.optional(storedSchema).parse(await readSetting(db, settingKey(key)));
  return { key, caption: stored?.caption ?? null };
};

/** Writes the caption, creating its record the first time, and records the change. */
export const saveCaption = async (
  db: Database,
  actor: Actor,
  key: CaptionKey,
  input: CaptionInput,
) => {
  const { caption } = captionInputSchema.parse(input);
  await auditedChange(db, actor, async (tx) => {
    const before = await getCaption(tx, key);
    await writeSetting(tx, settingKey(key), { caption });
    return {
      action: before.caption === null ? 'caption.created' : 'caption.updated',
      entity: { type: 'caption', id: key },
      before: before.caption === null ? undefined : before,
      after: { key, caption },
    };
  });
  return { message: captionMessages.saved };
};
