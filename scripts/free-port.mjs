// Prints a free TCP port on localhost whose neighbour at +OFFSET (the first argument, default 0) is free too.
import { createServer } from "node:net";

const offset = Number(process.argv[2] ?? 0);
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
  if ((await tryListen(port)) && (await tryListen(port + offset))) {
    console.log(port);
    process.exit(0);
  }
}
console.error("free-port: no free port pair found");
process.exit(1);
