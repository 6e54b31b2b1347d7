// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { EVENT_IDS } from "@/domain/site/event-catalogue";
import { SearchForm } from "@/features/stock-search/search-form";
import { startSearchForm } from "@/features/stock-search/start-search-form";
import "../../../tests/support/dom";

// The results are a new page: the address it would load is recorded instead.
const goToSearch = vi.hoisted(() => vi.fn());
vi.mock("@/features/stock-search/search-navigation", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/features/stock-search/search-navigation")>()),
  goToSearch,
}));

beforeEach(() => {
  goToSearch.mockReset();
  sessionStorage.clear();
});

/** Stock filters (the page's own); the price comes before the make, unlike the address's order. */
function Filters() {
  return (
    <>
      <label>
        Maximum price <input name="price_max" defaultValue="" />
      </label>
      <label>
        Keyword <input name="q" defaultValue="" />
      </label>
      <label>
        Make
        <select name="make" defaultValue="">
          <option value="">Any make</option>
          <option value="Mazda">Mazda</option>
          <option value="Toyota">Toyota</option>
        </select>
      </label>
      <fieldset>
        <legend>Condition</legend>
        <label>
          <input type="checkbox" name="condition" value="new" /> New
        </label>
        <label>
          <input type="checkbox" name="condition" value="used" /> Used
        </label>
      </fieldset>
      <button type="submit">Show results</button>
    </>
  );
}

function renderForm(wrapInSheet = false) {
  const form = (
    <SearchForm action="/search" label="Search stock">
      <Filters />
    </SearchForm>
  );
  return render(
    wrapInSheet ? (
      <details id="filter-sheet" open>
        <summary>Filters</summary>
        {form}
      </details>
    ) : (
      form
    ),
  );
}

const lastPush = () => goToSearch.mock.lastCall;
const searchEvents = () =>
  (window.dataLayer ?? []).filter(
    (entry): entry is Record<string, unknown> =>
      entry !== null &&
      typeof entry === "object" &&
      "event_id" in entry &&
      entry.event_id === EVENT_IDS.vehicle_search,
  );

