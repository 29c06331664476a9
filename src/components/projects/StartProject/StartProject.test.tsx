import { render, screen } from "@testing-library/react";
import { StartProject } from "./StartProject";

const copy = {
  lead: "Imagine a space like this of your own? Tell us about it.",
  label: "Start a project like this",
};

describe("StartProject", () => {
  it("leads to the contact page with the project named in the address, in the label's words", () => {
    render(<StartProject slug="west-village-townhouse" copy={copy} />);
    expect(screen.getByText(copy.lead)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: copy.label })).toHaveAttribute(
      "href",
      "/contact?project=west-village-townhouse",
    );
  });
});
