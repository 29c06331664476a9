/** @jest-environment node */
import sharp from "sharp";
import { ENCODER_EFFORT, type EncoderFormat, setDefaultEffort } from "./encoder-effort";

/** The effort sharp will encode with, as it records it in its options. */
function effortOf(pipeline: sharp.Sharp, format: EncoderFormat): unknown {
  const { options } = pipeline as unknown as { options: Record<string, unknown> };
  return format === "avif" ? options.heifEffort : options.webpEffort;
}

const pixel = () => sharp({ create: { width: 1, height: 1, channels: 3, background: "#fff" } });

describe.each([
  ["avif", "heif"],
  ["webp", "webp"],
] as const)("sharp's default %s effort", (format, written) => {
  it("is the plugin's effort once set, as gatsby-plugin-sharp calls it (quality only)", async () => {
    setDefaultEffort(format);
    setDefaultEffort(format);
    expect(effortOf(pixel()[format]({ quality: 50 }), format)).toBe(ENCODER_EFFORT[format]);
    const file = await pixel()[format]({ quality: 50 }).toBuffer();
    expect((await sharp(file).metadata()).format).toBe(written);
  });

  it("leaves an effort given by the caller as it is", () => {
    setDefaultEffort(format);
    expect(effortOf(pixel()[format]({ quality: 50, effort: 1 }), format)).toBe(1);
  });
});
