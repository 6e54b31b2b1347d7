// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test } from "vitest";
import { EVENT_IDS } from "@/domain/site/event-catalogue";
import { RepaymentCalculator } from "@/features/lead-form/repayment-calculator";
import { dataLayerEventIds } from "../../../tests/support/dom";

const shown = () => screen.getByText(/\/ month$|^–$/).textContent;

describe("RepaymentCalculator (SPEC 9: 10 % default rate; event 26 once)", () => {
  test("an estimate from the price, deposit, rate and term, in the market's currency", async () => {
    render(<RepaymentCalculator market="AU" initialAmount={30_000} />);
    // 30,000 over 60 months at 10 % p.a.: 637.41 a month, shown rounded.
    expect(shown()).toBe("$637 / month");
    await userEvent.clear(screen.getByLabelText("Deposit ($)"));
    await userEvent.type(screen.getByLabelText("Deposit ($)"), "10,000");
    expect(shown()).toBe("$425 / month");
    await userEvent.selectOptions(screen.getByLabelText("Term"), "36 months");
    expect(shown()).toBe("$645 / month");
  });

  test("a deposit over the price or a word for a number shows no estimate rather than a wrong one", async () => {
    render(<RepaymentCalculator market="AU" initialAmount={10_000} />);
    await userEvent.clear(screen.getByLabelText("Deposit ($)"));
    await userEvent.type(screen.getByLabelText("Deposit ($)"), "20000");
    expect(shown()).toBe("–");
    await userEvent.clear(screen.getByLabelText("Deposit ($)"));
    await userEvent.type(screen.getByLabelText("Interest rate (% p.a.)"), "x");
    expect(shown()).toBe("–");
  });

  test("the finance-calculator event is sent on the first change only", async () => {
    render(<RepaymentCalculator market="NZ" initialAmount={20_000} />);
    await userEvent.type(screen.getByLabelText("Vehicle price ($)"), "1");
    await userEvent.type(screen.getByLabelText("Vehicle price ($)"), "2");
    expect(dataLayerEventIds()).toEqual([EVENT_IDS.finance_calculator]);
  });

  test("follows the budget, deposit and term typed into the finance form on the same page", async () => {
    render(
      <>
        <form>
          <label>
            Budget
            <input name="vehiclePriceBudget" />
          </label>
          <label>
            Loan term
            <input name="loan_term" />
          </label>
        </form>
        <RepaymentCalculator market="AU" initialAmount={1} />
      </>,
    );
    await userEvent.type(screen.getByLabelText("Budget"), "30000");
    await userEvent.type(screen.getByLabelText("Loan term"), "60");
    expect(screen.getByLabelText("Vehicle price ($)")).toHaveValue("30000");
    expect(shown()).toBe("$637 / month");
    expect(dataLayerEventIds()).toEqual([]);
  });
});
