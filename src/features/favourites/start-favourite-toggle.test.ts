// @vitest-environment jsdom
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, test } from "vitest";
import { FAVOURITES_EVENT_ID } from "@/domain/site/favourites";
import { startFavouriteToggle } from "@/features/favourites/start-favourite-toggle";
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

/** A host element on the page, with the toggle drawn into it. */
function drawn(market: "AU" | "US" = "AU") {
  const host = document.createElement("div");
  document.body.append(host);
  return { host, stop: startFavouriteToggle(host, car, market) };
}

beforeEach(() => {
  document.body.replaceChildren();
  window.localStorage.clear();
});

describe("the favourite toggle, drawn with no React (SPEC 4 favourites: on this device, event 39 on adding)", () => {
  test("a toggle named after the car: saving stores it and sends event 39; unsaving removes it, no event", async () => {
    drawn();
    const button = screen.getByRole("button", { name: "Save 2021 Mazda CX-5 Maxx to favourites" });
    expect(button).toHaveAttribute("aria-pressed", "false");
    expect(button).toBeEnabled();

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
    drawn();
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

  test("two toggles for the same car agree, and a change in another tab shows at once", async () => {
    drawn();
    drawn("US");
    const [first, second] = screen.getAllByRole("button");
    await userEvent.click(first as HTMLElement);
    expect(second).toHaveAttribute("aria-pressed", "true");

    act(() => {
      window.localStorage.setItem("favourites", "[]");
      window.dispatchEvent(new StorageEvent("storage", { key: "favourites" }));
    });
    expect(first).toHaveAttribute("aria-pressed", "false");
    expect(second).toHaveAttribute("aria-pressed", "false");
  });

  test("the heart is filled when saved, and the product tooltip says so on keyboard focus at once", async () => {
    drawn();
    const button = screen.getByRole("button");
    const heart = () => button.querySelector("path")?.getAttribute("fill");
    expect(heart()).toBe("none");
    await userEvent.tab();
    expect(button).toHaveFocus();
    expect(screen.getByRole("tooltip")).toHaveTextContent("Save to your favourites");
    expect(button).toHaveAccessibleDescription("Save to your favourites");
    await userEvent.keyboard("{Enter}");
    expect(heart()).toBe("currentColor");
    expect(screen.getByRole("tooltip")).toHaveTextContent("Saved on this device");
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("tooltip")).toBeNull();
    expect(button).not.toHaveAttribute("aria-describedby");
  });

  test("a US site's wording: favorites", () => {
    drawn("US");
    expect(
      screen.getByRole("button", { name: "Save 2021 Mazda CX-5 Maxx to favorites" }),
    ).toBeInTheDocument();
  });

  test("a damaged stored list is read as empty rather than breaking the page", () => {
    window.localStorage.setItem("favourites", "{not json");
    drawn();
    expect(screen.getByRole("button")).toHaveAttribute("aria-pressed", "false");
  });

  test("stopping takes the button away and stops following the list", () => {
    const { host, stop } = drawn();
    stop();
    expect(host).toBeEmptyDOMElement();
    window.localStorage.setItem("favourites", JSON.stringify([{ ...car, stocknum: undefined }]));
    window.dispatchEvent(new StorageEvent("storage", { key: "favourites" }));
    expect(screen.queryByRole("button")).toBeNull();
  });
});
