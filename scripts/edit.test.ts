/**
 * `npm run edit` looks for changes in content/ while the editor saves, which it does by writing a
 * temporary file and renaming it over the old one: a file listed can be gone by the time it is
 * looked at, and neither that nor another failed look may stop the editor's server.
 */
import fs from "node:fs";
import { syncBuiltinESMExports } from "node:module";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, mock, test } from "node:test";
import { expect } from "expect";
import { newestChange, POLL_MS, watchContent } from "./edit.ts";

/** The real one, kept before any mock replaces it. */
const { statSync } = fs;
let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "edit-"));
  fs.writeFileSync(path.join(dir, "services.yaml"), "title: Old\n");
});

afterEach(() => {
  mock.restoreAll();
  syncBuiltinESMExports();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Runs `before(file)` ahead of every stat made through node:fs, edit.ts's included. */
function beforeEachStat(before: (file: string) => void) {
  mock.method(fs, "statSync", (file: fs.PathLike) => {
    before(String(file));
    return statSync(file);
  });
  syncBuiltinESMExports();
}

test("a file renamed away between the listing and its look is passed over", () => {
  const temporary = path.join(dir, "services.yaml.crswap");
  fs.writeFileSync(temporary, "title: New\n");
  // The editor's save lands just after content/ was listed.
  beforeEachStat((file) => {
    if (file === temporary) fs.renameSync(temporary, path.join(dir, "services.yaml"));
  });
  expect(() => newestChange(dir)).not.toThrow();
  // The save itself is seen at the next look. (Not by this one, which may have looked at the old
  // file before the rename: whether it did is a race, and a test of its times would be one.)
  mock.restoreAll();
  syncBuiltinESMExports();
  expect(newestChange(dir)).toBeGreaterThanOrEqual(
    statSync(path.join(dir, "services.yaml")).mtimeMs,
  );
});

test("a look that fails is reported, and the next one still sees a change", () => {
  mock.timers.enable({ apis: ["setInterval"] });
  const warned: string[] = [];
  let changes = 0;
  const timer = watchContent(
    dir,
    () => (changes += 1),
    (line) => warned.push(line),
  );
  try {
    let failures = 1;
    beforeEachStat(() => {
      if (failures > 0) {
        failures -= 1;
        throw Object.assign(new Error("EACCES: permission denied"), { code: "EACCES" });
      }
    });
    mock.timers.tick(POLL_MS);
    expect(warned).toEqual([expect.stringContaining("EACCES: permission denied")]);
    fs.writeFileSync(path.join(dir, "team.yaml"), "name: New\n");
    fs.utimesSync(dir, new Date(), new Date(Date.now() + 10_000));
    mock.timers.tick(POLL_MS);
    expect(changes).toBe(1);
  } finally {
    clearInterval(timer);
  }
});
