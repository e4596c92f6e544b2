/** The SQLSTATE and constraint of the database error inside the ORM's wrapping, if any. */
const databaseError = (error: unknown) => {
  for (let current = error; current && typeof current === 'object';) {
    const { code, constraint, cause } = current as {
      code?: unknown;
      constraint?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, constraint: typeof constraint === 'string' ? constraint : '' };
    }
    current = cause;
  }
  return undefined;
};

/** The constraint a unique violation (SQLSTATE 23505) broke, through the ORM's wrapping; else undefined. */
export const violatedConstraint = (error: unknown): string | undefined => {
  const found = databaseError(error);
  return found?.code === '23505' ? found.constraint : undefined;
};

/** Whether a delete was refused as other rows still refer to the row (SQLSTATE 23503). */
export const stillReferenced = (error: unknown) => databaseError(error)?.code === '23503';
