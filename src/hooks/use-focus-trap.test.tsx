import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRef } from "react";
import { tabbableWithin, useFocusTrap } from "./use-focus-trap";

function Trap({ inertRootId }: { inertRootId?: string }) {
  const container = useRef<HTMLDivElement>(null);
  useFocusTrap(container, { inertRootId });
  return (
    <div ref={container} role="dialog" aria-label="Trap" tabIndex={-1}>
      <button type="button">First</button>
      <button type="button" disabled>
        Disabled
      </button>
      <button type="button" tabIndex={-1}>
        Not in the tab order
      </button>
      <div inert>
        <button type="button">Inert</button>
      </div>
      <a href="#last">Last</a>
    </div>
  );
}

describe("tabbableWithin", () => {
  it("lists what Tab reaches, leaving out disabled, tabindex -1 and inert controls", () => {
    render(<Trap />);
    expect(
      tabbableWithin(screen.getByRole("dialog")).map((element) => element.textContent),
    ).toEqual(["First", "Last"]);
  });
});

describe("useFocusTrap without an initial focus", () => {
  it("focuses the container; Tab goes to its first control, Shift+Tab to its last", async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Before</button>
        <Trap />
        <button type="button">After</button>
      </>,
    );
    const container = screen.getByRole("dialog");
    expect(container).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole("link", { name: "Last" })).toHaveFocus();
    container.focus();
    await user.tab();
    expect(screen.getByRole("button", { name: "First" })).toHaveFocus();
  });
});

describe("useFocusTrap when the page root was inert already", () => {
  it("leaves it inert when the trap ends", () => {
    const root = document.createElement("div");
    root.id = "page-root";
    root.setAttribute("inert", "");
    document.body.append(root);
    const { unmount } = render(<Trap inertRootId="page-root" />);
    unmount();
    expect(root).toHaveAttribute("inert");
    root.remove();
  });
});
