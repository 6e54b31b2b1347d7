// Serves the built platform on PORT (the front server and `next start` behind it) without
// building or preparing the database: the end-to-end tests' web server. npm start does both.
import { demoSiteSummaries } from "../seed/demo-sites";
import { serveNext } from "./lib/run-next";

await serveNext("start", demoSiteSummaries);
