import { expect, test } from "@playwright/test";
import { solveChallenge } from "altcha-lib/v1";
import { defined } from "../../src/domain/defined";
import { hostHeaders, PORT } from "./fixtures";

// Hardening on the real server (front server, proxy.ts, `next start`): the weaknesses that only
// show through Next itself. Next buffered request bodies for proxy.ts up to 10 MB
// and cut the rest, so a 10-25 MB upload failed with 400 invalid_json; malformed
// escapes and TRACE answered 500.

const ORIGIN = `http://127.0.0.1:${PORT}`;

async function solvedCaptcha(request: import("@playwright/test").APIRequestContext, slug: string) {
  const res = await request.get(`${ORIGIN}/api/captcha`, { headers: hostHeaders(slug) });
  expect(res.ok()).toBe(true);
  const challenge = (await res.json()) as {
    algorithm: string;
    challenge: string;
    salt: string;
    signature: string;
    maxnumber?: number;
  };
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  return Buffer.from(
    JSON.stringify({ ...challenge, number: defined(solution, "solution").number, maxnumber: undefined }),
  ).toString("base64");
}

function pdf(megabytes: number): Buffer {
  const file = Buffer.alloc(megabytes * 1024 * 1024);
  file.write("%PDF-1.4\n%e2e\n");
  return file;
}

function lead(slug: string) {
  return JSON.stringify({
    form_id: "general-enquiry",
    name: "Ann Lee",
    first_name: "Ann",
    last_name: "Lee",
    email: "ann@example.com",
    phone: "0412 345 678",
    category: "General Enquiry",
    message: "Documents attached.",
    opt_in: false,
    location_id: null,
    lead_id: null,
    lead_status: "Complete",
    form_completed: true,
    skipped_steps: [],
    step_number: 0,
    has_files: true,
    // Harbour City is a multi-dealership site: the enquiry names one.
    dealership_slug: "harbour-city-toyota",
    website_slug: slug,
    url: `http://${slug}.localhost/contact`,
    source: "Website",
    user_agent: "playwright",
    visited_pages: ["/contact"],
    linked_query_params: {},
  });
}

test("A 12 MB upload through the real server is stored (201)", async ({ request }) => {
  const res = await request.post(`${ORIGIN}/api/leads/with-files`, {
    headers: hostHeaders("harbourcity"),
    multipart: {
      lead: lead("harbourcity"),
      altcha: await solvedCaptcha(request, "harbourcity"),
      "files[0]": { name: "a.pdf", mimeType: "application/pdf", buffer: pdf(6) },
      "files[1]": { name: "b.pdf", mimeType: "application/pdf", buffer: pdf(6) },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
});

test("A 30 MB upload is 413 naming the 25 MB limit", async ({ request }) => {
  const res = await request.post(`${ORIGIN}/api/leads/with-files`, {
    headers: hostHeaders("harbourcity"),
    multipart: {
      lead: lead("harbourcity"),
      "files[0]": { name: "a.pdf", mimeType: "application/pdf", buffer: pdf(10) },
      "files[1]": { name: "b.pdf", mimeType: "application/pdf", buffer: pdf(10) },
      "files[2]": { name: "c.pdf", mimeType: "application/pdf", buffer: pdf(10) },
    },
  });
  expect(res.status()).toBe(413);
  expect(((await res.json()) as { error: { message: string } }).error.message).toContain("25 MB");
});

for (const [label, path, host, status] of [
  ["/%zz", "/%zz", "harbourcity", 400],
  ["/cars/%zz", "/cars/%zz", "harbourcity", 400],
  ["Host a%zz.localhost", "/", "a%zz", 400],
] as const) {
  test(`${label} answers ${status}, not 500`, async ({ request }) => {
    const res = await request.get(`${ORIGIN}${path}`, { headers: hostHeaders(host) });
    expect(res.status()).toBe(status);
  });
}

test("TRACE / answers 405, not 500", async ({ request }) => {
  const res = await request.fetch(`${ORIGIN}/`, { method: "TRACE", headers: hostHeaders("harbourcity") });
  expect(res.status()).toBe(405);
});
