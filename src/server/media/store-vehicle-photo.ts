import "server-only";
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { MAX_PHOTO_BYTES } from "@/domain/console/stock-photos";
import type { CarImage } from "@/domain/stock/car-facts";

/** A file that is not a photo the sites can use; the message says why (for the `photo` field). */
export class PhotoError extends Error {}

/** sharp refuses larger images before decoding them (a 10 MB file can claim 100,000² pixels). */
const MAX_INPUT_PIXELS = 50_000_000;
const FORMATS = new Set(["jpeg", "png", "webp"]);
/**
 * The stored sizes, as the demo's vehicle photos (seed/generate-images.ts): the photo at most
 * 1600 px wide (sharp on high-density screens; the image service makes the smaller widths) and
 * a 480 x 320 thumbnail cropped to the cards' 3:2.
 */
const PHOTO_MAX_WIDTH = 1600;
const PHOTO_MAX_HEIGHT = 1600;
const THUMB_W = 480;
const THUMB_H = 320;
const JPEG_QUALITY = 80;

/**
 * An uploaded vehicle photo made into what the sites serve: its real type read from the bytes
 * (what the upload said it was is not trusted), turned upright from its EXIF orientation,
 * its metadata (location, camera) left out, resized to the photo and thumbnail as JPEG.
 */
async function prepareVehiclePhoto(bytes: Uint8Array): Promise<{ photo: Buffer; thumb: Buffer }> {
  if (bytes.length === 0) throw new PhotoError("the file is empty");
  if (bytes.length > MAX_PHOTO_BYTES) throw new PhotoError("the file is over 10 MB");
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
  let meta: { format?: string; width?: number; height?: number } = {};
  try {
    meta = await image.metadata();
  } catch (error) {
    // sharp reads the size from the header and refuses one over the limit before decoding.
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw new PhotoError("is larger than 50 megapixels");
    meta = {};
  }
  if (!meta.format || !FORMATS.has(meta.format)) throw new PhotoError("is not a JPEG, PNG or WebP image");
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS)
    throw new PhotoError("is larger than 50 megapixels");
  try {
    const upright = image.rotate();
    const photo = await upright
      .clone()
      .resize({ width: PHOTO_MAX_WIDTH, height: PHOTO_MAX_HEIGHT, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
      .toBuffer();
    const thumb = await upright
      .clone()
      .resize(THUMB_W, THUMB_H, { fit: "cover" })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
      .toBuffer();
    return { photo, thumb };
  } catch (error) {
    const message = error instanceof Error ? error.message : "";
    if (/pixel limit/i.test(message)) throw new PhotoError("is larger than 50 megapixels");
    throw new PhotoError("could not be read as an image");
  }
}

/**
 * Stores an uploaded photo once, content-addressed (media is served as immutable), under
 * MEDIA_DIR/vehicles/uploads: `/media/vehicles/uploads/{hash}.jpg` and its thumbnail in
 * `thumbs/`. Files are never removed here: a page cached before a change may still name them.
 */
export async function storeVehiclePhoto(mediaDir: string, bytes: Uint8Array): Promise<CarImage> {
  const { photo, thumb } = await prepareVehiclePhoto(bytes);
  const hash = createHash("sha256").update(photo).digest("hex").slice(0, 20);
  const file = `${hash}.jpg`;
  const dir = path.join(mediaDir, "vehicles", "uploads");
  await fs.mkdir(path.join(dir, "thumbs"), { recursive: true });
  await fs.writeFile(path.join(dir, file), photo);
  await fs.writeFile(path.join(dir, "thumbs", file), thumb);
  return { url: `/media/vehicles/uploads/${file}`, thumb: `/media/vehicles/uploads/thumbs/${file}` };
}
