import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { CategoryFilter } from "../../../lib/project-filter";
import { ProjectFilter } from "./ProjectFilter";

const options = [
  { id: "all", label: "All" },
  { id: "home", label: "Home" },
  { id: "renovation", label: "Renovation" },
] as const;

function renderFilter(current: CategoryFilter) {
  const onChange = jest.fn();
  render(
    <ProjectFilter
      label="Filter projects by category"
      options={options}
      current={current}
      onChange={onChange}
    />,
  );
  return { onChange, user: userEvent.setup() };
}

describe("ProjectFilter", () => {
  it("presses the current option alone, and shows it as pressed", () => {
    renderFilter("renovation");
    const pressed = screen.getAllByRole("button", { pressed: true });
    expect(pressed.map((button) => button.textContent)).toEqual(["Renovation"]);
    expect(pressed[0]).toHaveClass("current");
    const others = screen.getAllByRole("button", { pressed: false });
    expect(others).toHaveLength(2);
    others.forEach((button) => {
      expect(button).not.toHaveClass("current");
    });
  });

  it("lets a keyboard user reach each option in turn and choose it with Enter or Space", async () => {
    const { onChange, user } = renderFilter("all");
    await user.tab();
    expect(screen.getByRole("button", { name: "All" })).toHaveFocus();
    await user.tab();
    await user.keyboard("{Enter}");
    expect(onChange).toHaveBeenLastCalledWith("home");
    await user.tab();
    await user.keyboard(" ");
    expect(onChange).toHaveBeenLastCalledWith("renovation");
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
