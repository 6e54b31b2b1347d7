// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test, vi } from "vitest";
import { Button } from "@/components/ui/button";
import "../../../tests/support/dom";

describe("Button (the one button)", () => {
  test("a plain button unless it says it submits: pressing it in a form sends nothing", async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button variant="secondary">Look up my car</Button>
        <Button type="submit">Send</Button>
      </form>,
    );
    expect(screen.getByRole("button", { name: "Look up my car" })).toHaveAttribute("type", "button");
    await userEvent.click(screen.getByRole("button", { name: "Look up my car" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Send" })).toHaveAttribute("type", "submit");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  test("busy: keeps its name, shows the (hidden) spinner, is aria-busy and cannot be pressed again", async () => {
    const onClick = vi.fn();
    render(
      <Button busy onClick={onClick}>
        Loading…
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Loading…" });
    expect(button).toHaveAttribute("aria-busy", "true");
    expect(button).toBeDisabled();
    expect(button.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  test("not busy: no spinner, no aria-busy; the variants are the site's button styles", () => {
    render(
      <>
        <Button>Submit</Button>
        <Button variant="secondary">Go back</Button>
        <Button variant="link">Edit</Button>
      </>,
    );
    const submit = screen.getByRole("button", { name: "Submit" });
    expect(submit).not.toHaveAttribute("aria-busy");
    expect(submit.querySelector("svg")).toBeNull();
    expect(submit).toHaveClass("btn-brand");
    expect(screen.getByRole("button", { name: "Go back" })).toHaveClass("btn-outline");
    expect(screen.getByRole("button", { name: "Edit" })).toHaveClass("underline");
  });
});
