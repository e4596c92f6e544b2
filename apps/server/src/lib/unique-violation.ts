/** The constraint a unique violation (SQLSTATE 23505) broke, through the ORM's wrapping; else undefined. */
export const violatedConstraint = (error: unknown): string | undefined => {
  for (let current = error; current && typeof current === 'object';) {
    const { code, constraint, cause } = current as {
      code?: unknown;
      constraint?: unknown;
      cause?: unknown;
    };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
    current = cause;
  }
  return undefined;
};
