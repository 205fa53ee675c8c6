import { ConfigError } from "../../config.ts";
import { DatabaseUnavailableError } from "../../db/client.ts";
import { PgliteFolderInUseError } from "../../db/pglite-holder.ts";
import { BackupError } from "./errors.ts";

/** Wrong arguments: the message and the usage, exit code 2. */
export class UsageError extends Error {}

const known = (err: unknown) =>
  err instanceof BackupError ||
  err instanceof ConfigError ||
  err instanceof DatabaseUnavailableError ||
  err instanceof PgliteFolderInUseError;

/** Runs a script's main: one readable line on failure (a stack only for the unexpected) and a non-zero exit. */
export function runScript(name: string, usage: string, main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (err) => {
      if (err instanceof UsageError) {
        process.stderr.write(`${name}: ${err.message}\n${usage}\n`);
        process.exit(2);
      }
      const text = known(err) ? err.message : err instanceof Error ? (err.stack ?? err.message) : String(err);
      process.stderr.write(`${name}: ${text}\n`);
      process.exit(1);
    },
  );
}

export const say = (line: string) => process.stdout.write(`${line}\n`);

/** 1234567 -> "1.2 MB". */
export function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const units = ["kB", "MB", "GB", "TB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}
