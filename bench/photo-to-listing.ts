import { classifyForm } from "../tests/api/generator/multipart.ts";

/** One POST, answered with its status and body: app.inject in-process, fetch against a started server. */
export type Send = (req: {
  url: string;
  payload: Buffer | Record<string, unknown>;
  headers: Record<string, string>;
}) => Promise<{ statusCode: number; body: string }>;

/** A Send over HTTP to a listening server, as a browser on the same origin would call it. */
export function httpSend(base: string): Send {
  return async ({ url, payload, headers }) => {
    const json = !Buffer.isBuffer(payload);
    const res = await fetch(`${base}${url}`, {
      method: "POST",
      headers: { origin: base, ...(json ? { "content-type": "application/json" } : {}), ...headers },
      body: json ? JSON.stringify(payload) : new Uint8Array(payload),
    });
    return { statusCode: res.status, body: await res.text() };
  };
}

/**
 * classify + generate-copy + smart-pricing, as the generator screen calls them; `cpuMs` reads the CPU time of
 * whichever process serves the calls (this one, or a started server's).
 */
export async function photoToListing(send: Send, cookie: string, files: string[], cpuMs: () => number) {
  const form = classifyForm(files, { condition: "good" });
  const cpuBefore = cpuMs();
  const started = performance.now();
  const cls = await send({ url: "/api/classify-image", payload: form.payload, headers: { ...form.headers, cookie } });
  if (cls.statusCode !== 200) throw new Error(`classify answered ${cls.statusCode}: ${cls.body}`);
  const c = JSON.parse(cls.body);
  const details = {
    productName: c.productName,
    category: c.category,
    condition: "good",
    creationLogId: c.creationLogId,
  };
  const [copy, price] = await Promise.all([
    send({ url: "/api/generate-copy", payload: { ...details, image_url: c.imageUrl }, headers: { cookie } }),
    send({ url: "/api/smart-pricing", payload: { ...details, confidence: c.confidence }, headers: { cookie } }),
  ]);
  if (copy.statusCode !== 200 || price.statusCode !== 200) throw new Error("copy or pricing failed");
  // CPU time of the serving process (all threads): unlike wall time, it does not grow when other programs share
  // the machine, so it shows whether a missed budget is ours or the machine's.
  return { ms: performance.now() - started, cpuMs: cpuMs() - cpuBefore, classify: c };
}

/** This process's CPU time in ms (all threads). */
export function ownCpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}
