import { resolveEmailConfig } from "./email-config";

const OUTBOX_ORIGIN = "http://127.0.0.1:8025";
import { SEND_TIMEOUT_MS, sendEnquiry } from "./email";
import { EMAILJS_KEYS as KEYS, sampleEnquiry as params } from "../test-utils/contact-form";

const config = resolveEmailConfig({ ...KEYS, GATSBY_EMAILJS_ORIGIN: "https://mail.test" });

/** What fetch resolves with, reduced to what the SDK reads (jsdom has no Response). */
function answer(status: number, text: string) {
  return jest.fn(() =>
    Promise.resolve({
      ok: status >= 200 && status < 300,
      status,
      text: () => Promise.resolve(text),
    }),
  );
}

let fetchMock: jest.Mock;

afterEach(() => {
  jest.restoreAllMocks();
});

function mockFetch(implementation: jest.Mock) {
  fetchMock = implementation;
  global.fetch = fetchMock;
}

describe("sendEnquiry", () => {
  it("posts EmailJS's JSON body to the configured origin and reports success", async () => {
    mockFetch(answer(200, "OK"));
    await expect(sendEnquiry(params, config)).resolves.toEqual({
      ok: true,
      status: 200,
      text: "OK",
    });
    const [url, init] = fetchMock.mock.calls[0] as [string, { method: string; body: string }];
    expect(url).toBe("https://mail.test/api/v1.0/email/send");
    expect(init.method).toBe("POST");
    expect(JSON.parse(init.body)).toEqual({
      lib_version: expect.any(String) as unknown,
      user_id: "public-key",
      service_id: "service_studio",
      template_id: "template_enquiry",
      template_params: params,
    });
  });

  it.each([
    [451, "Unavailable For Headless Browser"],
    [403, "Forbidden"],
    [429, "Too Many Requests"],
    [500, "Internal Server Error"],
  ])("reports a %i answer as a failure with its text", async (status, text) => {
    mockFetch(answer(status, text));
    await expect(sendEnquiry(params, config)).resolves.toEqual({ ok: false, status, text });
  });

  it("reports a network error as a failure with status 0", async () => {
    mockFetch(jest.fn(() => Promise.reject(new TypeError("Failed to fetch"))));
    await expect(sendEnquiry(params, config)).resolves.toEqual({
      ok: false,
      status: 0,
      text: "TypeError: Failed to fetch",
    });
  });

  it("reports a send with no answer as a failure with status 0 once its time is up", async () => {
    jest.useFakeTimers();
    mockFetch(jest.fn(() => new Promise(() => undefined)));
    const result = sendEnquiry(params, config);
    await jest.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1);
    const settled = jest.fn();
    void result.then(settled);
    await jest.advanceTimersByTimeAsync(0);
    expect(settled).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({
      ok: false,
      status: 0,
      text: "Error: no answer in 30 s",
    });
    jest.useRealTimers();
  });

  it("fails without sending when the configuration is unusable", async () => {
    mockFetch(answer(200, "OK"));
    const result = await sendEnquiry(
      params,
      resolveEmailConfig({ GATSBY_EMAILJS_PUBLIC_KEY: "public-key" }),
    );
    expect(result).toMatchObject({ ok: false, status: 0 });
    expect(result.text).toBe(
      "EmailJS is not configured: GATSBY_EMAILJS_SERVICE_ID, GATSBY_EMAILJS_TEMPLATE_ID missing",
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends to the development outbox in the local mode", async () => {
    mockFetch(answer(200, "OK"));
    await sendEnquiry(params, resolveEmailConfig({ GATSBY_LOCAL_OUTBOX: OUTBOX_ORIGIN }));
    const [url] = fetchMock.mock.calls[0] as [string];
    expect(url).toBe(`${OUTBOX_ORIGIN}/api/v1.0/email/send`);
  });

  it("sends to the origin of a configured address with a path, never to //api", async () => {
    mockFetch(answer(200, "OK"));
    await sendEnquiry(
      params,
      resolveEmailConfig({ ...KEYS, GATSBY_EMAILJS_ORIGIN: "https://mail.test/emailjs/" }),
    );
    const [url] = fetchMock.mock.calls[0] as [string];
    expect(url).toBe("https://mail.test/api/v1.0/email/send");
  });
});
