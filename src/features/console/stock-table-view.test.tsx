// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import {
  StockTableView,
  type StockTableViewProps,
  type Vehicle,
  VehicleEditorView,
} from "@/features/console/stock-table-view";
import "../../../tests/support/dom";

// The stock screen's markup from props: the sortable table and its row actions, and the
// vehicle editor's fields (the kit's Field: label, message, aria-invalid, aria-describedby).
// jsdom leaves out the space before a button's sr-only words ("Edit<span> the car</span>"),
// which a browser keeps: the names below allow either.

afterEach(cleanup);

const car: Vehicle = {
  id: 7,
  slug: "2020-mazda-cx-5-7",
  stocknum: "S7",
  name: "2020 Mazda CX-5",
  make: "Mazda",
  model: "CX-5",
  condition: "Used",
  status: "in_stock",
  price: 3_199_000,
  tag: null,
  certified: false,
  shown: true,
  reserved: false,
  photos: 4,
  page_views: 1200,
  leads: 3,
  days_in_stock: 12,
  reservation: null,
  dealership_name: "Harbour City",
};

function renderTable(props: Partial<StockTableViewProps> = {}) {
  const all: StockTableViewProps = {
    route: { view: "stock" },
    query: "",
    result: { vehicles: [car], total: 1, page: 1, sort: "price", dir: "desc" },
    error: null,
    notice: "",
    dealerships: [],
    draft: {},
    setDraft: vi.fn(),
    onApply: vi.fn(),
    onSort: vi.fn(),
    editing: null,
    onEdit: vi.fn(),
    onMarkSold: vi.fn(),
    editor: () => <p>The editor</p>,
    pages: 1,
    page: 1,
    ...props,
  };
  render(<StockTableView {...all} />);
  return all;
}

describe("StockTableView", () => {
  test("a row names its car in each action; the sorted column says so", async () => {
    const props = renderTable();
    expect(screen.getByRole("status")).toHaveTextContent("1 vehicle, page 1 of 1");
    expect(screen.getByRole("columnheader", { name: /Price/ })).toHaveAttribute("aria-sort", "descending");
    const row = screen.getByRole("row", { name: /2020 Mazda CX-5/ });
    expect(within(row).getByRole("cell", { name: "$31,990" })).toBeVisible();
    const edit = within(row).getByRole("button", { name: /^Edit ?2020 Mazda CX-5$/ });
    expect(edit).toHaveAttribute("type", "button");
    expect(edit).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(within(row).getByRole("button", { name: /^Mark sold ?2020 Mazda CX-5$/ }));
    expect(props.onMarkSold).toHaveBeenCalledWith(car);
    await userEvent.click(screen.getByRole("button", { name: "Make and model" }));
    expect(props.onSort).toHaveBeenCalledWith("make");
  });

  test("the open row shows its editor; a sold car has no Mark sold", () => {
    renderTable({
      editing: 7,
      result: { vehicles: [{ ...car, status: "sold" }], total: 1, page: 1, sort: "price", dir: "desc" },
    });
    expect(screen.getByRole("button", { name: /^Edit ?2020 Mazda CX-5$/ })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(screen.getByText("The editor")).toBeVisible();
    expect(screen.queryByRole("button", { name: /Mark sold/ })).toBeNull();
  });

  test("a refused query is an alert, and nothing is said to be loading", () => {
    renderTable({ result: null, error: "status must be one of in_stock, sold" });
    expect(screen.getByRole("alert")).toHaveTextContent("status must be one of in_stock, sold");
    expect(screen.getByRole("status")).toHaveTextContent("");
  });
});

describe("VehicleEditorView", () => {
  const draft = { price: "abc", status: "in_stock", tag: "", certified: true, shown: true };

  test.each([
    ["Price (dollars)", "price", "textbox"],
    ["Badge text", "tag", "textbox"],
    ["Status", "status", "combobox"],
  ] as const)(
    "%s: labelled without '(optional)'; its message describes it and makes it invalid",
    (label, key, role) => {
      render(
        <VehicleEditorView
          id="ed"
          vehicle={car}
          draft={draft}
          onChange={vi.fn()}
          errors={{ [key]: `The ${key} is wrong.` }}
          saving={false}
          onSubmit={vi.fn()}
        />,
      );
      const control = screen.getByRole(role, { name: label });
      expect(control).toHaveAttribute("id", `ed-${key}`);
      expect(control).toHaveAttribute("aria-invalid", "true");
      expect(control).toHaveAttribute("aria-describedby", `ed-${key}-error`);
      expect(control).toHaveAccessibleDescription(`The ${key} is wrong.`);
      expect(control).not.toHaveAttribute("aria-required");
      expect(screen.queryByRole("alert")).toBeNull();
    },
  );

  test("a failure no field is named in is an alert; the ticks are labelled; Save is busy while saving", async () => {
    const onChange = vi.fn();
    render(
      <VehicleEditorView
        id="ed"
        vehicle={car}
        draft={draft}
        onChange={onChange}
        errors={{ body: "The console could not be reached." }}
        saving
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("The console could not be reached.");
    expect(screen.getByRole("textbox", { name: "Price (dollars)" })).not.toHaveAttribute("aria-invalid");
    await userEvent.click(screen.getByRole("checkbox", { name: "Certified badge" }));
    expect(onChange).toHaveBeenCalledWith({ certified: false });
    const save = screen.getByRole("button", { name: /^Save ?2020 Mazda CX-5$/ });
    expect(save).toHaveAttribute("type", "submit");
    expect(save).toBeDisabled();
    expect(save).toHaveAttribute("aria-busy", "true");
  });
});
