// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, test, vi } from "vitest";
import { StockImport } from "@/features/console/stock-import";
import "../../../tests/support/dom";

// The import screen's list of dealerships arrives after the screen itself. A file previewed
// before it has must not be sent without a dealership (the API would refuse it, and the
// dealer would see an error about a field they never left empty): the screen says to choose
// one, and sends nothing until there is one to choose.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const csv = () => new File(["stocknum,make\nA1,Kia\n"], "stock.csv", { type: "text/csv" });

function stubFetch() {
  let answerDealerships: (r: Response) => void = () => {};
  const calls: string[] = [];
  const fetch = vi.fn((url: string) => {
    calls.push(url);
    if (url === "/console/api/dealerships")
      return new Promise<Response>((resolve) => {
        answerDealerships = resolve;
      });
    return Promise.resolve(
      Response.json({
        mode: "preview",
        applied: false,
        total: 1,
        created: 1,
        updated: 0,
        unchanged: 0,
        refused: 0,
        rows: [{ where: "row 2", stocknum: "A1", outcome: "created" }],
      }),
    );
  });
  vi.stubGlobal("fetch", fetch);
  return { calls, answer: () => answerDealerships(Response.json({ dealerships: [{ id: 7, name: "Harbour City" }] })) };
}

test("a preview asked for before the dealerships have loaded is not sent; once they have, it is, for the first", async () => {
  const user = userEvent.setup();
  const api = stubFetch();
  render(<StockImport />);
  await user.upload(screen.getByLabelText(/CSV file/), csv());
  await user.click(screen.getByRole("button", { name: "Preview the import" }));
  expect(await screen.findByText("Choose a dealership first.")).toBeVisible();
  expect(api.calls).toEqual(["/console/api/dealerships"]);

  api.answer();
  await waitFor(() => expect(screen.getByLabelText(/Dealership/)).toHaveValue("7"));
  await user.click(screen.getByRole("button", { name: "Preview the import" }));
  expect(await screen.findByText(/Preview: 1 to add, 0 to update, 0 unchanged, 0 refused\./)).toBeVisible();
  expect(api.calls[1]).toBe("/console/api/stock/import?dealership=7&mode=preview");
});

test("when the dealerships cannot be loaded, the screen says so", async () => {
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.resolve(Response.json({ error: { code: "internal", message: "boom" } }, { status: 500 }))),
  );
  render(<StockImport />);
  expect(await screen.findByText("The dealerships could not be loaded. Reload the page.")).toBeVisible();
});
