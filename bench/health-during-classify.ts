import { heavyWork } from "../src/server/lib/work-queue.ts";
import { classifyForm } from "../tests/api/generator/multipart.ts";
import { createUser, loginCookie } from "../tests/helpers/factories.ts";
import { load, type Row, startBenchServer } from "./lib.ts";

const CLASSIFIERS = 10;
const PHOTOS = ["coffee.png", "aloe_1000.jpg", "tv_sticker.jpg", "motorcycle_left.png", "test.png"];

/**
 * Issue 13 item 6: /api/health p99 while 10 sellers classify at once, each sending its next photo as soon as
 * the last one is answered. Compared with health alone and with the work queue opened to 10 at a time.
 */
export async function run(): Promise<Row[]> {
  const { app, url, database } = await startBenchServer();
  const origin = app.config.publicUrl;
  try {
    const cookies = await Promise.all(
      Array.from({ length: CLASSIFIERS }, async () => loginCookie(app, await createUser(app))),
    );
    const classify = async (cookie: string, file: string) => {
      const form = classifyForm([file], { condition: "good" });
      const res = await fetch(`${url}/api/classify-image`, {
        method: "POST",
        headers: { ...form.headers, cookie, origin },
        body: form.payload,
      });
      if (res.status !== 200) throw new Error(`classify answered ${res.status}: ${await res.text()}`);
      await res.arrayBuffer();
    };
    await classify(cookies[0], PHOTOS[0]); // loads centernet and the OCR worker
    await load({ url: `${url}/api/health`, seconds: 1 });

    const rows: Row[] = [];
    const alone = await load({ url: `${url}/api/health`, connections: 2 });
    rows.push({ scenario: "GET /api/health, nothing else running", database, ...alone, classifies: 0 });

    for (const [label, concurrency] of [
      ["queue of 1 (default)", 1],
      ["queue opened to 10", 10],
    ] as const) {
      heavyWork.concurrency = concurrency;
      let stop = false;
      let done = 0;
      const loops = cookies.map(async (cookie, i) => {
        for (let n = i; !stop; n++) {
          await classify(cookie, PHOTOS[n % PHOTOS.length]);
          done++;
        }
      });
      const during = await load({ url: `${url}/api/health`, connections: 2 });
      stop = true;
      await Promise.all(loops);
      rows.push({
        scenario: `GET /api/health during ${CLASSIFIERS} concurrent classifies, ${label}`,
        database,
        ...during,
        classifies: done,
      });
    }
    heavyWork.concurrency = 1;
    return rows;
  } finally {
    await app.close();
  }
}
