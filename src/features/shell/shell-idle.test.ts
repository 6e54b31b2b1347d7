import { beforeEach, describe, expect, test, vi } from "vitest";

beforeEach(() => vi.resetModules());

describe("the shell's idle moment for a page's own scripts (whenShellIdle)", () => {
  test("a script that asks before the moment starts at it, in the order asked, once", async () => {
    const { shellIsIdle, whenShellIdle } = await import("@/features/shell/shell-idle");
    const started: string[] = [];
    whenShellIdle(() => started.push("toggles"));
    whenShellIdle(() => started.push("record"));
    expect(started).toEqual([]);
    shellIsIdle();
    expect(started).toEqual(["toggles", "record"]);
    shellIsIdle();
    expect(started).toEqual(["toggles", "record"]);
  });

  test("a script whose module loads after the moment starts at once", async () => {
    const { shellIsIdle, whenShellIdle } = await import("@/features/shell/shell-idle");
    shellIsIdle();
    const start = vi.fn();
    whenShellIdle(start);
    expect(start).toHaveBeenCalledOnce();
  });
});
