/**
 * How the console's lead page writes what a lead holds: a file's size, and a field's value
 * (text as it is, anything else as JSON).
 */

/** 512 → "512 bytes", 2048 → "2 KB", 3 MiB → "3.0 MB". */
export function fileSizeText(bytes: number): string {
  return bytes < 1024
    ? `${bytes} bytes`
    : bytes < 1024 * 1024
      ? `${Math.round(bytes / 1024)} KB`
      : `${(bytes / 1048576).toFixed(1)} MB`;
}

/** A lead field's value as text: a string as it is, anything else as JSON. */
export function leadValueText(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}
