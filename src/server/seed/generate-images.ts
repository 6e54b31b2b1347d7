import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

/**
 * Demo vehicle photography, drawn locally: a stylised side view of each body kind in a
 * paint colour, over a studio or outdoor backdrop with a ground shadow, rendered from SVG
 * by sharp. The set is bounded (body x colour x variant) and shared between cars, and files
 * that already exist are kept, so a reseed costs almost nothing.
 */

const IMAGE_BODIES = [
  "sedan",
  "hatch",
  "suv",
  "ute",
  "van",
  "motorcycle",
  "caravan",
  "camper-trailer",
  "motorhome",
  "truck",
] as const;
export type ImageBody = (typeof IMAGE_BODIES)[number];

const PAINTS = {
  white: "#eceef0",
  silver: "#a9b0b8",
  grey: "#555c66",
  black: "#1c1e22",
  red: "#a3131d",
  blue: "#1d4d8f",
  green: "#2d5a44",
  orange: "#c45f26",
} as const;
export type PaintKey = keyof typeof PAINTS;

type Backdrop = "studio" | "outdoor";
interface Variant {
  backdrop: Backdrop;
  /** The vehicle faces left (mirrored). */
  flip: boolean;
  /** A close crop of the front (or rear) of the vehicle instead of the whole side. */
  detail: "front" | "rear" | null;
}

/** Gallery order of a car's photos: n = index + 1 in the file name. */
const VARIANTS: readonly Variant[] = [
  { backdrop: "studio", flip: false, detail: null },
  { backdrop: "outdoor", flip: true, detail: null },
  { backdrop: "studio", flip: true, detail: null },
  { backdrop: "outdoor", flip: false, detail: null },
  { backdrop: "studio", flip: false, detail: "front" },
];
export const MAX_PHOTOS_PER_CAR = VARIANTS.length;

export const PLACEHOLDER_URL = "/media/placeholder/vehicle-default.jpg";
export const PLACEHOLDER_URL_2 = "/media/placeholder/vehicle-default-2.jpg";

const W = 1200;
const H = 800;
const THUMB_W = 480;
const THUMB_H = 320;
const GROUND = 640;

export interface VehicleImage {
  url: string;
  thumb: string;
}

/** The URL pair of photo n (1-based) of a body and paint. */
export function vehicleImage(body: ImageBody, paint: PaintKey, n: number): VehicleImage {
  const file = `${body}-${paint}-${n}.jpg`;
  return { url: `/media/vehicles/${file}`, thumb: `/media/vehicles/thumbs/${file}` };
}

/** The blog's pictures are 16:9, wider than SPEC 7's 1280 so that width is a downscale. */
const BLOG_W = 1600;
const BLOG_H = 900;

export interface BlogImageRequest {
  body: ImageBody;
  paint: PaintKey;
  /** Which photo of the vehicle (1-based), reframed 16:9. */
  n: number;
}

/** The URL of a blog picture: photo n of a body and paint, in the blog's 16:9 frame. */
export function blogImage({ body, paint, n }: BlogImageRequest): string {
  return `/media/blog/${body}-${paint}-${n}.jpg`;
}

/** The first `count` photos of a body and paint (count is capped at MAX_PHOTOS_PER_CAR). */
export function vehicleImages(body: ImageBody, paint: PaintKey, count: number): VehicleImage[] {
  const n = Math.max(0, Math.min(count, MAX_PHOTOS_PER_CAR));
  return Array.from({ length: n }, (_, i) => vehicleImage(body, paint, i + 1));
}

// ---------------------------------------------------------------------------------------
// Colour and path helpers

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

type Pt = readonly [number, number];

