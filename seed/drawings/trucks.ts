import { carLike, type Drawing, GROUND, type Pt, rounded, wheel } from "./kit";

/**
 * Trucks, facing right: a light/medium cab-over cab with its body behind (pantech, curtainsider,
 * tipper, tray or a bare cab chassis), and a prime mover, which carries no body at all.
 */

const Rw = GROUND - 66;
const REAR_WHEELS = [360, 500] as const;

/** The cab-over cab; the tail lamp sits at the back of whatever body is fitted. */
function cab(tail: readonly Pt[]): Drawing {
  return carLike({
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
    wheels: [...REAR_WHEELS.map((x) => [x, Rw, 66] as const), [930, Rw, 66]],
    lines: ["M936 270 L938 520", "M804 520 L1064 520"],
    head: [
      [1030, 480],
      [1062, 480],
      [1064, 510],
      [1030, 510],
    ],
    tail,
    extra: `<rect x="1000" y="420" width="62" height="46" rx="6" fill="#2a2d31"/>`,
  });
}

const CHASSIS = `<rect x="100" y="556" width="960" height="28" fill="#1e2022"/>`;
const BOX_TAIL: Pt[] = [
  [112, 470],
  [126, 470],
  [126, 510],
  [112, 510],
];
const LOW_TAIL: Pt[] = [
  [104, 560],
  [132, 560],
  [132, 580],
  [104, 580],
];

/** A body on the chassis behind the cab; the rear wheels are drawn again over it. */
function withBody(body: string, tail: readonly Pt[], top: number): Drawing {
  const rearWheels = REAR_WHEELS.map((x) => wheel(x, Rw, 66)).join("");
  return { svg: CHASSIS + body + cab(tail).svg + rearWheels, x0: 100, x1: 1066, top: Math.min(top, 248) };
}

const box = (points: readonly Pt[], fill: string, stroke = "#8a8f95") =>
  `<path d="${rounded(points, 8)}" fill="${fill}" stroke="${stroke}" stroke-width="2"/>`;

/** A pantech: a tall white box. */
export function pantech(): Drawing {
  const body = `${box(
    [
      [110, 560],
      [110, 250],
      [790, 250],
      [790, 560],
    ],
    "url(#white)",
  )}
<path d="M110 520 L790 520" stroke="#9aa0a6" stroke-width="2"/>
${[200, 330, 460, 590, 720].map((x) => `<path d="M${x} 256 L${x} 516" stroke="#d2d5d8" stroke-width="2"/>`).join("")}`;
  return withBody(body, BOX_TAIL, 250);
}

/** A curtainsider: the side is a coloured curtain with its straps, under a white roof rail. */
export function curtainsider(): Drawing {
  let folds = "";
  for (let x = 150; x < 780; x += 44) {
    folds += `<path d="M${x} 276 Q${x + 8} 400 ${x} 522" fill="none" stroke="#000" stroke-opacity="0.16" stroke-width="5"/>`;
  }
  let straps = "";
  for (let x = 170; x < 780; x += 88) {
    straps += `<path d="M${x} 276 L${x} 540" stroke="#1e2022" stroke-opacity="0.55" stroke-width="5"/><rect x="${x - 7}" y="516" width="14" height="20" rx="3" fill="url(#rim)"/>`;
  }
  const body = `${box(
    [
      [110, 560],
      [110, 250],
      [790, 250],
      [790, 560],
    ],
    "url(#paint)",
    "#3a3e44",
  )}
${folds}${straps}
<rect x="106" y="246" width="688" height="30" rx="6" fill="url(#white)" stroke="#8a8f95"/>
<rect x="106" y="532" width="688" height="28" rx="4" fill="#c9ccd0" stroke="#8a8f95"/>`;
  return withBody(body, BOX_TAIL, 246);
}

/** A tipper: a low, ribbed steel bin, its ram in front and the tailgate hinged at the top. */
export function tipper(): Drawing {
  let ribs = "";
  for (let x = 210; x < 760; x += 110) {
    ribs += `<rect x="${x}" y="392" width="16" height="150" rx="4" fill="#000" fill-opacity="0.22"/>`;
  }
  const body = `<rect x="756" y="430" width="26" height="126" rx="6" fill="url(#rim)"/>
${box(
  [
    [120, 380],
    [790, 380],
    [770, 556],
    [140, 556],
  ],
  "url(#paint)",
  "#2a2d31",
)}
${ribs}
<rect x="112" y="372" width="686" height="18" rx="5" fill="#2a2d31"/>
<path d="M124 392 L140 550" stroke="#1e2022" stroke-width="6"/>
<circle cx="126" cy="388" r="9" fill="url(#rim)"/>`;
  return withBody(body, LOW_TAIL, 372);
}

