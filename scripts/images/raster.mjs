/**
 * The raster pipeline: sharp/librsvg rasterises each SVG layer (soft layers blurred), the layers
 * are composited on a raw RGB buffer, the frame gets a soft focus, then the photographic finish
 * (exposure, tint, vignette, texture, film grain) and the JPEG encode.
 */
import sharp from "sharp";
import { clamp } from "./color.mjs";
import { mulberry32 } from "./random.mjs";
import { LAYERS } from "./scene.mjs";

async function rasteriseLayer(svg, sigma) {
  let img = sharp(Buffer.from(svg), { unlimited: true });
  if (sigma >= 0.3) img = img.blur(sigma);
  return img.ensureAlpha().raw().toBuffer();
}

/** Composite a straight-alpha RGBA layer onto an RGB buffer in place (normal or screen blend). */
function compositeLayer(base, layer, blend) {
  const n = base.length / 3;
  for (let i = 0, j = 0; i < n * 3; i += 3, j += 4) {
    const a = layer[j + 3];
    if (a === 0) continue;
    const t = a / 255;
    for (let c = 0; c < 3; c += 1) {
      const b = base[i + c];
      const l = layer[j + c];
      const v = blend === "screen" ? 255 - ((255 - b) * (255 - l)) / 255 : l;
      base[i + c] = b + (v - b) * t;
    }
  }
}

export async function renderScene(s) {
  const { width: W, height: H } = s;
  const k = W / 2400;
  const rendered = await Promise.all(
    LAYERS.map(async (layer) => {
      const svg = s.layerSvg(layer.name);
      return svg ? { layer, data: await rasteriseLayer(svg, layer.blur * k) } : null;
    }),
  );
  let base = Buffer.alloc(W * H * 3, 200);
  const flatten = (foreground) => {
    for (const item of rendered)
      if (item && !!item.layer.foreground === foreground)
        compositeLayer(base, item.data, item.layer.blend);
  };
  flatten(false);
  if (s.depthBlur) {
    base = await sharp(base, { raw: { width: W, height: H, channels: 3 } })
      .blur(s.depthBlur * k)
      .raw()
      .toBuffer();
  }
  flatten(true);
  // Soft focus of the whole frame: photographs are never vector-sharp.
  return sharp(base, { raw: { width: W, height: H, channels: 3 } })
    .blur(Math.max(0.4, 1.1 * k))
    .raw()
    .toBuffer();
}

/** A smooth random field (value noise upscaled by sharp), one byte per pixel centred on 128. */
async function noiseField(W, H, cell, rand) {
  const gw = Math.ceil(W / cell) + 1;
  const gh = Math.ceil(H / cell) + 1;
  const grid = Buffer.alloc(gw * gh);
  for (let i = 0; i < grid.length; i += 1) grid[i] = Math.floor(rand() * 256);
  return sharp(grid, { raw: { width: gw, height: gh, channels: 1 } })
    .resize(W, H, { kernel: "cubic", fit: "fill" })
    .raw()
    .toBuffer();
}

/**
 * Photographic finish, per pixel: exposure, white balance tint, slight desaturation, lifted
 * blacks with a soft highlight shoulder, vignette, uneven light, fine surface texture and
 * film grain.
 */
export async function finishPixels(buf, W, H, s) {
  const L = s.light;
  const seed = (s.rng.next() * 4294967296) >>> 0;
  const rand = mulberry32(seed);
  const luts = [0, 1, 2].map((c) => {
    const lut = new Uint8ClampedArray(256 * 2);
    for (let v = 0; v < lut.length; v += 1) {
      let x = (v / 255) * L.exposure * L.tint[c];
      if (x > 0.82) x = 0.82 + 0.18 * (1 - Math.exp(-(x - 0.82) / 0.18));
      lut[v] = Math.round((0.035 + 0.955 * x) * 255);
    }
    return lut;
  });
  const k = W / 2400;
  const [coarse, fine] = await Promise.all([
    noiseField(W, H, 90 * k, rand),
    noiseField(W, H, 2, rand),
  ]);
  const mottleAmp = 0.02 / 128;
  // Smaller frames get slightly stronger grain and texture per pixel, as a downscaled film
  // frame would.
  const perPixel = clamp(Math.sqrt(2400 / W), 1, 1.22);
  const textureAmp = (0.025 * perPixel) / 128;
  const vig = s.grade.vignette;
  const grain = 12 * perPixel * s.grade.grain;
  const cx = W / 2;
  const cy = H / 2;
  const norm = 1 / (cx * cx + cy * cy);
  let st = seed | 1;
  const noise = () => {
    st ^= st << 13;
    st ^= st >>> 17;
    st ^= st << 5;
    return (st >>> 0) / 4294967296;
  };
  for (let y = 0, p = 0; y < H; y += 1) {
    const dy = (y - cy) * (y - cy);
    for (let x = 0; x < W; x += 1, p += 1) {
      const d2 = ((x - cx) * (x - cx) + dy) * norm;
      const v =
        (1 - vig * d2 * d2 * 1.2 - vig * 0.35 * d2) *
        (1 + (coarse[p] - 128) * mottleAmp + (fine[p] - 128) * textureAmp);
      const i = p * 3;
      const r0 = buf[i];
      const g0 = buf[i + 1];
      const b0 = buf[i + 2];
      const lum = 0.3 * r0 + 0.59 * g0 + 0.11 * b0;
      const l = lum / 255;
      const amp = grain * (0.45 + 2.2 * l * (1 - l));
      const n = (noise() + noise() - 1) * amp;
      const chroma = amp * 0.35;
      buf[i] = clamp(
        luts[0][((r0 + (lum - r0) * 0.08) * v) | 0] + n + (noise() - 0.5) * chroma,
        0,
        255,
      );
      buf[i + 1] = clamp(
        luts[1][((g0 + (lum - g0) * 0.08) * v) | 0] + n + (noise() - 0.5) * chroma,
        0,
        255,
      );
      buf[i + 2] = clamp(
        luts[2][((b0 + (lum - b0) * 0.08) * v) | 0] + n + (noise() - 0.5) * chroma,
        0,
        255,
      );
    }
  }
  return buf;
}

/**
 * mozjpeg encode. Large frames use 4:2:0 at q86; smaller ones keep full chroma at q89 so the
 * grain survives (both land around 250 KB - 1 MB, like a real exported photograph).
 */
export async function encodeJpeg(buf, W, H, overlays = []) {
  let img = sharp(buf, { raw: { width: W, height: H, channels: 3 } });
  if (overlays.length) img = img.composite(overlays);
  const large = W * H >= 3_000_000;
  return img
    .jpeg({ quality: large ? 86 : 89, mozjpeg: true, chromaSubsampling: large ? "4:2:0" : "4:4:4" })
    .toBuffer();
}
