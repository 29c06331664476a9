import {
  EMAILJS_API_ORIGIN,
  isLoopbackHost,
  problemSummary,
  resolveEmailConfig,
} from "./email-config";
import { EMAILJS_KEYS } from "../test-utils/contact-form";

const complete = EMAILJS_KEYS;
const OUTBOX = "http://127.0.0.1:8025";

describe("resolveEmailConfig: a build meant for deployment", () => {
  it("uses EmailJS's own API when its three values are set", () => {
    expect(resolveEmailConfig(complete)).toEqual({
      mode: "emailjs",
      publicKey: "public-key",
      serviceId: "service_studio",
      templateId: "template_enquiry",
      origin: EMAILJS_API_ORIGIN,
    });
  });

  it.each([
    ["https://mail.example", "https://mail.example"],
    ["https://mail.example/", "https://mail.example"],
    ["https://mail.example/emailjs/v2/", "https://mail.example"],
    ["https://mail.example:8443/api?x=1#y", "https://mail.example:8443"],
  ])("reduces GATSBY_EMAILJS_ORIGIN %s to its origin %s", (configured, origin) => {
    expect(resolveEmailConfig({ ...complete, GATSBY_EMAILJS_ORIGIN: configured })).toMatchObject({
      mode: "emailjs",
      origin,
    });
  });

  it("is unusable without keys, naming every missing variable", () => {
    expect(resolveEmailConfig({})).toEqual({
      mode: "unusable",
      problem: { kind: "missing-keys", missing: [...Object.keys(complete)] },
    });
  });

  it("is unusable with only some keys, naming the missing ones", () => {
    expect(
      resolveEmailConfig({
        ...complete,
        GATSBY_EMAILJS_TEMPLATE_ID: "  ",
        GATSBY_EMAILJS_SERVICE_ID: undefined,
      }),
    ).toEqual({
      mode: "unusable",
      problem: {
        kind: "missing-keys",
        missing: ["GATSBY_EMAILJS_SERVICE_ID", "GATSBY_EMAILJS_TEMPLATE_ID"],
      },
    });
  });

  /** Every spelling of this machine, or of no machine, that the URL parser accepts. */
  const LOOPBACK_SPELLINGS = [
    "https://localhost",
    "https://localhost.",
    "https://LOCALHOST:8443/",
    "https://outbox.localhost",
    "https://outbox.localhost.",
    "https://ｌｏｃａｌｈｏｓｔ", // fullwidth letters
    "https://127.0.0.1",
    "https://127.255.255.254:8025",
    "https://127.1",
    "https://127.0.1",
    "https://2130706433",
    "https://0x7f000001",
    "https://0x7f.1",
    "https://0x7F.0.0.1",
    "https://0177.0.0.1",
    "https://017700000001",
    "https://127.0.0.1.",
    "https://0.0.0.0",
    "https://0",
    "https://0.1.2.3",
    "https://[::1]",
    "https://[::]",
    "https://[0:0:0:0:0:0:0:1]",
    "https://[0000:0000:0000:0000:0000:0000:0000:0001]",
    "https://[::0:1]",
    "https://[::ffff:127.0.0.1]",
    "https://[::ffff:7f00:1]",
    "https://[0:0:0:0:0:ffff:127.0.0.1]",
    "https://[::ffff:0.0.0.0]",
    "https://[::127.0.0.1]",
    "https://[::ffff:0:127.0.0.1]",
    "http://127.0.0.1:8025",
  ];

  it.each(LOOPBACK_SPELLINGS)(
    "never sends a deployable form to this machine: %s is refused, named",
    (origin) => {
      expect(resolveEmailConfig({ ...complete, GATSBY_EMAILJS_ORIGIN: origin })).toEqual({
        mode: "unusable",
        problem: {
          kind: "bad-address",
          variable: "GATSBY_EMAILJS_ORIGIN",
          value: origin,
          reason: "loopback",
        },
      });
    },
  );

  it.each([
    ["api.example", "not-a-url"],
    ["ftp://api.example", "not-https"],
    ["http://api.example", "not-https"],
    ["http://mail.example:443/", "not-https"],
    ["ws://api.example", "not-https"],
  ])("refuses %s as an origin (%s)", (origin, reason) => {
    expect(resolveEmailConfig({ ...complete, GATSBY_EMAILJS_ORIGIN: origin })).toMatchObject({
      mode: "unusable",
      problem: { kind: "bad-address", value: origin, reason },
    });
  });

  it.each([
    "https://128.0.0.1",
    "https://10.0.0.1",
    "https://[fe80::1]",
    "https://[2001:db8::1]",
    "https://[::ffff:8.8.8.8]",
    "https://localhost.example",
    "https://mylocalhost",
  ])("takes %s, which is not this machine", (origin) => {
    expect(resolveEmailConfig({ ...complete, GATSBY_EMAILJS_ORIGIN: origin })).toMatchObject({
      mode: "emailjs",
    });
  });
});

describe("resolveEmailConfig: the local mode", () => {
  it("sends to the outbox named by GATSBY_LOCAL_OUTBOX, whatever keys are set", () => {
    expect(resolveEmailConfig({ GATSBY_LOCAL_OUTBOX: "http://127.0.0.1:8125/" })).toMatchObject({
      mode: "outbox",
      origin: "http://127.0.0.1:8125",
    });
    expect(resolveEmailConfig({ ...complete, GATSBY_LOCAL_OUTBOX: OUTBOX })).toMatchObject({
      mode: "outbox",
      origin: OUTBOX,
    });
  });

  it.each(["http://[::1]:8025", "http://localhost.:8025", "http://127.1:8025"])(
    "takes the outbox at %s, a spelling of this machine",
    (outbox) => {
      expect(resolveEmailConfig({ GATSBY_LOCAL_OUTBOX: outbox })).toMatchObject({ mode: "outbox" });
    },
  );

  it("refuses an outbox that is not on this machine", () => {
    expect(resolveEmailConfig({ GATSBY_LOCAL_OUTBOX: "https://outbox.example" })).toMatchObject({
      mode: "unusable",
      problem: { variable: "GATSBY_LOCAL_OUTBOX", reason: "not-loopback" },
    });
  });
});

describe("problemSummary", () => {
  it("says in one line why the form cannot send", () => {
    expect(problemSummary({ kind: "missing-keys", missing: ["GATSBY_EMAILJS_SERVICE_ID"] })).toBe(
      "EmailJS is not configured: GATSBY_EMAILJS_SERVICE_ID missing",
    );
  });
});

describe("isLoopbackHost", () => {
  it.each([
    "localhost",
    "LOCALHOST",
    "a.localhost",
    "127.0.0.1",
    "127.1",
    "0x7f.1",
    "[::1]",
    "[::]",
  ])("%s is this machine", (host) => {
    expect(isLoopbackHost(host)).toBe(true);
  });
  it.each([
    "api.emailjs.com",
    "localhost.example",
    "128.0.0.1",
    "10.0.0.1",
    "[fe80::1]",
    "not a host",
  ])("%s is not", (host) => {
    expect(isLoopbackHost(host)).toBe(false);
  });
});
