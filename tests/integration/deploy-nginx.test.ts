import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { defined } from "@/domain/defined";
import { findNginx, renderNginxConf } from "../../scripts/lib/nginx";
// @ts-expect-error: plain JavaScript (Next imports it at run time), no type declarations.
import { expireAge, isNotFoundEntry, usesRedis } from "../../src/server/cache/page-cache-handler.mjs";

const source = fs.readFileSync(path.join(import.meta.dirname, "../../deploy/nginx.conf"), "utf8");

describe("deploy/nginx.conf as the tests run it", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "forecourt-nginx-test-"));
  const rendered = renderNginxConf(source, { upstreamPorts: [4101, 4102], listenPort: 4199, dir });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("rewrites only the upstream servers, the listen port and the cache directory", () => {
    expect(rendered).toContain("server 127.0.0.1:4101 max_fails=1 fail_timeout=2s;");
    expect(rendered).toContain("server 127.0.0.1:4102 max_fails=1 fail_timeout=2s;");
    expect(rendered).not.toContain("127.0.0.1:3001");
    expect(rendered).toContain("listen 127.0.0.1:4199;");
    expect(rendered).toContain(`proxy_cache_path ${path.join(dir, "cache")} levels=1:2`);
    expect(rendered).toContain(`proxy_temp_path ${path.join(dir, "proxy_temp")};`);
    // The caching rules are the repository's own.
    for (const line of [
      "proxy_cache_lock on;",
      "proxy_cache_valid 200 1s;",
      "proxy_cache_background_update on;",
    ])
      expect(rendered).toContain(line);
  });

  it("refuses a file whose rewritten lines have gone", () => {
    expect(() =>
      renderNginxConf(source.replace("listen 8080;", "listen 80;"), {
        upstreamPorts: [1],
        listenPort: 2,
        dir,
      }),
    ).toThrow(/listen 8080/);
  });

  const nginx = findNginx();
  it.skipIf(!nginx)("is a configuration nginx accepts (nginx -t)", () => {
    const conf = path.join(dir, "nginx.conf");
    fs.mkdirSync(path.join(dir, "logs"), { recursive: true });
    fs.writeFileSync(conf, rendered);
    const globals = `pid ${path.join(dir, "nginx.pid")};${process.getuid?.() === 0 ? " user root;" : ""}`;
    const output = execFileSync(
      defined(nginx, "nginx"),
      ["-t", "-p", dir, "-c", conf, "-e", path.join(dir, "logs/error.log"), "-g", globals],
      {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    expect(output).toBe("");
  });
});

describe("the page cache handler's rules", () => {
  it("never stores a not-found page or route answer", () => {
    expect(isNotFoundEntry({ kind: "APP_PAGE", status: 404 })).toBe(true);
    expect(isNotFoundEntry({ kind: "APP_ROUTE", status: 404 })).toBe(true);
    expect(isNotFoundEntry({ kind: "APP_PAGE", status: 200 })).toBe(false);
    expect(isNotFoundEntry({ kind: "FETCH" })).toBe(false);
    expect(isNotFoundEntry(null)).toBe(false);
  });

  it("keeps an entry in Redis twice its stale age, at most a day", () => {
    expect(expireAge(300)).toBe(600);
    expect(expireAge(3_600)).toBe(7_200);
    expect(expireAge(604_800)).toBe(86_400);
  });

  it("uses Redis only when REDIS_URL is set, and never while building", () => {
    expect(usesRedis({})).toBe(false);
    expect(usesRedis({ REDIS_URL: "redis://127.0.0.1:6379/0" })).toBe(true);
    expect(usesRedis({ REDIS_URL: "redis://127.0.0.1:6379/0", NEXT_PHASE: "phase-production-build" })).toBe(
      false,
    );
  });
});
