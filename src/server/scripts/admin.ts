/**
 * `npm run admin -- create <email>`: creates that admin, or promotes the existing account to admin, asking for the
 * password on the terminal (typed twice, not echoed). Without a terminal the password is read from the first line
 * of standard input, so scripts can pipe it in. Uses the same database settings as the server.
 */
import { createInterface } from "node:readline";
import { MIN_PASSWORD_LENGTH } from "../../contract/limits.ts";
import { ConfigError, loadConfig } from "../config.ts";
import { DatabaseUnavailableError, openDatabase } from "../db/client.ts";
import { ensureAdmin } from "../modules/auth/service.ts";

const USAGE = "Usage: npm run admin -- create <email>";

/** Reads one line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding("utf8");
    let value = "";
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === "\r" || ch === "\n") {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off("data", onData);
          process.stdout.write("\n");
          resolve(value);
          return;
        }
        if (ch === "\u0003") {
          stdin.setRawMode(false);
          reject(new Error("cancelled"));
          return;
        }
        if (ch === "\u007f" || ch === "\b") value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on("data", onData);
  });
}

/** Reads the first line of piped standard input. */
function readFirstLine(): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin });
    let done = false;
    rl.once("line", (line) => {
      done = true;
      rl.close();
      resolve(line);
    });
    rl.once("close", () => {
      if (!done) resolve("");
    });
  });
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readFirstLine();
  const first = await askHidden("Password: ");
  const second = await askHidden("Repeat password: ");
  if (first !== second) throw new UsageError("The passwords do not match.");
  return first;
}

class UsageError extends Error {}

async function main() {
  const [command, email, ...rest] = process.argv.slice(2);
  if (command !== "create" || !email || rest.length > 0) throw new UsageError(USAGE);
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new UsageError(`"${email}" is not an email address.`);
  const password = await readPassword();
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new UsageError(`The password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  try {
    const { user, created } = await ensureAdmin(database.db, email, password);
    process.stdout.write(`${created ? "Created admin" : "Promoted to admin"}: ${user.email}\n`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  const known = err instanceof UsageError || err instanceof ConfigError || err instanceof DatabaseUnavailableError;
  process.stderr.write(`admin: ${known ? err.message : err instanceof Error ? (err.stack ?? err.message) : err}\n`);
  process.exit(1);
});
