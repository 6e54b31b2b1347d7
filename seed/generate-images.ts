import "server-only";
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { DRAWINGS } from "./drawings/all-drawings";
import { GROUND, paintDefs } from "./drawings/kit";
import type { PhotoDrawing } from "./photo-drawing";

/**
 * Demo vehicle photography, drawn locally: a stylised side view of the listing's body type
 * (photo-drawing.ts) in a paint colour, over a studio or outdoor backdrop with a ground
 * shadow, rendered from SVG by sharp at 1600 x 1067 (sharp on high-density screens; next/image
 * serves smaller variants). The set is bounded (drawing x colour x angle) and shared between
 * cars. A file's name carries a hash of its drawing, so files that already exist are kept (a
 * reseed costs almost nothing) and a changed drawing gets a new URL (media is immutable).
 */

const PAINTS = {
  white: "#eceef0",
  silver: "#a9b0b8",
  grey: "#555c66",
  black: "#1c1e22",
  red: "#a3131d",
  blue: "#1d4d8f",
  green: "#2d5a44",
  orange: "#c45f26",
} as const;
export type PaintKey = keyof typeof PAINTS;

type Backdrop = "studio" | "outdoor";
interface Variant {
  backdrop: Backdrop;
  /** The vehicle faces left (mirrored). */
  flip: boolean;
  /** A close crop of the front (or rear) of the vehicle instead of the whole side. */
  detail: "front" | "rear" | null;
}

/** Gallery order of a car's photos: n = index + 1 in the file name. */
const VARIANTS: readonly Variant[] = [
  { backdrop: "studio", flip: false, detail: null },
  { backdrop: "outdoor", flip: true, detail: null },
  { backdrop: "studio", flip: true, detail: null },
  { backdrop: "outdoor", flip: false, detail: null },
  { backdrop: "studio", flip: false, detail: "front" },
];
export const MAX_PHOTOS_PER_CAR = VARIANTS.length;

export const PLACEHOLDER_URL = "/media/placeholder/vehicle-default.jpg";
export const PLACEHOLDER_URL_2 = "/media/placeholder/vehicle-default-2.jpg";

/** The drawing frame (SVG user units). */
const W = 1200;
const H = 800;
/** The rendered photo, 3:2 like the frame, wide enough to be sharp on high-density screens. */
const PHOTO_WIDTH = 1600;
const PHOTO_HEIGHT = 1067;
const THUMB_W = 480;
const THUMB_H = 320;
const JPEG_QUALITY = 75;

export interface VehicleImage {
  url: string;
  thumb: string;
}

const fileNames = new Map<string, string>();

/** The file name of photo n of a drawing and paint: its SVG's hash makes it immutable. */
function photoFile(drawing: PhotoDrawing, paint: PaintKey, n: number): string {
  const key = `${drawing}-${paint}-${n}`;
  let file = fileNames.get(key);
  if (!file) {
    const hash = createHash("sha256")
      .update(`${JPEG_QUALITY}/${THUMB_W}x${THUMB_H}\n`)
      .update(photoSvg(drawing, paint, n))
      .digest("hex")
      .slice(0, 10);
    file = `${key}-${hash}.jpg`;
    fileNames.set(key, file);
  }
  return file;
}

/** The URL pair of photo n (1-based) of a drawing and paint. */
export function vehicleImage(drawing: PhotoDrawing, paint: PaintKey, n: number): VehicleImage {
  const file = photoFile(drawing, paint, n);
  return { url: `/media/vehicles/${file}`, thumb: `/media/vehicles/thumbs/${file}` };
}

/** The blog's pictures are 16:9, wider than the 1280 so that width is a downscale. */
const BLOG_W = 1600;
const BLOG_H = 900;

export interface BlogImageRequest {
  body: PhotoDrawing;
  paint: PaintKey;
  /** Which photo of the vehicle (1-based), reframed 16:9. */
  n: number;
}

/** The URL of a blog picture: photo n of a drawing and paint, in the blog's 16:9 frame. */
export function blogImage({ body, paint, n }: BlogImageRequest): string {
  return `/media/blog/${photoFile(body, paint, n)}`;
}

