"use client";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { MAX_PHOTO_BYTES, MAX_PHOTOS, movePhoto } from "@/domain/console/stock-photos";
import { consoleApi } from "@/features/console/console-api";
import { type Photo, StockPhotosView, type Upload } from "@/features/console/stock-photos-view";
import { uploadPhoto } from "@/features/console/upload-photo";

/**
 * A vehicle's photos in the console: in the sites' order, each moved up or down by a button
 * (keyboard and screen readers, no dragging needed) or removed; a new one uploaded through the
 * media pipeline with a progress bar of the bytes sent. Each change shows on the sites at once.
 * The state and the API calls are here, the markup stock-photos-view.tsx's.
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

  return (
    <StockPhotosView
      id={id}
      vehicleName={vehicleName}
      photos={photos}
      status={status}
      error={error}
      busy={busy}
      upload={upload}
      full={(photos?.length ?? 0) >= MAX_PHOTOS}
      fileRef={file}
      listRef={list}
      onMove={(index, delta) => void move(index, delta)}
      onRemove={(index) => void remove(index)}
      onAdd={() => void add()}
    />
  );
}
