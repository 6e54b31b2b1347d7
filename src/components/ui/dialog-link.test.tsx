// @vitest-environment jsdom
// jsdom has <dialog> without its modal methods: they are stood in for (open attribute only);
// the page's inertness and Escape are the browser's own and are not tested here.
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test } from "vitest";
import { DialogLink } from "@/components/ui/dialog-link";
import "../../../tests/support/dom";

function standInForModalDialogs() {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute("open", "");
    },
    close(this: HTMLDialogElement) {
      this.removeAttribute("open");
    },
  });
}

afterEach(() => {
  const prototype = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
  delete prototype.showModal;
  delete prototype.close;
});

function renderLink() {
  return render(
    <DialogLink
      href="/book-test-drive/?car=u1"
      label="Book a test drive"
      title="Book a test drive for the CX-5"
    >
      <label>
        Name <input name="name" />
      </label>
    </DialogLink>,
  );
}

const link = () => screen.getByRole("link", { name: "Book a test drive" });
const dialog = () => screen.queryByRole("dialog", { name: "Book a test drive for the CX-5" });

/** A click on the link, telling whether the browser would still follow it. */
function clickLink(init: MouseEventInit = {}): { followed: boolean } {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
  fireEvent(link(), event);
  return { followed: !event.defaultPrevented };
}

describe("DialogLink (a link whose page also opens in place)", () => {
  test("a link to the page that says it opens a dialog; a plain click opens the dialog named by its title instead", () => {
    standInForModalDialogs();
    renderLink();
    expect(link()).toHaveAttribute("href", "/book-test-drive/?car=u1");
    expect(link()).toHaveAttribute("aria-haspopup", "dialog");
    expect(dialog()).toBeNull();

    expect(clickLink()).toEqual({ followed: false });
    expect(dialog()).toBeVisible();
    expect(screen.getByRole("textbox", { name: "Name" })).toBeVisible();
  });

  test("what the dialog holds is drawn only once it opens, and stays drawn after it closes", async () => {
    standInForModalDialogs();
    renderLink();
    expect(screen.queryByRole("textbox", { name: "Name", hidden: true })).toBeNull();
    clickLink();
    expect(screen.getByRole("textbox", { name: "Name" })).toBeVisible();
    await userEvent.type(screen.getByRole("textbox", { name: "Name" }), "Ann");
    await userEvent.click(screen.getByRole("button", { name: "Close Book a test drive for the CX-5" }));
    clickLink();
    // What was typed is still there when it opens again.
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("Ann");
  });

  test("drawn open (a form posted without JavaScript came back), it holds its content at once", () => {
    render(
      <DialogLink href="/book-test-drive" label="Book a test drive" title="Book a test drive" initiallyOpen>
        <label>
          Name <input name="name" />
        </label>
      </DialogLink>,
    );
    expect(screen.getByRole("dialog", { name: "Book a test drive" })).toBeVisible();
    expect(screen.getByRole("textbox", { name: "Name" })).toBeVisible();
  });

  test("Enter on the link opens it too", async () => {
    standInForModalDialogs();
    renderLink();
    await userEvent.tab();
    expect(link()).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(dialog()).toBeVisible();
  });

  test.each([
    { case: "Ctrl", init: { ctrlKey: true } },
    { case: "Cmd", init: { metaKey: true } },
    { case: "Shift", init: { shiftKey: true } },
    { case: "Alt", init: { altKey: true } },
    { case: "a middle click", init: { button: 1 } },
  ])("$case still follows the link (new tab or window)", ({ init }) => {
    standInForModalDialogs();
    renderLink();
    expect(clickLink(init)).toEqual({ followed: true });
    expect(dialog()).toBeNull();
  });

  test("a browser without modal dialogs follows the link", () => {
    renderLink();
    expect(clickLink()).toEqual({ followed: true });
  });

  test("the Close button, named after the dialog, closes it", async () => {
    standInForModalDialogs();
    renderLink();
    clickLink();
    await userEvent.click(screen.getByRole("button", { name: "Close Book a test drive for the CX-5" }));
    expect(dialog()).toBeNull();
  });

  test("a click on the backdrop closes it; a click inside does not", async () => {
    standInForModalDialogs();
    renderLink();
    clickLink();
    await userEvent.click(screen.getByRole("textbox", { name: "Name" }));
    await userEvent.click(screen.getByRole("heading", { name: "Book a test drive for the CX-5" }));
    expect(dialog()).toBeVisible();

    // The backdrop is the dialog element itself as the click's target.
    fireEvent.click(screen.getByRole("dialog"));
    expect(dialog()).toBeNull();
  });
});
