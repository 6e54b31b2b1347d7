import zlib from "node:zlib";
import { describe, expect, test } from "vitest";
import { mayBeBlankNotFound, readDocument, withNoScriptFallback } from "@/server/front/blank-not-found";

const SHELL = '<!DOCTYPE html><html id="__next_error__"><head></head><body><script>x</script></body></html>';

describe("Next's empty not-found document, for a browser without JavaScript", () => {
  test.each([
    {
      method: "GET",
      status: 404,
      type: "text/html; charset=utf-8",
      rsc: false,
      encoding: undefined,
      read: true,
    },
    { method: "GET", status: 404, type: "text/html", rsc: false, encoding: "gzip", read: true },
    { method: "GET", status: 404, type: "text/html", rsc: false, encoding: "br", read: true },
    // A client navigation (RSC), another method or status, another type: never touched.
    { method: "GET", status: 404, type: "text/html", rsc: true, encoding: undefined, read: false },
    { method: "HEAD", status: 404, type: "text/html", rsc: false, encoding: undefined, read: false },
    { method: "GET", status: 200, type: "text/html", rsc: false, encoding: undefined, read: false },
    { method: "GET", status: 404, type: "application/json", rsc: false, encoding: undefined, read: false },
    { method: "GET", status: 404, type: "text/html", rsc: false, encoding: "zstd", read: false },
  ])(
    "$method $status $type rsc=$rsc $encoding → read: $read",
    ({ method, status, type, rsc, encoding, read }) => {
      const req = { method, headers: rsc ? { rsc: "1" } : {} };
      const headers = { "content-type": type, ...(encoding ? { "content-encoding": encoding } : {}) };
      expect(mayBeBlankNotFound(req, status, headers)).toBe(read);
    },
  );

  test.each([
    [undefined, Buffer.from(SHELL)],
    ["gzip", zlib.gzipSync(SHELL)],
    ["br", zlib.brotliCompressSync(SHELL)],
    ["deflate", zlib.deflateSync(SHELL)],
  ])("a %s body is read", (encoding, body) => {
    expect(readDocument(body, encoding)).toBe(SHELL);
  });

  test("a body that is not what it says, or that inflates past the bound, is not read", () => {
    expect(readDocument(Buffer.from("not gzip"), "gzip")).toBeNull();
    expect(readDocument(zlib.gzipSync(Buffer.alloc(1024 * 1024)), "gzip")).toBeNull();
  });

  test("the fragment goes first in the body, inside <noscript>, and the document gets a language", () => {
    expect(withNoScriptFallback(SHELL, "<main>404</main>")).toBe(
      '<!DOCTYPE html><html id="__next_error__" lang="en"><head></head><body><noscript><main>404</main></noscript><script>x</script></body></html>',
    );
  });

  test("a rendered 404 page is not the error shell and is left alone", () => {
    expect(withNoScriptFallback('<html lang="en"><body><h1>404</h1></body></html>', "<main/>")).toBeNull();
  });
});
