import "server-only";
import { env } from "../../env";
import { getDb } from "../db/client";
import type { DashboardData } from "./dashboard-data";
import { createHttpDashboardData } from "./http-dashboard-data";
import { createInProcessDashboardData } from "./in-process-dashboard-data";

let inProcess: DashboardData | undefined;
const http = new Map<boolean, DashboardData>();

/**
 * The dashboard data source of this deployment: in-process by default; over HTTP when
 * DASHBOARD_DATA_URL is set (a web tier deployed apart from the data tier), with the
 * staging host for a site whose staging flag is set (config flags.staging).
 */
export function getDashboardData({ staging = false }: { staging?: boolean } = {}): DashboardData {
  const e = env();
  if (!e.DASHBOARD_DATA_URL) {
    inProcess ??= createInProcessDashboardData({ db: getDb });
    return inProcess;
  }
  const useStaging = staging && Boolean(e.DASHBOARD_DATA_STAGING_URL);
  if (staging && !useStaging) {
    console.warn(
      "Dashboard data: a staging site, but DASHBOARD_DATA_STAGING_URL is not set; using production.",
    );
  }
  let client = http.get(useStaging);
  if (!client) {
    client = createHttpDashboardData({
      baseUrl: e.DASHBOARD_DATA_URL,
      stagingBaseUrl: e.DASHBOARD_DATA_STAGING_URL,
      staging: useStaging,
      user: e.DASHBOARD_API_USER,
      password: e.DASHBOARD_API_PASSWORD,
    });
    http.set(useStaging, client);
  }
  return client;
}
