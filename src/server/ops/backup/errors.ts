/** A failure the operator can act on: the scripts print its message as it is, in one line, without a stack. */
export class BackupError extends Error {}

/** The reason in an error, for a message that names it. */
export const reasonOf = (err: unknown) => (err instanceof Error ? err.message : String(err));
