/**
 * One API instance of the scale-out bench (bench/scale-out.ts), in a process of its own: it opens
 * the bench's PostgreSQL database (BENCH_INSTANCE_DATABASE_URL), serves the app on a free loopback
 * port and tells its parent the address; asked "cpu", it answers the CPU time its process has used
 * (every thread: the event loop, the password hashing's threads); asked "stop", it closes and exits.
 */
import { openDatabase } from "../db/client";
import { buildBenchApp } from "./support";

type Message = "cpu" | "stop";

const url = process.env.BENCH_INSTANCE_DATABASE_URL;
if (!url || !process.send) throw new Error("scale-out-instance runs as a child of bench/scale-out.ts");
const send = process.send.bind(process);

const database = await openDatabase({ kind: "postgres", url });
// No signing key given: the instances share the keys kept in the database, as in production.
const app = await buildBenchApp(database);
const address = await app.listen({ port: 0, host: "127.0.0.1" });
send({ kind: "ready", url: address });

process.on("message", (message: Message) => {
  if (message === "cpu") send({ kind: "cpu", usage: process.cpuUsage() });
  if (message === "stop") {
    void app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  }
});
// The bench ended without stopping this instance: end with it.
process.on("disconnect", () => process.exit(0));
