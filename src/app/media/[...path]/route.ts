// GET /media/{...path} – generated vehicle images, placeholders and report files
import fs from "node:fs/promises";
import path from "node:path";
import { env, resolveDataPath } from "@/env";

const TYPES: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".svg": "image/svg+xml",
  ".pdf": "application/pdf",
};

export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  // A media file has one address: a query (`?v=2`, `?x=…`) would only make caches keep another
  // copy of it.
  if (new URL(request.url).search !== "") {
    return new Response("Bad Request: a media address takes no query.\n", {
      status: 400,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  }
  const parts = (await params).path;
  const root = resolveDataPath(env().MEDIA_DIR);
  const file = path.resolve(root, ...parts);
  const type = TYPES[path.extname(file).toLowerCase()];
  if (!file.startsWith(`${root}${path.sep}`) || !type) return new Response("Not found", { status: 404 });
  try {
    const body = await fs.readFile(file);
    return new Response(new Uint8Array(body), {
      headers: {
        "content-type": type,
        "cache-control": "public, max-age=31536000, immutable",
        "x-content-type-options": "nosniff",
      },
    });
  } catch {
    return new Response("Not found", { status: 404 });
  }
}
