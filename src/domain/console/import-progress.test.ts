import { describe, expect, test } from "vitest";
import {
  applyingText,
  parseImportLine,
  shouldSendProgress,
  splitLines,
} from "@/domain/console/import-progress";

// The stock import apply's stream of lines: when a progress line is sent (the first, one a
// percent, the last), how the console reads the lines back, and what it says beside the bar.

describe("shouldSendProgress", () => {
  test.each([
    { lastSent: null, done: 0, total: 5000, send: true, why: "the first line always goes" },
    { lastSent: 0, done: 49, total: 5000, send: false, why: "still under 1%" },
    { lastSent: 0, done: 50, total: 5000, send: true, why: "1% of 5,000" },
    { lastSent: 50, done: 99, total: 5000, send: false, why: "still 1%" },
    { lastSent: 50, done: 100, total: 5000, send: true, why: "2%" },
    { lastSent: 4950, done: 4999, total: 5000, send: false, why: "99% until the last row" },
    { lastSent: 4950, done: 5000, total: 5000, send: true, why: "the last row always goes" },
    { lastSent: 5000, done: 5000, total: 5000, send: false, why: "never the same count twice" },
    { lastSent: 0, done: 1, total: 3, send: true, why: "a small file: every row is a step" },
    { lastSent: 1, done: 2, total: 3, send: true, why: "a small file: every row is a step" },
    { lastSent: 2, done: 3, total: 3, send: true, why: "a small file: every row is a step" },
    { lastSent: null, done: 0, total: 0, send: true, why: "no row to write: the first line still goes" },
    { lastSent: 0, done: 0, total: 0, send: false, why: "and nothing after it" },
  ])("after $lastSent, $done of $total: $send ($why)", ({ lastSent, done, total, send }) => {
    expect(shouldSendProgress(lastSent, done, total)).toBe(send);
  });

  test.each([
    { total: 10_000, lines: 101 },
    { total: 5_000, lines: 101 },
    { total: 250, lines: 101 },
    { total: 100, lines: 101 },
    { total: 37, lines: 38 },
    { total: 1, lines: 2 },
  ])("a {$total}-row apply sends $lines progress lines (the first, one a percent)", ({ total, lines }) => {
    let lastSent: number | null = null;
    const sent: number[] = [];
    for (let done = 0; done <= total; done++) {
      if (shouldSendProgress(lastSent, done, total)) {
        sent.push(done);
        lastSent = done;
      }
    }
    expect(sent).toHaveLength(lines);
    expect(sent[0]).toBe(0);
    expect(sent.at(-1)).toBe(total);
  });
});

describe("parseImportLine", () => {
  test.each([
    { line: '{"done":0,"total":250}', parsed: { kind: "progress", done: 0, total: 250 } },
    { line: '{"done":250,"total":250}', parsed: { kind: "progress", done: 250, total: 250 } },
    { line: '{"done":251,"total":250}', parsed: null },
    { line: '{"done":-1,"total":250}', parsed: null },
    { line: '{"done":1.5,"total":250}', parsed: null },
    { line: '{"done":"1","total":250}', parsed: null },
    {
      line: '{"result":{"applied":true,"created":2}}',
      parsed: { kind: "result", result: { applied: true, created: 2 } },
    },
    {
      line: '{"error":{"code":"validation_failed","message":"1 row is refused; nothing was imported."},"result":{"applied":false}}',
      parsed: {
        kind: "error",
        error: { code: "validation_failed", message: "1 row is refused; nothing was imported." },
        result: { applied: false },
      },
    },
    {
      line: '{"error":{"code":"internal_error","message":"Something went wrong.","fields":{"file":"is empty"}}}',
      parsed: {
        kind: "error",
        error: { code: "internal_error", message: "Something went wrong.", fields: { file: "is empty" } },
        result: null,
      },
    },
    { line: '{"error":{"code":"internal_error"}}', parsed: null },
    { line: '{"done":1,"tot', parsed: null },
    { line: "[1,2]", parsed: null },
    { line: "<html>", parsed: null },
  ])("$line", ({ line, parsed }) => {
    expect(parseImportLine(line)).toEqual(parsed);
  });
});

describe("splitLines", () => {
  test.each([
    { pending: "", chunk: '{"done":0}\n', lines: ['{"done":0}'], rest: "" },
    { pending: "", chunk: '{"done":0}\n{"do', lines: ['{"done":0}'], rest: '{"do' },
    { pending: '{"do', chunk: 'ne":1}\n', lines: ['{"done":1}'], rest: "" },
    { pending: "", chunk: "a\r\nb\r\n", lines: ["a", "b"], rest: "" },
    { pending: "", chunk: "a\n\n\nb", lines: ["a"], rest: "b" },
    { pending: "abc", chunk: "", lines: [], rest: "abc" },
  ])("$pending + $chunk", ({ pending, chunk, lines, rest }) => {
    expect(splitLines(pending, chunk)).toEqual({ lines, pending: rest });
  });
});

describe("applyingText", () => {
  test.each([
    { done: 0, total: 5000, text: "Applying 0 of 5,000 rows" },
    { done: 1200, total: 5000, text: "Applying 1,200 of 5,000 rows" },
    { done: 0, total: 1, text: "Applying 0 of 1 row" },
    { done: 5000, total: 5000, text: "Applying 5,000 of 5,000 rows; saving them all together…" },
  ])("$done of $total: $text", ({ done, total, text }) => {
    expect(applyingText(done, total)).toBe(text);
  });
});