describe("SearchForm (stock filters applied in place; SPEC 9 event 29)", () => {
  test("a search landmark; submitting goes to the results with only the filled fields, trimmed, in the canonical order, and sends event 29", async () => {
    renderForm();
    const form = screen.getByRole("search", { name: "Search stock" });
    expect(form).toHaveAttribute("method", "get");
    expect(form).toHaveAttribute("action", "/search");

    await userEvent.type(screen.getByLabelText("Maximum price"), " 40000 ");
    await userEvent.type(screen.getByLabelText("Keyword"), "   ");
    fireEvent.change(screen.getByLabelText("Make"), { target: { value: "Mazda" } });
    goToSearch.mockReset();
    window.dataLayer = [];
    await userEvent.click(screen.getByRole("button", { name: "Show results" }));

    expect(goToSearch).toHaveBeenCalledTimes(1);
    expect(lastPush()).toEqual(["/search?make=Mazda&price_max=40000"]);
    expect(searchEvents()).toEqual([
      expect.objectContaining({ search_path: "/search", search_query: "make=Mazda&price_max=40000" }),
    ]);
  });

  test("an empty form goes to the action itself, with no question mark", async () => {
    renderForm();
    await userEvent.click(screen.getByRole("button", { name: "Show results" }));
    expect(lastPush()).toEqual(["/search"]);
  });

  test("a ticked checkbox applies at once, keeping the others", async () => {
    renderForm();
    await userEvent.click(screen.getByRole("checkbox", { name: "Used" }));
    expect(lastPush()).toEqual(["/search?condition=used"]);
    await userEvent.click(screen.getByRole("checkbox", { name: "New" }));
    expect(lastPush()).toEqual(["/search?condition=new&condition=used"]);
    expect(searchEvents()).toHaveLength(2);
  });

  test("a select chosen with the pointer applies at once", async () => {
    renderForm();
    await userEvent.selectOptions(screen.getByLabelText("Make"), "Toyota");
    expect(lastPush()).toEqual(["/search?make=Toyota"]);
  });

  test("after typing in a field, a select chosen with the pointer still applies at once", async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText("Keyword"), "ute");
    await userEvent.selectOptions(screen.getByLabelText("Make"), "Mazda");
    expect(lastPush()).toEqual(["/search?make=Mazda&q=ute"]);
  });

  test("a select changed from the keyboard waits: Enter applies it", async () => {
    renderForm();
    const make = screen.getByLabelText("Make");
    make.focus();
    // jsdom's select does not step on arrow keys: the key, then the change it would make.
    fireEvent.keyDown(make, { key: "ArrowDown" });
    fireEvent.change(make, { target: { value: "Mazda" } });
    expect(goToSearch).not.toHaveBeenCalled();

    fireEvent.keyDown(make, { key: "Enter" });
    expect(lastPush()).toEqual(["/search?make=Mazda"]);
  });

  test("a select changed from the keyboard is applied when focus leaves it, and the next form puts focus where the shopper went", async () => {
    const { unmount } = renderForm();
    const make = screen.getByLabelText("Make");
    make.focus();
    fireEvent.keyDown(make, { key: "ArrowDown" });
    fireEvent.change(make, { target: { value: "Toyota" } });
    await userEvent.tab();
    expect(lastPush()).toEqual(["/search?make=Toyota"]);
    expect(screen.getByRole("checkbox", { name: "New" })).toHaveFocus();

    // The results page renders a fresh form: focus goes back to the same field.
    unmount();
    renderForm();
    expect(screen.getByRole("checkbox", { name: "New" })).toHaveFocus();
  });

  test("leaving an unchanged select from the keyboard applies nothing", async () => {
    renderForm();
    screen.getByLabelText("Make").focus();
    fireEvent.keyDown(screen.getByLabelText("Make"), { key: "Tab" });
    await userEvent.tab();
    expect(goToSearch).not.toHaveBeenCalled();
  });

  test("the next form focuses the same checkbox (by its value) after a choice", async () => {
    const { unmount } = renderForm();
    await userEvent.click(screen.getByRole("checkbox", { name: "Used" }));
    unmount();
    renderForm();
    expect(screen.getByRole("checkbox", { name: "Used" })).toHaveFocus();
  });

  test("the phone's filter sheet: a choice keeps it open on the results, Show results closes it", async () => {
    const first = renderForm(true);
    await userEvent.click(screen.getByRole("checkbox", { name: "New" }));
    first.unmount();

    // The results come with a fresh, closed sheet; the form opens it again.
    const { container } = render(
      <details id="filter-sheet">
        <summary>Filters</summary>
        <SearchForm action="/search" label="Search stock">
          <Filters />
        </SearchForm>
      </details>,
    );
    const sheet = container.querySelector("details");
    expect(sheet).toHaveAttribute("open");

    await userEvent.click(screen.getByRole("button", { name: "Show results" }));
    expect(sheet).not.toHaveAttribute("open");
  });

  // "A keyword typed while results reload is wiped about 1 in 3 tries".
  test("a keyword typed while the results load is kept in the new form, with the keys going on into it", async () => {
    const first = renderForm();
    await userEvent.selectOptions(screen.getByLabelText("Make"), "Toyota");
    expect(lastPush()).toEqual(["/search?make=Toyota"]);
    // The results are still loading: the shopper types a keyword.
    await userEvent.type(screen.getByLabelText("Keyword"), "sunroof");

    // The results page renders a fresh form from its address, which has no keyword.
    first.unmount();
    renderForm();
    const keyword = screen.getByLabelText<HTMLInputElement>("Keyword");
    expect(keyword).toHaveValue("sunroof");
    expect(keyword).toHaveFocus();
    await userEvent.keyboard(" blue{Enter}");
    expect(lastPush()).toEqual(["/search?q=sunroof+blue"]);
    expect(goToSearch).toHaveBeenCalledTimes(2);
  });

  test("a keyword already applied is not put back: the next address decides", async () => {
    const first = renderForm();
    await userEvent.type(screen.getByLabelText("Keyword"), "ute{Enter}");
    expect(lastPush()).toEqual(["/search?q=ute"]);
    // Say the shopper then removes the keyword chip: the new address has no keyword.
    first.unmount();
    renderForm();
    expect(screen.getByLabelText("Keyword")).toHaveValue("");
    expect(screen.getByLabelText("Keyword")).toHaveFocus();
  });

  describe("a choice made before the island hydrated (Astro: the fields are server HTML first)", () => {
    const FIELDS = `<label>Make <select name="make"><option value="" selected>Any make</option><option value="Toyota">Toyota</option></select></label>
      <label><input type="checkbox" name="condition" value="used"> Used</label>`;
    // Astro passes the fields as a slot: static HTML React hydrates around and never touches.
    const island = (
      <SearchForm action="/search" label="Search stock">
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed string, as Astro's slot renders it */}
        <div dangerouslySetInnerHTML={{ __html: FIELDS }} suppressHydrationWarning />
      </SearchForm>
    );

    beforeAll(() => {
      // hydrateRoot outside testing-library's render: React's act() needs to be told.
      Reflect.set(globalThis, "IS_REACT_ACT_ENVIRONMENT", true);
    });

    async function hydrateAfter(change: (container: HTMLElement) => void) {
      const container = document.createElement("div");
      container.innerHTML = renderToString(island);
      document.body.append(container);
      change(container);
      await act(async () => {
        hydrateRoot(container, island);
      });
      return container;
    }

    test.each([
      [
        "a select",
        (c: HTMLElement) => {
          const make = c.querySelector("select");
          if (make) make.value = "Toyota";
        },
        "/search?make=Toyota",
      ],
      [
        "a checkbox",
        (c: HTMLElement) => {
          c.querySelector<HTMLInputElement>("input[type=checkbox]")?.click();
        },
        "/search?condition=used",
      ],
    ] as const)("%s changed before hydration applies once the form hydrates", async (_, change, href) => {
      const container = await hydrateAfter(change);
      expect(goToSearch).toHaveBeenCalledTimes(1);
      expect(lastPush()).toEqual([href]);
      container.remove();
    });

    test("an untouched form applies nothing when it hydrates", async () => {
      const container = await hydrateAfter(() => {});
      expect(goToSearch).not.toHaveBeenCalled();
      container.remove();
    });

    // Astro's way: the form is server markup and the page's script starts it, with no React.
    test("the server's markup started by the plain script: a choice made before applies, later ones too", async () => {
      const container = document.createElement("div");
      container.innerHTML = renderToString(island);
      document.body.append(container);
      const form = container.querySelector("form") as HTMLFormElement;
      expect(form).toHaveAttribute("data-search-form");
      (container.querySelector("select") as HTMLSelectElement).value = "Toyota";
      const stop = startSearchForm(form);
      expect(lastPush()).toEqual(["/search?make=Toyota"]);
      expect(form).toHaveAttribute("aria-busy", "true");
      await userEvent.click(screen.getByRole("checkbox", { name: "Used" }));
      expect(lastPush()).toEqual(["/search?make=Toyota&condition=used"]);
      stop();
      await userEvent.click(screen.getByRole("checkbox", { name: "Used" }));
      expect(goToSearch).toHaveBeenCalledTimes(2);
      container.remove();
    });

    test("a choice the browser put back on Back is not applied again", async () => {
      const entries = vi
        .spyOn(performance, "getEntriesByType")
        .mockReturnValue([{ type: "back_forward" } as unknown as PerformanceEntry]);
      const container = await hydrateAfter((c) => {
        const make = c.querySelector("select");
        if (make) make.value = "Toyota";
      });
      expect(goToSearch).not.toHaveBeenCalled();
      entries.mockRestore();
      container.remove();
    });
  });
});
