import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { env } from "@/env";
import { AppError } from "@/server/http/app-error";

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * "Access to the dashboard data API uses a fixed basic credential in a header"
 * (DASHBOARD_API_USER / DASHBOARD_API_PASSWORD). Compared in constant time; a wrong or
 * missing credential is 401 with the challenge header, so curl -u and browsers both work.
 */
export function requireDashboardAuth(request: Request): void {
  const header = request.headers.get("authorization") ?? "";
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  const encoded = match?.[1];
  const given = encoded ? Buffer.from(encoded, "base64").toString("utf8") : "";
  const { DASHBOARD_API_USER, DASHBOARD_API_PASSWORD } = env();
  const expected = `${DASHBOARD_API_USER}:${DASHBOARD_API_PASSWORD}`;
  if (!match || !timingSafeEqual(digest(given), digest(expected))) {
    throw new AppError("unauthorized", "The dashboard data API needs its basic credential.", {
      headers: { "www-authenticate": 'Basic realm="forecourt-dashboard", charset="UTF-8"' },
    });
  }
}
