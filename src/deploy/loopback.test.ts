/** @jest-environment node */
import { loopbackProblems } from "./loopback";

describe("loopbackProblems", () => {
  it.each([
    'fetch("http://127.0.0.1:8025/api/v1.0/email/send")',
    "connect-src 'self' http://localhost:8025",
    'origin:"http://[::1]:9000"',
    "https://outbox.localhost",
    "http://0.0.0.0:8025",
    "HTTP://127.1.2.3",
  ])("finds a loopback address in %s", (text) => {
    expect(loopbackProblems([["app.js", text]])).toHaveLength(1);
  });

  it("names the file and the address once, however often it appears", () => {
    expect(loopbackProblems([["_headers", "http://127.0.0.1:8025 http://127.0.0.1:8025"]])).toEqual(
      [
        "public/_headers: names http://127.0.0.1:8025, the visitor's own machine: a deployable build must not (was it built for the local outbox?)",
      ],
    );
  });

  it.each([
    '"localhost"!==window.location.hostname',
    "https://api.emailjs.com",
    "https://localhost.example.com",
    "http://128.0.0.1",
  ])("leaves %s alone", (text) => {
    expect(loopbackProblems([["app.js", text]])).toEqual([]);
  });
});
