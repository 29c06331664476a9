/**
 * Pixel size of a PNG or JPEG from its bytes, so the tests can check that sharing pictures and
 * icons are the size their tags and the manifest declare without decoding them in a page.
 */
export interface ImageSize {
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Start-of-frame markers (baseline, progressive, …); all hold height then width. */
const JPEG_FRAME_MARKERS = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
]);

export function imageSize(bytes: Buffer): ImageSize & { format: "png" | "jpeg" } {
  if (PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) {
    // The IHDR chunk comes first: width and height at bytes 16 and 20.
    return { format: "png", width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    let offset = 2;
    while (offset + 9 < bytes.length) {
      if (bytes[offset] !== 0xff) throw new Error(`JPEG: no marker at byte ${offset}`);
      const marker = bytes[offset + 1] ?? 0;
      const length = bytes.readUInt16BE(offset + 2);
      if (JPEG_FRAME_MARKERS.has(marker)) {
        return {
          format: "jpeg",
          height: bytes.readUInt16BE(offset + 5),
          width: bytes.readUInt16BE(offset + 7),
        };
      }
      offset += 2 + length;
    }
    throw new Error("JPEG: no frame header");
  }
  throw new Error("neither a PNG nor a JPEG");
}
