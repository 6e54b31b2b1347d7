import { describe, expect, test } from "vitest";
import { diffConfig } from "@/domain/console/config-diff";

describe("diffConfig", () => {
  test.each([
    ["no change", { theme: { primary: "#000000" } }, { theme: { primary: "#000000" } }, []],
    [
      "a colour",
      { theme: { primary: "#0b2d4f", accent: "#e8a33d" } },
      { theme: { primary: "#aa0000", accent: "#e8a33d" } },
      [{ path: "theme.primary", before: "#0b2d4f", after: "#aa0000" }],
    ],
    [
      "a list as a whole",
      { chat: { hide_on_paths: ["/a"] } },
      { chat: { hide_on_paths: ["/a", "/b"] } },
      [{ path: "chat.hide_on_paths", before: ["/a"], after: ["/a", "/b"] }],
    ],
    [
      "a key added and one removed",
      { a: 1 },
      { b: 2 },
      [
        { path: "a", before: 1, after: null },
        { path: "b", before: null, after: 2 },
      ],
    ],
  ])("%s", (_name, before, after, changes) => {
    expect(diffConfig(before, after)).toEqual(changes);
  });
});
