import {
  checkPhone,
  cleanField,
  type EnquiryForm,
  enquiryParams,
  invalidFields,
  isValidEmail,
  isValidMessage,
  isValidName,
  nationalNumber,
  cleanPhone,
} from "./validate-enquiry";

describe("full name", () => {
  it.each([
    ["Ira Mehta", true],
    ["  Ira  ", true],
    ["Jo", true],
    ["José Álvarez", true],
    ["Zoë O'Brien", true],
    ["Anne-Marie D’Souza", true],
    ["देवनागरी नाम", true],
    ["Nguyễn Văn An", true],
    // One word, an accent or diaeresis, either apostrophe, a hyphen (as the browser suite typed them).
    ["José", true],
    ["Zoë", true],
    ["O'Brien", true],
    ["O’Brien", true],
    ["Anne-Marie", true],
    ["I", false],
    [" I ", false],
    ["", false],
    ["   ", false],
    ["R2-D2", false],
    ["R2D2", false],
    ["J", false],
    ["Ira_Mehta", false],
    ["Ira Mehta!", false],
    ["ira@example.com", false],
  ])("%j is valid: %s", (value, valid) => {
    expect(isValidName(value)).toBe(valid);
  });
});

/** The invisible characters a paste brings along, removed from every field (docs/contact-form.md). */
const PASTED = [
  ["LRM", "\u200e"],
  ["RLM", "\u200f"],
  ["LRE", "\u202a"],
  ["RLE", "\u202b"],
  ["PDF", "\u202c"],
  ["LRO", "\u202d"],
  ["RLO", "\u202e"],
  ["LRI", "\u2066"],
  ["RLI", "\u2067"],
  ["FSI", "\u2068"],
  ["PDI", "\u2069"],
  ["zero-width space", "\u200b"],
  ["byte-order mark", "\ufeff"],
] as const;

describe("pasted invisible characters", () => {
  it.each(PASTED)("%s is removed from a name, an address and a message", (_name, mark) => {
    expect(isValidName(`${mark}Ira${mark} Mehta${mark}`)).toBe(true);
    expect(isValidEmail(`${mark}ira@example.com${mark}`)).toBe(true);
    expect(isValidEmail(`ira@exa${mark}mple.com`)).toBe(true);
    expect(cleanField(`${mark} A calm room ${mark}`)).toBe("A calm room");
  });

  it("leaves nothing of a field made only of them, so it counts as empty", () => {
    const all = PASTED.map(([, mark]) => mark).join("");
    expect(cleanField(`  ${all}  `)).toBe("");
    expect(isValidName(`${all}I${all}`)).toBe(false);
    expect(isValidMessage(`${all}123456789${all}`)).toBe(false);
  });

  it("are left out of what is sent", () => {
    expect(
      enquiryParams(
        {
          fullName: "\u202bمحمد\u200cرضا\u202c",
          email: "\u200eira@example.com\u200f",
          country_code: "",
          user_phone: "",
          message: "\ufeffA calmer\u200b living room, please.",
        },
        "",
      ),
    ).toEqual({
      fullName: "محمد\u200cرضا",
      email: "ira@example.com",
      user_phone: "",
      message: "A calmer living room, please.",
    });
  });
});

describe("joiners in a name (ZWNJ U+200C, ZWJ U+200D)", () => {
  it.each([
    ["Persian with ZWNJ", "محمد\u200cرضا"],
    ["Persian with ZWNJ in a surname", "Ira \u0645\u06cc\u200c\u0631\u0632\u0627"],
    [
      "Devanagari with ZWJ after a virama",
      "\u0905\u0928\u0941\u0930\u093e\u0927\u093e \u0915\u094d\u200d\u0937",
    ],
    ["Malayalam with ZWJ (chillu)", "\u0d28\u0d4d\u200d\u0d2e"],
    ["Latin with ZWNJ", "Ira\u200cMehta"],
  ])("accepts %s between two letters", (_label, name) => {
    expect(isValidName(name)).toBe(true);
  });

  it.each([
    ["at the start", "\u200cIra"],
    ["at the end", "Ira\u200d"],
    ["before a space", "Ira\u200c Mehta"],
    ["after a space", "Ira \u200dMehta"],
    ["after a hyphen", "Anne-\u200cMarie"],
    ["before an apostrophe", "O\u200c'Brien"],
    ["two in a row", "Ira\u200c\u200cMehta"],
    ["alone", "\u200c\u200d"],
  ])("refuses one %s", (_label, name) => {
    expect(isValidName(name)).toBe(false);
  });

  it("are not removed like the pasted invisibles: they change how the name is written", () => {
    expect(cleanField("محمد\u200cرضا")).toBe("محمد\u200cرضا");
  });
});

