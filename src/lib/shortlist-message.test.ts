import { clearEnquiry, getEnquiry, updateEnquiry } from "./enquiry-draft";
import {
  addShortlistToMessage,
  shortlistAddition,
  shortlistLine,
  type ShortlistEntry,
} from "./shortlist-message";
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

/** The message after "Add my shortlist to the message" on a message that held `written`. */
function add(written: string, entries: readonly ShortlistEntry[]) {
  updateEnquiry({ message: written });
  const result = addShortlistToMessage(entries, copy);
  return { message: getEnquiry().message, ...result };
}

beforeEach(() => {
  clearEnquiry();
});

describe("addShortlistToMessage: within the message's 1,000 characters", () => {
  it("puts the list after what the visitor wrote, after a blank line and the heading", () => {
    expect(add("We are renovating a flat in Pune.  \n", [kitchen, townhouse])).toEqual({
      message: `We are renovating a flat in Pune.\n\nFrom my shortlist:\n${LINES.kitchen}\n${LINES.townhouse}`,
      added: 2,
      leftOut: 0,
    });
  });

  it("starts the message with the list when nothing is written yet", () => {
    expect(add("", [bath]).message).toBe(`From my shortlist:\n${LINES.bath}`);
  });

  it("keeps the draft: the list is in sessionStorage for a reload", () => {
    add("Hello.", [townhouse]);
    expect(sessionStorage.getItem("enquiry-draft")).toContain(
      JSON.stringify(LINES.townhouse).slice(1, -1),
    );
  });

  it("fills the message to exactly the limit when the list fits to the last character", () => {
    const list = `\n\nFrom my shortlist:\n${LINES.kitchen}\n${LINES.bath}`;
    const result = add("x".repeat(MESSAGE_MAX_LENGTH - list.length), [kitchen, bath]);
    expect(result.message).toHaveLength(MESSAGE_MAX_LENGTH);
    expect(result).toMatchObject({ added: 2, leftOut: 0 });
  });

  it("one character over: adds what fits and a line saying how many were left out", () => {
    const list = `\n\nFrom my shortlist:\n${LINES.kitchen}\n${LINES.bath}`;
    const written = "x".repeat(MESSAGE_MAX_LENGTH - list.length + 1);
    const result = add(written, [kitchen, bath]);
    expect(result.message).toBe(
      `${written}\n\nFrom my shortlist:\n${LINES.kitchen}\n- and 1 more I saved`,
    );
    expect(result.message.length).toBeLessThanOrEqual(MESSAGE_MAX_LENGTH);
    expect(result).toMatchObject({ added: 1, leftOut: 1 });
  });

  it("never goes past the limit, whatever the length already written", () => {
    const entries = [kitchen, bath, townhouse];
    for (let written = 0; written <= MESSAGE_MAX_LENGTH; written += 7) {
      const result = add("y".repeat(written), entries);
      expect(result.message.length).toBeLessThanOrEqual(MESSAGE_MAX_LENGTH);
      expect(result.added + result.leftOut).toBe(3);
      expect(result.message.startsWith("y".repeat(written))).toBe(true);
    }
  });

  it("leaves a full message as it is and counts everything as left out", () => {
    const full = "z".repeat(MESSAGE_MAX_LENGTH - 20);
    expect(add(full, [kitchen, townhouse])).toEqual({ message: full, added: 0, leftOut: 2 });
  });

  it("counts a character outside the Basic Multilingual Plane as two, as maxlength does", () => {
    const list = `\n\nFrom my shortlist:\n${LINES.townhouse}`;
    const written = "🏡".repeat((MESSAGE_MAX_LENGTH - list.length) / 2 + 1);
    expect(add(written, [townhouse]).added).toBe(0);
  });
});

describe("addShortlistToMessage: pressed again, or after a reload", () => {
  it("adds only what is not in the message yet, without a second heading", () => {
    const first = add("Hello.", [kitchen]);
    expect(add(first.message, [kitchen, townhouse])).toEqual({
      message: `Hello.\n\nFrom my shortlist:\n${LINES.kitchen}\n\n${LINES.townhouse}`,
      added: 1,
      leftOut: 0,
    });
  });

  it("changes nothing when the whole list is already there", () => {
    const first = add("Hello.", [kitchen, bath]);
    expect(add(first.message, [kitchen, bath])).toEqual({
      message: first.message,
      added: 0,
      leftOut: 0,
    });
  });
});

describe("shortlistAddition", () => {
  it("is empty when there is nothing to add or no room", () => {
    expect(shortlistAddition("", [], copy, 1000)).toEqual({ text: "", added: 0, leftOut: 0 });
    expect(shortlistAddition("", [kitchen], copy, 10)).toEqual({
      text: "",
      added: 0,
      leftOut: 1,
    });
  });
});
