import type { RefObject } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { MAX_PHOTO_BYTES, MAX_PHOTOS, PHOTO_CONTENT_TYPES } from "@/domain/console/stock-photos";

// A vehicle's photo panel's markup, from props alone: the photos in order with their move and
// remove buttons, the upload with its progress, and what happened. The state and the API calls
// are stock-photos.tsx's.

export interface Photo {
  id: string;
  url: string;
  thumb: string;
}

/** The upload under way: the file's name and the bytes sent of its total. */
export type Upload = { name: string; sent: number; total: number } | null;

export interface StockPhotosViewProps {
  /** The panel's own id: its heading's, file input's and progress bar's ids start with it. */
  id: string;
  vehicleName: string;
  /** Null while loading. */
  photos: readonly Photo[] | null;
  /** What the last change did (read out politely). */
  status: string;
  error: string | null;
  /** A change is being sent: every button waits. */
  busy: boolean;
  upload: Upload;
  /** The vehicle has as many photos as it may. */
  full: boolean;
  fileRef: RefObject<HTMLInputElement | null>;
  listRef: RefObject<HTMLOListElement | null>;
  onMove: (index: number, delta: -1 | 1) => void;
  onRemove: (index: number) => void;
  onAdd: () => void;
}

export function StockPhotosView({
  id,
  vehicleName,
  photos,
  status,
  error,
  busy,
  upload,
  full,
  fileRef,
  listRef,
  onMove,
  onRemove,
  onAdd,
}: StockPhotosViewProps) {
  const percent = upload && upload.total > 0 ? Math.round((upload.sent / upload.total) * 100) : 0;
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
          ref={listRef}
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
                <Button
                  variant="secondary"
                  data-action="up"
                  disabled={busy || index === 0}
                  onClick={() => onMove(index, -1)}
                >
                  Move up<span className="sr-only"> photo {index + 1}</span>
                </Button>
                <Button
                  variant="secondary"
                  data-action="down"
                  disabled={busy || index === photos.length - 1}
                  onClick={() => onMove(index, 1)}
                >
                  Move down<span className="sr-only"> photo {index + 1}</span>
                </Button>
                <Button variant="secondary" disabled={busy} onClick={() => onRemove(index)}>
                  Remove<span className="sr-only"> photo {index + 1}</span>
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <Field id={`${id}-file`} label="Add a photo" markOptional={false}>
          {(control) => (
            <input
              ref={fileRef}
              type="file"
              accept={PHOTO_CONTENT_TYPES.join(",")}
              className="mt-1 block"
              disabled={busy || full}
              {...control}
            />
          )}
        </Field>
        <Button disabled={busy || full} busy={upload !== null} onClick={onAdd}>
          Upload the photo
        </Button>
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
        <Alert as="p" tone="plain" className="mt-2">
          {error}
        </Alert>
      )}
    </section>
  );
}
