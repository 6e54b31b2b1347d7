import "server-only";
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp, { type OutputInfo, type Sharp } from "sharp";
import { ICON_SIZE_PX, LOGO_STORED_HEIGHT_PX, uploadedLogoPaths } from "@/domain/brand/uploaded-logo";
import { parseSiteConfig } from "@/domain/config/site-config";
import type { Db } from "@/server/db/client";
import { websites } from "@/server/db/schema/all";

/** A logo file that cannot be used; the message names the file (logo or icon) and why. */
export class LogoError extends Error {}

export const LOGO_MAX_BYTES = 1024 * 1024;
/** sharp refuses larger images before decoding them (a 1 MB PNG can claim 50,000² pixels). */
const MAX_INPUT_PIXELS = 4096 * 4096;
const FORMATS = new Set(["png", "jpeg", "webp", "svg"]);
/** A wordmark may be wide, not endless: at most eight times its height. */
const MAX_ASPECT = 8;

interface Prepared {
  logo: Buffer;
  icon: Buffer;
  width: number;
  height: number;
  hash: string;
}

function isSvgText(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 4096)
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart();
  return head.startsWith("<") && /<svg[\s>]/i.test(head);
}

/** An SVG may not pull in anything else (files, URLs) or declare entities: it is drawn here, on the server. */
function checkSvg(field: string, bytes: Buffer): void {
  const text = bytes.toString("utf8");
  if (/<!ENTITY|<!DOCTYPE/i.test(text))
    throw new LogoError(`${field}: an SVG may not declare a DOCTYPE or entities`);
  if (
    /(?:href|src)\s*=\s*["'](?!#|data:image\/(?:png|jpeg|webp);)/i.test(text) ||
    /url\(\s*["']?(?!#)/i.test(text)
  ) {
    throw new LogoError(`${field}: an SVG may not refer to other files or addresses`);
  }
}

async function readImage(field: string, bytes: Buffer): Promise<Sharp> {
  if (bytes.length === 0) throw new LogoError(`${field}: the file is empty`);
  if (bytes.length > LOGO_MAX_BYTES) {
    throw new LogoError(
      `${field}: the file is ${Math.ceil(bytes.length / 1024)} KB; the limit is ${LOGO_MAX_BYTES / 1024} KB`,
    );
  }
  const svg = isSvgText(bytes);
  if (svg) checkSvg(field, bytes);
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, density: svg ? 288 : undefined });
  let format: string | undefined;
  try {
    format = (await image.metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !FORMATS.has(format)) throw new LogoError(`${field}: not a PNG, JPEG, WebP or SVG image`);
  return image;
}

/**
 * Turns an uploaded logo (PNG, JPEG, WebP or SVG, up to 1 MB) into what the site serves: the
 * header logo as a PNG 120 px high (3× its 40 px on the page), and a 64 px square tab icon,
 * from `iconBytes` when given, else the logo centred on the site's colour. An SVG is drawn
 * here and never served as SVG, so nothing in it can run in a shopper's browser.
 */
export async function prepareLogo(
  bytes: Buffer,
  opts: { background: string; iconBytes?: Buffer },
): Promise<Prepared> {
  const image = await readImage("logo", bytes);
  let logo: { data: Buffer; info: OutputInfo };
  try {
    logo = await image
      .clone()
      .resize({
        height: LOGO_STORED_HEIGHT_PX,
        width: LOGO_STORED_HEIGHT_PX * MAX_ASPECT,
        fit: "inside",
        withoutEnlargement: true,
      })
      .png()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new LogoError("logo: the image could not be read");
  }
  const inner = ICON_SIZE_PX - 12;
  const source = opts.iconBytes ? await readImage("icon", opts.iconBytes) : image.clone();
  let icon: Buffer;
  try {
    const fitted = await source
      .resize(opts.iconBytes ? ICON_SIZE_PX : inner, opts.iconBytes ? ICON_SIZE_PX : inner, {
        fit: "contain",
        background: { r: 0, g: 0, b: 0, alpha: 0 },
      })
      .png()
      .toBuffer();
    icon = opts.iconBytes
      ? fitted
      : await sharp({
          create: { width: ICON_SIZE_PX, height: ICON_SIZE_PX, channels: 4, background: opts.background },
        })
          .composite([{ input: fitted, gravity: "centre" }])
          .png()
          .toBuffer();
  } catch {
    throw new LogoError(`${opts.iconBytes ? "icon" : "logo"}: the image could not be read`);
  }
  const hash = createHash("sha256").update(logo.data).update(icon).digest("hex").slice(0, 16);
  return { logo: logo.data, icon, width: logo.info.width, height: logo.info.height, hash };
}

/**
 * Stores a site's uploaded logo once (resized, content-addressed, under MEDIA_DIR/brand/{site})
 * and points the site at it. The previous files are left in place: pages cached before the
 * change may still name them. Returns the new logo and icon paths.
 */
export async function storeSiteLogo(
  db: Db,
  opts: { site: string; bytes: Buffer; iconBytes?: Buffer; mediaDir: string },
): Promise<{ logo: string; icon: string }> {
  const [row] = await db
    .select({ id: websites.id, config: websites.config })
    .from(websites)
    .where(eq(websites.slug, opts.site))
    .limit(1);
  if (!row) throw new LogoError(`site: no site has the slug "${opts.site}"`);
  const background = parseSiteConfig(row.config).theme.primary;
  const prepared = await prepareLogo(opts.bytes, { background, iconBytes: opts.iconBytes });
  const paths = uploadedLogoPaths(opts.site, prepared.hash, prepared);
  const toFile = (url: string) => path.join(opts.mediaDir, url.replace(/^\/media\//, ""));
  await fs.mkdir(path.dirname(toFile(paths.logo)), { recursive: true });
  await fs.writeFile(toFile(paths.logo), prepared.logo);
  await fs.writeFile(toFile(paths.icon), prepared.icon);
  await db.update(websites).set({ logo: paths.logo }).where(eq(websites.id, row.id));
  return paths;
}
