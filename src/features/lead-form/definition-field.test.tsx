// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { describe, expect, test } from "vitest";
import type { FieldValue, FormField } from "@/domain/leads/form-definition";
import { DefinitionField } from "@/features/lead-form/definition-field";
import { fieldDomId } from "@/features/lead-form/field-parts";
import "../../../tests/support/dom";

// The one renderer of a form definition's field, as the lead forms bind it (react-hook-form,
// in the browser) and as the purchase journey does (a plain named control the server renders):
// the same label, id, description, invalid state and input hints either way.

const OPTIONS = [
  { value: "pickup", label: "Pick it up" },
  { value: "delivery", label: "Have it delivered" },
];

/** Each field type's control, as the shopper's assistive technology finds it. */
const CASES: ReadonlyArray<{ field: FormField; role: string; name: string | RegExp; value?: FieldValue }> = [
  { field: { name: "email", type: "email", label: "Email" }, role: "textbox", name: "Email" },
  { field: { name: "Vehicle Make", type: "make", label: "Make" }, role: "combobox", name: "Make" },
  { field: { name: "message", type: "textarea", label: "Message" }, role: "textbox", name: "Message" },
  {
    field: { name: "opt_in", type: "opt-in", label: "Send me offers" },
    role: "checkbox",
    name: "Send me offers",
  },
  {
    field: { name: "amount", type: "currency", label: "Amount", required: false },
    role: "textbox",
    name: /^Amount\s*\(optional\)$/,
  },
];

function Bound({ field, error }: { field: FormField; error?: string }) {
  const { register } = useForm();
  return (
    <DefinitionField
      field={field}
      id={fieldDomId("enquiry", field.name)}
      binding={register(field.name)}
      error={error}
    />
  );
}

function Plain({ field, error }: { field: FormField; error?: string }) {
  return (
    <DefinitionField
      field={field}
      id={fieldDomId("enquiry", field.name)}
      binding={{ name: field.name }}
      error={error}
      options={OPTIONS}
    />
  );
}

describe.each([
  ["bound by react-hook-form (the lead forms)", Bound],
  ["a plain named control (the purchase journey)", Plain],
])("DefinitionField, %s", (_, Render) => {
  test.each(CASES)(
    "$field.type: labelled, its id from its name, described by its message, invalid",
    ({ field, role, name }) => {
      const { unmount } = render(<Render field={field} />);
      const quiet = screen.getByRole(role, { name });
      const id = fieldDomId("enquiry", field.name);
      expect(quiet).toHaveAttribute("id", id);
      expect(quiet).toHaveAttribute("name", field.name);
      expect(quiet).not.toHaveAttribute("aria-invalid");
      expect(quiet).not.toHaveAttribute("aria-describedby");
      unmount();

      render(<Render field={field} error="Please fix this." />);
      const invalid = screen.getByRole(role, { name });
      expect(invalid).toHaveAttribute("aria-invalid", "true");
      expect(invalid).toHaveAttribute("aria-describedby", `${id}-error`);
      expect(invalid).toHaveAccessibleDescription("Please fix this.");
    },
  );

  test("a file field: its hint describes it, after its message", () => {
    render(<Render field={{ name: "cv", type: "file", label: "Your CV" }} error="Choose a file." />);
    const input = screen.getByLabelText("Your CV");
    expect(input).toHaveAttribute("aria-describedby", "enquiry-cv-error enquiry-cv-hint");
    expect(input).toHaveAccessibleDescription(
      "Choose a file. PDF, JPEG, PNG, WebP or HEIC, up to 10 MB each.",
    );
  });

  test("a text type keeps its keyboard and autocomplete hints", () => {
    render(
      <>
        <Render field={{ name: "phone", type: "phone", label: "Phone" }} />
        <Render field={{ name: "postcode", type: "postcode", label: "Postcode" }} />
        <Render
          field={{ name: "first_name", type: "string", label: "First name", autoComplete: "given-name" }}
        />
      </>,
    );
    const phone = screen.getByRole("textbox", { name: "Phone" });
    expect(phone).toHaveAttribute("type", "tel");
    expect(phone).toHaveAttribute("inputmode", "tel");
    expect(phone).toHaveAttribute("autocomplete", "tel");
    expect(screen.getByRole("textbox", { name: "Postcode" })).toHaveAttribute("inputmode", "numeric");
    expect(screen.getByRole("textbox", { name: "First name" })).toHaveAttribute("autocomplete", "given-name");
  });

  test("a group of choices: a fieldset named by its legend; with a message, it and each option are invalid", () => {
    render(
      <Render
        field={{ name: "fulfilment", type: "radio", label: "How you'll get it", options: OPTIONS }}
        error="Choose one."
      />,
    );
    const group = screen.getByRole("group", { name: "How you'll get it" });
    expect(group).toHaveAttribute("id", "enquiry-fulfilment");
    expect(group).toHaveAccessibleDescription("Choose one.");
    const pickup = screen.getByRole("radio", { name: "Pick it up" });
    expect(pickup).toHaveAttribute("id", "enquiry-fulfilment-pickup");
    expect(pickup).toHaveAttribute("name", "fulfilment");
    expect(pickup).toHaveAttribute("aria-invalid", "true");
  });

  test("a hidden field and a button draw nothing", () => {
    const { container } = render(
      <>
        <Render field={{ name: "source", type: "hidden", label: "Source" }} />
        <Render field={{ name: "go", type: "button", label: "Go" }} />
        <Render field={{ name: "ref", type: "string", label: "Ref", hidden: true }} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

test("the journey's rows: each option is one label the width of the box", () => {
  render(
    <DefinitionField
      field={{ name: "fulfilment", type: "radio", label: "How you'll get it" }}
      id="journey-fulfilment"
      binding={{ name: "fulfilment" }}
      options={OPTIONS}
      defaultValue="delivery"
      choiceLayout="rows"
    />,
  );
  const delivery = screen.getByRole("radio", { name: "Have it delivered" });
  expect(delivery).toBeChecked();
  expect(delivery.closest("label")).toHaveAttribute("for", "journey-fulfilment-delivery");
});
