"use client";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { MAX_PHOTO_BYTES, MAX_PHOTOS, movePhoto, PHOTO_CONTENT_TYPES } from "@/domain/console/stock-photos";
import { consoleApi } from "@/features/console/console-api";

interface Photo {
  id: string;
  url: string;
  thumb: string;
}

type Upload = { name: string; sent: number; total: number } | null;

/** Sends the file itself with XMLHttpRequest, whose upload events report the bytes sent. */
function uploadPhoto(
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

/**
 * A vehicle's photos in the console: in the sites' order, each moved up or down by a button
 * (keyboard and screen readers, no dragging needed) or removed; a new one uploaded through the
 * media pipeline with a progress bar of the bytes sent. Each change shows on the sites at once.
 */
export function StockPhotos({
  vehicleId,
  vehicleName,
  onChanged,
}: {
  vehicleId: number;
  vehicleName: string;
  /** After a change: the table's photo count is read again. */
  onChanged(): Promise<void>;
}) {
  const id = useId();
  const [photos, setPhotos] = useState<Photo[] | null>(null);
  const [status, setStatus] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [upload, setUpload] = useState<Upload>(null);
  const file = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const focusAfter = useRef<{ photo: string; action: "up" | "down" } | null>(null);

  const load = useCallback(async () => {
    const answer = await consoleApi<{ photos: Photo[] }>(`stock/${vehicleId}/photos`);
    if (answer.ok) setPhotos(answer.data.photos);
    else setError(answer.error.message);
  }, [vehicleId]);
  useEffect(() => {
    void load();
  }, [load]);
  // After a move the focus stays on the photo moved (on the other button when it reached an end).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the new order is shown
  useEffect(() => {
    const want = focusAfter.current;
    if (!want || !list.current) return;
    focusAfter.current = null;
    const buttons = list.current.querySelectorAll<HTMLButtonElement>(`[data-photo="${want.photo}"] button`);
    const preferred = [...buttons].find((b) => b.dataset.action === want.action && !b.disabled);
    (preferred ?? [...buttons].find((b) => !b.disabled))?.focus();
  }, [photos]);

  async function move(index: number, delta: -1 | 1) {
    if (!photos) return;
    const moved = photos[index];
    if (!moved) return;
    const order = movePhoto(photos, index, delta);
    setBusy(true);
    setError(null);
    const answer = await consoleApi<{ photos: Photo[] }>(`stock/${vehicleId}/photos`, {
      method: "PUT",
      body: { order: order.map((p) => p.id) },
    });
    setBusy(false);
    if (answer.ok) {
      focusAfter.current = { photo: moved.id, action: delta === -1 ? "up" : "down" };
      setPhotos(answer.data.photos);
      const at = answer.data.photos.findIndex((p) => p.id === moved.id) + 1;
      setStatus(
        `Photo moved ${delta === -1 ? "up" : "down"}: it is now photo ${at} of ${answer.data.photos.length}.`,
      );
      void onChanged();
    } else {
      setError(answer.error.fields.order ? `The order ${answer.error.fields.order}.` : answer.error.message);
      await load();
    }
  }

  async function remove(index: number) {
    const photo = photos?.[index];
    if (!photo) return;
    setBusy(true);
    setError(null);
    const answer = await consoleApi<{ photos: Photo[] }>(`stock/${vehicleId}/photos/${photo.id}`, {
      method: "DELETE",
    });
    setBusy(false);
    if (answer.ok) {
      setPhotos(answer.data.photos);
      setStatus(`Photo ${index + 1} removed; ${answer.data.photos.length} left.`);
      void onChanged();
      file.current?.focus();
    } else {
      setError(answer.error.message);
      await load();
    }
  }

  async function add() {
    const chosen = file.current?.files?.[0];
    if (!chosen) {
      setError("Choose a photo first.");
      return;
    }
    if (chosen.size > MAX_PHOTO_BYTES) {
      setError(`The photo is larger than ${MAX_PHOTO_BYTES / 1024 / 1024} MB; make it smaller.`);
      return;
    }
    setBusy(true);
    setError(null);
    setStatus("");
    setUpload({ name: chosen.name, sent: 0, total: chosen.size });
    const answer = await uploadPhoto(vehicleId, chosen, (sent, total) =>
      setUpload({ name: chosen.name, sent, total }),
    );
    setUpload(null);
    setBusy(false);
    if (answer.ok) {
      setPhotos(answer.photos);
      setStatus(`Photo added: it is photo ${answer.photos.length} of ${answer.photos.length}.`);
      if (file.current) file.current.value = "";
      void onChanged();
    } else setError(answer.message);
  }

  const percent = upload && upload.total > 0 ? Math.round((upload.sent / upload.total) * 100) : 0;
  const full = (photos?.length ?? 0) >= MAX_PHOTOS;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      // Inside the stock table's row, which scrolls sideways on a phone: the panel stays the
      // width of the screen, where it can be read without scrolling.
      className="sticky left-0 mt-4 max-w-[calc(100vw-2rem)] rounded-md border border-line p-4"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        Photos of {vehicleName}
      </h2>
      <p className="text-sm text-muted">
        The first photo is the main picture. At most {MAX_PHOTOS} photos, each a JPEG, PNG or WebP file of up
        to {MAX_PHOTO_BYTES / 1024 / 1024} MB.
      </p>
      {photos === null && !error && <p className="mt-2">Loading photos…</p>}
      {photos && photos.length === 0 && <p className="mt-2">No photos yet.</p>}
      {photos && photos.length > 0 && (
        <ol
          ref={list}
          className="mt-3 grid grid-cols-[repeat(auto-fill,minmax(10rem,1fr))] gap-3"
          aria-label={`Photos of ${vehicleName}, in order`}
        >
          {photos.map((photo, index) => (
            <li
              key={`${photo.id}-${index}`}
              data-photo={photo.id}
              className="rounded-md border border-line p-2"
            >
              {/* biome-ignore lint/performance/noImgElement: a small console thumbnail, already resized */}
              <img
                src={photo.thumb}
                alt={`${vehicleName}, ${index + 1} of ${photos.length}`}
                width={240}
                height={160}
                className="aspect-[3/2] w-full rounded object-cover"
                loading="lazy"
              />
              <div className="mt-2 flex flex-wrap gap-2">
                <button
                  type="button"
                  className="btn-outline"
                  data-action="up"
                  disabled={busy || index === 0}
                  onClick={() => void move(index, -1)}
                >
                  Move up<span className="sr-only"> photo {index + 1}</span>
                </button>
                <button
                  type="button"
                  className="btn-outline"
                  data-action="down"
                  disabled={busy || index === photos.length - 1}
                  onClick={() => void move(index, 1)}
                >
                  Move down<span className="sr-only"> photo {index + 1}</span>
                </button>
                <button
                  type="button"
                  className="btn-outline"
                  disabled={busy}
                  onClick={() => void remove(index)}
                >
                  Remove<span className="sr-only"> photo {index + 1}</span>
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${id}-file`} className="block text-sm font-semibold">
            Add a photo
          </label>
          <input
            ref={file}
            id={`${id}-file`}
            type="file"
            accept={PHOTO_CONTENT_TYPES.join(",")}
            className="mt-1 block"
            disabled={busy || full}
          />
        </div>
        <button type="button" className="btn-brand" disabled={busy || full} onClick={() => void add()}>
          Upload the photo
        </button>
      </div>
      {upload && (
        <div className="mt-3">
          <label htmlFor={`${id}-progress`} className="block text-sm">
            Uploading {upload.name}: {percent}%
          </label>
          <progress id={`${id}-progress`} className="w-full max-w-md" max={100} value={percent}>
            {percent}%
          </progress>
        </div>
      )}
      {/* A live region, not role=status: the stock screen's own status stays the page's one. */}
      <p aria-live="polite" className="mt-2" data-testid="photos-status">
        {status}
      </p>
      {error && (
        <p role="alert" className="mt-2 text-red-800">
          {error}
        </p>
      )}
    </section>
  );
}
