import { describe, expect, test } from "vitest";
import { type Favourite, parseFavourites, toggleFavourite } from "@/domain/site/favourites";

const ranger: Favourite = {
  id: 12,
  name: "2021 Ford Ranger XLT",
  slug: "2021-ford-ranger-xlt",
  make: "Ford",
  model: "Ranger",
  primary_image_url: "https://img.example/ranger.jpg",
};
const mazda: Favourite = {
  id: 34,
  name: "2019 Mazda 3 Maxx",
  slug: "2019-mazda-3-maxx",
  make: "Mazda",
  model: "3",
  primary_image_url: null,
};

describe("toggleFavourite: SPEC 4 'Toggle add or remove by car id'", () => {
  test.each<[string, Favourite[], Parameters<typeof toggleFavourite>[1], Favourite[], boolean]>([
    ["adds to an empty list", [], ranger, [ranger], true],
    ["appends a new car", [ranger], mazda, [ranger, mazda], true],
    ["removes a saved car", [ranger, mazda], ranger, [mazda], false],
    ["matches by id, not by other fields", [ranger], { ...ranger, name: "renamed" }, [], false],
    ["matches an id stored as text", [{ ...ranger, id: "12" }], ranger, [], false],
    [
      "keeps only the stored fields of a full car",
      [],
      { ...mazda, price: 28990, vin: "JM0123", phone: "0299990000" } as Favourite,
      [mazda],
      true,
    ],
    [
      "missing optional fields become null",
      [],
      { id: 56, name: "2020 Hilux", slug: "2020-hilux" },
      [{ id: 56, name: "2020 Hilux", slug: "2020-hilux", make: null, model: null, primary_image_url: null }],
      true,
    ],
  ])("%s", (_, list, car, expected, added) => {
    const before = structuredClone(list);
    expect(toggleFavourite(list, car)).toEqual({ list: expected, added });
    expect(list).toEqual(before);
  });

  test("toggling twice restores the list", () => {
    const once = toggleFavourite([mazda], ranger);
    expect(toggleFavourite(once.list, ranger)).toEqual({ list: [mazda], added: false });
  });
});

describe("parseFavourites: safe reading of what the device stored", () => {
  test.each<[string, string | null | undefined, Favourite[]]>([
    ["nothing stored", null, []],
    ["empty string", "", []],
    ["not JSON", "{oops", []],
    ["not an array", JSON.stringify({ id: 12 }), []],
    ["valid entries", JSON.stringify([ranger, mazda]), [ranger, mazda]],
    [
      "drops malformed entries, keeps the rest",
      JSON.stringify([ranger, null, 7, { id: 99 }, { ...mazda, slug: "" }, mazda]),
      [ranger, mazda],
    ],
    ["drops repeated ids", JSON.stringify([ranger, { ...ranger, name: "dupe" }]), [ranger]],
    ["drops a fractional id", JSON.stringify([{ ...ranger, id: 1.5 }, mazda]), [mazda]],
    ["drops an empty text id", JSON.stringify([{ ...ranger, id: "" }, mazda]), [mazda]],
    ["drops an entry without a name", JSON.stringify([{ id: 5, slug: "x" }, mazda]), [mazda]],
    ["drops a make that is not text", JSON.stringify([{ ...ranger, make: 4 }, mazda]), [mazda]],
    ["drops an image that is not text", JSON.stringify([{ ...ranger, primary_image_url: {} }]), []],
    [
      "absent optional fields become null, unknown fields are dropped",
      JSON.stringify([{ id: "abc", name: "Car", slug: "car", price: 1 }]),
      [{ id: "abc", name: "Car", slug: "car", make: null, model: null, primary_image_url: null }],
    ],
  ])("%s", (_, json, expected) => {
    expect(parseFavourites(json)).toEqual(expected);
  });
});
