import { describe, expect, test } from "vitest";
import { ImageGate, isImageRequest } from "@/server/front/image-gate";

const never = new Promise<void>(() => {});

describe("the image gate", () => {
  test.each<[string, string, boolean]>([
    ["GET", "/_next/image?url=%2Fmedia%2Fa.jpg&w=640&q=75", true],
    ["HEAD", "/_next/image?url=x", true],
    ["GET", "/api/cars/2021-mazda-cx-5/social-image", true],
    ["GET", "/api/blog/winter-tyres/social-image", true],
    ["POST", "/_next/image?url=x", false],
    ["GET", "/_next/static/chunks/a.js", false],
    ["GET", "/media/cars/a.jpg", false],
    ["GET", "/_next/image/x", false],
  ])("%s %s resizes an image: %s", (method, url, expected) => {
    expect(isImageRequest(method, url)).toBe(expected);
  });

  test("past its rate a client is refused with 429 and Retry-After; others are not", async () => {
    const gate = new ImageGate({ perClientPerMinute: 2, maxConcurrent: 4 });
    for (let i = 0; i < 2; i++) {
      const ok = await gate.admit("a", never);
      expect("release" in ok).toBe(true);
      if ("release" in ok) ok.release();
    }
    const refused = await gate.admit("a", never);
    expect(refused).toMatchObject({ refusal: { status: 429, headers: { "retry-after": "60" } } });
    expect("release" in (await gate.admit("b", never))).toBe(true);
  });

  test("turns go client by client, and a waiting client that leaves gives its place up", async () => {
    const gate = new ImageGate({ perClientPerMinute: 0, maxConcurrent: 1 });
    const first = await gate.admit("a", never);
    if (!("release" in first)) throw new Error("the first request is admitted");
    const order: string[] = [];
    const wait = (client: string, gone = never) =>
      gate.admit(client, gone).then((admission) => {
        order.push(client);
        if ("release" in admission) setTimeout(admission.release, 5);
        return admission;
      });
    let leave = () => {};
    const left = new Promise<void>((resolve) => {
      leave = resolve;
    });
    const queued = [wait("a"), wait("a"), wait("a"), wait("b"), wait("c", left)];
    leave();
    first.release();
    const admissions = await Promise.all(queued);
    // c left before its turn: refused, and the others still all got theirs.
    expect(admissions.map((a) => ("release" in a ? "ok" : a.refusal.status))).toEqual([
      "ok",
      "ok",
      "ok",
      "ok",
      503,
    ]);
    // b's one image is second, not after all of a's.
    expect(order.filter((client) => client !== "c")).toEqual(["a", "b", "a", "a"]);
  });

  test("a client may have only so many waiting (429), everyone only so many (503)", async () => {
    const gate = new ImageGate({
      perClientPerMinute: 0,
      maxConcurrent: 1,
      maxQueuedPerClient: 1,
      maxQueued: 2,
    });
    await gate.admit("a", never);
    void gate.admit("a", never);
    expect(await gate.admit("a", never)).toMatchObject({ refusal: { status: 429 } });
    void gate.admit("b", never);
    expect(await gate.admit("c", never)).toMatchObject({ refusal: { status: 503 } });
  });
});
