import { render, screen, within } from "@testing-library/react";
import { ProjectIntro } from "./ProjectIntro";

const base = {
  title: "Apartment Renovation in Koregaon Park",
  summary: "A 1970s apartment stripped to the shell and rebuilt.",
  back: { label: "Back to the gallery", to: "/projects" },
};

const press = {
  heading: "In the press",
  newTabLabel: "(opens in a new tab)",
  articles: [
    {
      publication: "Dwelling Quarterly",
      title: "A 1970s flat in Pune learns to breathe again",
      url: "https://dwellingquarterly.example/stories/koregaon",
    },
  ],
};

describe("a project's opening", () => {
  it("tells its story in the paragraphs the text sets apart by a blank line", () => {
    render(
      <ProjectIntro
        {...base}
        summary={"A 1970s apartment stripped to the shell.\n\nThen rebuilt around its light."}
        facts={[]}
      />,
    );
    expect(screen.getAllByRole("paragraph").map((p) => p.textContent)).toEqual([
      "A 1970s apartment stripped to the shell.",
      "Then rebuilt around its light.",
    ]);
  });

  it("lists each fact as a term and its value, a list where a fact has several lines", () => {
    render(
      <ProjectIntro
        {...base}
        facts={[
          { label: "Year", value: "2026" },
          { label: "Scope of work", value: ["Kitchen rebuilt", "New arched openings"] },
        ]}
      />,
    );
    expect(screen.getAllByRole("term").map((term) => term.textContent)).toEqual([
      "Year",
      "Scope of work",
    ]);
    const [year, scope] = screen.getAllByRole("definition");
    expect(year).toHaveTextContent("2026");
    if (!scope) throw new Error("no scope");
    expect(
      within(scope)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Kitchen rebuilt", "New arched openings"]);
  });

  it("links each press article to open in a new tab, saying so, with its publication", () => {
    render(<ProjectIntro {...base} facts={[]} press={press} />);
    const section = screen.getByRole("region", { name: "In the press" });
    const link = within(section).getByRole("link", {
      name: "A 1970s flat in Pune learns to breathe again (opens in a new tab)",
    });
    expect(link).toHaveAttribute("href", "https://dwellingquarterly.example/stories/koregaon");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(within(section).getByText("Dwelling Quarterly")).toBeInTheDocument();
  });

  it("shows no press section when there are no articles", () => {
    const { rerender } = render(<ProjectIntro {...base} facts={[]} press={null} />);
    expect(screen.queryByRole("region", { name: "In the press" })).not.toBeInTheDocument();
    rerender(<ProjectIntro {...base} facts={[]} press={{ ...press, articles: [] }} />);
    expect(screen.queryByText("In the press")).not.toBeInTheDocument();
  });
});
