import { type Drawing, GROUND, rounded, wheel } from "./kit";

export function motorcycle(): Drawing {
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
