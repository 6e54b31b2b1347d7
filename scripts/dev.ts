// npm run dev: migrate, seed an empty database, then `next dev`.
import { demoSiteSummaries } from "../seed/demo-sites";
import { prepareDatabase } from "./lib/prepare-database";
import { serveNext } from "./lib/run-next";

await prepareDatabase();
await serveNext("dev", demoSiteSummaries);
