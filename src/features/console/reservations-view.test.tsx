// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import {
  type ReservationRow,
  ReservationsView,
  type ReservationsViewProps,
} from "@/features/console/reservations-view";
import "../../../tests/support/dom";

// The reservations screen's markup from props: the state filter (the kit's Field), what
// happened (a status, or an alert), and each row's refund and release buttons. jsdom leaves
// out the space before a button's sr-only words, which a browser keeps: the names allow either.

afterEach(cleanup);

const paid: ReservationRow = {
  id: "r1",
  state: "paid",
  provider: "stripe",
  payment_id: "pi_1",
  provider_payment_ref: null,
  refund_id: null,
  amount_cents: 50_000,
  currency: "AUD",
  shopper_name: "Ann Lee",
  shopper_email: "ann@example.com",
  car_name: "2020 Mazda CX-5",
  stocknum: "S7",
  created_at: "2026-11-01T00:00:00.000Z",
};

function renderView(props: Partial<ReservationsViewProps> = {}) {
  const all: ReservationsViewProps = {
    id: "res",
    route: { view: "reservations" },
    state: "",
    onState: vi.fn(),
    result: { reservations: [paid], total: 1, page: 1 },
    notice: null,
    busy: null,
    onAct: vi.fn(),
    pages: 1,
    page: 1,
    ...props,
  };
  render(<ReservationsView {...all} />);
  return all;
}

describe("ReservationsView", () => {
  test("the state filter is a labelled select; choosing a state asks for it", async () => {
    const props = renderView();
    const state = screen.getByRole("combobox", { name: "State" });
    expect(state).toHaveAttribute("id", "res-state");
    await userEvent.selectOptions(state, "paid");
    expect(props.onState).toHaveBeenCalledWith("paid");
  });

  test("a paid deposit can be refunded or released, each button naming the car", async () => {
    const props = renderView();
    expect(screen.getByRole("status")).toHaveTextContent("1 reservation, page 1 of 1");
    await userEvent.click(screen.getByRole("button", { name: /^Refund ?the deposit for 2020 Mazda CX-5$/ }));
    expect(props.onAct).toHaveBeenCalledWith(paid, "refund");
    await userEvent.click(
      screen.getByRole("button", { name: /^Release ?the reservation of 2020 Mazda CX-5$/ }),
    );
    expect(props.onAct).toHaveBeenCalledWith(paid, "release");
  });

  test("while one is sent its buttons wait; what happened is said, a failure as an alert", () => {
    renderView({ busy: "r1", notice: { kind: "error", text: "The reservation is already refunded." } });
    for (const button of screen.getAllByRole("button")) expect(button).toBeDisabled();
    expect(screen.getByRole("alert")).toHaveTextContent("The reservation is already refunded.");
  });

  test("a refund owed is retried; a pending one can only be released", () => {
    renderView({
      result: {
        reservations: [
          { ...paid, state: "refund_owed" },
          { ...paid, id: "r2", state: "pending", car_name: "2019 Kia Rio" },
        ],
        total: 2,
        page: 1,
      },
    });
    expect(
      screen.getByRole("button", { name: /^Retry refund ?the deposit for 2020 Mazda CX-5$/ }),
    ).toBeVisible();
    expect(screen.queryByRole("button", { name: /Refund ?the deposit for 2019 Kia Rio/ })).toBeNull();
    expect(screen.getByRole("button", { name: /^Release ?the reservation of 2019 Kia Rio$/ })).toBeVisible();
  });
});
