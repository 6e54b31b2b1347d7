import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * Runs the repository's deploy/nginx.conf as an unprivileged foreground nginx with its own
 * prefix, cache and temp directories in a temporary folder (the multi-process test and
 * `npm run bench:search`). Only three things are rewritten: the `upstream forecourt_web`
 * servers, the `listen` port and the `proxy_cache_path` directory; the rest runs as written.
 */
const NGINX_CONF = path.join(process.cwd(), "deploy/nginx.conf");

/** The nginx binary, or null when none is installed (callers skip with a message). */
export function findNginx(): string | null {
  for (const candidate of [
    process.env.NGINX_BIN,
    "/usr/sbin/nginx",
    "/usr/local/sbin/nginx",
    "/usr/bin/nginx",
  ]) {
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  try {
    return execFileSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" }).trim() || null;
  } catch {
    return null;
  }
}

/** deploy/nginx.conf with the given upstream ports, listen port and directory. */
export function renderNginxConf(
  source: string,
  options: { upstreamPorts: number[]; listenPort: number; dir: string },
): string {
  const upstream = /upstream forecourt_web \{[^}]*\}/;
  const listen = /^(\s*)listen 8080;/m;
  const cachePath = /proxy_cache_path \/var\/cache\/nginx\/forecourt /;
  for (const [name, pattern] of [
    ["upstream forecourt_web", upstream],
    ["listen 8080", listen],
    ["proxy_cache_path", cachePath],
  ] as const)
    if (!pattern.test(source)) throw new Error(`deploy/nginx.conf no longer has its ${name} line`);
  const servers = options.upstreamPorts
    .map((port) => `        server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`)
    .join("\n");
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((name) => `    ${name}_temp_path ${path.join(options.dir, `${name}_temp`)};`)
    .join("\n");
  return source
    .replace(upstream, `upstream forecourt_web {\n${servers}\n        keepalive 64;\n    }`)
    .replace(listen, `$1listen 127.0.0.1:${options.listenPort};`)
    .replace(cachePath, `proxy_cache_path ${path.join(options.dir, "cache")} `)
    .replace(/^http \{/m, `http {\n${temp}`);
}

export interface RunningNginx {
  port: number;
  stop: () => Promise<void>;
}

/** Starts nginx on 127.0.0.1:listenPort in front of the given ports; resolves once it answers. */
export async function startNginx(options: {
  upstreamPorts: number[];
  listenPort: number;
}): Promise<RunningNginx> {
  const binary = findNginx();
  if (!binary) throw new Error("nginx is not installed");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "forecourt-nginx-"));
  fs.mkdirSync(path.join(dir, "logs"));
  const conf = path.join(dir, "nginx.conf");
  fs.writeFileSync(conf, renderNginxConf(fs.readFileSync(NGINX_CONF, "utf8"), { ...options, dir }));
  // Run as root (CI containers), workers would switch to the package's user: keep root's.
  const globals = `daemon off; pid ${path.join(dir, "nginx.pid")};${process.getuid?.() === 0 ? " user root;" : ""}`;
  const child: ChildProcess = spawn(
    binary,
    ["-p", dir, "-c", conf, "-e", path.join(dir, "logs/error.log"), "-g", globals],
    {
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  let exited = false;
  child.once("exit", () => {
    exited = true;
  });
  // Never left behind, whatever ends the caller.
  const killOnExit = () => {
    if (!exited) child.kill("SIGKILL");
  };
  process.on("exit", killOnExit);
  const stop = async () => {
    process.off("exit", killOnExit);
    if (!exited) {
      const gone = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGQUIT");
      await Promise.race([gone, sleep(5_000)]);
      if (!exited) child.kill("SIGKILL");
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 100 && !exited; i++) {
    try {
      await fetch(`http://127.0.0.1:${options.listenPort}/`, { signal: AbortSignal.timeout(2_000) });
      return { port: options.listenPort, stop };
    } catch {
      await sleep(100);
    }
  }
  const log = fs.existsSync(path.join(dir, "logs/error.log"))
    ? fs.readFileSync(path.join(dir, "logs/error.log"), "utf8")
    : "";
  await stop();
  throw new Error(`nginx did not start: ${log.slice(-500)}`);
}