/** A closed path through the points with each corner rounded (radius per corner or one for all). */
function rounded(points: readonly Pt[], radius: number | readonly number[]): string {
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

function wheel(cx: number, cy: number, r: number, opts: { spokes?: number; offroad?: boolean } = {}): string {
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

function paintDefs(paint: string): string {
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

interface Drawing {
  /** SVG of the vehicle, facing right. */
  svg: string;
  /** Horizontal extent, for the shadow and the detail crops. */
  x0: number;
  x1: number;
  top: number;
}

/** A car-like body: outline, glass, wheels, lights, door lines and a sheen band. */
function carLike(spec: {
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

const R = GROUND - 62; // wheel centre for a 62px wheel on the ground

function sedan(): Drawing {
  return carLike({
    outline: [
      [150, 600],
      [140, 535],
      [158, 492],
      [205, 468],
      [372, 452],
      [478, 376],
      [700, 368],
      [808, 444],
      [990, 466],
      [1048, 500],
      [1058, 560],
      [1046, 600],
    ],
    radius: [14, 30, 30, 30, 26, 50, 40, 26, 40, 40, 20, 14],
    glass: [
      [
        [398, 448],
        [488, 388],
        [583, 384],
        [583, 448],
      ],
      [
        [600, 448],
        [600, 383],
        [694, 380],
        [776, 446],
      ],
    ],
    wheels: [
      [300, R, 62],
      [892, R, 62],
    ],
    lines: [
      "M592 452 L596 588",
      "M792 456 Q800 520 796 588",
      "M410 456 Q398 520 404 588",
      "M170 508 Q600 498 1035 506",
    ],
    head: [
      [995, 482],
      [1044, 496],
      [1050, 514],
      [1000, 506],
    ],
    tail: [
      [143, 498],
      [176, 486],
      [180, 506],
      [146, 516],
    ],
    extra: `<path d="${rounded(
      [
        [770, 442],
        [800, 432],
        [812, 452],
        [782, 458],
      ],
      6,
    )}" fill="url(#paint)" stroke="#000" stroke-opacity="0.3"/>
<rect x="520" y="470" width="36" height="8" rx="4" fill="#000" fill-opacity="0.25"/>
<rect x="705" y="470" width="36" height="8" rx="4" fill="#000" fill-opacity="0.25"/>`,
  });
}

function hatch(): Drawing {
  return carLike({
    outline: [
      [222, 600],
      [212, 530],
      [226, 470],
      [290, 386],
      [640, 374],
      [752, 450],
      [928, 470],
      [984, 504],
      [992, 562],
      [980, 600],
    ],
    radius: [14, 30, 40, 36, 44, 26, 40, 24, 20, 14],
    glass: [
      [
        [262, 452],
        [305, 398],
        [425, 392],
        [425, 452],
      ],
      [
        [442, 452],
        [442, 391],
        [568, 386],
        [568, 452],
      ],
      [
        [585, 452],
        [585, 386],
        [636, 384],
        [720, 450],
      ],
    ],
    wheels: [
      [340, R, 62],
      [858, R, 62],
    ],
    lines: ["M577 458 L580 588", "M742 458 Q750 520 748 588", "M236 508 Q600 500 975 508"],
    head: [
      [930, 484],
      [978, 500],
      [984, 516],
      [934, 508],
    ],
    tail: [
      [214, 478],
      [238, 470],
      [238, 508],
      [214, 512],
    ],
    extra: `<path d="${rounded(
      [
        [712, 446],
        [744, 436],
        [754, 456],
        [722, 462],
      ],
      6,
    )}" fill="url(#paint)" stroke="#000" stroke-opacity="0.3"/>`,
  });
}

function suv(): Drawing {
  const Rw = GROUND - 70;
  return carLike({
    outline: [
      [146, 596],
      [138, 520],
      [146, 420],
      [190, 338],
      [735, 332],
      [842, 428],
      [1012, 448],
      [1058, 486],
      [1064, 556],
      [1052, 596],
    ],
    radius: [14, 24, 36, 40, 44, 26, 46, 30, 20, 14],
    glass: [
      [
        [178, 420],
        [210, 352],
        [370, 350],
        [370, 420],
      ],
      [
        [388, 420],
        [388, 349],
        [580, 346],
        [580, 422],
      ],
      [
        [598, 422],
        [598, 346],
        [722, 344],
        [810, 426],
      ],
    ],
    wheels: [
      [312, Rw, 70],
      [890, Rw, 70],
    ],
    lines: ["M590 428 L594 586", "M818 436 Q826 510 822 586", "M158 488 Q600 476 1052 484"],
    head: [
      [1000, 462],
      [1052, 478],
      [1058, 498],
      [1004, 490],
    ],
    tail: [
      [140, 440],
      [170, 432],
      [172, 476],
      [141, 482],
    ],
    under: `<path d="${rounded(
      [
        [150, 560],
        [1050, 560],
        [1052, 600],
        [148, 600],
      ],
      10,
    )}" fill="#222426"/>`,
    extra: `<rect x="220" y="322" width="460" height="12" rx="5" fill="#2a2c2f"/>
<path d="${rounded(
      [
        [804, 420],
        [836, 410],
        [848, 432],
        [816, 438],
      ],
      6,
    )}" fill="url(#paint)" stroke="#000" stroke-opacity="0.3"/>`,
  });
}

function ute(): Drawing {
  const Rw = GROUND - 70;
  return carLike({
    outline: [
      [128, 594],
      [122, 470],
      [478, 468],
      [484, 352],
      [722, 346],
      [812, 430],
      [1006, 450],
      [1054, 488],
      [1060, 556],
      [1048, 594],
    ],
    radius: [12, 10, 6, 30, 40, 24, 44, 28, 18, 12],
    glass: [
      [
        [500, 432],
        [506, 364],
        [610, 362],
        [610, 432],
      ],
      [
        [626, 432],
        [626, 362],
        [712, 360],
        [788, 430],
      ],
    ],
    wheels: [
      [292, Rw, 70],
      [882, Rw, 70],
    ],
    lines: [
      "M478 470 L480 586",
      "M618 438 L620 586",
      "M800 440 Q808 510 804 586",
      "M130 500 Q600 492 1048 494",
      "M124 478 L474 478",
    ],
    head: [
      [998, 464],
      [1048, 480],
      [1054, 500],
      [1002, 492],
    ],
    tail: [
      [124, 486],
      [146, 484],
      [146, 526],
      [124, 528],
    ],
    offroad: true,
    extra: `<rect x="150" y="430" width="320" height="10" rx="5" fill="#2a2c2f"/>
<rect x="150" y="430" width="10" height="40" fill="#2a2c2f"/><rect x="300" y="430" width="10" height="40" fill="#2a2c2f"/>
<rect x="455" y="430" width="10" height="40" fill="#2a2c2f"/>
<path d="M1010 560 L1062 556 L1062 590 L1010 592 Z" fill="#26282b"/>`,
  });
}

function van(): Drawing {
  const Rw = GROUND - 66;
  return carLike({
    outline: [
      [118, 598],
      [112, 300],
      [134, 280],
      [760, 276],
      [876, 418],
      [1020, 452],
      [1062, 492],
      [1066, 560],
      [1054, 598],
    ],
    radius: [12, 18, 20, 36, 30, 40, 26, 16, 12],
    glass: [
      [
        [740, 300],
        [770, 296],
        [848, 416],
        [740, 416],
      ],
      [
        [560, 300],
        [716, 300],
        [716, 390],
        [560, 390],
      ],
    ],
    wheels: [
      [276, Rw, 66],
      [898, Rw, 66],
    ],
    lines: [
      "M726 296 L728 588",
      "M540 298 L540 588",
      "M860 430 Q866 510 864 588",
      "M116 470 L1060 478",
      "M116 318 L740 316",
    ],
    head: [
      [1004, 466],
      [1056, 484],
      [1062, 504],
      [1008, 496],
    ],
    tail: [
      [113, 440],
      [134, 438],
      [134, 520],
      [113, 522],
    ],
  });
}

/** Coach-built vehicles are white with paint-coloured decals. */
function decal(points: string): string {
  return `<path d="${points}" fill="url(#paint)" clip-path="url(#bodyclip)"/>`;
}

function motorhome(): Drawing {
  const Rw = GROUND - 66;
  return carLike({
    outline: [
      [98, 596],
      [92, 252],
      [120, 226],
      [770, 224],
      [836, 250],
      [840, 300],
      [808, 332],
      [906, 428],
      [1016, 458],
      [1060, 498],
      [1064, 560],
      [1052, 596],
    ],
    radius: [12, 20, 26, 30, 22, 18, 16, 30, 40, 26, 16, 12],
    bodyFill: "url(#white)",
    glass: [
      [
        [818, 340],
        [830, 336],
        [890, 420],
        [818, 420],
      ],
      [
        [190, 300],
        [360, 300],
        [360, 380],
        [190, 380],
      ],
      [
        [470, 300],
        [600, 300],
        [600, 380],
        [470, 380],
      ],
      [
        [690, 250],
        [790, 250],
        [790, 296],
        [690, 296],
      ],
    ],
    wheels: [
      [300, Rw, 66],
      [890, Rw, 66],
    ],
    lines: ["M640 300 L640 560 L700 560 L700 300 Z", "M806 340 L808 586", "M96 540 L1060 540"],
    head: [
      [1004, 472],
      [1054, 488],
      [1060, 508],
      [1008, 500],
    ],
    tail: [
      [94, 430],
      [114, 428],
      [114, 500],
      [94, 502],
    ],
    extra: `${decal("M90 470 C 300 470, 520 410, 800 400 L 840 420 L 840 440 C 560 450, 320 520, 90 520 Z")}
${decal("M90 540 L 1070 540 L 1070 600 L 90 600 Z")}
<rect x="120" y="236" width="120" height="10" rx="4" fill="#c9ccd0"/><rect x="420" y="232" width="80" height="14" rx="4" fill="#c9ccd0"/>`,
  });
}

function caravan(): Drawing {
  const Rw = GROUND - 58;
  const body = carLike({
    outline: [
      [150, 590],
      [144, 300],
      [176, 258],
      [840, 254],
      [900, 300],
      [908, 590],
    ],
    radius: [10, 36, 40, 40, 44, 10],
    bodyFill: "url(#white)",
    glass: [
      [
        [210, 320],
        [380, 320],
        [380, 400],
        [210, 400],
      ],
      [
        [640, 320],
        [790, 320],
        [790, 400],
        [640, 400],
      ],
      [
        [840, 290],
        [880, 310],
        [884, 390],
        [840, 390],
      ],
      [
        [470, 330],
        [540, 330],
        [540, 400],
        [470, 400],
      ],
    ],
    wheels: [
      [520, Rw, 58],
      [660, Rw, 58],
    ],
    lines: ["M455 316 L455 580 L555 580 L555 316 Z", "M146 540 L906 540"],
    head: [
      [890, 540],
      [906, 540],
      [906, 560],
      [890, 560],
    ],
    tail: [
      [146, 520],
      [164, 520],
      [164, 556],
      [146, 556],
    ],
    extra: `${decal("M142 430 C 350 436, 560 400, 910 380 L 910 410 C 600 430, 380 470, 142 470 Z")}
${decal("M142 540 L 912 540 L 912 596 L 142 596 Z")}
<rect x="300" y="238" width="110" height="18" rx="5" fill="#c9ccd0"/><rect x="620" y="240" width="70" height="16" rx="5" fill="#c9ccd0"/>`,
  });
  const drawbar = `<path d="M900 566 L1080 584 L1084 598 L900 590 Z" fill="#3a3d42"/>
<rect x="1034" y="560" width="12" height="64" fill="#4a4e54"/><circle cx="1040" cy="626" r="13" fill="#151617"/>
<rect x="930" y="520" width="80" height="50" rx="6" fill="#d8dadc" stroke="#8a8f95"/>`;
  return { ...body, svg: drawbar + body.svg, x1: 1086 };
}

function camperTrailer(): Drawing {
  const Rw = GROUND - 68;
  const body = carLike({
    outline: [
      [300, 590],
      [296, 430],
      [312, 414],
      [842, 414],
      [858, 430],
      [862, 590],
    ],
    radius: [8, 12, 12, 12, 12, 8],
    glass: [],
    wheels: [[580, Rw, 68]],
    lines: ["M300 470 L860 470", "M640 420 L640 586", "M460 420 L460 586"],
    head: [
      [846, 440],
      [858, 440],
      [858, 460],
      [846, 460],
    ],
    tail: [
      [298, 440],
      [312, 440],
      [312, 470],
      [298, 470],
    ],
    offroad: true,
    extra: `<path d="M300 540 L862 540 L862 592 L300 592 Z" fill="#2c2f33" clip-path="url(#bodyclip)"/>`,
  });
  const top = `<path d="${rounded(
    [
      [290, 414],
      [300, 340],
      [860, 336],
      [872, 414],
    ],
    16,
  )}" fill="#3b4a3c"/>
<path d="M310 370 L860 366" stroke="#2a352b" stroke-width="3"/>
<rect x="300" y="404" width="570" height="14" rx="4" fill="#222"/>
<path d="M858 560 L1060 584 L1064 598 L858 590 Z" fill="#33363b"/>
<rect x="880" y="470" width="110" height="80" rx="6" fill="#50555c" stroke="#2b2e31"/>
<rect x="1014" y="556" width="12" height="62" fill="#4a4e54"/><circle cx="1020" cy="624" r="14" fill="#151617"/>`;
  return { ...body, svg: top + body.svg, x0: 290, x1: 1066, top: 336 };
}

function truck(): Drawing {
  const Rw = GROUND - 66;
  const box = `<path d="${rounded(
    [
      [110, 560],
      [110, 250],
      [790, 250],
      [790, 560],
    ],
    8,
  )}" fill="url(#white)" stroke="#8a8f95" stroke-width="2"/>
<path d="M110 520 L790 520" stroke="#9aa0a6" stroke-width="2"/>
${[200, 330, 460, 590, 720].map((x) => `<path d="M${x} 256 L${x} 516" stroke="#d2d5d8" stroke-width="2"/>`).join("")}
<rect x="100" y="560" width="960" height="26" fill="#1e2022"/>`;
  const cab = carLike({
    outline: [
      [802, 592],
      [800, 278],
      [836, 250],
      [1000, 248],
      [1040, 292],
      [1064, 430],
      [1066, 592],
    ],
    radius: [8, 20, 24, 26, 30, 12, 8],
    glass: [
      [
        [812, 290],
        [840, 268],
        [930, 266],
        [930, 390],
        [812, 390],
      ],
      [
        [946, 266],
        [996, 264],
        [1030, 300],
        [1046, 390],
        [946, 390],
      ],
    ],
    wheels: [
      [360, Rw, 66],
      [500, Rw, 66],
      [930, Rw, 66],
    ],
    lines: ["M936 270 L938 520", "M804 520 L1064 520"],
    head: [
      [1030, 480],
      [1062, 480],
      [1064, 510],
      [1030, 510],
    ],
    tail: [
      [112, 470],
      [126, 470],
      [126, 510],
      [112, 510],
    ],
    extra: `<rect x="1000" y="420" width="62" height="46" rx="6" fill="#2a2d31"/>`,
  });
  // The rear wheels sit under the box, outside the cab's clip, so they are drawn again.
  const rearWheels = wheel(360, Rw, 66) + wheel(500, Rw, 66);
  return { svg: box + cab.svg + rearWheels, x0: 100, x1: 1066, top: 248 };
}

function motorcycle(): Drawing {
  const r = 84;
  const cy = GROUND - r;
  const svg = `
<path d="M370 ${cy} L520 470 L700 470 L830 ${cy}" fill="none" stroke="#2a2d31" stroke-width="16" stroke-linejoin="round"/>
<path d="M520 470 L600 380" stroke="#2a2d31" stroke-width="14"/>
${wheel(370, cy, r, { spokes: 7 })}
${wheel(830, cy, r, { spokes: 7 })}
<path d="${rounded(
    [
      [520, 450],
      [700, 450],
      [712, 540],
      [560, 548],
    ],
    18,
  )}" fill="#3b3f45"/>
${[0, 1, 2, 3].map((i) => `<path d="M${566 + i * 30} 460 L${572 + i * 30} 538" stroke="#6d737a" stroke-width="6"/>`).join("")}
<path d="M600 540 C 520 560, 420 560, 300 520" fill="none" stroke="url(#rim)" stroke-width="22" stroke-linecap="round"/>
<path d="M800 360 L850 ${cy}" stroke="url(#rim)" stroke-width="16" stroke-linecap="round"/>
<path d="${rounded(
    [
      [560, 380],
      [620, 340],
      [720, 336],
      [760, 380],
      [720, 440],
      [580, 440],
    ],
    30,
  )}" fill="url(#paint)" stroke="#000" stroke-opacity="0.3" stroke-width="2"/>
<path d="M600 360 Q660 344 720 352" stroke="#fff" stroke-opacity="0.45" stroke-width="6" fill="none" stroke-linecap="round"/>
<path d="${rounded(
    [
      [432, 392],
      [586, 380],
      [596, 414],
      [446, 420],
    ],
    16,
  )}" fill="#151617"/>
<path d="${rounded(
    [
      [318, 368],
      [452, 384],
      [456, 416],
      [372, 420],
    ],
    18,
  )}" fill="url(#paint)" stroke="#000" stroke-opacity="0.3" stroke-width="2"/>
<path d="${rounded(
    [
      [740, 330],
      [820, 300],
      [860, 360],
      [820, 430],
      [760, 430],
    ],
    26,
  )}" fill="url(#paint)" stroke="#000" stroke-opacity="0.3" stroke-width="2"/>
<path d="${rounded(
    [
      [790, 300],
      [830, 280],
      [846, 300],
      [812, 316],
    ],
    8,
  )}" fill="url(#glass)" opacity="0.8"/>
<path d="M760 320 L700 296" stroke="#1f2226" stroke-width="9" stroke-linecap="round"/>
<path d="${rounded(
    [
      [846, 350],
      [870, 346],
      [872, 374],
      [848, 378],
    ],
    8,
  )}" fill="url(#lamp)" stroke="#6d7782"/>
<path d="${rounded(
    [
      [322, 384],
      [340, 380],
      [340, 398],
      [322, 400],
    ],
    6,
  )}" fill="url(#tail)"/>
<path d="M300 ${cy - 50} Q370 ${cy - 105} 440 ${cy - 50}" fill="none" stroke="url(#paint)" stroke-width="14" stroke-linecap="round"/>
<path d="M760 ${cy - 50} Q830 ${cy - 108} 900 ${cy - 50}" fill="none" stroke="url(#paint)" stroke-width="14" stroke-linecap="round"/>`;
  // Bikes are small beside cars: scale about the ground under their centre to fill the frame.
  const k = 1.25;
  return {
    svg: `<g transform="translate(600 ${GROUND}) scale(${k}) translate(-600 ${-GROUND})">${svg}</g>`,
    x0: 600 - 314 * k,
    x1: 600 + 314 * k,
    top: GROUND - (GROUND - 280) * k,
  };
}

const DRAWINGS: Record<ImageBody, () => Drawing> = {
  sedan,
  hatch,
  suv,
  ute,
  van,
  motorcycle,
  caravan,
  "camper-trailer": camperTrailer,
  motorhome,
  truck,
};

function backdrop(kind: Backdrop): string {
  if (kind === "studio") {
    return `<defs>
<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="#d7dadf"/><stop offset="0.62" stop-color="#f4f5f6"/><stop offset="0.68" stop-color="#e3e5e8"/><stop offset="1" stop-color="#b9bdc2"/>
</linearGradient>
<radialGradient id="spot" cx="0.5" cy="0.58" r="0.5">
<stop offset="0" stop-color="#ffffff" stop-opacity="0.85"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
</radialGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#wall)"/>
<rect width="${W}" height="${H}" fill="url(#spot)"/>`;
  }
  return `<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="#6f9fcb"/><stop offset="0.6" stop-color="#cfe0ec"/><stop offset="1" stop-color="#eef2f1"/>
</linearGradient>
<linearGradient id="road" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="#b8b3a8"/><stop offset="1" stop-color="#7f7a71"/>
</linearGradient>
<radialGradient id="sun" cx="0.18" cy="0.12" r="0.5">
<stop offset="0" stop-color="#fff8e0" stop-opacity="0.9"/><stop offset="1" stop-color="#fff8e0" stop-opacity="0"/>
</radialGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
<rect width="${W}" height="${H}" fill="url(#sun)"/>
<path d="M0 470 C 180 420, 320 440, 470 410 C 640 380, 760 450, 920 420 C 1040 400, 1120 430, 1200 415 L1200 560 L0 560 Z" fill="#9fb3a6" opacity="0.7"/>
<path d="M0 510 C 220 470, 420 500, 640 478 C 860 456, 1000 500, 1200 480 L1200 560 L0 560 Z" fill="#7f9a7d"/>
<rect y="548" width="${W}" height="${H - 548}" fill="url(#road)"/>
<path d="M0 548 L${W} 548" stroke="#d8d3c6" stroke-width="3"/>`;
}

/** The SVG document for one photo; a different output size crops it (centred), never stretches it. */
function vehicleSvg(body: ImageBody, paint: PaintKey, n: number, size = { width: W, height: H }): string {
  const variant = VARIANTS[(n - 1) % VARIANTS.length]!;
  const drawing = DRAWINGS[body]();
  const mid = (drawing.x0 + drawing.x1) / 2;
  const half = (drawing.x1 - drawing.x0) / 2;
  const shadow = `<defs><radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5">
<stop offset="0" stop-color="#000" stop-opacity="0.55"/><stop offset="0.7" stop-color="#000" stop-opacity="0.18"/><stop offset="1" stop-color="#000" stop-opacity="0"/>
</radialGradient></defs>
<ellipse cx="${mid}" cy="${GROUND + 4}" rx="${half + 70}" ry="34" fill="url(#shadow)"/>`;
  // Centre the vehicle horizontally, then mirror it when the variant asks.
  const dx = 600 - mid;
  const transform = variant.flip ? `translate(${1200 - dx} 0) scale(-1 1)` : `translate(${dx} 0)`;
  let viewBox = `0 0 ${W} ${H}`;
  if (variant.detail) {
    const front = variant.flip ? variant.detail === "rear" : variant.detail === "front";
    const x = front ? 600 + half - 480 : 600 - half - 60;
    viewBox = `${Math.round(x)} ${GROUND + 50 - 360} 540 360`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice">
${backdrop(variant.backdrop)}
<defs>${paintDefs(PAINTS[paint])}</defs>
<g transform="${transform}">
${shadow}
${drawing.svg}
</g>
</svg>`;
}

function placeholderSvg(second: boolean): string {
  const tone = second ? "#dfe3e8" : "#e7e9ec";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${tone}"/><stop offset="1" stop-color="#cfd3d8"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<g fill="none" stroke="#9aa1a9" stroke-width="10" stroke-linejoin="round" stroke-linecap="round">
<rect x="480" y="250" width="240" height="170" rx="24"/>
<path d="M540 250 L560 214 L640 214 L660 250"/>
<circle cx="600" cy="335" r="52"/>
</g>
<text x="600" y="510" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="44" font-weight="700" fill="#6b727b">Photos coming soon</text>
<text x="600" y="560" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="26" fill="#8a9199">This vehicle is being prepared for sale</text>
</svg>`;
}

// ---------------------------------------------------------------------------------------
// Writing files

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

async function renderJpeg(svg: string, fullPath: string, thumbPath: string | null): Promise<void> {
  // Render once, then encode the full size and the thumb from the same raster. Plain libjpeg
  // (not mozjpeg) keeps a cold seed within a few seconds; the files are ~30% larger.
  const raster = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const input = {
    raw: { width: raster.info.width, height: raster.info.height, channels: raster.info.channels },
  };
  const writes: Promise<unknown>[] = [sharp(raster.data, input).jpeg({ quality: 75 }).toFile(fullPath)];
  if (thumbPath) {
    writes.push(sharp(raster.data, input).resize(THUMB_W, THUMB_H).jpeg({ quality: 75 }).toFile(thumbPath));
  }
  await Promise.all(writes);
}

async function runLimited(tasks: (() => Promise<void>)[], limit: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next++]!;
      await task();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, tasks.length)) }, worker));
}

