import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { SOCIAL_IMAGE } from "@/domain/site/timings";
import { env, resolveDataPath } from "@/env";

/** The media file behind a site-relative /media/… URL, or null for anything else. */
function mediaFile(url: string): string | null {
  const pathname = url.replace(/[?#].*$/, "");
  if (!pathname.startsWith("/media/")) return null;
  const root = resolveDataPath(env().MEDIA_DIR);
  const file = path.resolve(root, decodeURIComponent(pathname.slice("/media/".length)));
  return file.startsWith(`${root}${path.sep}`) ? file : null;
}

/**
 * Social images are 1200×630 with a fill crop. The vehicle's photo is cropped to
 * that frame (centre-weighted); without a usable photo, a plain card in the site's colour.
 */
export async function renderSocialImage({
  imageUrl,
  background,
}: {
  imageUrl: string | null;
  background: string;
}): Promise<Buffer> {
  const { width, height } = SOCIAL_IMAGE;
  const file = imageUrl ? mediaFile(imageUrl) : null;
  if (file) {
    try {
      const input = await fs.readFile(file);
      return await sharp(input)
        .resize(width, height, { fit: "cover", position: "attention" })
        .jpeg({ quality: 82 })
        .toBuffer();
    } catch {
      // fall through to the plain card
    }
  }
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg({ quality: 82 })
    .toBuffer();
}
