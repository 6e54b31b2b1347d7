import { describe, expect, test } from "vitest";
import { readApplyStream } from "@/features/console/read-import-stream";

// The console reading the apply's stream of lines as the network hands it over: chunks that
// split a line or a character, the last line, and a stream that ends without one.

function streamOf(chunks: Array<string | Uint8Array>): {
  body: ReadableStream<Uint8Array>;
  cancelled: () => boolean;
} {
  const encoder = new TextEncoder();
  let cancelled = false;
  let i = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[i++];
      if (chunk === undefined) controller.close();
      else controller.enqueue(typeof chunk === "string" ? encoder.encode(chunk) : chunk);
    },
    cancel() {
      cancelled = true;
    },
  });
  return { body, cancelled: () => cancelled };
}

const refused = new TextEncoder().encode(
  '{"error":{"code":"validation_failed","message":"1 row is refused (the first, line 3: make is required – “Kia”); nothing was imported."}}\n',
);

// The en dash's first byte: the chunk boundary falls inside the character.
const dash = refused.indexOf(0xe2);

describe("readApplyStream", () => {
  test.each([
    {
      name: "one line a chunk",
      chunks: [
        '{"done":0,"total":2}\n',
        '{"done":1,"total":2}\n',
        '{"done":2,"total":2}\n',
        '{"result":{"created":2}}\n',
      ],
      progress: [0, 1, 2],
      end: { kind: "result", result: { created: 2 } },
    },
    {
      name: "lines split across chunks, several in one",
      chunks: ['{"done":0,"to', 'tal":2}\n{"done":2,"total":2}\n{"res', 'ult":{"created":2}}'],
      progress: [0, 2],
      end: { kind: "result", result: { created: 2 } },
    },
    {
      name: "a character split across chunks",
      chunks: ['{"done":0,"total":1}\n', refused.slice(0, dash + 1), refused.slice(dash + 1)],
      progress: [0],
      end: {
        kind: "error",
        error: {
          code: "validation_failed",
          message: "1 row is refused (the first, line 3: make is required – “Kia”); nothing was imported.",
        },
        result: null,
      },
    },
    {
      name: "ended without a last line",
      chunks: ['{"done":0,"total":2}\n', '{"done":1,"total":2}\n'],
      progress: [0, 1],
      end: null,
    },
    {
      name: "nothing at all",
      chunks: [],
      progress: [],
      end: null,
    },
  ])("$name", async ({ chunks, progress, end }) => {
    const seen: number[] = [];
    const { body } = streamOf(chunks);
    expect(await readApplyStream(body, (p) => seen.push(p.done))).toEqual(end);
    expect(seen).toEqual(progress);
  });

  test("a line not of the format ends the reading and cancels the stream (an unfinished apply rolls back)", async () => {
    const seen: number[] = [];
    const stream = streamOf(['{"done":0,"total":9}\n', "<html>\n", '{"done":1,"total":9}\n']);
    expect(await readApplyStream(stream.body, (p) => seen.push(p.done))).toBeNull();
    expect(seen).toEqual([0]);
    expect(stream.cancelled()).toBe(true);
  });
});
