/**
 * The shared pieces of the demo vehicle drawings: colours, rounded paths, wheels and a
 * car-like body. Every drawing is in a 1200 x 800 frame, facing right, on the ground at y 640.
 */

export const GROUND = 640;
/** Wheel centre for a 62 px wheel on the ground. */
export const R = GROUND - 62;

function clamp255(v: number): number {
  return Math.max(0, Math.min(255, Math.round(v)));
}

/** Mixes a colour towards white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channels = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  const target = amount >= 0 ? 255 : 0;
  const a = Math.abs(amount);
  return `#${channels
    .map((c) => clamp255(c + (target - c) * a))
    .map((c) => c.toString(16).padStart(2, "0"))
    .join("")}`;
}

export type Pt = readonly [number, number];

/** A closed path through the points with each corner rounded (radius per corner or one for all). */
export function rounded(points: readonly Pt[], radius: number | readonly number[]): string {
  const n = points.length;
  let d = "";
  for (let i = 0; i < n; i++) {
    const prev = points[(i - 1 + n) % n]!;
    const cur = points[i]!;
    const next = points[(i + 1) % n]!;
    const r = typeof radius === "number" ? radius : (radius[i] ?? 0);
    const d1 = Math.hypot(cur[0] - prev[0], cur[1] - prev[1]);
    const d2 = Math.hypot(next[0] - cur[0], next[1] - cur[1]);
    const rr = Math.min(r, d1 / 2, d2 / 2);
    const a: Pt = [cur[0] + ((prev[0] - cur[0]) * rr) / d1, cur[1] + ((prev[1] - cur[1]) * rr) / d1];
    const b: Pt = [cur[0] + ((next[0] - cur[0]) * rr) / d2, cur[1] + ((next[1] - cur[1]) * rr) / d2];
    d += `${i === 0 ? "M" : "L"}${a[0].toFixed(1)} ${a[1].toFixed(1)} Q${cur[0]} ${cur[1]} ${b[0].toFixed(1)} ${b[1].toFixed(1)} `;
  }
  return `${d}Z`;
}

export function wheel(
  cx: number,
  cy: number,
  r: number,
  opts: { spokes?: number; offroad?: boolean } = {},
): string {
  const spokes = opts.spokes ?? 5;
  const rim = r * (opts.offroad ? 0.55 : 0.64);
  let spokeSvg = "";
  for (let i = 0; i < spokes; i++) {
    const angle = (i * 2 * Math.PI) / spokes - Math.PI / 2;
    const x2 = cx + Math.cos(angle) * rim * 0.92;
    const y2 = cy + Math.sin(angle) * rim * 0.92;
    spokeSvg += `<line x1="${cx}" y1="${cy}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="url(#rim)" stroke-width="${(r * 0.17).toFixed(1)}" stroke-linecap="round"/>`;
  }
  const tread = opts.offroad
    ? `<circle cx="${cx}" cy="${cy}" r="${(r * 0.97).toFixed(1)}" fill="none" stroke="#2b2b2b" stroke-width="${(r * 0.08).toFixed(1)}" stroke-dasharray="6 5"/>`
    : "";
  return `<g>
<circle cx="${cx}" cy="${cy}" r="${r}" fill="#151617"/>${tread}
<circle cx="${cx}" cy="${cy}" r="${(r * 0.86).toFixed(1)}" fill="none" stroke="#26282b" stroke-width="${(r * 0.05).toFixed(1)}"/>
<circle cx="${cx}" cy="${cy}" r="${rim.toFixed(1)}" fill="#2f3338"/>
<circle cx="${cx}" cy="${cy}" r="${(rim * 0.72).toFixed(1)}" fill="#3d4248"/>
${spokeSvg}
<circle cx="${cx}" cy="${cy}" r="${rim.toFixed(1)}" fill="none" stroke="url(#rim)" stroke-width="${(r * 0.07).toFixed(1)}"/>
<circle cx="${cx}" cy="${cy}" r="${(r * 0.13).toFixed(1)}" fill="url(#rim)" stroke="#2a2d31" stroke-width="2"/>
</g>`;
}

/** A dark wheel well inside the body outline (clipped to it), behind the tyre. */
function wells(wheels: readonly (readonly [number, number, number])[], clipId: string): string {
  const circles = wheels
    .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${(r * 1.16).toFixed(1)}" fill="#0c0d0e"/>`)
    .join("");
  return `<g clip-path="url(#${clipId})">${circles}</g>`;
}