/** The first `count` photos of a drawing and paint (count is capped at MAX_PHOTOS_PER_CAR). */
export function vehicleImages(drawing: PhotoDrawing, paint: PaintKey, count: number): VehicleImage[] {
  const n = Math.max(0, Math.min(count, MAX_PHOTOS_PER_CAR));
  return Array.from({ length: n }, (_, i) => vehicleImage(drawing, paint, i + 1));
}

// ---------------------------------------------------------------------------------------
// The photo

function backdrop(kind: Backdrop): string {
  if (kind === "studio") {
    return `<defs>
<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="#d7dadf"/><stop offset="0.62" stop-color="#f4f5f6"/><stop offset="0.68" stop-color="#e3e5e8"/><stop offset="1" stop-color="#b9bdc2"/>
</linearGradient>
<linearGradient id="spot" x1="0" y1="0" x2="1" y2="0">
<stop offset="0" stop-color="#ffffff" stop-opacity="0"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0.7"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
</linearGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#wall)"/>
<rect width="${W}" height="${H}" fill="url(#spot)"/>`;
    // Linear gradients only: a radial one over the whole frame costs more than the vehicle.
  }
  return `<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="#6f9fcb"/><stop offset="0.6" stop-color="#cfe0ec"/><stop offset="1" stop-color="#eef2f1"/>
</linearGradient>
<linearGradient id="road" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="#b8b3a8"/><stop offset="1" stop-color="#7f7a71"/>
</linearGradient>
<linearGradient id="sun" x1="0" y1="0" x2="0.55" y2="0.6">
<stop offset="0" stop-color="#fff8e0" stop-opacity="0.9"/><stop offset="1" stop-color="#fff8e0" stop-opacity="0"/>
</linearGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
<rect width="${W}" height="${H}" fill="url(#sun)"/>
<path d="M0 470 C 180 420, 320 440, 470 410 C 640 380, 760 450, 920 420 C 1040 400, 1120 430, 1200 415 L1200 560 L0 560 Z" fill="#9fb3a6" opacity="0.7"/>
<path d="M0 510 C 220 470, 420 500, 640 478 C 860 456, 1000 500, 1200 480 L1200 560 L0 560 Z" fill="#7f9a7d"/>
<rect y="548" width="${W}" height="${H - 548}" fill="url(#road)"/>
<path d="M0 548 L${W} 548" stroke="#d8d3c6" stroke-width="3"/>`;
}

