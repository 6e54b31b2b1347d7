// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, test } from "vitest";
import { SavedCount } from "@/features/favourites/saved-count";
import { showSavedCount } from "@/features/favourites/show-saved-count";
import { startFavouriteToggle } from "@/features/favourites/start-favourite-toggle";
import "../../../tests/support/dom";

const saved = (count: number) =>
  JSON.stringify(
    Array.from({ length: count }, (_, i) => ({
      id: i + 1,
      name: `Car ${i + 1}`,
      slug: `car-${i + 1}`,
      make: null,
      model: null,
      primary_image_url: null,
    })),
  );

describe("the header heart's count of saved vehicles", () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.body.replaceChildren();
  });

  test("shows how many are saved on this device, and follows a save at once", async () => {
    window.localStorage.setItem("favourites", saved(1));
    render(
      <a href="/saved">
        <span className="sr-only">Saved favourites</span>
        <SavedCount />
      </a>,
    );
    startFavouriteToggle(document.body, { id: 2, name: "Car 2", slug: "car-2" }, "AU");
    expect(screen.getByRole("link", { name: /^Saved favourites ?\(1\)$/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Save Car 2 to favourites" }));
    expect(screen.getByRole("link", { name: /^Saved favourites ?\(2\)$/ })).toBeInTheDocument();
  });

  test("nothing shows when none are saved", () => {
    const { container } = render(<SavedCount />);
    expect(container.querySelector("[data-saved-count-host]")).toBeEmptyDOMElement();
  });

  // Astro's shell: the server's empty element, filled by the plain script with no React.
  test.each([
    [0, null, ""],
    [3, "3", "(3)"],
    [120, "120", "(99+)"],
  ])("the plain script on the server's markup: %i saved shows %s", (count, attribute, name) => {
    if (count > 0) window.localStorage.setItem("favourites", saved(count));
    document.body.innerHTML =
      '<a href="/saved"><span class="sr-only">Saved favourites</span><span class="contents" data-saved-count-host=""></span></a>';
    const stop = showSavedCount(document.querySelector("[data-saved-count-host]") as Element);
    expect(document.querySelector("[data-saved-count]")?.getAttribute("data-saved-count") ?? null).toBe(
      attribute,
    );
    expect(screen.getByRole("link").textContent?.replace("Saved favourites", "").trim()).toBe(name);
    stop();
  });

  test("the plain script follows saves from another tab, and stops when asked", () => {
    document.body.innerHTML = '<a href="/saved"><span data-saved-count-host=""></span></a>';
    const stop = showSavedCount(document.querySelector("[data-saved-count-host]") as Element);
    expect(document.querySelector("[data-saved-count]")).toBeNull();
    window.localStorage.setItem("favourites", saved(2));
    window.dispatchEvent(new StorageEvent("storage", { key: "favourites" }));
    expect(document.querySelector("[data-saved-count]")).toHaveAttribute("data-saved-count", "2");
    stop();
    window.localStorage.setItem("favourites", saved(4));
    window.dispatchEvent(new StorageEvent("storage", { key: "favourites" }));
    expect(document.querySelector("[data-saved-count]")).toHaveAttribute("data-saved-count", "2");
  });
});
