import { describe, expect, test } from "vitest";
import type { CarImage } from "@/domain/stock/car-facts";
import { DEFAULT_PLACEHOLDER_IMAGE_URLS, displayImage } from "@/domain/stock/display-image";

const [PLACEHOLDER_1, PLACEHOLDER_2] = DEFAULT_PLACEHOLDER_IMAGE_URLS;
const photos: CarImage[] = [
  { url: "https://cdn.example/cars/1.jpg", thumb: "https://cdn.example/cars/1-thumb.jpg" },
  { url: "https://cdn.example/cars/2.jpg", thumb: "https://cdn.example/cars/2-thumb.jpg" },
];

describe("displayImage (SPEC 9: default placeholders are swapped for the first thumbnail if any exist)", () => {
  test.each<{ name: string; primary: string | null; images: CarImage[]; expected: string | null }>([
    {
      name: "placeholder 1 with photos",
      primary: PLACEHOLDER_1,
      images: photos,
      expected: "https://cdn.example/cars/1-thumb.jpg",
    },
    {
      name: "placeholder 2 with photos",
      primary: PLACEHOLDER_2,
      images: photos,
      expected: "https://cdn.example/cars/1-thumb.jpg",
    },
    {
      name: "absolute placeholder URL with query",
      primary: `https://cdn.example${PLACEHOLDER_1}?w=640`,
      images: photos,
      expected: "https://cdn.example/cars/1-thumb.jpg",
    },
    { name: "placeholder without photos stays", primary: PLACEHOLDER_1, images: [], expected: PLACEHOLDER_1 },
    {
      name: "real primary image is kept",
      primary: "https://cdn.example/cars/hero.jpg",
      images: photos,
      expected: "https://cdn.example/cars/hero.jpg",
    },
    {
      name: "a look-alike path is not a placeholder",
      primary: "/media/placeholder/vehicle-default-3.jpg",
      images: photos,
      expected: "/media/placeholder/vehicle-default-3.jpg",
    },
    {
      name: "no primary, photos exist",
      primary: null,
      images: photos,
      expected: "https://cdn.example/cars/1-thumb.jpg",
    },
    { name: "no primary, no photos", primary: null, images: [], expected: null },
    {
      name: "first image without a thumbnail falls back to its url",
      primary: PLACEHOLDER_2,
      images: [{ url: "https://cdn.example/cars/9.jpg", thumb: "" }],
      expected: "https://cdn.example/cars/9.jpg",
    },
  ])("$name", ({ primary, images, expected }) => {
    expect(displayImage({ primary_image_url: primary, images })).toBe(expected);
  });
});
