// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, test, vi } from "vitest";
import "../../../tests/support/dom";
import type { CarImage } from "@/domain/stock/car-facts";
import { VehicleGallery } from "@/features/vehicle/vehicle-gallery";

const images: CarImage[] = [1, 2, 3, 4].map((n) => ({
  url: `/media/demo/cx5-${n}.jpg`,
  thumb: `/media/demo/cx5-${n}-thumb.jpg`,
}));
const ALT = "2021 Mazda CX-5 Maxx";

// jsdom has <dialog> but not its modal methods: showModal opens it, close shuts it and fires
// "close", as a browser does.
beforeEach(() => {
  HTMLDialogElement.prototype.showModal = vi.fn(function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  });
  HTMLDialogElement.prototype.close = vi.fn(function (this: HTMLDialogElement) {
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  });
  Element.prototype.scrollIntoView = vi.fn();
  // Nor does it lay out or scroll: the zoomed viewer centres its photo with scrollTo.
  Element.prototype.scrollTo = vi.fn();
});

// The gallery's own photo (the viewer, when open, is a later child of the same section).
const mainPhoto = () =>
  within(screen.getByTestId("vehicle-gallery").firstElementChild as HTMLElement).getByRole("img", {
    name: new RegExp(`^${ALT}, photo \\d of 4$`),
  });
const shown = () => Number(/photo (\d) of/.exec(mainPhoto().getAttribute("alt") ?? "")?.[1]);
const thumb = (n: number) => screen.getByRole("link", { name: `Show photo ${n} of 4` });

function renderGallery(photos = images) {
  render(<VehicleGallery images={photos} alt={ALT} quality={75} />);
}

describe("VehicleGallery (SPEC 4 vehicle page photos)", () => {
  test("starts on the first photo, fetched eagerly and first, with the counter and the first thumbnail current", () => {
    renderGallery();
    expect(shown()).toBe(1);
    expect(mainPhoto()).toHaveAttribute("loading", "eager");
    expect(mainPhoto()).toHaveAttribute("fetchpriority", "high");
    expect(screen.getByText("1 / 4")).toBeInTheDocument();
    expect(thumb(1)).toHaveAttribute("aria-current", "true");
    expect(thumb(2)).not.toHaveAttribute("aria-current");
  });

  test("Next and Previous step through the photos and wrap round at both ends", async () => {
    renderGallery();
    const next = screen.getByRole("button", { name: "Next photo" });
    const previous = screen.getByRole("button", { name: "Previous photo" });
    await userEvent.click(next);
    expect(shown()).toBe(2);
    expect(screen.getByText("2 / 4")).toBeInTheDocument();
    expect(mainPhoto()).toHaveAttribute("loading", "lazy");
    expect(thumb(2)).toHaveAttribute("aria-current", "true");
    await userEvent.click(previous);
    await userEvent.click(previous);
    expect(shown()).toBe(4);
    await userEvent.click(next);
    expect(shown()).toBe(1);
  });

  test("the carousel takes the arrow keys, Home and End once focused", async () => {
    renderGallery();
    const carousel = screen.getByRole("region", { name: `Photos of ${ALT}` });
    expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    await userEvent.tab();
    expect(carousel).toHaveFocus();
    const steps: [string, number][] = [
      ["{ArrowRight}", 2],
      ["{ArrowRight}", 3],
      ["{ArrowLeft}", 2],
      ["{End}", 4],
      ["{ArrowRight}", 1],
      ["{ArrowLeft}", 4],
      ["{Home}", 1],
    ];
    for (const [key, photo] of steps) {
      await userEvent.keyboard(key);
      expect(shown(), key).toBe(photo);
    }
  });

  test("a thumbnail links to its photo, and a click shows it instead of leaving the page", async () => {
    renderGallery();
    expect(thumb(3)).toHaveAttribute("href", images[2]?.url);
    // fireEvent answers false when the page's handler cancelled the browser's navigation.
    expect(fireEvent.click(thumb(3))).toBe(false);
    expect(shown()).toBe(3);
    expect(thumb(3)).toHaveAttribute("aria-current", "true");
    expect(thumb(1)).not.toHaveAttribute("aria-current");
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });

  test("a horizontal swipe on the photo changes it and is not taken for a tap; a vertical one does neither", async () => {
    renderGallery();
    // A tap opens the viewer (its code loaded from now on, so it would open at once).
    await userEvent.click(screen.getByRole("link", { name: "View photo 1 of 4 fullscreen" }));
    await userEvent.click(await screen.findByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();

    const opener = screen.getByRole("link", { name: "View photo 1 of 4 fullscreen" });
    fireEvent.pointerDown(opener, { clientX: 300, clientY: 100 });
    fireEvent.pointerUp(opener, { clientX: 200, clientY: 110 });
    fireEvent.click(opener);
    expect(shown()).toBe(2);
    expect(screen.queryByRole("dialog")).toBeNull();

    fireEvent.pointerDown(opener, { clientX: 200, clientY: 100 });
    fireEvent.pointerUp(opener, { clientX: 260, clientY: 300 });
    expect(shown()).toBe(2);
  });

  test("one photo: no previous, next, counter or thumbnails; none: a placeholder", () => {
    renderGallery(images.slice(0, 1));
    expect(screen.getByRole("img", { name: `${ALT}, photo 1 of 1` })).toBeInTheDocument();
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByRole("list", { name: "Choose a photo" })).toBeNull();
    document.body.innerHTML = "";
    renderGallery([]);
    expect(screen.getByText("Photos coming soon")).toBeInTheDocument();
    expect(screen.queryByRole("region")).toBeNull();
  });
});

