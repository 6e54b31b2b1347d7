import { carLike, type Drawing, decal, GROUND, rounded } from "./kit";

export function motorhome(): Drawing {
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

export function caravan(): Drawing {
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

export function camperTrailer(): Drawing {
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

const drawbar = (
  x: number,
  y: number,
) => `<path d="M${x} ${y} L1080 584 L1084 598 L${x} ${y + 24} Z" fill="#3a3d42"/>
<rect x="1034" y="560" width="12" height="64" fill="#4a4e54"/><circle cx="1040" cy="626" r="13" fill="#151617"/>`;

const chequer = (x0: number, x1: number, y0: number, y1: number) => {
  let dots = "";
  for (let x = x0 + 10; x < x1 - 6; x += 22) {
    for (let y = y0 + 10; y < y1 - 4; y += 16) {
      dots += `M${x} ${y} l8 -4`;
    }
  }
  return `<rect x="${x0}" y="${y0}" width="${x1 - x0}" height="${y1 - y0}" fill="url(#rim)" clip-path="url(#bodyclip)"/>
<path d="${dots}" stroke="#7b828a" stroke-width="3" clip-path="url(#bodyclip)"/>`;
};

/** An off-grid caravan: raised on off-road tyres, chequer plate, solar on the roof, a spare wheel. */
export function offGridCaravan(): Drawing {
  const Rw = GROUND - 70;
  const body = carLike({
    outline: [
      [150, 560],
      [144, 290],
      [176, 250],
      [840, 246],
      [900, 292],
      [908, 560],
    ],
    radius: [10, 30, 34, 34, 40, 10],
    bodyFill: "url(#white)",
    glass: [
      [
        [210, 310],
        [370, 310],
        [370, 390],
        [210, 390],
      ],
      [
        [650, 310],
        [790, 310],
        [790, 390],
        [650, 390],
      ],
      [
        [470, 320],
        [540, 320],
        [540, 390],
        [470, 390],
      ],
    ],
    wheels: [[570, Rw, 70]],
    lines: ["M455 306 L455 552 L555 552 L555 306 Z", "M146 470 L906 470"],
    head: [
      [890, 500],
      [906, 500],
      [906, 520],
      [890, 520],
    ],
    tail: [
      [146, 490],
      [164, 490],
      [164, 526],
      [146, 526],
    ],
    offroad: true,
    extra: `${chequer(140, 912, 470, 566)}
${decal("M142 420 L 910 400 L 910 426 L 142 446 Z")}
<path d="M260 246 L260 228 L520 222 L520 242" fill="#1f3550" stroke="#6d737a" stroke-width="3"/>
<path d="M270 232 L510 226" stroke="#7f9bbd" stroke-width="3"/>`,
  });
  const front = `${drawbar(900, 540)}
<rect x="920" y="470" width="110" height="76" rx="6" fill="#2a2d31" stroke="#111"/>
<rect x="936" y="484" width="34" height="52" rx="4" fill="#4a5a3a"/><rect x="978" y="484" width="34" height="52" rx="4" fill="#4a5a3a"/>`;
  const spare = `<circle cx="140" cy="420" r="66" fill="#151617"/><circle cx="140" cy="420" r="36" fill="#3d4248"/>`;
  return { ...body, svg: front + spare + body.svg, x0: 74, x1: 1086, top: 222 };
}

/** A pop top: a low body with the roof raised on a canvas band. */
export function popTop(): Drawing {
  const Rw = GROUND - 58;
  const body = carLike({
    outline: [
      [200, 590],
      [194, 380],
      [220, 356],
      [830, 354],
      [870, 380],
      [876, 590],
    ],
    radius: [10, 24, 20, 20, 28, 10],
    bodyFill: "url(#white)",
    glass: [
      [
        [250, 396],
        [400, 396],
        [400, 460],
        [250, 460],
      ],
      [
        [640, 396],
        [790, 396],
        [790, 460],
        [640, 460],
      ],
    ],
    wheels: [[560, Rw, 58]],
    lines: ["M470 370 L470 580 L560 580 L560 370 Z", "M196 540 L874 540"],
    head: [
      [860, 540],
      [874, 540],
      [874, 560],
      [860, 560],
    ],
    tail: [
      [196, 520],
      [214, 520],
      [214, 556],
      [196, 556],
    ],
    extra: `${decal("M192 486 C 400 490, 600 470, 880 452 L 880 478 C 600 494, 400 514, 192 514 Z")}
${decal("M192 540 L 880 540 L 880 596 L 192 596 Z")}`,
  });
  const top = `<rect x="214" y="296" width="646" height="64" fill="#cdbf9c" stroke="#8f835f" stroke-width="2"/>
${[250, 420, 640].map((x) => `<rect x="${x}" y="310" width="${x === 420 ? 120 : 150}" height="36" rx="6" fill="#3a3f36" fill-opacity="0.8"/>`).join("")}
<path d="${rounded(
    [
      [204, 300],
      [214, 272],
      [850, 270],
      [868, 300],
    ],
    12,
  )}" fill="url(#white)" stroke="#8a8f95" stroke-width="2"/>`;
  return { ...body, svg: drawbar(870, 566) + top + body.svg, x1: 1086, top: 270 };
}

/** A toy hauler: a long tandem van with the rear ramp door let down to the ground. */
export function toyHauler(): Drawing {
  const Rw = GROUND - 60;
  const body = carLike({
    outline: [
      [190, 586],
      [184, 280],
      [210, 250],
      [860, 246],
      [910, 290],
      [916, 586],
    ],
    radius: [8, 24, 30, 30, 36, 8],
    bodyFill: "url(#white)",
    glass: [
      [
        [600, 310],
        [780, 310],
        [780, 390],
        [600, 390],
      ],
      [
        [330, 300],
        [440, 300],
        [440, 350],
        [330, 350],
      ],
    ],
    wheels: [
      [560, Rw, 60],
      [704, Rw, 60],
    ],
    lines: ["M480 316 L480 576 L570 576 L570 316 Z", "M186 540 L914 540", "M300 290 L300 530"],
    head: [
      [898, 540],
      [914, 540],
      [914, 560],
      [898, 560],
    ],
    tail: [
      [186, 500],
      [202, 500],
      [202, 536],
      [186, 536],
    ],
    extra: `${decal("M180 420 C 400 420, 640 390, 920 380 L 920 408 C 640 420, 400 450, 180 450 Z")}
${decal("M180 540 L 920 540 L 920 596 L 180 596 Z")}
<rect x="200" y="470" width="90" height="60" rx="6" fill="#2a2d31"/>`,
  });
  // The ramp hinges at the floor and rests on the ground behind the van; inside is dark.
  const ramp = `<path d="${rounded(
    [
      [196, 270],
      [150, 270],
      [150, 586],
      [196, 586],
    ],
    6,
  )}" fill="#16181b"/>
<path d="M192 584 L48 636 L60 644 L198 600 Z" fill="url(#rim)" stroke="#6d737a" stroke-width="2"/>
${[0, 1, 2, 3, 4].map((i) => `<path d="M${180 - i * 28} ${590 + i * 10} l10 6" stroke="#6d737a" stroke-width="3"/>`).join("")}`;
  return { ...body, svg: drawbar(908, 562) + body.svg + ramp, x0: 48, x1: 1086, top: 246 };
}

/** A J-POD: a small rounded pod on one axle, with a door and a porthole window. */
export function jPod(): Drawing {
  const Rw = GROUND - 64;
  const body = carLike({
    outline: [
      [380, 586],
      [372, 420],
      [400, 356],
      [500, 322],
      [700, 320],
      [800, 356],
      [836, 430],
      [840, 586],
    ],
    radius: [10, 40, 60, 60, 60, 60, 40, 10],
    bodyFill: "url(#white)",
    glass: [
      [
        [640, 360],
        [760, 366],
        [780, 420],
        [640, 420],
      ],
    ],
    wheels: [[600, Rw, 64]],
    lines: ["M440 362 L440 566 L540 566 L540 362 Z", "M376 520 L838 520"],
    head: [
      [824, 520],
      [838, 520],
      [838, 540],
      [824, 540],
    ],
    tail: [
      [374, 480],
      [390, 480],
      [390, 516],
      [374, 516],
    ],
    offroad: true,
    extra: `${decal("M370 520 L 842 520 L 842 596 L 370 596 Z")}
${decal("M370 452 C 520 452, 700 440, 842 430 L 842 450 C 700 462, 520 474, 370 474 Z")}
<circle cx="490" cy="410" r="22" fill="url(#glass)" stroke="#8a8f95" stroke-width="3"/>
<rect x="520" y="308" width="150" height="16" rx="5" fill="#2a2d31"/>`,
  });
  return { ...body, svg: drawbar(834, 560) + body.svg, x1: 1086 };
}
