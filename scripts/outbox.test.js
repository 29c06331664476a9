/** @jest-environment node */
const fs = require("node:fs");
const os = require("node:os");
const path = require("node:path");
const { createOutbox, SEND_PATH } = require("./outbox");

const enquiry = {
  lib_version: "4.4.1",
  user_id: "local-outbox",
  service_id: "local-outbox",
  template_id: "local-outbox",
  template_params: {
    fullName: "Zoë O'Brien",
    email: "zoe@example.com",
    user_phone: "+61 412345678",
    message: "We are renovating a terrace house in Sydney.",
  },
};

let dir;
let server;
let origin;
let logged;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "outbox-"));
  logged = [];
  server = createOutbox({ dir, log: (line) => logged.push(line) });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
});

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

function post(body, headers = { "Content-Type": "application/json" }) {
  return fetch(`${origin}${SEND_PATH}`, { method: "POST", headers, body });
}

function saved() {
  return fs
    .readdirSync(dir)
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")));
}

describe("a send request", () => {
  it("is answered 200 OK, saved as JSON and summed up in one line", async () => {
    const response = await post(JSON.stringify(enquiry));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("OK");
    expect(saved()).toEqual([{ receivedAt: expect.any(String), ...enquiry }]);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^outbox: Zoë O'Brien <zoe@example.com> \+61 412345678 "We are/);
  });

  it("allows the site's origin to call it from the browser", async () => {
    const response = await fetch(`${origin}${SEND_PATH}`, { method: "OPTIONS" });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-headers")).toMatch(/content-type/i);
  });
});

describe("a malformed request", () => {
  it.each([
    ["not JSON", "{fullName:", /^The body is not valid JSON/],
    ["a list", "[]", /the body must be a JSON object/],
    [
      "no template id",
      JSON.stringify({ ...enquiry, template_id: "" }),
      /"template_id" must be a non-empty string/,
    ],
    [
      "no message",
      JSON.stringify({ ...enquiry, template_params: { ...enquiry.template_params, message: 1 } }),
      /"template_params.message" must be a string/,
    ],
  ])(
    "gets 400 with the reason when it is %s, and nothing is saved",
    async (_case, body, reason) => {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect(await response.text()).toMatch(reason);
      expect(saved()).toEqual([]);
    },
  );

  it("gets 405 for another method and 404 for another path", async () => {
    expect((await fetch(`${origin}${SEND_PATH}`)).status).toBe(405);
    expect((await fetch(`${origin}/api/v1.0/email/send-form`, { method: "POST" })).status).toBe(
      404,
    );
  });
});
