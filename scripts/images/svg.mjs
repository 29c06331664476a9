/**
 * SVG strings: one element at a time, with numbers rounded and colour arrays written as hex so
 * the markup (and therefore every rendered pixel) is stable from run to run.
 */
import { clamp, hex } from "./color.mjs";

export const num = (v) =>
  Math.abs(v) >= 100 ? Math.round(v * 10) / 10 : Math.round(v * 1000) / 1000;
export const pts = (list) => list.map(([x, y]) => `${num(x)},${num(y)}`).join(" ");

/** Build one SVG element. Numbers are rounded, colour arrays become hex, falsy attrs vanish. */
export function tag(name, attrs, inner) {
  let out = `<${name}`;
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    const v = typeof value === "number" ? num(value) : Array.isArray(value) ? hex(value) : value;
    out += ` ${key}="${v}"`;
  }
  return inner === undefined ? `${out}/>` : `${out}>${inner}</${name}>`;
}

export const polygon = (list, fill, extra = {}) =>
  tag("polygon", { points: pts(list), fill, ...extra });
export const pathFrom = (list, closed = true) =>
  list.map(([x, y], i) => `${i ? "L" : "M"}${num(x)} ${num(y)}`).join("") + (closed ? "Z" : "");

/** Catmull-Rom through points -> cubic Bezier path (closed). */
export function smoothPath(points, closed = true) {
  const p = points;
  const n = p.length;
  let d = `M${num(p[0][0])} ${num(p[0][1])}`;
  const get = (i) => (closed ? p[(i + n) % n] : p[clamp(i, 0, n - 1)]);
  const last = closed ? n : n - 1;
  for (let i = 0; i < last; i += 1) {
    const p0 = get(i - 1);
    const p1 = get(i);
    const p2 = get(i + 1);
    const p3 = get(i + 2);
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${num(c1[0])} ${num(c1[1])} ${num(c2[0])} ${num(c2[1])} ${num(p2[0])} ${num(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}
