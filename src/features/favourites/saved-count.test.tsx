// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, test } from "vitest";
import { FavouriteButton } from "@/features/favourites/favourite-button";
import { SavedCount } from "@/features/favourites/saved-count";
import "../../../tests/support/dom";

describe("the header heart's count of saved vehicles", () => {
  beforeEach(() => window.localStorage.clear());

  test("shows how many are saved on this device, and follows a save at once", async () => {
    window.localStorage.setItem(
      "favourites",
      JSON.stringify([
        { id: 1, name: "Car 1", slug: "car-1", make: null, model: null, primary_image_url: null },
      ]),
    );
    render(
      <a href="/saved">
        <span className="sr-only">Saved favourites</span>
        <SavedCount />
      </a>,
    );
    render(<FavouriteButton car={{ id: 2, name: "Car 2", slug: "car-2" }} />);
    expect(screen.getByRole("link", { name: /^Saved favourites ?\(1\)$/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Save Car 2 to favourites" }));
    expect(screen.getByRole("link", { name: /^Saved favourites ?\(2\)$/ })).toBeInTheDocument();
  });

  test("nothing shows when none are saved", () => {
    const { container } = render(<SavedCount />);
    expect(container).toBeEmptyDOMElement();
  });
});
