import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useStaticQuery } from "gatsby";
import { useSyncExternalStore } from "react";
import {
  clearEnquiry,
  getEnquiry,
  subscribeEnquiry,
  updateEnquiry,
} from "../../../lib/enquiry-draft";
import { SHORTLIST_STORAGE_KEY } from "../../../lib/shortlist";
import { MESSAGE_MAX_LENGTH } from "../../../lib/validate-enquiry";
import { shortlistCatalogue as catalogue } from "../../../test-utils/shortlist";
import { SITE, siteIdentity } from "../../../test-utils/site-identity";
import { ShortlistPanel } from "./ShortlistPanel";
import { useProjectOpening } from "./use-project-opening";

const LIVING = "sea-facing-apartment-bandra/01.jpg";
const KITCHEN = "sea-facing-apartment-bandra/03.jpg";
const TOWNHOUSE = "west-village-townhouse";

function store(items: unknown[]) {
  localStorage.setItem(SHORTLIST_STORAGE_KEY, JSON.stringify({ version: 1, items }));
}

/** The panel above a message field on the tab's draft, as the contact form keeps it. */
function Harness({ onEmptied }: { onEmptied?: () => void }) {
  const { message } = useSyncExternalStore(subscribeEnquiry, getEnquiry);
  return (
    <>
      <ShortlistPanel onEmptied={onEmptied} />
      <label>
        Your message
        <textarea
          value={message}
          maxLength={MESSAGE_MAX_LENGTH}
          onChange={(event) => {
            updateEnquiry({ message: event.target.value });
          }}
        />
      </label>
    </>
  );
}

function renderPanel(props: { initial?: string; onEmptied?: () => void } = {}) {
  const user = userEvent.setup();
  updateEnquiry({ message: props.initial ?? "" });
  render(<Harness onEmptied={props.onEmptied} />);
  return user;
}

beforeEach(() => {
  localStorage.clear();
  clearEnquiry();
  jest.mocked(useStaticQuery).mockReturnValue({ ...siteIdentity, ...catalogue });
});

describe("ShortlistPanel without a shortlist", () => {
  it("shows nothing at all: its live region alone is there, empty", () => {
    renderPanel();
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("shows nothing when all it holds is no longer on the site, and forgets it", () => {
    store(["retired-project/01.jpg", "sea-facing-apartment-bandra/09.jpg"]);
    renderPanel();
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
    expect(localStorage.getItem(SHORTLIST_STORAGE_KEY)).toBeNull();
  });
});

describe("ShortlistPanel and a newer build in another tab", () => {
  it("keeps what another tab saves that this page does not know (published since it loaded)", () => {
    store([KITCHEN]);
    renderPanel();
    const newer = JSON.stringify({ version: 1, items: [KITCHEN, "new-project/01.jpg"] });
    act(() => {
      localStorage.setItem(SHORTLIST_STORAGE_KEY, newer);
      window.dispatchEvent(
        new StorageEvent("storage", { key: SHORTLIST_STORAGE_KEY, newValue: newer }),
      );
    });
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
    expect(localStorage.getItem(SHORTLIST_STORAGE_KEY)).toBe(newer);
  });
});

describe("ShortlistPanel with saved pictures and a project", () => {
  it("shows each as a thumbnail with its project's title and a Remove button", () => {
    store([KITCHEN, "retired-project/01.jpg", TOWNHOUSE]);
    renderPanel();
    const panel = screen.getByRole("region", { name: "Your shortlist" });
    const items = within(panel).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    const [kitchen, townhouse] = items;
    if (!kitchen || !townhouse) throw new Error("two items expected");
    expect(within(kitchen).getByRole("img", { name: "An open kitchen" })).toHaveAttribute(
      "src",
      "/static/thumbs/bandra-03.webp",
    );
    expect(kitchen).toHaveTextContent("Sea-Facing Apartment in Bandra");
    expect(
      within(kitchen).getByRole("button", { name: "Remove from your shortlist: An open kitchen" }),
    ).toHaveTextContent("Remove");
    expect(townhouse).toHaveTextContent("West Village TownhouseThe whole project");
    expect(
      within(townhouse).getByRole("button", {
        name: "Remove from your shortlist: West Village Townhouse",
      }),
    ).toBeInTheDocument();
    // What is not on the site any more is dropped from the store too.
    expect(JSON.parse(localStorage.getItem(SHORTLIST_STORAGE_KEY) ?? "")).toEqual({
      version: 1,
      items: [KITCHEN, TOWNHOUSE],
    });
  });

  it("removes one, says so, and moves focus to the next Remove button", async () => {
    store([LIVING, KITCHEN, TOWNHOUSE]);
    const user = renderPanel();
    await user.click(screen.getByRole("button", { name: /Remove .*An open kitchen/ }));
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getByRole("button", { name: /Remove .*West Village/ })).toHaveFocus();
    expect(screen.getByRole("status")).toHaveTextContent(
      "Removed from your shortlist: An open kitchen",
    );
  });

  it("moves focus once after a removal: a later press keeps its own focus", async () => {
    store([LIVING, KITCHEN, TOWNHOUSE]);
    const user = renderPanel();
    await user.click(screen.getByRole("button", { name: /Remove .*An open kitchen/ }));
    const add = screen.getByRole("button", { name: "Add my shortlist to the message" });
    await user.click(add);
    expect(add).toHaveFocus();
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
  });

  it("disappears with the last one and hands focus on", async () => {
    store([TOWNHOUSE]);
    const onEmptied = jest.fn();
    const user = renderPanel({ onEmptied });
    await user.click(screen.getByRole("button", { name: /Remove/ }));
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(onEmptied).toHaveBeenCalledTimes(1);
    // Said in the page's one live region, which stays (visually hidden) for this.
    expect(screen.getByRole("status")).toHaveTextContent(
      "Removed from your shortlist: West Village Townhouse",
    );
  });
});

describe("ShortlistPanel adding the shortlist to the message", () => {
  it("appends a plain-text list after what the visitor wrote, with full addresses", async () => {
    store([KITCHEN, TOWNHOUSE]);
    const user = renderPanel({ initial: "We are redoing a flat in Pune." });
    await user.click(screen.getByRole("button", { name: "Add my shortlist to the message" }));
    expect(screen.getByRole("textbox", { name: "Your message" })).toHaveValue(
      [
        "We are redoing a flat in Pune.",
        "",
        "From my shortlist:",
        `- Sea-Facing Apartment in Bandra: An open kitchen (${SITE}/projects/sea-facing-apartment-bandra)`,
        `- West Village Townhouse (${SITE}/projects/west-village-townhouse)`,
      ].join("\n"),
    );
    expect(screen.getByRole("status")).toHaveTextContent("2 added to your message.");

    await user.click(screen.getByRole("button", { name: "Add my shortlist to the message" }));
    expect(screen.getByRole("status")).toHaveTextContent(
      "Your shortlist is already in your message.",
    );
    expect(screen.getByRole("textbox")).toHaveValue(getEnquiry().message);
  });

  it("after a reload (the draft kept, the page new), adds only what was saved since", async () => {
    store([KITCHEN]);
    const first = renderPanel({ initial: "Hello." });
    await first.click(screen.getByRole("button", { name: "Add my shortlist to the message" }));
    cleanup();
    store([KITCHEN, TOWNHOUSE]);
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole("button", { name: "Add my shortlist to the message" }));
    expect(getEnquiry().message).toBe(
      [
        "Hello.",
        "",
        "From my shortlist:",
        `- Sea-Facing Apartment in Bandra: An open kitchen (${SITE}/projects/sea-facing-apartment-bandra)`,
        "",
        `- West Village Townhouse (${SITE}/projects/west-village-townhouse)`,
      ].join("\n"),
    );
    expect(screen.getByRole("status")).toHaveTextContent("1 added to your message.");
  });

  it("adds what fits within 1,000 characters and says how many were left out", async () => {
    store([LIVING, KITCHEN, TOWNHOUSE]);
    const user = renderPanel({ initial: "w".repeat(MESSAGE_MAX_LENGTH - 200) });
    await user.click(screen.getByRole("button", { name: "Add my shortlist to the message" }));
    const value = screen.getByRole<HTMLTextAreaElement>("textbox").value;
    expect(value.length).toBeLessThanOrEqual(MESSAGE_MAX_LENGTH);
    expect(value).toMatch(/- and 2 more I saved$/);
    expect(screen.getByRole("status")).toHaveTextContent(
      "1 added to your message. 2 more did not fit within the message's 1,000 characters.",
    );
  });
});

