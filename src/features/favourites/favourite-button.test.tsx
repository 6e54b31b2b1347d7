// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test } from "vitest";
import { defined } from "@/domain/defined";
import { FAVOURITES_EVENT_ID } from "@/domain/site/favourites";
import { FavouriteButton } from "@/features/favourites/favourite-button";
import { dataLayerEventIds } from "../../../tests/support/dom";

const car = {
  id: 42,
  name: "2021 Mazda CX-5 Maxx",
  slug: "2021-mazda-cx-5-maxx-u1",
  make: "Mazda",
  model: "CX-5",
  primary_image_url: "/media/demo/cx5.jpg",
  stocknum: "U1",
  price: 3_199_000,
};
const stored = () => JSON.parse(window.localStorage.getItem("favourites") ?? "[]");

describe("FavouriteButton (SPEC 4 favourites: on this device, event 39 on adding)", () => {
  test("a toggle named after the car: saving stores it and sends event 39; unsaving removes it, no event", async () => {
    render(<FavouriteButton car={car} />);
    const button = screen.getByRole("button", { name: "Save 2021 Mazda CX-5 Maxx to favourites" });
    expect(button).toHaveAttribute("aria-pressed", "false");

    await userEvent.click(button);
    expect(button).toHaveAttribute("aria-pressed", "true");
    expect(stored()).toEqual([expect.objectContaining({ id: 42, slug: car.slug })]);
    expect(dataLayerEventIds()).toEqual([FAVOURITES_EVENT_ID]);

    await userEvent.click(button);
    expect(button).toHaveAttribute("aria-pressed", "false");
    expect(stored()).toEqual([]);
    expect(dataLayerEventIds()).toEqual([FAVOURITES_EVENT_ID]);
  });

  test("only the listed fields reach the device (no price or stock number stored)", async () => {
    render(<FavouriteButton car={car} />);
    await userEvent.click(screen.getByRole("button"));
    expect(Object.keys(stored()[0]).sort()).toEqual([
      "id",
      "make",
      "model",
      "name",
      "primary_image_url",
      "slug",
    ]);
  });

  test("two buttons for the same car agree, and a change in another tab shows at once", async () => {
    render(
      <>
        <FavouriteButton car={car} />
        <FavouriteButton car={car} market="US" />
      </>,
    );
    const [first, second] = screen.getAllByRole("button");
    await userEvent.click(defined(first, "the first heart"));
    expect(second).toHaveAttribute("aria-pressed", "true");

    act(() => {
      window.localStorage.setItem("favourites", "[]");
      window.dispatchEvent(new StorageEvent("storage", { key: "favourites" }));
    });
    expect(first).toHaveAttribute("aria-pressed", "false");
  });

  test("a damaged stored list is read as empty rather than breaking the page", () => {
    window.localStorage.setItem("favourites", "{not json");
    render(<FavouriteButton car={car} />);
    expect(screen.getByRole("button")).toHaveAttribute("aria-pressed", "false");
  });
});