export function paintDefs(paint: string): string {
  return `<linearGradient id="paint" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="${shade(paint, 0.38)}"/>
<stop offset="0.38" stop-color="${shade(paint, 0.08)}"/>
<stop offset="0.55" stop-color="${paint}"/>
<stop offset="1" stop-color="${shade(paint, -0.45)}"/>
</linearGradient>
<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="0">
<stop offset="0" stop-color="#ffffff" stop-opacity="0"/>
<stop offset="0.3" stop-color="#ffffff" stop-opacity="0.05"/>
<stop offset="0.48" stop-color="#ffffff" stop-opacity="0.14"/>
<stop offset="0.7" stop-color="#ffffff" stop-opacity="0"/>
</linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="#5b6a7a"/>
<stop offset="0.35" stop-color="#24303c"/>
<stop offset="1" stop-color="#10161c"/>
</linearGradient>
<radialGradient id="rim" cx="0.4" cy="0.35" r="0.8">
<stop offset="0" stop-color="#f1f3f5"/>
<stop offset="0.6" stop-color="#b6bcc3"/>
<stop offset="1" stop-color="#7b828a"/>
</radialGradient>
<linearGradient id="white" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="#ffffff"/>
<stop offset="0.7" stop-color="#eeefed"/>
<stop offset="1" stop-color="#c9ccc9"/>
</linearGradient>
<radialGradient id="lamp" cx="0.5" cy="0.5" r="0.6">
<stop offset="0" stop-color="#ffffff"/>
<stop offset="1" stop-color="#c9d3dc"/>
</radialGradient>
<radialGradient id="tail" cx="0.5" cy="0.5" r="0.6">
<stop offset="0" stop-color="#ff5a4f"/>
<stop offset="1" stop-color="#8e0f12"/>
</radialGradient>`;
}

export interface Drawing {
  /** SVG of the vehicle, facing right. */
  svg: string;
  /** Horizontal extent, for the shadow and the detail crops. */
  x0: number;
  x1: number;
  top: number;
}

/** A car-like body: outline, glass, wheels, lights, door lines and a sheen band. */
export function carLike(spec: {
  outline: readonly Pt[];
  radius: number | readonly number[];
  glass: readonly (readonly Pt[])[];
  wheels: readonly (readonly [number, number, number])[];
  lines?: readonly string[];
  head: readonly Pt[];
  tail: readonly Pt[];
  extra?: string;
  under?: string;
  bodyFill?: string;
  offroad?: boolean;
}): Drawing {
  const outline = rounded(spec.outline, spec.radius);
  const xs = spec.outline.map((p) => p[0]);
  const ys = spec.outline.map((p) => p[1]);
  const fill = spec.bodyFill ?? "url(#paint)";
  const glass = spec.glass.map((g) => `<path d="${rounded(g, 10)}" fill="url(#glass)"/>`).join("");
  const lines = (spec.lines ?? [])
    .map(
      (d) =>
        `<path d="${d}" fill="none" stroke="#000" stroke-opacity="0.28" stroke-width="2.5" stroke-linecap="round"/>`,
    )
    .join("");
  const svg = `<clipPath id="bodyclip"><path d="${outline}"/></clipPath>
${spec.under ?? ""}
<path d="${outline}" fill="${fill}"/>
<path d="${outline}" fill="url(#sheen)"/>
${glass}
${lines}
<path d="${rounded(spec.head, 8)}" fill="url(#lamp)" stroke="#6d7782" stroke-width="1.5"/>
<path d="${rounded(spec.tail, 8)}" fill="url(#tail)"/>
${spec.extra ?? ""}
${wells(spec.wheels, "bodyclip")}
${spec.wheels.map(([x, y, r]) => wheel(x, y, r, { offroad: spec.offroad })).join("")}
<path d="${outline}" fill="none" stroke="#000" stroke-opacity="0.35" stroke-width="2"/>`;
  return { svg, x0: Math.min(...xs), x1: Math.max(...xs), top: Math.min(...ys) };
}

/** Coach-built vehicles are white with paint-coloured decals. */
export function decal(points: string): string {
  return `<path d="${points}" fill="url(#paint)" clip-path="url(#bodyclip)"/>`;
}
