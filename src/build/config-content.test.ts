/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PLACEHOLDER, readLoadErrorLabels } from "./config-content";

describe("readLoadErrorLabels", () => {
  it("reads labels.loadError from content/site.yaml", () => {
    const labels = readLoadErrorLabels(path.resolve(__dirname, "../../content/site.yaml"));
    expect(labels).toEqual({
      heading: expect.stringMatching(/\S/) as unknown,
      text: expect.stringMatching(/\S/) as unknown,
      retry: expect.stringMatching(/\S/) as unknown,
    });
    expect(Object.values(labels)).not.toContain(PLACEHOLDER);
  });

  it("leaves a file without them, or broken, to the content check instead of failing first", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "load-error-labels-"));
    try {
      const file = path.join(dir, "site.yaml");
      fs.writeFileSync(file, "labels:\n  menu: Menu\n");
      expect(readLoadErrorLabels(file).heading).toBe(PLACEHOLDER);
      fs.writeFileSync(file, "labels: [unclosed\n");
      expect(readLoadErrorLabels(file).retry).toBe(PLACEHOLDER);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
