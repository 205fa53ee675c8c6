import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** One scripted answer of the fake provider. */
export type Script =
  | { kind: "json"; body: unknown }
  | { kind: "text"; content: string }
  | { kind: "status"; status: number }
  | { kind: "hang"; ms: number };

/**
 * A local OpenAI-compatible chat completions endpoint: records every request and answers from a script,
 * one entry per request (the last entry repeats).
 */
export class FakeOpenAI {
  readonly requests: { path: string; auth: string | undefined; body: any }[] = [];
  private script: Script[] = [];
  private server: Server | undefined;

  setScript(...entries: Script[]) {
    this.script = entries;
    this.requests.length = 0;
  }

  async start(): Promise<string> {
    this.server = createServer(async (req, res) => {
      const body = JSON.parse((await readBody(req)) || "{}");
      this.requests.push({ path: req.url ?? "", auth: req.headers.authorization, body });
      const step = (this.script.length > 1 ? this.script.shift() : this.script[0]) ?? { kind: "status", status: 500 };
      if (step.kind === "hang") {
        const timer = setTimeout(() => res.destroyed || res.end(), step.ms);
        res.on("close", () => clearTimeout(timer));
        return;
      }
      if (step.kind === "status") {
        res.writeHead(step.status, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { message: "scripted failure", type: "server_error" } }));
        return;
      }
      const content = step.kind === "json" ? JSON.stringify(step.body) : step.content;
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          id: "chatcmpl-test",
          object: "chat.completion",
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
        }),
      );
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  async stop() {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}
