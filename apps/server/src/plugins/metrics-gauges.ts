import type { FastifyInstance } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import { outboxBacklog } from '../infra/mail/outbox.repository';
import { withDeadline } from '../lib/deadline';
import { capturedPaymentCounts } from '../modules/payments/payments.service';

/** The gauges of one scrape share each read (prom-client collects them together); 2 s at most. */
const sharedRead = <T>(app: FastifyInstance, name: string, read: () => Promise<T>) => {
  let inFlight: Promise<T | undefined> | undefined;
  return () => {
    inFlight ??= withDeadline(read(), 2_000, () => new Error('no answer within 2000 ms'))
      .catch((error: unknown) => {
        app.log.warn({ err: error, figure: name }, 'metrics: could not read a figure');
        return undefined;
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };
};

/** A gauge by `state` of figures read at each scrape; left out of a scrape they could not be read for. */
const gaugeByState = <T>(
  registry: Registry,
  { name, help }: { name: string; help: string },
  read: () => Promise<T | undefined>,
  states: (figures: T) => Record<string, number>,
) =>
  new Gauge({
    name,
    help,
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const figures = await read();
      this.reset();
      if (!figures) return;
      for (const [state, value] of Object.entries(states(figures))) this.set({ state }, value);
    },
  });

/**
 * Figures read from the database at each scrape: they describe the whole site, so every process
 * reports the same values (aggregate them with max, not sum). A figure that cannot be read is
 * left out of that scrape rather than reported stale.
 */
export const registerDatabaseGauges = (app: FastifyInstance, registry: Registry) => {
  const backlog = sharedRead(app, 'outbox', () => outboxBacklog(app.db));
  const payments = sharedRead(app, 'payments', () => capturedPaymentCounts(app.db));

  gaugeByState(
    registry,
    {
      name: 'osi_mail_outbox_messages',
      help: 'E-mail in the outbox: pending (the queue), retrying (pending after a failed attempt), failed (given up)',
    },
    backlog,
    ({ pending, retrying, failed }) => ({ pending, retrying, failed }),
  );
  new Gauge({
    name: 'osi_mail_oldest_unsent_age_seconds',
    help: 'How long the oldest unsent e-mail has waited (0 when none waits)',
    registers: [registry],
    async collect() {
      const figures = await backlog();
      this.reset();
      if (figures) this.set(figures.oldestPendingSeconds ?? 0);
    },
  });
  gaugeByState(
    registry,
    {
      name: 'osi_payments',
      help: 'Captured payments, and those of them that paid for nothing yet (unclaimed: refund or register by hand)',
    },
    payments,
    ({ captured, unclaimed }) => ({ captured, unclaimed }),
  );

  const poolStats = app.database.poolStats;
  if (poolStats) {
    new Gauge({
      name: 'osi_db_pool_connections',
      help: "This process's PostgreSQL connections: open in total, and idle among them",
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const { total, idle } = poolStats();
        this.set({ state: 'total' }, total);
        this.set({ state: 'idle' }, idle);
      },
    });
    new Gauge({
      name: 'osi_db_pool_waiting_queries',
      help: 'Queries of this process waiting for a free PostgreSQL connection',
      registers: [registry],
      collect() {
        this.set(poolStats().waiting);
      },
    });
  }
};
