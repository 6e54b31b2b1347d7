// @vitest-environment jsdom
// The quick search's count (quick-search-button.tsx). On an Astro page its island may hydrate
// on the very choice that should change the count (client:interaction), or on a form the browser
// restored: a choice made before the island ran is counted when it does.
import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { QuickSearchButton } from "@/features/home/quick-search-button";
import "../../../tests/support/dom";

const label = { nounOne: "car", nounMany: "cars", experiment: null };

function answering(total: number) {
  const fetch = vi.fn(async (_input: RequestInfo | URL) => Response.json({ total }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

/** The form as the server sends it, with `chosen` already picked before the island runs. */
function formWith(chosen: string | null) {
  document.body.innerHTML = `<form id="quick"><select name="make"><option value="" selected>All makes</option><option value="Toyota">Toyota</option></select></form>`;
  const select = document.querySelector("select") as HTMLSelectElement;
  if (chosen) select.value = chosen;
  return document.getElementById("quick") as HTMLFormElement;
}

describe("QuickSearchButton", () => {
  test("a choice made before it ran is counted at once", async () => {
    const fetch = answering(3);
    const form = formWith("Toyota");
    render(<QuickSearchButton initialCount={40} label={label} className="" />, {
      container: form.appendChild(document.createElement("div")),
    });
    await waitFor(() => expect(screen.getByRole("button")).toHaveTextContent("Show 3 cars"));
    expect(String(fetch.mock.calls[0]?.[0])).toBe("/api/stock-count?make=Toyota");
  });

  test("the form as served: the page's count, nothing asked", async () => {
    const fetch = answering(3);
    const form = formWith(null);
    render(<QuickSearchButton initialCount={40} label={label} className="" />, {
      container: form.appendChild(document.createElement("div")),
    });
    expect(screen.getByRole("button")).toHaveTextContent("Show 40 cars");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).not.toHaveBeenCalled();
  });

  test("a later choice asks again", async () => {
    const fetch = answering(5);
    const form = formWith(null);
    render(<QuickSearchButton initialCount={40} label={label} className="" />, {
      container: form.appendChild(document.createElement("div")),
    });
    const select = form.querySelector("select") as HTMLSelectElement;
    select.value = "Toyota";
    select.dispatchEvent(new Event("change", { bubbles: true }));
    await waitFor(() => expect(screen.getByRole("button")).toHaveTextContent("Show 5 cars"));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
