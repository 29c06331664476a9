import {
  checkPhone,
  type EnquiryForm,
  enquiryParams,
  invalidFields,
  isValidEmail,
  isValidMessage,
  isValidName,
  phoneDigits,
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
    ["I", false],
    [" I ", false],
    ["", false],
    ["   ", false],
    ["R2-D2", false],
    ["Ira_Mehta", false],
    ["Ira Mehta!", false],
    ["ira@example.com", false],
  ])("%j is valid: %s", (value, valid) => {
    expect(isValidName(value)).toBe(valid);
  });
});

describe("e-mail address", () => {
  it.each([
    ["hello@studioanvaya.example", true],
    ["  hello@studioanvaya.in  ", true],
    ["first.last+tag@mail.co.uk", true],
    ["a@b.io", true],
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
  ])("%s is valid: %s", (_label, value, valid) => {
    expect(isValidMessage(value)).toBe(valid);
  });
});

describe("phone number", () => {
  it("drops any number typed when no country is chosen", () => {
    expect(checkPhone("", "12345")).toEqual({ ok: true, userPhone: "" });
  });

  it.each(["+1", "+91", "+61"])("asks for a number when %s is chosen and none typed", (code) => {
    expect(checkPhone(code, "   ")).toEqual({ ok: false, problem: "missing" });
  });

  it.each([
    // USA: 10 digits, area code and exchange starting 2 to 9.
    ["+1", "2125550187", "+1 2125550187"],
    ["+1", "(212) 555-0187", "+1 2125550187"],
    ["+1", "212.555.0187", "+1 2125550187"],
    ["+1", "9995550187", "+1 9995550187"],
    // India: 10 digits, the first 6 to 9.
    ["+91", "9876543210", "+91 9876543210"],
    ["+91", "98765 43210", "+91 9876543210"],
    ["+91", "6000000000", "+91 6000000000"],
    // Australia: 9 digits, the first 2, 3, 4, 7 or 8.
    ["+61", "412345678", "+61 412345678"],
    ["+61", "2 9876 5432", "+61 298765432"],
    ["+61", "312345678", "+61 312345678"],
    ["+61", "712345678", "+61 712345678"],
    ["+61", "812345678", "+61 812345678"],
  ])("accepts %s %j as %j", (code, phone, userPhone) => {
    expect(checkPhone(code, phone)).toEqual({ ok: true, userPhone });
  });

  it.each([
    ["+1", "1125550187", "area code starting 1"],
    ["+1", "0125550187", "area code starting 0"],
    ["+1", "2121550187", "exchange starting 1"],
    ["+1", "2120550187", "exchange starting 0"],
    ["+1", "212555018", "9 digits"],
    ["+1", "21255501877", "11 digits"],
    ["+91", "5876543210", "first digit 5"],
    ["+91", "0876543210", "first digit 0"],
    ["+91", "987654321", "9 digits"],
    ["+61", "112345678", "first digit 1"],
    ["+61", "512345678", "first digit 5"],
    ["+61", "612345678", "first digit 6"],
    ["+61", "912345678", "first digit 9"],
    ["+61", "41234567", "8 digits"],
    ["+61", "4123456789", "10 digits"],
    ["+91", "98765x3210", "a letter"],
  ])("rejects %s %j (%s)", (code, phone) => {
    expect(checkPhone(code, phone)).toEqual({ ok: false, problem: "invalid" });
  });

  it("removes spaces, hyphens, dots and parentheses, and nothing else", () => {
    expect(phoneDigits(" (212) 555-01.87 ")).toBe("2125550187");
    expect(phoneDigits("+1 212")).toBe("+1212");
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
