// The server side of `npm run bench` (run.ts), in a process of its own so that its memory is the server's alone:
// the real app on the prepared bench database, the partner signed in, and the two ceilings (ceilings.ts) on their
// bare instance. It tells the bench its addresses over the IPC channel, answers "rss" with its resident set size,
// and on "close" waits for its last handlers, drops the scratch table and exits.
import { startCeilings } from "./ceilings";
import { startBenchApp } from "./setup";

type Message = { type: "rss" } | { type: "close" };
const send = (m: object) => new Promise<void>((resolve) => process.send!(m, () => resolve()));

const { app, database, address, signIn } = await startBenchApp({}, { prepare: false });
const token = await signIn("partner@example.com", "Partner@12345");
const ceilings = await startCeilings(app, address, { authorization: `Bearer ${token}` });

process.on("message", async (m: Message) => {
  if (m.type === "rss") {
    const m = process.memoryUsage();
    await send({ type: "rss", rss: m.rss, heapUsed: m.heapUsed, heapTotal: m.heapTotal, external: m.external });
    return;
  }
  // When autocannon stops it drops its sockets, and the servers' close does not wait for the handlers still running
  // for them: the clean-up waits until the pool has had nothing to do for a while (at most 5 s), so none of them adds
  // a student (or a scratch row) after it.
  await ceilings.close();
  await app.close();
  for (let quiet = 0, waited = 0; quiet < 250 && waited < 5000; waited += 25) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    const p = database.poolStats();
    quiet = p.inUse === 0 && p.waiting === 0 ? quiet + 25 : 0;
  }
  await ceilings.dropScratch();
  await database.close();
  await send({ type: "closed" });
  process.exit(0);
});

await send({
  type: "ready",
  address,
  token,
  bareAddress: ceilings.bareAddress,
  page1Rows: ceilings.page1Rows,
  page1Bytes: Buffer.byteLength(ceilings.page1Body),
  etag: ceilings.etag,
  kind: database.kind,
  location: database.location,
});
