import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SHORTLIST_MAX_ITEMS, SHORTLIST_STORAGE_KEY } from "../../../lib/shortlist";
import { saveLabels } from "../../../test-utils/shortlist";
import { ANNOUNCER_ID } from "../../../utils/announce";
import { SaveButton } from "./SaveButton";

const KITCHEN = "sea-facing-apartment-bandra/03.jpg";

function stored(): unknown {
  return JSON.parse(localStorage.getItem(SHORTLIST_STORAGE_KEY) ?? "null");
}

function liveRegion() {
  return document.getElementById(ANNOUNCER_ID);
}

beforeEach(() => {
  localStorage.clear();
  liveRegion()?.remove();
});

describe("SaveButton on a picture", () => {
  it("is a toggle button named after the picture, its words the same either way", async () => {
    const user = userEvent.setup();
    render(<SaveButton item={KITCHEN} name="An open kitchen" kind="picture" labels={saveLabels} />);
    const button = screen.getByRole("button", { name: "Save to your shortlist: An open kitchen" });
    expect(button).toHaveAttribute("aria-pressed", "false");
    expect(button).toHaveTextContent("Save");

    await user.click(button);
    expect(button).toHaveAttribute("aria-pressed", "true");
    expect(button).toHaveTextContent("Save");
    expect(button).toHaveAccessibleName("Save to your shortlist: An open kitchen");
  });

  it("stores the picture's key only, and says politely what it did", async () => {
    const user = userEvent.setup();
    render(<SaveButton item={KITCHEN} name="An open kitchen" kind="picture" labels={saveLabels} />);
    const region = liveRegion();
    expect(region).toHaveAttribute("role", "status");
    expect(region).toHaveAttribute("aria-live", "polite");
    expect(region).toBeEmptyDOMElement();

    await user.click(screen.getByRole("button"));
    expect(stored()).toEqual({ version: 1, items: [KITCHEN] });
    expect(region).toHaveTextContent("Saved to your shortlist: An open kitchen");

    await user.click(screen.getByRole("button"));
    expect(localStorage.getItem(SHORTLIST_STORAGE_KEY)).toBeNull();
    expect(region).toHaveTextContent("Removed from your shortlist: An open kitchen");
  });

  it("keeps every button of one picture in step (the grid's and the lightbox's)", async () => {
    const user = userEvent.setup();
    render(
      <>
        <SaveButton item={KITCHEN} name="An open kitchen" kind="picture" labels={saveLabels} />
        <SaveButton
          item={KITCHEN}
          name="An open kitchen"
          kind="picture"
          labels={saveLabels}
          tone="onDark"
        />
      </>,
    );
    const [grid, lightbox] = screen.getAllByRole("button");
    if (!grid || !lightbox) throw new Error("two buttons expected");
    await user.click(lightbox);
    expect(grid).toHaveAttribute("aria-pressed", "true");
    expect(document.querySelectorAll(`#${ANNOUNCER_ID}`)).toHaveLength(1);
  });

  it("shows what is already saved, and what another tab saves", () => {
    localStorage.setItem(
      SHORTLIST_STORAGE_KEY,
      JSON.stringify({ version: 1, items: ["west-village-townhouse"] }),
    );
    render(
      <>
        <SaveButton
          item="west-village-townhouse"
          name="West Village Townhouse"
          kind="project"
          labels={saveLabels}
        />
        <SaveButton item={KITCHEN} name="An open kitchen" kind="picture" labels={saveLabels} />
      </>,
    );
    expect(
      screen.getByRole("button", { name: "Save to your shortlist: West Village Townhouse" }),
    ).toHaveAttribute("aria-pressed", "true");

    const value = JSON.stringify({ version: 1, items: [KITCHEN] });
    act(() => {
      localStorage.setItem(SHORTLIST_STORAGE_KEY, value);
      window.dispatchEvent(
        new StorageEvent("storage", { key: SHORTLIST_STORAGE_KEY, newValue: value }),
      );
    });
    expect(screen.getByRole("button", { name: /An open kitchen/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(screen.getByRole("button", { name: /West Village/ })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  });

  it("renders on a page with a corrupt stored value, and replaces it on the first save", async () => {
    localStorage.setItem(SHORTLIST_STORAGE_KEY, "{not json");
    const user = userEvent.setup();
    render(<SaveButton item={KITCHEN} name="An open kitchen" kind="picture" labels={saveLabels} />);
    const button = screen.getByRole("button");
    expect(button).toHaveAttribute("aria-pressed", "false");
    await user.click(button);
    expect(stored()).toEqual({ version: 1, items: [KITCHEN] });
  });

  it("says so when the shortlist is full, and changes nothing", async () => {
    const full = {
      version: 1,
      items: Array.from({ length: SHORTLIST_MAX_ITEMS }, (_, i) => `p${i}`),
    };
    localStorage.setItem(SHORTLIST_STORAGE_KEY, JSON.stringify(full));
    const user = userEvent.setup();
    render(<SaveButton item={KITCHEN} name="An open kitchen" kind="picture" labels={saveLabels} />);
    await user.click(screen.getByRole("button"));
    expect(screen.getByRole("button")).toHaveAttribute("aria-pressed", "false");
    expect(stored()).toEqual(full);
    expect(liveRegion()).toHaveTextContent(
      "Not saved, your shortlist is full: remove something from it to save An open kitchen",
    );
  });
});
