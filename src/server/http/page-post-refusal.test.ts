import { describe, expect, it } from "vitest";
import { refuseUnreadablePagePost } from "@/server/http/page-post-refusal";

const HOST = "westside-auto.localhost:3000";

function post(headers: Record<string, string>, body: string, path = "/contact") {
  return refuseUnreadablePagePost(
    new Request(`http://${HOST}${path}`, { method: "POST", headers: { host: HOST, ...headers }, body }),
    path,
  );
}

const form = "first_name=Ann";
const formHeaders = {
  "content-type": "application/x-www-form-urlencoded",
  "content-length": String(form.length),
};

describe("refuseUnreadablePagePost (src/proxy.ts for Next, the Astro middleware for Astro)", () => {
  it("lets the site's own form post through, with or without an Origin, and leaves its body to read", async () => {
    expect(await post(formHeaders, form)).toBeNull();
    expect(await post({ ...formHeaders, origin: `http://${HOST}` }, form)).toBeNull();
  });

  it("refuses what Next's page posts are refused: 411, 413, 400, 403", async () => {
    const answers = [
      await post({ "content-type": "application/x-www-form-urlencoded" }, form),
      await post({ "content-type": "application/x-www-form-urlencoded", "content-length": "70000" }, form),
      await post({ "content-type": "multipart/form-data; boundary=x", "content-length": "9" }, "YV31Y <)N"),
      await post({ ...formHeaders, origin: "http://evil.example" }, form),
      await post({ ...formHeaders, origin: "http://[" }, form),
      await post({ ...formHeaders, "next-action": "abc" }, form),
    ];
    expect(answers.map((answer) => answer?.status)).toEqual([411, 413, 400, 403, 400, 400]);
    expect(await answers[0]?.text()).toBe("Length Required: A form post needs a Content-Length.\n");
  });

  it("leaves GETs and the route handlers' posts alone", async () => {
    expect(await post({ "content-type": "application/json" }, "{}", "/api/leads")).toBeNull();
    expect(
      await refuseUnreadablePagePost(
        new Request(`http://${HOST}/contact`, { headers: { host: HOST } }),
        "/contact",
      ),
    ).toBeNull();
  });
});
