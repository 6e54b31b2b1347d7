// A /media image has one address. The image optimiser takes only /media
// files without a query (Next's own check of next.config.ts's localPatterns), and the media
// route refuses a query, so made-up queries cannot multiply optimised copies or cache entries.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { hasLocalMatch } from "next/dist/shared/lib/match-local-pattern";
import { afterAll, describe, expect, test } from "vitest";
import nextConfig from "../../next.config";

const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "forecourt-media-query-"));
process.env.MEDIA_DIR = mediaDir;
fs.mkdirSync(path.join(mediaDir, "vehicles"));
fs.writeFileSync(path.join(mediaDir, "vehicles", "car.png"), new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
afterAll(() => fs.rmSync(mediaDir, { recursive: true, force: true }));

describe("the image optimiser's sources", () => {
  test.each([
    ["/media/vehicles/car.jpg", true],
    ["/media/vehicles/thumbs/car.jpg", true],
    ["/media/vehicles/car.jpg?x=1", false],
    ["/media/vehicles/car.jpg?w=9999&v=2", false],
    ["/api/leads", false],
  ])("%s → %s", (url, allowed) => {
    expect(hasLocalMatch(nextConfig.images?.localPatterns, url)).toBe(allowed);
  });
});

describe("GET /media/{path}", () => {
  const get = async (url: string, parts: string[]) => {
    const { GET } = await import("@/app/media/[...path]/route");
    return GET(new Request(`http://localhost:3000${url}`), { params: Promise.resolve({ path: parts }) });
  };

  test("the file at its address", async () => {
    const res = await get("/media/vehicles/car.png", ["vehicles", "car.png"]);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
  });

  test("a query is refused (400), naming why", async () => {
    const res = await get("/media/vehicles/car.png?v=2", ["vehicles", "car.png"]);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("takes no query");
  });
});
