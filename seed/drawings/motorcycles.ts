import { type Drawing, GROUND, type Pt, rounded, wheel } from "./kit";

/**
 * Motorcycles by style, facing right. A bike is small beside a car, so each is drawn in the
 * frame and scaled about the ground under its centre to fill the photo.
 */

const shape = (points: readonly Pt[], radius: number, fill: string, stroke = true) =>
  `<path d="${rounded(points, radius)}" fill="${fill}"${stroke ? ` stroke="#000" stroke-opacity="0.3" stroke-width="2"` : ""}/>`;
const paint = (points: readonly Pt[], radius: number) => shape(points, radius, "url(#paint)");
const dark = (points: readonly Pt[], radius: number) => shape(points, radius, "#17191c", false);
const screen = (points: readonly Pt[]) =>
  `<path d="${rounded(points, 10)}" fill="#a9bfd0" fill-opacity="0.55" stroke="#2a2d31" stroke-opacity="0.6" stroke-width="3"/>`;
const tube = (d: string, width: number, colour = "#2a2d31") =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
const chrome = (d: string, width: number) => tube(d, width, "url(#rim)");
const lamp = (cx: number, cy: number, r: number) =>
  `<circle cx="${cx}" cy="${cy}" r="${r + 6}" fill="url(#rim)"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#lamp)" stroke="#6d7782" stroke-width="2"/>`;
const tailLamp = (x: number, y: number) =>
  `<path d="${rounded(
    [
      [x, y],
      [x + 20, y - 2],
      [x + 20, y + 14],
      [x, y + 16],
    ],
    5,
  )}" fill="url(#tail)"/>`;

/** A wire-spoked wheel (classic and adventure bikes). */
function wireWheel(cx: number, cy: number, r: number): string {
  let spokes = "";
  for (let i = 0; i < 18; i++) {
    const a = (i * Math.PI) / 9;
    const x = cx + Math.cos(a) * r * 0.64;
    const y = cy + Math.sin(a) * r * 0.64;
    spokes += `<line x1="${cx}" y1="${cy}" x2="${x.toFixed(1)}" y2="${y.toFixed(1)}" stroke="#b6bcc3" stroke-width="2.2"/>`;
  }
  return `<g><circle cx="${cx}" cy="${cy}" r="${r}" fill="#151617"/>
<circle cx="${cx}" cy="${cy}" r="${(r * 0.7).toFixed(1)}" fill="#202225" stroke="url(#rim)" stroke-width="${(r * 0.08).toFixed(1)}"/>
${spokes}<circle cx="${cx}" cy="${cy}" r="${(r * 0.14).toFixed(1)}" fill="url(#rim)"/></g>`;
}

/** An engine block with cooling fins. */
function engine(x: number, y: number, w: number, h: number, fins = 5): string {
  let lines = "";
  for (let i = 1; i <= fins; i++) {
    const fy = y + (i * h * 0.55) / (fins + 1);
    lines += `<path d="M${x + 8} ${fy.toFixed(1)} L${x + w - 8} ${fy.toFixed(1)}" stroke="#4a4f56" stroke-width="4"/>`;
  }
  return `${shape(
    [
      [x, y],
      [x + w, y],
      [x + w, y + h],
      [x, y + h],
    ],
    14,
    "url(#rim)",
  )}${lines}<path d="${rounded(
    [
      [x + 6, y + h * 0.58],
      [x + w - 6, y + h * 0.58],
      [x + w - 10, y + h - 4],
      [x + 10, y + h - 4],
    ],
    12,
  )}" fill="#3b3f45"/>`;
}

function framed(svg: string, x0: number, x1: number, top: number, k = 1.25): Drawing {
  const mid = (x0 + x1) / 2;
  return {
    svg: `<g transform="translate(${mid} ${GROUND}) scale(${k}) translate(${-mid} ${-GROUND})">${svg}</g>`,
    x0: mid - (mid - x0) * k,
    x1: mid + (x1 - mid) * k,
    top: GROUND - (GROUND - top) * k,
  };
}

/** Full fairing, clip-on bars, a high pointed tail. */
export function sportBike(): Drawing {
  const r = 80;
  const cy = GROUND - r;
  const svg = `${tube(`M380 ${cy} L570 510`, 20)}
${wheel(380, cy, r, { spokes: 3 })}
${wheel(830, cy, r, { spokes: 3 })}
${chrome(`M772 350 L830 ${cy}`, 16)}
${engine(520, 450, 160, 100)}
${chrome("M560 540 Q520 548 470 500", 20)}
${paint(
  [
    [350, 330],
    [470, 364],
    [560, 372],
    [560, 404],
    [450, 410],
    [372, 372],
  ],
  14,
)}
${tailLamp(352, 334)}
${dark(
  [
    [430, 372],
    [570, 362],
    [580, 390],
    [436, 398],
  ],
  14,
)}
${paint(
  [
    [580, 368],
    [622, 330],
    [716, 326],
    [760, 348],
    [740, 390],
    [600, 398],
  ],
  24,
)}
${paint(
  [
    [640, 380],
    [760, 336],
    [828, 330],
    [888, 384],
    [866, 436],
    [790, 520],
    [640, 532],
    [600, 470],
  ],
  22,
)}
<path d="M660 470 Q740 440 820 400" stroke="#fff" stroke-opacity="0.35" stroke-width="8" fill="none" stroke-linecap="round"/>
${screen([
  [770, 334],
  [824, 300],
  [850, 312],
  [848, 344],
])}
${shape(
  [
    [842, 384],
    [884, 380],
    [878, 398],
    [846, 400],
  ],
  6,
  "url(#lamp)",
)}
${tube("M756 350 L714 362", 9, "#1f2226")}
${tube(`M778 ${cy - 60} Q830 ${cy - 104} 884 ${cy - 60}`, 12, "url(#paint)")}`;
  return framed(svg, 300, 910, 300, 1.3);
}