describe("e-mail address", () => {
  it.each([
    ["hello@studioanvaya.example", true],
    ["  hello@studioanvaya.in  ", true],
    ["first.last+tag@mail.co.uk", true],
    ["a@b.io", true],
    ["a@b.co", true],
    ["ira.mehta+studio@example.co.uk", true],
    ["a@b.c", false],
    ["a@b", false],
    ["a@b.c0", false],
    ["not an address", false],
    ["hello@localhost", false],
    ["hello@studio.c", false],
    ["hello@studio.123", false],
    ["hello@studio.c0m", false],
    ["hello.studioanvaya.example", false],
    ["hello@@studioanvaya.example", false],
    ["hello @studioanvaya.example", false],
    ["@studioanvaya.example", false],
    ["hello@-studio.example", false],
    ["", false],
  ])("%j is valid: %s", (value, valid) => {
    expect(isValidEmail(value)).toBe(valid);
  });
});

describe("message", () => {
  it.each([
    ["9 characters", "a".repeat(9), false],
    ["10 characters", "a".repeat(10), true],
    ["1000 characters", "a".repeat(1000), true],
    ["1001 characters", "a".repeat(1001), false],
    ["10 characters padded with spaces", `   ${"a".repeat(10)}   `, true],
    ["9 characters padded to 15", `   ${"a".repeat(9)}   `, false],
    ["only spaces", " ".repeat(20), false],
    ["10 digits", "1234567890", true],
    ["10 digits padded with spaces", "   1234567890   ", true],
    ["9 digits", "123456789", false],
    ["9 digits padded with spaces", "   123456789   ", false],
    // The minimum counts characters as a reader does, not the two UTF-16 units of an emoji.
    ["5 emoji (10 UTF-16 units)", "😀😀😀😀😀", false],
    ["10 emoji", "😀".repeat(10), true],
    ["9 Devanagari code points", "नमस्ते जी", false],
    ["1000 UTF-16 units of emoji (500 emoji)", "😀".repeat(500), true],
    ["1002 UTF-16 units of emoji (maxlength counts units)", "😀".repeat(501), false],
  ])("%s is valid: %s", (_label, value, valid) => {
    expect(isValidMessage(value)).toBe(valid);
  });
});

describe("phone number without a country", () => {
  it.each(["12345", "+91 98765 43210", "", "not a number"])(
    "drops %j: user_phone is sent empty",
    (phone) => {
      expect(checkPhone("", phone)).toEqual({ ok: true, userPhone: "" });
    },
  );
});

describe("phone number missing for the chosen country", () => {
  it.each([
    ["+1", ""],
    ["+91", "   "],
    ["+61", "\t"],
    ["+91", "\u3000"],
  ])("%s with %j asks for a number", (code, phone) => {
    expect(checkPhone(code, phone)).toEqual({ ok: false, problem: "missing" });
  });

  it("calls a number of pasted invisible characters missing: they are removed first", () => {
    expect(checkPhone("+91", "\u200e\u200b\ufeff")).toEqual({ ok: false, problem: "missing" });
  });
});

/**
 * docs/contact-form.md, "Phone numbers": every example it gives (marked "documented"), then our own. Each row:
 * country, what the visitor typed, what is sent as user_phone.
 */
