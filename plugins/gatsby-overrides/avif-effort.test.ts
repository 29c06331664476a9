/** @jest-environment node */
import sharp from "sharp";
import { AVIF_EFFORT, setDefaultAvifEffort } from "./avif-effort";

/** The effort sharp will encode an AVIF with, as it records it in its options. */
function effortOf(pipeline: sharp.Sharp): unknown {
  return (pipeline as unknown as { options: { heifEffort: unknown } }).options.heifEffort;
}

describe("sharp's default AVIF effort", () => {
  const pixel = () => sharp({ create: { width: 1, height: 1, channels: 3, background: "#fff" } });

  it("is the plugin's effort once set, as gatsby-plugin-sharp calls it (quality only)", async () => {
    setDefaultAvifEffort();
    setDefaultAvifEffort();
    expect(effortOf(pixel().avif({ quality: 50 }))).toBe(AVIF_EFFORT);
    const file = await pixel().avif({ quality: 50 }).toBuffer();
    expect((await sharp(file).metadata()).format).toBe("heif");
  });

  it("leaves an effort given by the caller as it is", () => {
    setDefaultAvifEffort();
    expect(effortOf(pixel().avif({ quality: 50, effort: 7 }))).toBe(7);
  });
});
