import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { env, resolveDataPath } from "@/env";
import { AppError } from "@/server/http/app-error";
import { formatBytes } from "@/server/http/read-body";

/** With-files: the types a visitor may attach (documents and photos). */
const ALLOWED_LEAD_FILE_TYPES: Readonly<Record<string, readonly string[]>> = {
  "application/pdf": [".pdf"],
  "image/jpeg": [".jpg", ".jpeg"],
  "image/png": [".png"],
  "image/webp": [".webp"],
  "image/heic": [".heic"],
  "image/heif": [".heif"],
};

import {
  MAX_LEAD_FILE_BYTES,
  MAX_LEAD_FILES,
  MAX_LEAD_FILES_TOTAL_BYTES,
} from "@/domain/leads/lead-file-limits";

export {
  MAX_LEAD_FILE_BYTES,
  MAX_LEAD_FILES_TOTAL_BYTES,
  WITH_FILES_BODY_LIMIT,
} from "@/domain/leads/lead-file-limits";

export interface StoredLeadFile {
  field: string;
  filename: string;
  content_type: string;
  size: number;
  /** Relative to LEAD_FILES_DIR (a private directory, outside the public MEDIA_DIR). */
  storage_path: string;
  /** The id in the file's signed download link: 128 random bits (base64url), unguessable. */
  download_id: string;
}

// Magic numbers: the declared type must match the bytes, so a renamed script is refused.
function sniff(bytes: Uint8Array): string | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (ascii(0, 5) === "%PDF-") return "application/pdf";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (ascii(1, 4) === "PNG" && bytes[0] === 0x89) return "image/png";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  if (ascii(4, 8) === "ftyp") {
    const brand = ascii(8, 12);
    if (["heic", "heix", "hevc", "heim", "heis"].includes(brand)) return "image/heic";
    if (["mif1", "msf1"].includes(brand)) return "image/heif";
  }
  return null;
}

function safeName(name: string): string {
  const base = path
    .basename(name)
    .replace(/[^\w.\- ]+/g, "_")
    .slice(0, 120);
  return base || "file";
}

/**
 * Checks uploads against the allow-list and the size limits, then writes them under
 * LEAD_FILES_DIR/{site}/{download id}, outside the public media directory. Nothing is written unless every file passes. Files are
 * written before the lead's transaction; the caller removes them if it does not commit.
 */
export async function storeLeadFiles(
  { websiteId }: { websiteId: number },
  files: ReadonlyArray<{ field: string; file: File }>,
): Promise<StoredLeadFile[]> {
  if (files.length > MAX_LEAD_FILES) {
    throw new AppError("payload_too_large", `Attach at most ${MAX_LEAD_FILES} files.`);
  }
  let total = 0;
  const checked: Array<{ field: string; file: File; bytes: Uint8Array; type: string }> = [];
  for (const { field, file } of files) {
    if (file.size > MAX_LEAD_FILE_BYTES) {
      throw new AppError(
        "payload_too_large",
        `${safeName(file.name)} is larger than ${formatBytes(MAX_LEAD_FILE_BYTES)}.`,
        {
          fields: { [field]: `Each file must be ${formatBytes(MAX_LEAD_FILE_BYTES)} or smaller.` },
        },
      );
    }
    total += file.size;
    if (total > MAX_LEAD_FILES_TOTAL_BYTES) {
      throw new AppError(
        "payload_too_large",
        `Files may add up to ${formatBytes(MAX_LEAD_FILES_TOTAL_BYTES)}.`,
      );
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = sniff(bytes);
    const declared = file.type.toLowerCase();
    const extension = path.extname(file.name).toLowerCase();
    const allowed = type ? ALLOWED_LEAD_FILE_TYPES[type] : undefined;
    const declaredOk =
      declared === "" || declared === type || (type === "image/heif" && declared === "image/heic");
    if (!type || !allowed || !declaredOk || (extension !== "" && !allowed.includes(extension))) {
      throw new AppError(
        "unsupported_media_type",
        `${safeName(file.name)} is not an allowed file type. Attach a PDF, JPEG, PNG, WebP or HEIC file.`,
        { fields: { [field]: "Attach a PDF, JPEG, PNG, WebP or HEIC file." } },
      );
    }
    checked.push({ field, file, bytes, type });
  }
  const root = resolveDataPath(env().LEAD_FILES_DIR);
  const stored: StoredLeadFile[] = [];
  try {
    for (const { field, file, bytes, type } of checked) {
      const download_id = newDownloadId();
      const storage_path = path.join(String(websiteId), download_id);
      await fs.mkdir(path.dirname(path.join(root, storage_path)), { recursive: true });
      await fs.writeFile(path.join(root, storage_path), bytes, { flag: "wx" });
      stored.push({
        field,
        filename: safeName(file.name),
        content_type: type,
        size: bytes.byteLength,
        storage_path,
        download_id,
      });
    }
  } catch (error) {
    await removeLeadFiles(stored);
    throw error;
  }
  return stored;
}

/** 128 random bits as base64url (22 characters): a download link's file id. */
function newDownloadId(): string {
  return randomBytes(16).toString("base64url");
}

/** A download id: 22 base64url characters (32 hex for files stored before ids became base64url). */
export const DOWNLOAD_ID = /^[A-Za-z0-9_-]{22,32}$/;

export async function removeLeadFiles(files: readonly StoredLeadFile[]): Promise<void> {
  const root = resolveDataPath(env().LEAD_FILES_DIR);
  await Promise.all(files.map((f) => fs.rm(path.join(root, f.storage_path), { force: true })));
}

/** Where a stored lead file lives on disk. */
export function leadFilePath(storagePath: string): string {
  return path.join(resolveDataPath(env().LEAD_FILES_DIR), storagePath);
}

/** A stored lead file's bytes, or null when it is no longer there. */
export async function readLeadFile(file: { storage_path: string }): Promise<Buffer | null> {
  try {
    return await fs.readFile(leadFilePath(file.storage_path));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}
