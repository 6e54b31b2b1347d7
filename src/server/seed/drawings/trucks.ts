import { carLike, type Drawing, GROUND, rounded, wheel } from "./kit";

export function truck(): Drawing {
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
