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

/** A received e-mail's subject and plain text, decoded (MIME encoded-words; base64 or quoted-printable body). */
export function decodeMail(raw: string): { subject: string; text: string } {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, "im").exec(unfolded)?.[1] ?? "";
  const words = (v: string) =>
    v
      .replace(/\?=\s+=\?/g, "?==?")
      .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, enc: string, data: string) =>
        enc.toLowerCase() === "b" ? Buffer.from(data, "base64").toString("utf8") : qp(data.replace(/_/g, " ")),
      );
  const body = rest.join("\n\n");
  const encoding = header("Content-Transfer-Encoding").toLowerCase();
  const text =
    encoding === "base64"
      ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? qp(body.replace(/=\r?\n/g, ""))
        : body;
  return { subject: words(header("Subject")), text: text.replace(/\r\n/g, "\n").trim() };
}

function qp(s: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < s.length; i++) {
    if (s[i] === "=" && /^[0-9A-F]{2}$/i.test(s.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(s.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(s[i], "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}
