import type { Database } from './client';

/**
 * A statement built once per database and shape, for a lookup sent so often that drizzle's
 * building of its SQL on each call would weigh (decision 103). Unnamed, PostgreSQL still parses
 * and plans it with each call's values: for statements whose best plan depends on them.
 */
export const unnamed = <Prepared>(query: { prepare(name: string): Prepared }) =>
  // drizzle sends a statement prepared without a name as it sends any query: unnamed.
  query.prepare(undefined as unknown as string);

/** A cache of statements per database, by shape: `build` runs for a shape's first call only. */
export const statementsPerDatabase = <Statement>() => {
  const built = new WeakMap<Database, Map<string, Statement>>();
  return (db: Database, shape: string, build: () => Statement) => {
    let statements = built.get(db);
    if (!statements) built.set(db, (statements = new Map()));
    let statement = statements.get(shape);
    if (!statement) statements.set(shape, (statement = build()));
    return statement;
  };
};
