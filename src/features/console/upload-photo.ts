import type { Photo } from "@/features/console/stock-photos-view";

/** Sends the file itself with XMLHttpRequest, whose upload events report the bytes sent. */
export function uploadPhoto(
  vehicleId: number,
  file: File,
  onProgress: (sent: number, total: number) => void,
): Promise<{ ok: true; photos: Photo[] } | { ok: false; message: string }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/console/api/stock/${vehicleId}/photos`);
    xhr.setRequestHeader("content-type", file.type || "application/octet-stream");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    xhr.onload = () => {
      let body: { photos?: Photo[]; error?: { message: string; fields?: Record<string, string> } } | null =
        null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body?.photos) resolve({ ok: true, photos: body.photos });
      else
        resolve({
          ok: false,
          message: body?.error?.fields?.photo
            ? `The photo ${body.error.fields.photo}.`
            : (body?.error?.message ?? `The console answered ${xhr.status}.`),
        });
    };
    xhr.onerror = () => resolve({ ok: false, message: "The console could not be reached. Try again." });
    xhr.send(file);
  });
}
