import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ContactQuestions } from "./ContactQuestions";

const content = {
  heading: "Before you write",
  intro: "The questions we are asked most often, answered.",
  items: [
    { question: "How does a project begin?", answer: "With a conversation." },
    { question: "How do you charge?", answer: "Each project is quoted on its own scope." },
    { question: "Which cities do you work in?", answer: "Mumbai, Pune, Goa and New York." },
  ],
};

function question(name: string) {
  const summary = screen.getByText(name).closest("summary");
  if (!summary) throw new Error(`no summary for "${name}"`);
  return summary;
}

describe("the questions answered before the form", () => {
  it("are a section named by its heading, with every question in order", () => {
    render(<ContactQuestions content={content} />);
    const section = screen.getByRole("region", { name: "Before you write" });
    expect(within(section).getByRole("heading", { level: 2 })).toHaveTextContent(
      "Before you write",
    );
    expect(section.querySelectorAll("details summary")).toHaveLength(3);
    expect([...section.querySelectorAll("summary")].map((s) => s.textContent)).toEqual(
      content.items.map((item) => item.question),
    );
  });

  it("start closed, each answer inside its own disclosure", () => {
    render(<ContactQuestions content={content} />);
    for (const item of content.items) {
      const details = question(item.question).parentElement;
      if (!details) throw new Error(`"${item.question}" has no disclosure`);
      expect(details.tagName).toBe("DETAILS");
      expect(details).not.toHaveAttribute("open");
      expect(within(details).getByText(item.answer)).toBeInTheDocument();
    }
  });

  it("show an answer's paragraphs, set apart by a blank line, each as a paragraph", () => {
    const answer = "With a conversation.\n\nThen a visit to the site.";
    render(
      <ContactQuestions
        content={{ ...content, items: [{ question: "How does a project begin?", answer }] }}
      />,
    );
    const details = question("How does a project begin?").parentElement;
    if (!details) throw new Error("no disclosure");
    expect(
      within(details)
        .getAllByRole("paragraph")
        .map((p) => p.textContent),
    ).toEqual(["With a conversation.", "Then a visit to the site."]);
  });

  // jsdom runs a summary's click but not its keys; the browser tests press Enter and Space.
  it("are reached by Tab, and open and close one at a time", async () => {
    const user = userEvent.setup();
    render(<ContactQuestions content={content} />);
    await user.tab();
    expect(question("How does a project begin?")).toHaveFocus();
    await user.tab();
    expect(question("How do you charge?")).toHaveFocus();

    await user.click(question("How does a project begin?"));
    expect(question("How does a project begin?").parentElement).toHaveAttribute("open");
    await user.click(question("How do you charge?"));
    expect(question("How do you charge?").parentElement).toHaveAttribute("open");
    await user.click(question("How do you charge?"));
    expect(question("How do you charge?").parentElement).not.toHaveAttribute("open");
    expect(question("How does a project begin?").parentElement).toHaveAttribute("open");
  });
});
