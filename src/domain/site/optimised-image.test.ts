import { describe, expect, it } from "vitest";
import { optimisedImageUrl, optimisedSrcSet, widthsFrom } from "@/domain/site/optimised-image";

describe("optimised image addresses (next/image's default loader)", () => {
  it.each([
    ["/media/a b.jpg", 640, 75, "/_next/image?url=%2Fmedia%2Fa%20b.jpg&w=640&q=75"],
    ["/media/car.webp", 96, 60, "/_next/image?url=%2Fmedia%2Fcar.webp&w=96&q=60"],
  ])("%s at %i wide, quality %i", (src, width, quality, expected) => {
    expect(optimisedImageUrl(src, width, quality)).toBe(expected);
  });

  it("a srcset lists each width with its descriptor", () => {
    expect(optimisedSrcSet("/media/x.jpg", [96, 128], 75)).toBe(
      "/_next/image?url=%2Fmedia%2Fx.jpg&w=96&q=75 96w, /_next/image?url=%2Fmedia%2Fx.jpg&w=128&q=75 128w",
    );
  });

  it("an image at 60vw or more is offered from 384 wide (60% of the 640 smallest screen) up", () => {
    expect(widthsFrom(60)).toEqual([384, 640, 750, 828, 1080, 1200, 1280, 1920, 2048, 3840]);
    expect(widthsFrom(100)).toEqual([640, 750, 828, 1080, 1200, 1280, 1920, 2048, 3840]);
  });
});