/** No fairing: the engine on show, a round headlight, upright bars, a short tail. */
export function nakedBike(): Drawing {
  const r = 80;
  const cy = GROUND - r;
  const svg = `${tube(`M380 ${cy} L560 510`, 20)}
${wheel(380, cy, r, { spokes: 5 })}
${wheel(820, cy, r, { spokes: 5 })}
${chrome(`M778 340 L820 ${cy}`, 16)}
${tube("M770 350 L640 420 L560 500", 14, "#3a3e44")}
${tube("M770 360 L700 470", 12, "#3a3e44")}
${engine(540, 440, 150, 120)}
${shape(
  [
    [700, 420],
    [740, 424],
    [736, 500],
    [700, 500],
  ],
  6,
  "#26292d",
  false,
)}
${chrome("M690 520 Q700 590 630 592 L560 592", 16)}
${paint(
  [
    [340, 360],
    [440, 378],
    [444, 402],
    [370, 404],
  ],
  12,
)}
${tailLamp(338, 362)}
${dark(
  [
    [420, 384],
    [560, 374],
    [570, 404],
    [430, 410],
  ],
  14,
)}
${paint(
  [
    [560, 380],
    [600, 328],
    [724, 322],
    [772, 354],
    [742, 420],
    [584, 424],
  ],
  26,
)}
<path d="M600 350 Q660 336 720 342" stroke="#fff" stroke-opacity="0.4" stroke-width="6" fill="none" stroke-linecap="round"/>
${lamp(806, 374, 26)}
${tube("M772 338 L736 300", 10, "#1f2226")}
${tube("M760 318 L772 284", 4, "#1f2226")}
${tube(`M768 ${cy - 58} Q820 ${cy - 102} 872 ${cy - 58}`, 12, "url(#paint)")}`;
  return framed(svg, 300, 900, 284);
}

/** Long and low: raked fork, teardrop tank, low seat, V-twin and long chrome pipes. */
function cruiserParts(withFairing: boolean): string {
  const r = 70;
  const cy = GROUND - r;
  const fairing = withFairing
    ? `${paint(
        [
          [724, 300],
          [812, 292],
          [858, 360],
          [832, 446],
          [746, 446],
          [716, 380],
        ],
        30,
      )}
${screen([
  [744, 300],
  [772, 252],
  [812, 252],
  [812, 296],
])}
${lamp(830, 392, 22)}`
    : `${lamp(806, 376, 28)}`;
  const bags = withFairing
    ? `${paint(
        [
          [226, 432],
          [410, 436],
          [416, 536],
          [252, 540],
        ],
        28,
      )}<path d="M232 470 L412 472" stroke="#000" stroke-opacity="0.3" stroke-width="3"/>`
    : "";
  return `${tube(`M340 ${cy} L560 540`, 18)}
${tube("M760 360 L680 560 L440 566", 14)}
${wheel(340, cy, r, { spokes: 9 })}
${wheel(880, cy, r, { spokes: 9 })}
${chrome(`M752 350 L880 ${cy}`, 14)}
${chrome(`M766 346 L890 ${cy - 8}`, 8)}
${paint(
  [
    [240, 560],
    [270, 480],
    [360, 462],
    [430, 500],
    [420, 520],
    [340, 500],
    [280, 530],
  ],
  24,
)}
${tailLamp(244, 498)}
${shape(
  [
    [470, 560],
    [660, 560],
    [640, 600],
    [490, 600],
  ],
  16,
  "#3b3f45",
  false,
)}
<g transform="rotate(-22 560 470)">${engine(530, 420, 66, 110, 6)}</g>
<g transform="rotate(22 640 470)">${engine(612, 420, 66, 110, 6)}</g>
${chrome("M640 540 Q600 600 480 606 L250 600", 14)}
${chrome("M580 520 Q560 584 470 590 L260 582", 12)}
${dark(
  [
    [380, 440],
    [470, 446],
    [510, 420],
    [540, 446],
    [520, 470],
    [400, 470],
  ],
  18,
)}
${paint(
  [
    [520, 420],
    [566, 380],
    [690, 376],
    [740, 404],
    [700, 430],
    [546, 434],
  ],
  28,
)}
<path d="M566 396 Q630 384 690 390" stroke="#fff" stroke-opacity="0.4" stroke-width="6" fill="none" stroke-linecap="round"/>
${tube("M760 346 Q730 300 690 306", 10, "url(#rim)")}
${tube(`M830 ${cy - 50} Q880 ${cy - 90} 930 ${cy - 50}`, 14, "url(#paint)")}
${bags}
${fairing}`;
}