describe("the fullscreen viewer, opened from the gallery", () => {
  async function openViewerAt(photo: number) {
    renderGallery();
    await userEvent.click(thumb(photo));
    const opener = screen.getByRole("link", { name: `View photo ${photo} of 4 fullscreen` });
    expect(opener).toHaveAttribute("href", images[photo - 1]?.url);
    await userEvent.click(opener);
    const dialog = await screen.findByRole("dialog", { name: `Photos of ${ALT}` });
    return { opener, dialog };
  }

  test("opens as a modal dialog on the photo the gallery showed", async () => {
    const { dialog } = await openViewerAt(2);
    expect(HTMLDialogElement.prototype.showModal).toHaveBeenCalledTimes(1);
    expect(dialog).toHaveAttribute("open");
    expect(within(dialog).getByRole("img", { name: `${ALT}, photo 2 of 4` })).toBeInTheDocument();
    expect(within(dialog).getByText("2 / 4")).toBeInTheDocument();
    expect(document.documentElement.style.overflow).toBe("hidden");
  });

  test("its keys step through the photos (not the gallery's), + and - zoom", async () => {
    const { dialog } = await openViewerAt(2);
    within(dialog).getByRole("button", { name: "Close" }).focus();
    await userEvent.keyboard("{ArrowRight}");
    expect(within(dialog).getByText("3 / 4")).toBeInTheDocument();
    await userEvent.keyboard("{End}");
    expect(within(dialog).getByText("4 / 4")).toBeInTheDocument();
    await userEvent.keyboard("{ArrowRight}");
    expect(within(dialog).getByText("1 / 4")).toBeInTheDocument();
    // The gallery behind stays where it was while the viewer is open.
    expect(shown()).toBe(2);

    const zoom = within(dialog).getByRole("button", { name: "Zoom" });
    await userEvent.keyboard("+");
    expect(zoom).toHaveAttribute("aria-pressed", "true");
    expect(dialog).toHaveAttribute("data-zoomed", "true");
    await waitFor(() => expect(Element.prototype.scrollTo).toHaveBeenCalled());
    await userEvent.keyboard("-");
    expect(zoom).toHaveAttribute("aria-pressed", "false");
  });

  test("Tab and Shift+Tab go round the viewer's buttons and never leave it", async () => {
    const { dialog } = await openViewerAt(1);
    const buttons = within(dialog).getAllByRole("button");
    expect(buttons.map((b) => b.getAttribute("aria-label"))).toEqual([
      "Zoom",
      "Close",
      "Previous photo",
      "Next photo",
    ]);
    buttons.at(-1)?.focus();
    await userEvent.tab();
    expect(buttons[0]).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(buttons.at(-1)).toHaveFocus();
  });

  test("Close shuts it, leaves the gallery on the photo last viewed and puts focus back on the photo", async () => {
    const { dialog } = await openViewerAt(2);
    await userEvent.click(within(dialog).getByRole("button", { name: "Next photo" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(shown()).toBe(3);
    expect(screen.getByRole("link", { name: "View photo 3 of 4 fullscreen" })).toHaveFocus();
    // The viewer is a React root of its own, taken away once the dialog has closed.
    await waitFor(() => expect(document.documentElement.style.overflow).toBe(""));
    expect(screen.getByTestId("vehicle-gallery").querySelector("dialog")).toBeNull();
  });
});
