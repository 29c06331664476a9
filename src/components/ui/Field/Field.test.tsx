import { render, screen } from "@testing-library/react";
import { Field } from "./Field";

function renderField(hint?: string | null) {
  return render(
    <Field label="E-mail address" hint={hint}>
      {(control) => <input {...control} type="email" />}
    </Field>,
  );
}

describe("Field", () => {
  it("names its control by the label, the note included", () => {
    render(
      <Field label="Contact number" labelNote="(optional)">
        {(control) => <input {...control} type="tel" />}
      </Field>,
    );
    expect(screen.getByRole("textbox", { name: "Contact number (optional)" })).toBeInTheDocument();
  });

  it("marks the control invalid and described by the hint while the hint shows, and clears both", () => {
    const { rerender } = renderField("Please enter a valid email address");
    const input = screen.getByRole("textbox", { name: "E-mail address" });
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Please enter a valid email address");

    rerender(
      <Field label="E-mail address" hint={null}>
        {(control) => <input {...control} type="email" />}
      </Field>,
    );
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).not.toHaveAttribute("aria-describedby");
    expect(screen.queryByText("Please enter a valid email address")).not.toBeInTheDocument();
  });

  it("keeps room for a hint only on a field that can have one", () => {
    const { container, unmount } = renderField(null);
    expect(container.querySelector(".hintSlot")).toBeEmptyDOMElement();
    unmount();
    const { container: hintless } = renderField();
    expect(hintless.querySelector(".hintSlot")).toBeNull();
  });

  it("keeps the room of its longest hint, unseen and unread, and is described by the hint alone", () => {
    const longest = "Message should be at least 10 characters long";
    const field = (hint: string | null) => (
      <Field label="Your message" hint={hint} longestHint={longest}>
        {(control) => <textarea {...control} />}
      </Field>
    );
    const { container, rerender } = render(field(null));
    const room = container.querySelector(".room");
    expect(room).toHaveTextContent(longest);
    expect(room).toHaveAttribute("aria-hidden", "true");
    const message = screen.getByRole("textbox", { name: "Your message" });
    expect(message).not.toHaveAccessibleDescription();
    rerender(field(longest));
    expect(message).toHaveAccessibleDescription(longest);
  });

  it("gives each field on a page its own label and hint", () => {
    render(
      <>
        <Field label="Full name" hint="Please enter a valid name">
          {(control) => <input {...control} />}
        </Field>
        <Field label="Your message" hint="Message should be at least 10 characters long">
          {(control) => <textarea {...control} />}
        </Field>
      </>,
    );
    expect(screen.getByRole("textbox", { name: "Full name" })).toHaveAccessibleDescription(
      "Please enter a valid name",
    );
    expect(screen.getByRole("textbox", { name: "Your message" })).toHaveAccessibleDescription(
      "Message should be at least 10 characters long",
    );
  });

  it("takes the caller's class in place of its own", () => {
    const { container } = render(
      <Field label="Country code" className="country">
        {(control) => <select {...control} />}
      </Field>,
    );
    expect(container.firstChild).toHaveClass("country");
    expect(container.firstChild).not.toHaveClass("field");
  });
});
