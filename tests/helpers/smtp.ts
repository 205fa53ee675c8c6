import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll } from "vitest";

export interface Received {
  to: string[];
  raw: string;
}

/**
 * A local SMTP server for this test file: every accepted e-mail lands in `received`; while `refusing` is set it
 * answers 451 (try again later), as a mail server that is down for a while does.
 */
export async function startSmtp() {
  const state = { received: [] as Received[], refusing: false, url: "" };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, done) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString("utf8");
      });
      stream.on("end", () => {
        if (state.refusing) return done(Object.assign(new Error("Try again later"), { responseCode: 451 }));
        state.received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
  state.url = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  return state;
}
