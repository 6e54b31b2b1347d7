// npm start: build if needed, migrate, seed an empty database, serve, print each demo site's URL.
import { demoSiteSummaries } from "../seed/demo-sites";
import { exitOnDatabaseError } from "./lib/exit-on-database-error";
import { needsBuild } from "./lib/needs-build";
import { prepareDatabase } from "./lib/prepare-database";
import { runCommand, serveNext } from "./lib/run-next";

if (needsBuild()) {
  console.log("Building Forecourt (first start or sources changed)…");
  await runCommand("npm", ["run", "build"]);
}
const db = await exitOnDatabaseError(prepareDatabase);
console.log(
  db.seeded
    ? `Seeded ${db.sites} demo sites and ${db.cars} vehicles into ${db.kind}.`
    : `Using the existing ${db.kind} database.`,
);
await serveNext("start", demoSiteSummaries);