/** A tray: a flat deck with aluminium dropsides and a headboard behind the cab. */
export function tray(): Drawing {
  let posts = "";
  for (const x of [120, 340, 560, 770]) {
    posts += `<rect x="${x}" y="470" width="12" height="76" fill="#8a9098"/>`;
  }
  const body = `${box(
    [
      [760, 340],
      [790, 340],
      [790, 546],
      [760, 546],
    ],
    "url(#rim)",
    "#6d737a",
  )}
${[370, 400, 430].map((y) => `<path d="M764 ${y} L786 ${y}" stroke="#6d737a" stroke-width="3"/>`).join("")}
${box(
  [
    [108, 470],
    [790, 470],
    [790, 546],
    [108, 546],
  ],
  "url(#rim)",
  "#6d737a",
)}
${[490, 510, 530].map((y) => `<path d="M112 ${y} L786 ${y}" stroke="#9aa0a6" stroke-width="2"/>`).join("")}
${posts}
<rect x="100" y="544" width="700" height="16" fill="#2a2d31"/>`;
  return withBody(body, LOW_TAIL, 340);
}

/** A cab chassis: bare rails behind the cab, mudguards over the rear wheels, a light bar. */
export function cabChassis(): Drawing {
  const guards = REAR_WHEELS.map(
    (x) =>
      `<path d="M${x - 84} ${Rw + 6} Q${x} ${Rw - 104} ${x + 84} ${Rw + 6}" fill="none" stroke="#26282b" stroke-width="14"/>`,
  ).join("");
  const body = `<rect x="150" y="540" width="650" height="22" fill="#2a2d31"/>
<rect x="150" y="548" width="650" height="6" fill="#44484e"/>
<rect x="560" y="520" width="120" height="36" rx="6" fill="#44484e"/>
<rect x="104" y="548" width="60" height="14" fill="#2a2d31"/>
${guards}`;
  return withBody(body, LOW_TAIL, 248);
}

/** A prime mover: big sleeper cab, exhaust stack, fuel tank, fifth wheel and tandem drive axles. */
export function primeMover(): Drawing {
  const Rh = GROUND - 72;
  const rear = [300, 450] as const;
  const cabin = carLike({
    outline: [
      [560, 596],
      [556, 230],
      [596, 160],
      [1000, 156],
      [1044, 220],
      [1068, 440],
      [1070, 596],
    ],
    radius: [8, 30, 30, 36, 30, 14, 8],
    glass: [
      [
        [830, 206],
        [996, 204],
        [1036, 260],
        [1048, 390],
        [830, 390],
      ],
      [
        [700, 230],
        [800, 230],
        [800, 300],
        [700, 300],
      ],
    ],
    wheels: [...rear.map((x) => [x, Rh, 72] as const), [930, Rh, 72]],
    lines: ["M816 200 L818 560", "M560 440 L1068 440", "M680 200 L680 430", "M596 176 L990 172"],
    head: [
      [1026, 486],
      [1066, 486],
      [1068, 516],
      [1026, 516],
    ],
    tail: [
      [200, 556],
      [226, 556],
      [226, 574],
      [200, 574],
    ],
    extra: `<rect x="990" y="450" width="76" height="90" rx="6" fill="#2a2d31"/>
${[468, 486, 504, 522].map((y) => `<path d="M996 ${y} L1060 ${y}" stroke="#6d737a" stroke-width="3"/>`).join("")}
<rect x="880" y="560" width="190" height="26" rx="6" fill="url(#rim)"/>`,
  });
  const chassis = `<rect x="196" y="540" width="800" height="28" fill="#1e2022"/>
<rect x="250" y="520" width="180" height="20" rx="4" fill="#2a2d31"/>
<rect x="296" y="512" width="110" height="12" rx="4" fill="#44484e"/>
${rear.map((x) => `<path d="M${x - 88} ${Rh + 8} Q${x} ${Rh - 110} ${x + 88} ${Rh + 8}" fill="none" stroke="#26282b" stroke-width="12"/>`).join("")}
<rect x="620" y="520" width="180" height="58" rx="26" fill="url(#rim)" stroke="#6d737a"/>
<rect x="540" y="160" width="18" height="380" rx="8" fill="url(#rim)"/>
<rect x="532" y="260" width="34" height="120" rx="8" fill="#8a9098"/>`;
  const rearWheels = rear.map((x) => wheel(x, Rh, 72)).join("");
  return { svg: chassis + cabin.svg + rearWheels, x0: 196, x1: 1070, top: 156 };
}