describe("useProjectOpening: ?project=<slug> on arrival", () => {
  const SENTENCE = `I would like to start a project like West Village Townhouse (${SITE}/projects/west-village-townhouse).`;

  const said = jest.fn();
  beforeEach(() => {
    said.mockReset();
  });

  function Opening() {
    useProjectOpening(said);
    return null;
  }

  function arrive(address: string) {
    window.history.replaceState(null, "", address);
    render(<Opening />);
  }

  it("starts an empty message with the sentence, then takes the parameter out of the address", () => {
    arrive("/contact?utm_source=mail&project=west-village-townhouse#form");
    expect(getEnquiry().message).toBe(SENTENCE);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      "/contact?utm_source=mail#form",
    );
    expect(said).toHaveBeenCalledWith(
      "Your message begins with a sentence about West Village Townhouse.",
    );
  });

  it("says so in the panel's status line, which a screen reader reads on arrival", () => {
    window.history.replaceState(null, "", "/contact?project=west-village-townhouse");
    renderPanel();
    expect(screen.getByRole("status")).toHaveTextContent(
      "Your message begins with a sentence about West Village Townhouse.",
    );
  });

  it("writes it once: deleted by the visitor, it does not come back on a reload", () => {
    arrive("/contact?project=west-village-townhouse");
    updateEnquiry({ message: "" });
    cleanup();
    render(<Opening />);
    expect(getEnquiry().message).toBe("");
    expect(said).toHaveBeenCalledTimes(1);
  });

  it("opens a draft the visitor already wrote with the sentence, the draft kept whole after it", () => {
    updateEnquiry({ message: "Only the kitchen, please." });
    arrive("/contact?project=west-village-townhouse");
    expect(getEnquiry().message).toBe(`${SENTENCE}\n\nOnly the kitchen, please.`);
    expect(window.location.search).toBe("");
  });

  it.each(["retired-project", "", "West-Village-Townhouse"])(
    "ignores the unknown slug %j (and forgets it)",
    (slug) => {
      arrive(`/contact?project=${slug}`);
      expect(getEnquiry().message).toBe("");
      expect(window.location.search).toBe("");
      expect(said).not.toHaveBeenCalled();
    },
  );

  it("does nothing without the parameter", () => {
    arrive("/contact?category=home");
    expect(getEnquiry().message).toBe("");
    expect(window.location.search).toBe("?category=home");
  });
});
