import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // An ETag is a hash of the whole page, computed in JS on every response: a fifth of the
  // server's time for a cached vehicle page (npm run bench:search). Pages say how long they
  // are fresh with Cache-Control instead.
  generateEtags: false,
  reactStrictMode: true,
  // PGlite ships WASM and data files; pg and sharp are native-ish: load them from node_modules.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "sharp", "nodemailer"],
  // `npm run typecheck` and `npm run lint` run on their own (and in CI); the build only builds.
  typescript: { ignoreBuildErrors: true },
  images: {
    // SPEC 9: image widths and qualities.
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    imageSizes: [16, 32, 48, 64, 96, 128, 256, 384],
    qualities: [60, 75],
    localPatterns: [{ pathname: "/media/**" }],
    minimumCacheTTL: 604800,
  },
};

export default nextConfig;
