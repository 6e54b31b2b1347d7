import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, test } from "vitest";
import { dispatchByRenderer } from "@/server/front/renderer-dispatch";

// The web process's choice between its two renderers' handlers (scripts/web-process.ts); the
// whole chain through the front server is tests/integration/front-server.test.ts.

let server: http.Server | null = null;

afterEach(async () => {
  const open = server;
  server = null;
  if (open) await new Promise<void>((resolve) => open.close(() => resolve()));
});

async function get(listener: http.RequestListener, path: string): Promise<{ status: number; text: string }> {
  const s = http.createServer(listener);
  server = s;
  await new Promise<void>((resolve) => s.listen(0, "127.0.0.1", resolve));
  const res = await fetch(`http://127.0.0.1:${(s.address() as AddressInfo).port}${path}`);
  return { status: res.status, text: await res.text() };
}

const answers = (text: string) => (_req: http.IncomingMessage, res: http.ServerResponse) => {
  res.end(text);
};

describe("dispatchByRenderer", () => {
  test("gives each request to the handler rendererFor names", async () => {
    const listener = dispatchByRenderer({
      next: answers("next"),
      astro: answers("astro"),
      rendererFor: (req) => (req.url === "/moved" ? "astro" : "next"),
    });
    expect(await get(listener, "/moved")).toEqual({ status: 200, text: "astro" });
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    expect(await get(listener, "/other")).toEqual({ status: 200, text: "next" });
  });

  test("a handler that throws or rejects before answering leaves a 500, never a hung request", async () => {
    const throwing = dispatchByRenderer({
      next: () => {
        throw new Error("boom");
      },
      astro: answers("astro"),
      rendererFor: () => "next",
    });
    expect(await get(throwing, "/")).toEqual({ status: 500, text: "Server error.\n" });
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    const rejecting = dispatchByRenderer({
      next: answers("next"),
      astro: () => Promise.reject(new Error("boom")),
      rendererFor: () => "astro",
    });
    expect(await get(rejecting, "/")).toEqual({ status: 500, text: "Server error.\n" });
  });
});
