// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test } from "vitest";
import "../../../tests/support/dom";
import { DEFAULT_ESTIMATE_SETTINGS } from "@/domain/leads/repayments";
import { FinanceEstimate } from "@/features/vehicle/finance-estimate";

const estimate = () => screen.getByTestId("repayment-estimate");

describe("FinanceEstimate: the vehicle page's adjustable estimate", () => {
  test("a US car: monthly with an APR; deposit and term follow the shopper, announced", async () => {
    const user = userEvent.setup();
    render(
      <FinanceEstimate priceCents={40_000_00} market="US" locale="en-US" settings={DEFAULT_ESTIMATE_SETTINGS}>
        {" "}
        <a href="/finance">Get a quote</a>
      </FinanceEstimate>,
    );
    expect(estimate()).toHaveTextContent(
      "Est. $850/mo for 60 months at 10% APR, $0 down. An estimate, not a finance offer. Get a quote",
    );
    expect(screen.getByRole("status")).toHaveTextContent("Est. $850/mo");
    expect(screen.queryByText(/Comparison rate/)).toBeNull();

    await user.click(screen.getByText("Change deposit and term"));
    const deposit = screen.getByLabelText("Deposit ($)");
    await user.clear(deposit);
    await user.type(deposit, "10,000");
    // $30,000 over 60 months at 10%: $637.41 → $638.
    expect(screen.getByRole("status")).toHaveTextContent(
      "Est. $638/mo for 60 months at 10% APR, $10,000 down. An estimate, not a finance offer.",
    );
    await user.selectOptions(screen.getByLabelText("Term"), "36");
    // $30,000 over 36 months at 10%: $968.02 → $969 (rounded up).
    expect(screen.getByRole("status")).toHaveTextContent(
      "Est. $969/mo for 36 months at 10% APR, $10,000 down.",
    );
  });

  test("a deposit that is not less than the price, or not dollars, says so and marks the field", async () => {
    const user = userEvent.setup();
    render(
      <FinanceEstimate
        priceCents={20_000_00}
        market="NZ"
        locale="en-NZ"
        settings={DEFAULT_ESTIMATE_SETTINGS}
      />,
    );
    await user.click(screen.getByText("Change deposit and term"));
    const deposit = screen.getByLabelText("Deposit ($)");
    for (const typed of ["20000", "abc"]) {
      await user.clear(deposit);
      await user.type(deposit, typed);
      expect(screen.getByRole("status")).toHaveTextContent(
        "The deposit must be a whole number of dollars, less than the price.",
      );
      expect(deposit).toHaveAttribute("aria-invalid", "true");
      expect(deposit).toHaveAccessibleDescription(/less than the price/);
    }
  });

  test("an Australian site's default: its deposit share and term, the comparison rate and the warning", () => {
    render(
      <FinanceEstimate
        priceCents={40_000_00}
        market="AU"
        locale="en-AU"
        settings={{ ratePercent: 8.99, comparisonRatePercent: 9.49, depositPercent: 10, termMonths: 48 }}
      />,
    );
    // $36,000 over 48 months at 8.99%: $895.72 a month, × 12 / 52 = $206.70 → $207.
    expect(estimate()).toHaveTextContent(
      "Est. $207/week over 4 years at 8.99% p.a., $4,000 deposit. Comparison rate 9.49% p.a.* An estimate, not a finance offer.",
    );
    expect(
      screen.getByText(/^\* Comparison rate based on a secured loan of \$30,000 over 5 years\. WARNING:/),
    ).toBeVisible();
    expect(screen.getByLabelText("Deposit ($)")).toHaveValue("4000");
    expect(screen.getByLabelText("Term")).toHaveValue("48");
  });
});
