import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { generateDemoImages, type ImageRequest, vehicleImage } from "./generate-images";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "forecourt-photos-test-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const requests: ImageRequest[] = [
  { body: "convertible", paint: "red", count: 2 },
  { body: "prime-mover", paint: "white", count: 1 },
];
const PHOTOS = 3;
const PLACEHOLDERS = 2;

describe("generateDemoImages with a photo cache", () => {
  const cacheDir = path.join(root, "cache");

  test("several fresh media directories at once draw each photo once between them", async () => {
    const results = await Promise.all(
      ["a", "b", "c"].map((dir) => generateDemoImages(path.join(root, dir), requests, { cacheDir })),
    );
    const drawn = results.reduce((sum, r) => sum + r.written, 0) - results.length * PLACEHOLDERS;
    expect(drawn).toBe(PHOTOS);
    expect(results.reduce((sum, r) => sum + r.copied, 0)).toBe(2 * PHOTOS);
    expect(fs.readdirSync(cacheDir).filter((f) => /\.(lock|tmp)$/.test(f))).toEqual([]);
  });

  test("the next fresh media directory copies every photo from the cache", async () => {
    const result = await generateDemoImages(path.join(root, "d"), requests, { cacheDir });
    expect(result).toMatchObject({ written: PLACEHOLDERS, copied: PHOTOS, skipped: 0 });
    const { url, thumb } = vehicleImage("convertible", "red", 2);
    for (const file of [url, thumb]) {
      expect(fs.existsSync(path.join(root, "d", file.replace(/^\/media\//, "")))).toBe(true);
    }
  });

  test("a drawing's URL names it and carries a hash of its SVG", () => {
    expect(vehicleImage("convertible", "red", 1).url).toMatch(
      /^\/media\/vehicles\/convertible-red-1-[0-9a-f]{10}\.jpg$/,
    );
    expect(vehicleImage("convertible", "red", 1).url).not.toBe(vehicleImage("convertible", "blue", 1).url);
    expect(vehicleImage("convertible", "red", 1).thumb).toMatch(/^\/media\/vehicles\/thumbs\//);
  });
});
