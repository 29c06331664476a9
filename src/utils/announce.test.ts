import { ANNOUNCEMENT_MS, announce, ANNOUNCER_ID } from "./announce";

describe("announce", () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it("says a message in the page's polite region, then empties it, so no later page reads it", () => {
    jest.useFakeTimers();
    announce("Saved to your shortlist: A bedroom");
    const region = document.getElementById(ANNOUNCER_ID);
    expect(region).toHaveAttribute("aria-live", "polite");
    expect(region).toHaveTextContent("Saved to your shortlist: A bedroom");
    jest.advanceTimersByTime(ANNOUNCEMENT_MS - 1);
    announce("Removed from your shortlist: A bedroom");
    jest.advanceTimersByTime(ANNOUNCEMENT_MS - 1);
    expect(region).toHaveTextContent("Removed from your shortlist: A bedroom");
    jest.advanceTimersByTime(1);
    expect(region).toBeEmptyDOMElement();
  });
});
