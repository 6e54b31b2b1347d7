import "server-only";
import { timingSafeEqual } from "node:crypto";
import { env } from "../../env";
import { AppError } from "./app-error";

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** SPEC 6: the dashboard data API takes a fixed basic credential (DASHBOARD_API_USER/PASSWORD). */
export function requireDashboardAuth(request: Request): void {
  const header = request.headers.get("authorization") ?? "";
  const match = /^Basic\s+(.+)$/i.exec(header);
  const decoded = match ? Buffer.from(match[1]!, "base64").toString("utf8") : "";
  const colon = decoded.indexOf(":");
  const { DASHBOARD_API_USER, DASHBOARD_API_PASSWORD } = env();
  const ok =
    colon > 0 &&
    same(decoded.slice(0, colon), DASHBOARD_API_USER) &&
    same(decoded.slice(colon + 1), DASHBOARD_API_PASSWORD);
  if (!ok) {
    throw new AppError("unauthorized", "The dashboard data API needs its basic credentials.", {
      headers: { "WWW-Authenticate": 'Basic realm="Forecourt dashboard", charset="UTF-8"' },
    });
  }
}
