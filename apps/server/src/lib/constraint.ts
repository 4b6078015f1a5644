/** The name of the constraint a PostgreSQL error broke (drizzle wraps the driver's error in `cause`). */
export function violatedConstraint(error: unknown): string | undefined {
  const e = error as { constraint?: string; cause?: { constraint?: string } };
  return e.cause?.constraint ?? e.constraint;
}
