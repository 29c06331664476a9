import { appendShortlist, shortlistLine, type ShortlistEntry } from "./shortlist-message";
import { MESSAGE_MAX_LENGTH } from "./validate-enquiry";

const copy = {
  heading: "From my shortlist:",
  picture: "- {title}: {description} ({url})",
  project: "- {title} ({url})",
  leftOut: "- and {count} more I saved",
};

const SITE = "https://www.studioanvaya.example/projects";

const kitchen: ShortlistEntry = {
  title: "Sea-Facing Apartment in Bandra",
  description: "An open kitchen with a sage-green island",
  url: `${SITE}/sea-facing-apartment-bandra`,
};
const bath: ShortlistEntry = {
  title: "Sea-Facing Apartment in Bandra",
  description: "A bathroom with ivory tiled walls",
  url: `${SITE}/sea-facing-apartment-bandra`,
};
const townhouse: ShortlistEntry = {
  title: "West Village Townhouse",
  description: null,
  url: `${SITE}/west-village-townhouse`,
};

const LINES = {
  kitchen: `- Sea-Facing Apartment in Bandra: An open kitchen with a sage-green island (${SITE}/sea-facing-apartment-bandra)`,
  bath: `- Sea-Facing Apartment in Bandra: A bathroom with ivory tiled walls (${SITE}/sea-facing-apartment-bandra)`,
  townhouse: `- West Village Townhouse (${SITE}/west-village-townhouse)`,
};

describe("shortlistLine", () => {
  it("names a picture's project, its description and the project's address; a project its title and address", () => {
    expect(shortlistLine(kitchen, copy)).toBe(LINES.kitchen);
    expect(shortlistLine(townhouse, copy)).toBe(LINES.townhouse);
  });
});

describe("appendShortlist: within the message's 1,000 characters", () => {
  it("puts the list after what the visitor wrote, after a blank line and the heading", () => {
    const result = appendShortlist(
      "We are renovating a flat in Pune.  \n",
      [kitchen, townhouse],
      copy,
      1000,
    );
    expect(result).toEqual({
      message: `We are renovating a flat in Pune.\n\nFrom my shortlist:\n${LINES.kitchen}\n${LINES.townhouse}`,
      added: 2,
      leftOut: 0,
    });
  });

  it("starts the message with the list when nothing is written yet", () => {
    expect(appendShortlist("", [bath], copy, 1000).message).toBe(
      `From my shortlist:\n${LINES.bath}`,
    );
  });

  it("fills the message to exactly the limit when the list fits to the last character", () => {
    const list = `\n\nFrom my shortlist:\n${LINES.kitchen}\n${LINES.bath}`;
    const written = "x".repeat(MESSAGE_MAX_LENGTH - list.length);
    const result = appendShortlist(written, [kitchen, bath], copy, MESSAGE_MAX_LENGTH);
    expect(result.message).toHaveLength(MESSAGE_MAX_LENGTH);
    expect(result).toMatchObject({ added: 2, leftOut: 0 });
  });

  it("one character over: adds what fits and a line saying how many were left out", () => {
    const list = `\n\nFrom my shortlist:\n${LINES.kitchen}\n${LINES.bath}`;
    const written = "x".repeat(MESSAGE_MAX_LENGTH - list.length + 1);
    const result = appendShortlist(written, [kitchen, bath], copy, MESSAGE_MAX_LENGTH);
    expect(result.message).toBe(
      `${written}\n\nFrom my shortlist:\n${LINES.kitchen}\n- and 1 more I saved`,
    );
    expect(result.message.length).toBeLessThanOrEqual(MESSAGE_MAX_LENGTH);
    expect(result).toMatchObject({ added: 1, leftOut: 1 });
  });

  it("never goes past the limit, whatever the length already written", () => {
    const entries = [kitchen, bath, townhouse];
    for (let written = 0; written <= MESSAGE_MAX_LENGTH; written += 7) {
      const result = appendShortlist("y".repeat(written), entries, copy, MESSAGE_MAX_LENGTH);
      expect(result.message.length).toBeLessThanOrEqual(MESSAGE_MAX_LENGTH);
      expect(result.added + result.leftOut).toBe(3);
      expect(result.message.startsWith("y".repeat(written))).toBe(true);
    }
  });

  it("leaves a full message as it is and counts everything as left out", () => {
    const full = "z".repeat(MESSAGE_MAX_LENGTH - 20);
    expect(appendShortlist(full, [kitchen, townhouse], copy, MESSAGE_MAX_LENGTH)).toEqual({
      message: full,
      added: 0,
      leftOut: 2,
    });
  });

  it("counts a character outside the Basic Multilingual Plane as two, as maxlength does", () => {
    const list = `\n\nFrom my shortlist:\n${LINES.townhouse}`;
    const written = "🏡".repeat((MESSAGE_MAX_LENGTH - list.length) / 2 + 1);
    expect(appendShortlist(written, [townhouse], copy, MESSAGE_MAX_LENGTH).added).toBe(0);
  });
});

describe("appendShortlist: pressed again", () => {
  it("adds only what is not in the message yet, under the same heading", () => {
    const first = appendShortlist("Hello.", [kitchen], copy, 1000);
    const second = appendShortlist(first.message, [kitchen, townhouse], copy, 1000);
    expect(second).toEqual({
      message: `Hello.\n\nFrom my shortlist:\n${LINES.kitchen}\n${LINES.townhouse}`,
      added: 1,
      leftOut: 0,
    });
  });

  it("changes nothing when the whole list is already there", () => {
    const first = appendShortlist("Hello.", [kitchen, bath], copy, 1000);
    expect(appendShortlist(first.message, [kitchen, bath], copy, 1000)).toEqual({
      message: first.message,
      added: 0,
      leftOut: 0,
    });
  });
});