export function cruiser(): Drawing {
  return framed(cruiserParts(false), 240, 950, 306, 1.2);
}

/** A cruiser with a batwing fairing and hard saddlebags. */
export function tourer(): Drawing {
  return framed(cruiserParts(true), 226, 950, 252, 1.2);
}

/** Tall and long-legged: 21-inch spoked front wheel, beak, screen, crash bars and panniers. */
export function adventureBike(): Drawing {
  const cyR = GROUND - 76;
  const cyF = GROUND - 86;
  const svg = `${tube(`M380 ${cyR} L570 500`, 20)}
${wireWheel(380, cyR, 76)}
${wireWheel(860, cyF, 86)}
${tube(`M792 300 L860 ${cyF}`, 18, "#202225")}
${chrome(`M826 430 L860 ${cyF}`, 14)}
${engine(540, 440, 150, 100)}
${chrome("M530 450 Q520 540 600 556 L700 556 Q730 520 720 440", 8)}
${shape(
  [
    [540, 546],
    [700, 546],
    [680, 574],
    [560, 574],
  ],
  10,
  "url(#rim)",
)}
${chrome("M560 500 Q480 470 420 420", 22)}
${shape(
  [
    [228, 384],
    [396, 384],
    [400, 514],
    [232, 514],
  ],
  12,
  "url(#rim)",
)}
<path d="M232 410 L398 410" stroke="#6d737a" stroke-width="3"/>
${tube("M300 372 L470 372", 8, "#2a2d31")}
${paint(
  [
    [340, 350],
    [446, 356],
    [450, 384],
    [360, 384],
  ],
  10,
)}
${dark(
  [
    [430, 342],
    [580, 330],
    [592, 360],
    [440, 368],
  ],
  16,
)}
${paint(
  [
    [572, 360],
    [606, 306],
    [728, 298],
    [790, 330],
    [770, 430],
    [588, 424],
  ],
  26,
)}
<path d="M610 330 Q670 314 730 320" stroke="#fff" stroke-opacity="0.4" stroke-width="6" fill="none" stroke-linecap="round"/>
${paint(
  [
    [790, 396],
    [896, 424],
    [880, 444],
    [800, 434],
  ],
  10,
)}
${shape(
  [
    [786, 344],
    [852, 330],
    [862, 370],
    [800, 394],
  ],
  12,
  "#26292d",
  false,
)}
${shape(
  [
    [820, 348],
    [858, 338],
    [862, 364],
    [828, 374],
  ],
  6,
  "url(#lamp)",
)}
${screen([
  [778, 322],
  [818, 226],
  [846, 232],
  [836, 334],
])}
${tube("M790 300 L744 278", 10, "#1f2226")}
${tailLamp(338, 352)}`;
  return framed(svg, 228, 946, 226, 1.18);
}

/** Classic and scrambler: round lamp, flat bench seat, twin shocks, spoked wheels. */
export function classicBike(): Drawing {
  const r = 80;
  const cy = GROUND - r;
  const svg = `${tube("M760 360 L700 560 L440 560 L424 404 L760 360", 12)}
${tube(`M380 ${cy} L560 530`, 16)}
${wireWheel(380, cy, r)}
${wireWheel(820, cy, r)}
${chrome(`M380 ${cy} L430 404`, 12)}
${chrome(`M772 350 L820 ${cy}`, 14)}
${engine(548, 430, 140, 130, 6)}
${chrome("M690 500 Q700 590 620 596 L300 588", 14)}
${paint(
  [
    [470, 420],
    [540, 420],
    [540, 470],
    [474, 470],
  ],
  20,
)}
${dark(
  [
    [370, 390],
    [586, 384],
    [590, 412],
    [380, 418],
  ],
  12,
)}
${tailLamp(352, 410)}
${paint(
  [
    [550, 392],
    [588, 348],
    [716, 344],
    [760, 372],
    [730, 416],
    [566, 420],
  ],
  30,
)}
<circle cx="650" cy="386" r="14" fill="url(#rim)"/>
<path d="M590 366 Q650 352 716 358" stroke="#fff" stroke-opacity="0.4" stroke-width="6" fill="none" stroke-linecap="round"/>
${lamp(806, 384, 30)}
${tube("M770 352 L730 330", 10, "#1f2226")}
${tube(`M300 ${cy - 44} Q380 ${cy - 110} 456 ${cy - 56}`, 12, "url(#paint)")}
${tube(`M760 ${cy - 56} Q820 ${cy - 104} 880 ${cy - 56}`, 12, "url(#paint)")}`;
  return framed(svg, 300, 900, 330);
}
