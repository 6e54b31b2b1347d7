// GET /console/api/numbers/{chart}?from&to[&site|&dealership][&format=csv] – one chart's data, JSON or CSV
import { consoleRoute } from "@/server/console/console-route";
import { getNumbersChart } from "@/server/console/numbers/get-numbers-chart";

export const GET = consoleRoute(getNumbersChart);
