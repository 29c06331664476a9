import {
  EMAILJS_API_ORIGIN,
  emailConfigSummary,
  isLoopbackHost,
  OUTBOX_ORIGIN,
  resolveEmailConfig,
} from "./email-config";

const complete = {
  GATSBY_EMAILJS_PUBLIC_KEY: "public-key",
  GATSBY_EMAILJS_SERVICE_ID: "service_studio",
  GATSBY_EMAILJS_TEMPLATE_ID: "template_enquiry",
};

function problemOf(config: ReturnType<typeof resolveEmailConfig>): string {
  if (config.mode !== "unusable") throw new Error(`expected an unusable configuration`);
  return config.problem;
}

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

  it("is unusable without keys, naming every missing variable and how to set them", () => {
    const problem = problemOf(resolveEmailConfig({ NODE_ENV: "production" }));
    expect(problem).toMatch(
      /GATSBY_EMAILJS_PUBLIC_KEY, GATSBY_EMAILJS_SERVICE_ID, GATSBY_EMAILJS_TEMPLATE_ID are not set/,
    );
    expect(problem).toMatch(/GATSBY_EMAILJS_TEMPLATE_ID=<template ID>/);
    expect(problem).toMatch(/npm start/);
  });

  it("is unusable with only some keys, naming the missing ones", () => {
    const problem = problemOf(
      resolveEmailConfig({
        ...complete,
        GATSBY_EMAILJS_TEMPLATE_ID: "  ",
        GATSBY_EMAILJS_SERVICE_ID: undefined,
      }),
    );
    expect(problem).toMatch(/GATSBY_EMAILJS_SERVICE_ID, GATSBY_EMAILJS_TEMPLATE_ID are not set/);
  });

  it.each([
    "http://127.0.0.1:8025",
    "http://localhost:8025/",
    "http://[::1]:8025",
    "http://0.0.0.0",
    "http://outbox.localhost",
  ])("never sends a deployable form to a loopback address (%s)", (origin) => {
    expect(problemOf(resolveEmailConfig({ ...complete, GATSBY_EMAILJS_ORIGIN: origin }))).toMatch(
      /visitor's own machine/,
    );
  });

  it("refuses an origin that is not an http(s) URL, quoting it", () => {
    expect(
      problemOf(resolveEmailConfig({ ...complete, GATSBY_EMAILJS_ORIGIN: "api.example" })),
    ).toBe('GATSBY_EMAILJS_ORIGIN is not a URL: "api.example"');
    expect(
      problemOf(resolveEmailConfig({ ...complete, GATSBY_EMAILJS_ORIGIN: "ftp://api.example" })),
    ).toMatch(/must be an http\(s\) address/);
  });
});

describe("resolveEmailConfig: the local mode", () => {
  it("sends to the outbox named by GATSBY_LOCAL_OUTBOX, whatever keys are set", () => {
    expect(resolveEmailConfig({ GATSBY_LOCAL_OUTBOX: "http://127.0.0.1:8125/" })).toMatchObject({
      mode: "outbox",
      origin: "http://127.0.0.1:8125",
    });
    expect(resolveEmailConfig({ ...complete, GATSBY_LOCAL_OUTBOX: OUTBOX_ORIGIN })).toMatchObject({
      mode: "outbox",
      origin: OUTBOX_ORIGIN,
    });
  });

  it("refuses an outbox that is not on this machine", () => {
    expect(
      problemOf(resolveEmailConfig({ GATSBY_LOCAL_OUTBOX: "https://outbox.example" })),
    ).toMatch(/must name the outbox on this machine/);
  });

  it("is what `gatsby develop` uses without keys, since it can never be deployed", () => {
    expect(resolveEmailConfig({ NODE_ENV: "development" })).toMatchObject({
      mode: "outbox",
      origin: OUTBOX_ORIGIN,
    });
    expect(resolveEmailConfig({ ...complete, NODE_ENV: "development" }).mode).toBe("emailjs");
  });
});

describe("isLoopbackHost", () => {
  it.each(["localhost", "LOCALHOST", "a.localhost", "127.0.0.1", "127.1.2.3", "[::1]", "0.0.0.0"])(
    "%s is this machine",
    (host) => {
      expect(isLoopbackHost(host)).toBe(true);
    },
  );
  it.each(["api.emailjs.com", "localhost.example", "128.0.0.1", "10.0.0.1"])(
    "%s is not",
    (host) => {
      expect(isLoopbackHost(host)).toBe(false);
    },
  );
});

describe("emailConfigSummary", () => {
  it("says plainly that a local build must not be deployed", () => {
    const config = resolveEmailConfig({ GATSBY_LOCAL_OUTBOX: OUTBOX_ORIGIN });
    if (config.mode === "unusable") throw new Error("expected the outbox");
    expect(emailConfigSummary(config)).toMatch(/never deploy this build/);
  });
});
