// Prints a free TCP port on localhost whose neighbours at +OFFSET (each argument, default none) are free too.
import { createServer } from "node:net";

const offsets = process.argv.slice(2).map(Number);
const tryListen = (port) =>
  new Promise((resolve) => {
    const srv = createServer()
      .once("error", () => resolve(undefined))
      .listen(port, "localhost", () => {
        const got = srv.address().port;
        srv.close(() => resolve(got));
      });
  });

for (let i = 0; i < 50; i++) {
  const port = 20000 + Math.floor(Math.random() * 20000);
  let free = Boolean(await tryListen(port));
  for (const offset of offsets) free = free && Boolean(await tryListen(port + offset));
  if (free) {
    console.log(port);
    process.exit(0);
  }
}
console.error("free-port: no free port with its neighbours found");
process.exit(1);
