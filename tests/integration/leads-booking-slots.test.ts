// SPEC 7 dashboard data API: the two booking-slot endpoints, behind the fixed basic credential.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { GET as getAppointments } from "@/app/platform/api/dashboard/dealerships/[id]/available_appointment_bookings.json/route";
import { GET as getService } from "@/app/platform/api/dashboard/dealerships/[id]/available_service_bookings.json/route";
import type { Database } from "@/server/db/client";
import { booking_slots, dealerships } from "@/server/db/schema/all";
import { segment, useAsProcessDatabase } from "../support/lead-fixtures";
import { one } from "../support/one";
import { testDatabaseTargets } from "../support/test-databases";

const AUTH = `Basic ${Buffer.from("dashboard:forecourt-demo").toString("base64")}`;

describe.each(testDatabaseTargets())("booking slots API on $name", (target) => {
  let database: Database;
  let dealershipId: number;
  const hour = 3_600_000;

  beforeAll(async () => {
    database = await target.open();
    useAsProcessDatabase(database);
    const d = one(
      await database.db
        .insert(dealerships)
        .values({ name: "Slots Motors", slug: "slots-motors" })
        .returning(),
      "dealerships row",
    );
    dealershipId = d.id;
    const now = Date.now();
    await database.db.insert(booking_slots).values([
      { dealership_id: dealershipId, kind: "service", starts_at: new Date(now + 2 * hour), capacity: 3 },
      { dealership_id: dealershipId, kind: "service", starts_at: new Date(now + hour), capacity: 2 },
      { dealership_id: dealershipId, kind: "service", starts_at: new Date(now - hour) },
      { dealership_id: dealershipId, kind: "appointment", starts_at: new Date(now + 3 * hour) },
    ]);
  });
  afterAll(async () => {
    await database.close();
  });

  const get = (
    handler: typeof getService,
    id: string,
    headers: Record<string, string> = { authorization: AUTH },
  ) =>
    handler(
      new Request(`http://localhost/api/dashboard/dealerships/${id}/x.json`, { headers }),
      segment({ id }),
    );

  test("service slots: upcoming only, soonest first", async () => {
    const res = await get(getService, String(dealershipId));
    expect(res.status).toBe(200);
    const slots = (await res.json()) as Array<{ kind: string; capacity: number; starts_at: string }>;
    expect(slots.map((s) => [s.kind, s.capacity])).toEqual([
      ["service", 2],
      ["service", 3],
    ]);
  });

  test("appointment slots are the test drive slots", async () => {
    const slots = (await (await get(getAppointments, String(dealershipId))).json()) as Array<{
      kind: string;
    }>;
    expect(slots.map((s) => s.kind)).toEqual(["appointment"]);
  });

  test.each<[string, Record<string, string>]>([
    ["no credentials", {}],
    ["a wrong password", { authorization: `Basic ${Buffer.from("dashboard:nope").toString("base64")}` }],
  ])("%s → 401 with a Basic challenge", async (_label, headers) => {
    const res = await get(getService, String(dealershipId), headers);
    expect(res.status).toBe(401);
    expect(res.headers.get("www-authenticate")).toMatch(/^Basic/);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("unauthorized");
  });

  test.each(["999999", "abc"])("an unknown dealership %s → 404", async (id) => {
    expect((await get(getService, id)).status).toBe(404);
  });
});
