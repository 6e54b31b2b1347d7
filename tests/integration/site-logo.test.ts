import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { LOGO_MAX_BYTES, LogoError, prepareLogo } from "@/server/brand/store-site-logo";

const WIDE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 60"><rect width="300" height="60" fill="#c8102e"/></svg>`;

async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: "#123456" } })
    .png()
    .toBuffer();
}

describe("an uploaded logo is stored once, resized", () => {
  test("an SVG becomes a PNG 120 px high (3x the header's 40 px) and a 64 px icon on the site's colour", async () => {
    const out = await prepareLogo(Buffer.from(WIDE_SVG), { background: "#0077b6" });
    expect([out.width, out.height]).toEqual([600, 120]);
    expect((await sharp(out.logo).metadata()).format).toBe("png");
    const icon = await sharp(out.icon).metadata();
    expect([icon.format, icon.width, icon.height]).toEqual(["png", 64, 64]);
    // The corner of the icon is the site's colour (#0077b6).
    const { data } = await sharp(out.icon).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([0x00, 0x77, 0xb6]);
    expect(out.hash).toMatch(/^[0-9a-f]{16}$/);
  });

  test("a small PNG is not enlarged; a very wide one is cut to eight times its height; a given icon is used", async () => {
    const small = await prepareLogo(await png(200, 50), { background: "#000000" });
    expect([small.width, small.height]).toEqual([200, 50]);
    const wide = await prepareLogo(await png(4000, 200), {
      background: "#000000",
      iconBytes: await png(300, 300),
    });
    expect([wide.width, wide.height]).toEqual([960, 48]);
    expect((await sharp(wide.icon).metadata()).width).toBe(64);
  });

  test.each([
    ["an empty file", Buffer.alloc(0), "logo: the file is empty"],
    [
      "a file over 1 MB",
      Buffer.alloc(LOGO_MAX_BYTES + 1, 1),
      "logo: the file is 1025 KB; the limit is 1024 KB",
    ],
    ["a text file", Buffer.from("hello, not an image"), "logo: not a PNG, JPEG, WebP or SVG image"],
    [
      "an SVG that links a file",
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><image href="file:///etc/passwd"/></svg>`),
      "logo: an SVG may not refer to other files or addresses",
    ],
    [
      "an SVG that loads a URL from CSS",
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg"><style>rect{fill:url(http://x.example/a)}</style></svg>`,
      ),
      "logo: an SVG may not refer to other files or addresses",
    ],
    [
      "an SVG with entities",
      Buffer.from(
        `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg"/>`,
      ),
      "logo: an SVG may not declare a DOCTYPE or entities",
    ],
  ])("%s is refused, naming the file and why", async (_name, bytes, message) => {
    await expect(prepareLogo(bytes, { background: "#000000" })).rejects.toThrow(new LogoError(message));
  });

  test("a PNG claiming more pixels than the limit is refused before it is decoded", async () => {
    const huge = await sharp({ create: { width: 5000, height: 4000, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(LOGO_MAX_BYTES);
    await expect(prepareLogo(huge, { background: "#000000" })).rejects.toThrow(LogoError);
  });

  test("a bad icon is refused naming the icon", async () => {
    await expect(
      prepareLogo(Buffer.from(WIDE_SVG), { background: "#000000", iconBytes: Buffer.from("nope") }),
    ).rejects.toThrow("icon: not a PNG, JPEG, WebP or SVG image");
  });
});
