// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, test } from "vitest";
import { RECORD_VIEW_ATTRIBUTE, recordView } from "@/features/compare/record-view";
import {
  type CardToggleCar,
  cardToggleRow,
  cardTogglesData,
  startCardToggles,
} from "@/features/favourites/start-card-toggles";
import "../../../tests/support/dom";

const car = (id: number): CardToggleCar => ({
  id,
  name: `Car ${id} </script>`,
  slug: `car-${id}`,
  make: "Mazda",
  model: "CX-5",
  primary_image_url: null,
  stocknum: `S${id}`,
  price: 1_000_000,
  compareName: `2021 Mazda CX-5 #${id}`,
});

/** A grid as VehicleGrid.astro writes it: the cards, then the data block in the list. */
function grid(cars: CardToggleCar[], data = cardTogglesData(cars), market = "AU") {
  const cards = cars.map(() => '<li><article><div data-card-photo=""></div></article></li>').join("");
  return `<ul>${cards}<script type="application/json" data-card-toggles="" data-market="${market}">${data}</script></ul>`;
}

beforeEach(() => {
  document.body.replaceChildren();
  window.localStorage.clear();
});

describe("the vehicles' toggles on a page, drawn from the server's data (startCardToggles)", () => {
  test("each card of each grid gets its favourite and compare toggles in its photo's corners, in card order", () => {
    document.body.innerHTML = grid([car(1), car(2)]) + grid([car(3)], undefined, "US");
    const stop = startCardToggles(document);
    const photos = document.querySelectorAll("[data-card-photo]");
    expect(
      [...photos].map((p) => p.querySelector("[data-favourite-id]")?.getAttribute("data-favourite-id")),
    ).toEqual(["1", "2", "3"]);
    expect([...photos].map((p) => p.querySelector("[data-compare-id]")?.getAttribute("aria-label"))).toEqual([
      "Compare 2021 Mazda CX-5 #1",
      "Compare 2021 Mazda CX-5 #2",
      "Compare 2021 Mazda CX-5 #3",
    ]);
    // The name's `</script>` travelled escaped in the data block and reads back whole.
    expect(screen.getByRole("button", { name: "Save Car 1 </script> to favourites" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save Car 3 </script> to favorites" })).toBeInTheDocument();
    stop();
    expect(document.querySelectorAll("[data-card-photo] > *")).toHaveLength(0);
  });

  test("one car's page: the toggles go into the elements that carry its row", () => {
    const row = cardToggleRow(car(9)).replace(/"/g, "&quot;");
    document.body.innerHTML = `<div data-favourite-toggle="${row}" data-market="AU"></div><div data-compare-toggle="${row}"></div>`;
    startCardToggles(document);
    expect(screen.getByRole("button", { name: "Save Car 9 </script> to favourites" })).toHaveAttribute(
      "data-favourite-id",
      "9",
    );
    expect(screen.getByRole("button", { name: "Compare 2021 Mazda CX-5 #9" })).toBeInTheDocument();
  });

  test.each([
    ["text that is not JSON", "{not json"],
    ["rows of the wrong shape", JSON.stringify([[1, "only two"]])],
    ["an object", JSON.stringify({ id: 1 })],
  ])("a data block holding %s draws nothing and breaks nothing", (_what, data) => {
    document.body.innerHTML = grid([car(1)], data);
    startCardToggles(document);
    expect(screen.queryByRole("button")).toBeNull();
  });

  test("more rows than cards draw only on the cards there are", () => {
    document.body.innerHTML = grid([car(1)], cardTogglesData([car(1), car(2)]));
    startCardToggles(document);
    expect(screen.getAllByRole("button")).toHaveLength(2);
  });
});

describe("the vehicle page's record of being viewed (recordView)", () => {
  test("puts the car's stored fields on this device's recently viewed", () => {
    const host = document.createElement("div");
    host.setAttribute(RECORD_VIEW_ATTRIBUTE, JSON.stringify([{ ...car(5), compareName: undefined }]));
    recordView(host);
    const [viewed] = JSON.parse(window.localStorage.getItem("recently-viewed") ?? "[]");
    expect(viewed).toEqual({
      id: 5,
      name: "Car 5 </script>",
      slug: "car-5",
      make: "Mazda",
      model: "CX-5",
      primary_image_url: null,
    });
  });

  test("an element whose car cannot be read records nothing", () => {
    const host = document.createElement("div");
    host.setAttribute(RECORD_VIEW_ATTRIBUTE, '[{"id":5}]');
    recordView(host);
    expect(window.localStorage.length).toBe(0);
  });
});
