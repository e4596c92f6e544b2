import { bigserial, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    /** Orders events exactly, even when two share a timestamp. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    actorType: text('actor_type', { enum: ['admin', 'member', 'system'] }).notNull(),
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_entity_idx').on(table.entityType, table.entityId),
    index('audit_seq_idx').on(table.seq),
    index('audit_actor_idx').on(table.actorId, table.seq),
    index('audit_action_idx').on(table.action, table.seq),
    index('audit_created_idx').on(table.createdAt),
  ],
);