const ACCEPTED: [string, string, string][] = [
  // The documented examples.
  ["+1", "(212) 555-0187", "+1 2125550187"],
  ["+1", "1 212 555 0187", "+1 2125550187"],
  ["+1", "+1 212 555 0187", "+1 2125550187"],
  ["+1", "12125550187", "+1 2125550187"],
  ["+91", "98765 43210", "+91 9876543210"],
  ["+91", "+91 98765 43210", "+91 9876543210"],
  ["+91", "09876543210", "+91 9876543210"],
  ["+91", "९८७६५४३२१०", "+91 9876543210"],
  ["+91", "919876543210", "+91 9876543210"],
  ["+61", "0412 345 678", "+61 412345678"],
  ["+61", "+61 412 345 678", "+61 412345678"],
  ["+61", "(02) 9876 5432", "+61 298765432"],
  ["+61", "61412345678", "+61 412345678"],
  ["+61", "0412345678", "+61 412345678"],
  // Plain national numbers, every first digit the patterns allow.
  ["+1", "2125550187", "+1 2125550187"],
  ["+1", "9995550187", "+1 9995550187"],
  ["+91", "6000000000", "+91 6000000000"],
  ["+91", "7012345678", "+91 7012345678"],
  ["+91", "8012345678", "+91 8012345678"],
  ["+61", "212345678", "+61 212345678"],
  ["+61", "412 345 678", "+61 412345678"], // a mobile number without its trunk 0, grouped
  ["+61", "312345678", "+61 312345678"],
  ["+61", "712345678", "+61 712345678"],
  ["+61", "812345678", "+61 812345678"],
  // Digits of other scripts (step 1).
  ["+91", "٩٨٧٦٥ ٤٣٢١٠", "+91 9876543210"], // Arabic-Indic
  ["+91", "۹۸۷۶۵۴۳۲۱۰", "+91 9876543210"], // Extended Arabic-Indic (Persian, Urdu)
  ["+91", "৯৮৭৬৫ ৪৩২১০", "+91 9876543210"], // Bengali
  ["+91", "௯௮௭௬௫௪௩௨௧௦", "+91 9876543210"], // Tamil
  ["+61", "０４１２ ３４５ ６７８", "+61 412345678"], // fullwidth (NFKC)
  ["+61", "＋６１ ４１２ ３４５ ６７８", "+61 412345678"], // fullwidth plus sign too
  ["+1", "𝟐𝟏𝟐 𝟓𝟓𝟓 𝟎𝟏𝟖𝟕", "+1 2125550187"], // mathematical bold (NFKC)
  ["+91", "+९१ ९८७६५ ४३२१०", "+91 9876543210"], // the code in Devanagari too
  ["+91", "९८७६५ ४३२१०", "+91 9876543210"], // Devanagari, grouped as printed
  // Formatting and invisible characters (step 2).
  ["+1", "212.555.0187", "+1 2125550187"],
  ["+1", "212–555–0187", "+1 2125550187"], // en dash
  ["+1", "212—555—0187", "+1 2125550187"], // em dash
  ["+1", "212‐555‑0187", "+1 2125550187"], // hyphen, non-breaking hyphen
  ["+1", "212‒555―0187", "+1 2125550187"], // figure dash, horizontal bar
  ["+1", "212−555−0187", "+1 2125550187"], // minus sign
  ["+91", "98765\u00a043210", "+91 9876543210"], // no-break space
  ["+91", "98765\u202f43210", "+91 9876543210"], // narrow no-break space
  ["+91", "98765\t43210", "+91 9876543210"],
  ["+91", "98765\u200b43210", "+91 9876543210"], // zero-width space
  ["+91", "\ufeff9876543210", "+91 9876543210"], // byte order mark
  ["+91", "\u200e+91 98765 43210\u200e", "+91 9876543210"], // left-to-right marks
  ["+61", "\u202a+61 412 345 678\u202c", "+61 412345678"], // LRE … PDF embedding
  ["+61", "\u2066(02) 9876 5432\u2069", "+61 298765432"], // LRI … PDI isolate
  ["+61", "  0412 345 678  ", "+61 412345678"],
  // The international prefix 00 (step 3).
  ["+91", "00 91 98765 43210", "+91 9876543210"],
  ["+91", "0091 9876543210", "+91 9876543210"],
  ["+1", "001 212 555 0187", "+1 2125550187"],
  ["+61", "0061 412 345 678", "+61 412345678"],
  // The code and a trunk 0 written together, as in "+61 (0)412 345 678" (steps 3 then 4).
  ["+61", "+61 (0)412345678", "+61 412345678"],
  ["+91", "+91 0 9876543210", "+91 9876543210"],
  // A national number that starts like the code is left alone (not exactly code-length longer).
  ["+91", "9198765432", "+91 9198765432"],
];