/** The SVG document for one photo; a different output size crops it (centred), never stretches it. */
function photoSvg(
  body: PhotoDrawing,
  paint: PaintKey,
  n: number,
  size = { width: PHOTO_WIDTH, height: PHOTO_HEIGHT },
): string {
  const variant = VARIANTS[(n - 1) % VARIANTS.length]!;
  const drawing = DRAWINGS[body]();
  const mid = (drawing.x0 + drawing.x1) / 2;
  const half = (drawing.x1 - drawing.x0) / 2;
  const shadow = `<defs><radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5">
<stop offset="0" stop-color="#000" stop-opacity="0.55"/><stop offset="0.7" stop-color="#000" stop-opacity="0.18"/><stop offset="1" stop-color="#000" stop-opacity="0"/>
</radialGradient></defs>
<ellipse cx="${mid}" cy="${GROUND + 4}" rx="${half + 70}" ry="34" fill="url(#shadow)"/>`;
  // Centre the vehicle horizontally, then mirror it when the variant asks.
  const dx = 600 - mid;
  const transform = variant.flip ? `translate(${1200 - dx} 0) scale(-1 1)` : `translate(${dx} 0)`;
  let viewBox = `0 0 ${W} ${H}`;
  if (variant.detail) {
    const front = variant.flip ? variant.detail === "rear" : variant.detail === "front";
    // A 3:2 crop tall enough for the top of the vehicle (a bike's tank and screen).
    const h = Math.min(520, Math.max(360, GROUND + 50 - (drawing.top - 24)));
    const w = h * 1.5;
    const x = front ? 600 + half - (w * 8) / 9 : 600 - half - w / 9;
    viewBox = `${Math.round(x)} ${Math.round(GROUND + 50 - h)} ${Math.round(w)} ${Math.round(h)}`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice">
${backdrop(variant.backdrop)}
<defs>${paintDefs(PAINTS[paint])}</defs>
<g transform="${transform}">
${shadow}
${drawing.svg}
</g>
</svg>`;
}

function placeholderSvg(second: boolean): string {
  const tone = second ? "#dfe3e8" : "#e7e9ec";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${tone}"/><stop offset="1" stop-color="#cfd3d8"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<g fill="none" stroke="#9aa1a9" stroke-width="10" stroke-linejoin="round" stroke-linecap="round">
<rect x="480" y="250" width="240" height="170" rx="24"/>
<path d="M540 250 L560 214 L640 214 L660 250"/>
<circle cx="600" cy="335" r="52"/>
</g>
<text x="600" y="510" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="44" font-weight="700" fill="#6b727b">Photos coming soon</text>
<text x="600" y="560" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="26" fill="#8a9199">This vehicle is being prepared for sale</text>
</svg>`;
}

// ---------------------------------------------------------------------------------------
// Writing files

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

async function encode(
  raster: Buffer,
  size: { width: number; height: number },
  fullPath: string,
  thumbPath: string | null,
): Promise<void> {
  // Encode the full size and the thumb from the same raster. Plain libjpeg (not mozjpeg)
  // keeps a cold seed fast; the files are ~30% larger.
  const input = { raw: { ...size, channels: 3 as const } };
  const writes: Promise<unknown>[] = [sharp(raster, input).jpeg({ quality: JPEG_QUALITY }).toFile(fullPath)];
  if (thumbPath) {
    writes.push(
      sharp(raster, input).resize(THUMB_W, THUMB_H).jpeg({ quality: JPEG_QUALITY }).toFile(thumbPath),
    );
  }
  await Promise.all(writes);
}

async function rasterRgb(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
}

async function renderPhoto(svg: string, fullPath: string, thumbPath: string): Promise<void> {
  await encode(await rasterRgb(svg), { width: PHOTO_WIDTH, height: PHOTO_HEIGHT }, fullPath, thumbPath);
}

/** Creates the lock file, or says another process holds it (a lock older than a minute is stale). */
async function takeLock(file: string): Promise<string | "busy"> {
  try {
    await fs.writeFile(file, String(process.pid), { flag: "wx" });
    return file;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const age = await fs.stat(file).then(
      (s) => Date.now() - s.mtimeMs,
      () => 0,
    );
    if (age < 60_000) return "busy";
    await fs.rm(file, { force: true });
    return takeLock(file);
  }
}

async function publish(from: string, to: string): Promise<void> {
  const temp = `${to}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await fs.copyFile(from, temp);
  await fs.rename(temp, to);
}

async function runLimited(tasks: (() => Promise<void>)[], limit: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next++]!;
      await task();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, tasks.length)) }, worker));
}

export interface ImageRequest {
  body: PhotoDrawing;
  paint: PaintKey;
  /** Photos 1..count are needed. */
  count: number;
}

export interface GenerateImagesResult {
  written: number;
  skipped: number;
  /** Taken from the cache directory instead of drawn. */
  copied: number;
  ms: number;
}

/**
 * Writes the requested vehicle photos (full and thumb), the blog's pictures and the two
 * placeholders under mediaDir, skipping files that already exist. With a cacheDir, a photo drawn once (by any
 * media directory: the integration tests', the e2e run's, a dev database's) is copied from
 * there; names carry the drawing's hash, so a cached file is never stale.
 */
export async function generateDemoImages(
  mediaDir: string,
  requests: readonly ImageRequest[],
  options: { concurrency?: number; cacheDir?: string; blog?: readonly BlogImageRequest[] } = {},
): Promise<GenerateImagesResult> {
  const started = performance.now();
  const vehiclesDir = path.join(mediaDir, "vehicles");
  const thumbsDir = path.join(vehiclesDir, "thumbs");
  const placeholderDir = path.join(mediaDir, "placeholder");
  await Promise.all([
    fs.mkdir(thumbsDir, { recursive: true }),
    fs.mkdir(placeholderDir, { recursive: true }),
  ]);
  // The cache only saves time: without a writable one, every photo is drawn.
  const cacheDir =
    options.cacheDir &&
    (await fs.mkdir(path.join(options.cacheDir, "thumbs"), { recursive: true }).then(
      () => options.cacheDir,
      () => undefined,
    ));

  const wanted = new Map<string, ImageRequest>();
  for (const r of requests) {
    const key = `${r.body}-${r.paint}`;
    const prev = wanted.get(key);
    if (!prev || prev.count < r.count)
      wanted.set(key, { ...r, count: Math.min(r.count, MAX_PHOTOS_PER_CAR) });
  }

  let written = 0;
  let skipped = 0;
  let copied = 0;
  const tasks: (() => Promise<void>)[] = [];
  for (const { body, paint, count } of wanted.values()) {
    for (let n = 1; n <= count; n++) {
      const file = photoFile(body, paint, n);
      const task = async (): Promise<void> => {
        const full = path.join(vehiclesDir, file);
        const thumb = path.join(thumbsDir, file);
        if ((await exists(full)) && (await exists(thumb))) {
          skipped++;
          return;
        }
        const cached = cacheDir
          ? { full: path.join(cacheDir, file), thumb: path.join(cacheDir, "thumbs", file) }
          : null;
        const copyCached = async () => {
          if (!cached || !(await exists(cached.full)) || !(await exists(cached.thumb))) return false;
          await Promise.all([fs.copyFile(cached.full, full), fs.copyFile(cached.thumb, thumb)]);
          copied++;
          return true;
        };
        if (await copyCached()) return;
        // Seeds running at once (parallel test files) share the drawing: the one holding the
        // lock draws, the others come back to the photo after their other work.
        const lock = cached ? await takeLock(`${cached.full}.lock`) : null;
        if (lock === "busy") {
          await new Promise((resolve) => setTimeout(resolve, 40));
          tasks.push(task);
          return;
        }
        try {
          // Published (then unlocked) by another seed between the two checks?
          if (lock && (await copyCached())) return;
          await renderPhoto(photoSvg(body, paint, n), full, thumb);
          written++;
          if (cached) {
            // Thumb first, each under a temporary name then renamed: another seed never copies
            // half a file.
            await publish(thumb, cached.thumb);
            await publish(full, cached.full);
          }
        } finally {
          if (lock) await fs.rm(lock, { force: true });
        }
      };
      tasks.push(task);
    }
  }
  const blog = options.blog ?? [];
  if (blog.length > 0) await fs.mkdir(path.join(mediaDir, "blog"), { recursive: true });
  for (const request of new Map(blog.map((r) => [blogImage(r), r])).values()) {
    tasks.push(async () => {
      const full = path.join(mediaDir, blogImage(request).slice("/media/".length));
      if (await exists(full)) {
        skipped++;
        return;
      }
      const { body, paint, n } = request;
      const size = { width: BLOG_W, height: BLOG_H };
      await encode(await rasterRgb(photoSvg(body, paint, n, size)), size, full, null);
      written++;
    });
  }
  for (const second of [false, true]) {
    tasks.push(async () => {
      const full = path.join(placeholderDir, second ? "vehicle-default-2.jpg" : "vehicle-default.jpg");
      if (await exists(full)) {
        skipped++;
        return;
      }
      await encode(
        await rasterRgb(placeholderSvg(second)),
        { width: PHOTO_WIDTH, height: PHOTO_HEIGHT },
        full,
        null,
      );
      written++;
    });
  }
  await runLimited(tasks, options.concurrency ?? 4);
  return { written, skipped, copied, ms: Math.round(performance.now() - started) };
}

/** A tiny but valid one-page PDF (the demo history report for one car). */
export function historyReportPdf(title: string, lines: readonly string[]): Buffer {
  const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, "?");
  const text = [
    "BT /F1 20 Tf 72 760 Td",
    `(${esc(title)}) Tj`,
    "/F1 11 Tf",
    ...lines.map((l) => `0 -22 Td (${esc(l)}) Tj`),
    "ET",
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${Buffer.byteLength(text, "latin1")} >>\nstream\n${text}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}
