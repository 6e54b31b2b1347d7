import path from "node:path";
import type { NextConfig } from "next";
import { FORM_BODY_LIMIT_BYTES, PROXY_BODY_BUFFER_BYTES } from "./src/domain/leads/lead-file-limits";
import { securityHeaders } from "./src/domain/security/security-headers";
import { IMAGE_OPTIONS } from "./src/domain/site/timings";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // An ETag is a hash of the whole page, computed in JS on every response: a fifth of the
  // server's time for a cached vehicle page (npm run bench:search). Pages say how long they
  // are fresh with Cache-Control instead.
  generateEtags: false,
  reactStrictMode: true,
  // ISR pages and the data cache live in memory only, bounded, and never keep a not-found
  // answer (src/server/cache/page-cache-handler.mjs): anonymous requests for made-up paths
  // or hosts cannot fill the disk or push real pages out.
  cacheHandler: path.resolve(import.meta.dirname, "src/server/cache/page-cache-handler.mjs"),
  cacheMaxMemorySize: 64 * 1024 * 1024,
  experimental: {
    isrFlushToDisk: false,
    // Next buffers request bodies for proxy.ts up to this size and silently cuts the rest
    // (10 MB by default): above the 25 MB upload limit, so routes answer 413 themselves.
    proxyClientMaxBodySize: PROXY_BODY_BUFFER_BYTES,
    // The no-JavaScript lead form posts to a Server Action (ADR 013): bounded like the lead API
    // (64 KB), not Next's 1 MB default.
    serverActions: { bodySizeLimit: FORM_BODY_LIMIT_BYTES },
  },
  // The fixed security headers on every response (pages, API, static files); a
  // dealer page narrows its CSP to its own third parties (site layout), and the proxy adds
  // HSTS behind a trusted https proxy. docs/decisions/005-security-headers.md.
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders({ dev: process.env.NODE_ENV !== "production" }) },
      // The site typefaces (public/fonts): a file's name carries its package version, so it
      // never changes under its address (features/shell/site-fonts.css).
      {
        source: "/fonts/:file*",
        headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }],
      },
    ];
  },
  // PGlite ships WASM and data files; pg and sharp are native-ish: load them from node_modules.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "sharp", "nodemailer", "pino"],
  // `npm run typecheck` and `npm run lint` run on their own (and in CI); the build only builds.
  typescript: { ignoreBuildErrors: true },
  images: IMAGE_OPTIONS,
};

export default nextConfig;