const REFUSED: [string, string, string][] = [
  // The documented examples.
  ["+91", "+61 412345678", "another country's code"],
  ["+61", "0041 2345 678", "00 followed by another code"],
  ["+1", "1125550187", "area code starting with 1 (10 digits: no code to remove)"],
  // Another country's code, with + or 00.
  ["+61", "+1 412 345 678", "+1 for an Australian number"],
  ["+1", "+61 412 345 678", "an Australian number for +1"],
  ["+1", "+91 98765 43210", "an Indian number for +1"],
  ["+91", "0061 412 345 678", "00 and another code"],
  ["+91", "+91 98765 4321", "the code and 9 digits"],
  ["+91", "+", "a plus sign alone"],
  ["+91", "+91", "the code alone"],
  ["+91", "++91 98765 43210", "two plus signs"],
  ["+91", "91+98765 43210", "a plus sign inside"],
  ["+91", "009876543210", "00 then a national number"],
  // The trunk 0 is only India's and Australia's, once, and only one digit too long.
  ["+1", "0212 555 0187", "a trunk 0 for +1 is not removed"],
  ["+1", "02125550187", "a trunk 0 for +1 is not removed"],
  ["+91", "00 9876543210", "two zeros read as the international prefix"],
  ["+61", "00412345678", "two zeros read as the international prefix"],
  ["+61", "061412345678", "a trunk 0 before the code"],
  ["+61", "0 4123 4567", "a trunk 0 on a number one digit short"],
  // Patterns (step 5).
  ["+1", "0125550187", "area code starting with 0"],
  ["+1", "2121550187", "exchange starting with 1"],
  ["+1", "2120550187", "exchange starting with 0"],
  ["+91", "5876543210", "first digit 5"],
  ["+91", "0876543210", "first digit 0 on 10 digits"],
  ["+61", "112345678", "first digit 1"],
  ["+61", "512345678", "first digit 5"],
  ["+61", "612345678", "first digit 6"],
  ["+61", "912345678", "first digit 9"],
  ["+61", "0512345678", "first digit 5 after the trunk 0"],
  // Too short or too long.
  ["+1", "212555018", "9 digits"],
  ["+1", "21255501877", "11 digits not starting with 1"],
  ["+1", "121255501870", "the code and 11 digits"],
  ["+91", "987654321", "9 digits"],
  ["+91", "98765432101", "11 digits without a trunk 0"],
  ["+91", "9198765432100", "the code and 11 digits"],
  ["+61", "41234567", "8 digits"],
  ["+61", "4123456789", "10 digits without a trunk 0"],
  ["+61", "+61 41234567", "the code and 8 digits"],
  // Anything that is not a digit or formatting.
  ["+91", "98765x3210", "a letter"],
  ["+91", "98765 4321O", "the letter O for a zero"],
  ["+91", "98765 432l0", "the letter l for a one"],
  ["+91", "call 9876543210", "words"],
  ["+61", "0412 345 678 ext 5", "an extension"],
  ["+61", "0412/345/678", "slashes"],
  ["+61", "0412_345_678", "underscores"],
  ["+1", "#212 555 0187", "a hash sign"],
  ["+1", "Ⅸ125550187", "a Roman numeral (NFKC makes it letters)"],
];

describe("phone number accepted as people type it (docs/contact-form.md, steps 1–5)", () => {
  it.each(ACCEPTED)("%s %j is sent as %j", (code, phone, userPhone) => {
    expect(checkPhone(code, phone)).toEqual({ ok: true, userPhone });
  });
});

describe("phone number refused", () => {
  it.each(REFUSED)("%s %j is invalid (%s)", (code, phone) => {
    expect(checkPhone(code, phone)).toEqual({ ok: false, problem: "invalid" });
  });
});

describe("phone number clean-up (steps 1 and 2)", () => {
  it("turns digits of any script into ASCII and removes formatting, keeping + and letters", () => {
    expect(cleanPhone(" (212) 555-01.87 ")).toBe("2125550187");
    expect(cleanPhone("+1 212")).toBe("+1212");
    expect(cleanPhone("\u200e९८७६५–४३२१०")).toBe("9876543210");
    expect(cleanPhone("call ٠٩")).toBe("call09");
  });

  it("gives each of the ten digits of a script its value", () => {
    expect(cleanPhone("०१२३४५६७८९")).toBe("0123456789");
    expect(cleanPhone("٠١٢٣٤٥٦٧٨٩")).toBe("0123456789");
    expect(cleanPhone("𝟘𝟙𝟚𝟛𝟜𝟝𝟞𝟟𝟠𝟡")).toBe("0123456789"); // double-struck, after the bold run
  });
});

describe("phone number national part", () => {
  it("is null when nothing national can be read", () => {
    expect(nationalNumber("+61", "+1 412 345 678")).toBeNull();
    expect(nationalNumber("+61", "+61 (0)412 345 678")).toBe("412345678");
  });
});

describe("the whole form", () => {
  const valid: EnquiryForm = {
    fullName: " Ira Mehta ",
    email: " ira@studioanvaya.example ",
    country_code: "+91",
    user_phone: "98765 43210",
    message: "  We would love a calmer living room.  ",
  };

  it("lists the invalid fields in form order", () => {
    expect(invalidFields({ ...valid, fullName: "I", message: "short" })).toEqual([
      "fullName",
      "message",
    ]);
    expect(invalidFields(valid)).toEqual([]);
  });

  it("sends trimmed values and the phone as checked, never the country code alone", () => {
    const phone = checkPhone(valid.country_code, valid.user_phone);
    expect(phone).toEqual({ ok: true, userPhone: "+91 9876543210" });
    expect(enquiryParams(valid, "+91 9876543210")).toEqual({
      fullName: "Ira Mehta",
      email: "ira@studioanvaya.example",
      user_phone: "+91 9876543210",
      message: "We would love a calmer living room.",
    });
  });
});
