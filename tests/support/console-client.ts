// A member of staff's side of the console API for integration tests: requests as Next makes
// them on the platform host (localhost), a cookie jar per browser, sign-in by the emailed
// link read from the outbox.
import { desc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { GET as authGet, POST as authPost } from "@/app/platform/console/api/auth/[...all]/route";
import type { StaffTenant } from "@/domain/console/staff-roles";
import { defined } from "@/domain/defined";
import type { Db } from "@/server/db/client";
import { mail_outbox, staff_users } from "@/server/db/schema/all";
import { captured } from "./captured";
import { randomIp, segment } from "./lead-fixtures";
import { one } from "./one";

const CONSOLE_ORIGIN = "http://localhost";

export type Jar = Map<string, string>;

type Handler<P> = (request: Request, segment: { params: Promise<P> }) => Promise<Response>;

function keepCookies(jar: Jar, response: Response) {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const [name, ...value] = defined(pair, "pair").split("=");
    if (value.join("=") === "") jar.delete(defined(name, "name"));
    else jar.set(defined(name, "name"), value.join("="));
  }
}

export function consoleRequest(
  method: string,
  path: string,
  jar: Jar,
  body?: unknown,
  headers: Record<string, string> = {},
): Request {
  const url = new URL(path, CONSOLE_ORIGIN);
  return new Request(url, {
    method,
    headers: {
      host: url.host,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(method === "GET" ? {} : { origin: CONSOLE_ORIGIN }),
      cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
      "x-forwarded-for": randomIp(),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** Calls a console route handler as Next would. */
export function call<P>(handler: Handler<P>, request: Request, params: P): Promise<Response> {
  return handler(request, segment(params));
}

export function askForConsoleLink(email: string, headers: Record<string, string> = {}) {
  return call(
    authPost,
    consoleRequest("POST", "/console/api/auth/sign-in/magic-link", new Map(), { email }, headers),
    { all: ["sign-in", "magic-link"] },
  );
}

export async function lastConsoleLink(db: Db, email: string): Promise<URL> {
  const mail = one(
    await db
      .select()
      .from(mail_outbox)
      .where(eq(mail_outbox.to, email))
      .orderBy(desc(mail_outbox.id))
      .limit(1),
    "mail_outbox row",
  );
  return new URL(captured(mail.text, /https?:\/\/\S+/, "a link", 0));
}

/** Signs in by the emailed link; the jar then holds the console session cookie. */
async function consoleSignIn(db: Db, email: string): Promise<Jar> {
  expect((await askForConsoleLink(email)).status).toBe(200);
  const link = await lastConsoleLink(db, email);
  const jar: Jar = new Map();
  const response = await call(authGet, consoleRequest("GET", `${link.pathname}${link.search}`, jar), {
    all: link.pathname.replace("/console/api/auth/", "").split("/"),
  });
  expect(response.status).toBe(302);
  keepCookies(jar, response);
  return jar;
}

/** Makes a member of staff: their role, and the group or dealership it covers. */
export async function addStaff(
  db: Db,
  tenant: StaffTenant,
  member: { id: string; email: string },
): Promise<void> {
  await db.insert(staff_users).values({
    ...member,
    role: tenant.role,
    dealer_group_id: tenant.role === "group_admin" ? tenant.dealerGroupId : null,
    dealership_id: tenant.role === "dealership_staff" ? tenant.dealershipId : null,
  });
}

/** Makes a member of staff with that role (addStaff) and signs them in: their cookie jar. */
export async function signInAs(
  db: Db,
  tenant: StaffTenant,
  member: { id: string; email: string },
): Promise<Jar> {
  await addStaff(db, tenant, member);
  return consoleSignIn(db, member.email);
}
