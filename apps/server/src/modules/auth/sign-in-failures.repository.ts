import { and, eq, gt, sql } from 'drizzle-orm';
import type { Realm } from '@osi/shared';
import type { Executor } from '../../db/client';
import { signInFailures } from '../../db/schema';

export const recordSignInFailure = (db: Executor, realm: Realm, email: string, ip: string) =>
  db.insert(signInFailures).values({ realm, email: email.toLowerCase(), ip });

export const countRecentSignInFailures = async (
  db: Executor,
  realm: Realm,
  email: string,
  since: Date,
) => {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(signInFailures)
    .where(
      and(
        eq(signInFailures.realm, realm),
        eq(signInFailures.email, email.toLowerCase()),
        gt(signInFailures.createdAt, since),
      ),
    );
  return row?.total ?? 0;
};

export const clearSignInFailures = (db: Executor, realm: Realm, email: string) =>
  db
    .delete(signInFailures)
    .where(and(eq(signInFailures.realm, realm), eq(signInFailures.email, email.toLowerCase())));