export interface ImageRequest {
  body: ImageBody;
  paint: PaintKey;
  /** Photos 1..count are needed. */
  count: number;
}

export interface GenerateImagesResult {
  written: number;
  skipped: number;
  ms: number;
}

/**
 * Writes the requested vehicle photos (full and thumb), the blog's pictures and the two
 * placeholders under mediaDir, skipping files that already exist.
 */
export async function generateDemoImages(
  mediaDir: string,
  requests: readonly ImageRequest[],
  options: { concurrency?: number; blog?: readonly BlogImageRequest[] } = {},
): Promise<GenerateImagesResult> {
  const started = performance.now();
  const vehiclesDir = path.join(mediaDir, "vehicles");
  const thumbsDir = path.join(vehiclesDir, "thumbs");
  const placeholderDir = path.join(mediaDir, "placeholder");
  await Promise.all([
    fs.mkdir(thumbsDir, { recursive: true }),
    fs.mkdir(placeholderDir, { recursive: true }),
  ]);

  const wanted = new Map<string, ImageRequest>();
  for (const r of requests) {
    const key = `${r.body}-${r.paint}`;
    const prev = wanted.get(key);
    if (!prev || prev.count < r.count)
      wanted.set(key, { ...r, count: Math.min(r.count, MAX_PHOTOS_PER_CAR) });
  }

  let written = 0;
  let skipped = 0;
  const tasks: (() => Promise<void>)[] = [];
  for (const { body, paint, count } of wanted.values()) {
    for (let n = 1; n <= count; n++) {
      const file = `${body}-${paint}-${n}.jpg`;
      tasks.push(async () => {
        const full = path.join(vehiclesDir, file);
        const thumb = path.join(thumbsDir, file);
        if ((await exists(full)) && (await exists(thumb))) {
          skipped++;
          return;
        }
        await renderJpeg(vehicleSvg(body, paint, n), full, thumb);
        written++;
      });
    }
  }
  const blogDir = path.join(mediaDir, "blog");
  if ((options.blog ?? []).length > 0) await fs.mkdir(blogDir, { recursive: true });
  for (const request of new Map((options.blog ?? []).map((r) => [blogImage(r), r])).values()) {
    tasks.push(async () => {
      const full = path.join(mediaDir, blogImage(request).slice("/media/".length));
      if (await exists(full)) {
        skipped++;
        return;
      }
      const { body, paint, n } = request;
      await renderJpeg(vehicleSvg(body, paint, n, { width: BLOG_W, height: BLOG_H }), full, null);
      written++;
    });
  }
  for (const second of [false, true]) {
    tasks.push(async () => {
      const full = path.join(placeholderDir, second ? "vehicle-default-2.jpg" : "vehicle-default.jpg");
      if (await exists(full)) {
        skipped++;
        return;
      }
      await renderJpeg(placeholderSvg(second), full, null);
      written++;
    });
  }
  await runLimited(tasks, options.concurrency ?? 4);
  return { written, skipped, ms: Math.round(performance.now() - started) };
}

/** A tiny but valid one-page PDF (the demo history report for one car). */
export function historyReportPdf(title: string, lines: readonly string[]): Buffer {
  const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, "?");
  const text = [
    "BT /F1 20 Tf 72 760 Td",
    `(${esc(title)}) Tj`,
    "/F1 11 Tf",
    ...lines.map((l) => `0 -22 Td (${esc(l)}) Tj`),
    "ET",
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${Buffer.byteLength(text, "latin1")} >>\nstream\n${text}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}
