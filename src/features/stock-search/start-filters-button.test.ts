// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test } from "vitest";
import { startFiltersButton } from "@/features/stock-search/start-filters-button";
import "../../../tests/support/dom";

describe("the phone's Filters link (startFiltersButton)", () => {
  test("opens the filter sheet in place and focuses its summary; stopped, it is a link again", async () => {
    document.body.innerHTML = `<details id="filters-sheet"><summary>Filters</summary><p>the fields</p></details>
      <a href="#filters-sheet" data-filters-sheet="filters-sheet">Filters (2)</a>`;
    const link = screen.getByRole("link", { name: "Filters (2)" }) as HTMLAnchorElement;
    const sheet = document.querySelector("details") as HTMLDetailsElement;
    const stop = startFiltersButton(link);
    await userEvent.click(link);
    expect(sheet.open).toBe(true);
    expect(document.querySelector("summary")).toHaveFocus();
    expect(window.location.hash).toBe("");

    stop();
    sheet.open = false;
    await userEvent.click(link);
    expect(window.location.hash).toBe("#filters-sheet");
  });
});
