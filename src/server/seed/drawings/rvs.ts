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
