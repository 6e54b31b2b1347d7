import { setTimeout as sleep } from "node:timers/promises";
import { expect, test } from "vitest";
import { recordRenderReads, tagRender } from "@/server/cache/render-tags";

// A page render's record of its cached reads: every read inside it (however late, in whatever
// it starts), the shortest lifetime, and nothing of another render running at the same time.

test("two renders at once each record only their own reads, and the shortest lifetime", async () => {
  const read = async (tags: string[], seconds: number, after: number) => {
    await sleep(after);
    tagRender(tags, seconds);
  };
  const one = recordRenderReads(async () => {
    await read(["site:1"], 300, 5);
    await Promise.all([read(["site-cars:1"], 60, 10), read(["site:1", "menu:1"], 300, 1)]);
  });
  const two = recordRenderReads(() => read(["site:2"], 120, 3));
  tagRender(["outside"], 1); // no render: nothing records it
  await Promise.all([one.done, two.done]);
  expect([...one.reads.tags].sort()).toEqual(["menu:1", "site-cars:1", "site:1"]);
  expect(one.reads.revalidateSeconds).toBe(60);
  expect([...two.reads.tags]).toEqual(["site:2"]);
  expect(two.reads.revalidateSeconds).toBe(120);
});

test("a render that reads nothing records nothing: no tags, no lifetime of its own", async () => {
  const render = recordRenderReads(async () => "page");
  expect(await render.done).toBe("page");
  expect(render.reads.tags.size).toBe(0);
  expect(render.reads.revalidateSeconds).toBe(Number.POSITIVE_INFINITY);
});
