import { createRoot } from "react-dom/client";
import type { CarImage } from "@/domain/stock/car-facts";
import GalleryViewer from "@/features/vehicle/gallery-viewer";

/**
 * Opens the fullscreen viewer (a React component, loaded only now: React comes with it) as the
 * last child of the gallery's section. `onClose` hears the photo last viewed; the viewer is
 * then taken away. Returns the function that takes it away without a word (the gallery's stop).
 */
export function openGalleryViewer(
  section: HTMLElement,
  props: { images: CarImage[]; alt: string; quality: number; start: number },
  onClose: (index: number) => void,
): () => void {
  const container = document.createElement("div");
  section.append(container);
  const root = createRoot(container);
  let open = true;
  const remove = () => {
    if (!open) return;
    open = false;
    // Not in the middle of React's own work (the dialog's close event, a ref's cleanup).
    queueMicrotask(() => {
      root.unmount();
      container.remove();
    });
  };
  root.render(
    <GalleryViewer
      {...props}
      onClose={(index) => {
        // The gallery moves to the photo and takes focus back first, while the page behind is
        // still held where it was; then the viewer goes (and the page may scroll again).
        onClose(index);
        remove();
      }}
    />,
  );
  return remove;
}
