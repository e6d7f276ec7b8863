/**
 * Cover illustrations the seed draws itself: flat SVG scenes of the Guizhou countryside in the portal's palette
 * (deep green, harvest gold, light greens, sky tints). Deterministic: the same scene and seed always give the same
 * picture, while different seeds vary the hills, the light and the details. No text, no scripts, no outside links.
 */

export const COVER_SCENES = [
  'terraces',
  'tea',
  'village',
  'logistics',
  'market',
  'greenhouse',
  'river',
  'mountain',
  'livestock',
  'fruit',
  // an orchard of one fruit, for a product that is that fruit ('fruit' picks one by the seed)
  'kiwifruit',
  'dragon-fruit',
  'roxburgh-rose',
  'citrus',
  'passion-fruit',
] as const;
export type CoverScene = (typeof COVER_SCENES)[number];

const W = 800;
const H = 450;

const GREEN = '#1F7A4C';
const GOLD = '#D99A1E';

type Rng = () => number;

/** FNV-1a, then mulberry32: small, fast and stable across runs. */
const makeRng = (seed: string): Rng => {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i += 1) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const between = (rng: Rng, min: number, max: number) => min + (max - min) * rng();
const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)] as T;
const r1 = (n: number) => Math.round(n * 10) / 10;

interface Palette {
  skyTop: string;
  skyBottom: string;
  sun: string;
  far: string;
  mid: string;
  near: string;
  ground: string;
}

const PALETTES: Palette[] = [
  // clear morning
  {
    skyTop: '#BFE2F0',
    skyBottom: '#F1F8F2',
    sun: '#FFF3C9',
    far: '#B9D9C6',
    mid: '#8CC09A',
    near: '#4E9E6A',
    ground: '#3D8C5A',
  },
  // golden afternoon
  {
    skyTop: '#F6D9A2',
    skyBottom: '#FDF5E4',
    sun: '#FFE7A8',
    far: '#C9D9B8',
    mid: '#9CC48E',
    near: '#5DA06A',
    ground: '#468F58',
  },
  // misty green
  {
    skyTop: '#D3ECE4',
    skyBottom: '#F7FBF6',
    sun: '#FFFBE8',
    far: '#C4E0CF',
    mid: '#96C8A6',
    near: '#52A172',
    ground: '#2F8456',
  },
  // bright noon
  {
    skyTop: '#A9D7EC',
    skyBottom: '#EAF6F3',
    sun: '#FFF6D6',
    far: '#A9CFB7',
    mid: '#7DB88C',
    near: '#3F935F',
    ground: '#2E7F51',
  },
];

/** A ridge line: a base height with bell-shaped bumps, sampled finely so it reads as a smooth curve. */
const ridge = (
  rng: Rng,
  base: number,
  peaks: number,
  heightRange: [number, number],
  widthRange: [number, number],
) => {
  const bumps = Array.from({ length: peaks }, () => ({
    c: between(rng, -60, W + 60),
    h: between(rng, heightRange[0], heightRange[1]),
    w: between(rng, widthRange[0], widthRange[1]),
  }));
  // the highest bump wins, with a little of the others added, so cones stay distinct and never pile up
  return (x: number) => {
    let top = 0;
    let rest = 0;
    for (const b of bumps) {
      const d = (x - b.c) / b.w;
      const h = b.h * Math.exp(-d * d);
      if (h > top) {
        rest += top;
        top = h;
      } else rest += h;
    }
    return base - top - Math.min(rest * 0.25, 30);
  };
};

const fillUnder = (curve: (x: number) => number, fill: string, extra = '', step = 8) => {
  const points: string[] = [];
  for (let x = 0; x <= W; x += step) points.push(`${x},${r1(curve(x))}`);
  return `<path d="M0,${H} L${points.join(' L')} L${W},${H} Z" fill="${fill}"${extra}/>`;
};

const strokeCurve = (curve: (x: number) => number, from: number, to: number, attrs: string, step = 8) => {
  const points: string[] = [];
  for (let x = from; x <= to; x += step) points.push(`${r1(x)},${r1(curve(x))}`);
  return `<path d="M${points.join(' L')}" fill="none" ${attrs}/>`;
};

const sky = (id: string, p: Palette, rng: Rng) => {
  const sunX = r1(between(rng, 120, 680));
  const sunY = r1(between(rng, 70, 130));
  const clouds = Array.from({ length: 2 + Math.floor(rng() * 2) }, () => {
    const x = between(rng, 40, 700);
    const y = between(rng, 40, 140);
    const s = between(rng, 0.7, 1.3);
    return `<g opacity="0.85" transform="translate(${r1(x)} ${r1(y)}) scale(${r1(s)})"><ellipse cx="0" cy="10" rx="46" ry="12" fill="#FFFFFF"/><ellipse cx="-14" cy="2" rx="20" ry="14" fill="#FFFFFF"/><ellipse cx="12" cy="-2" rx="24" ry="18" fill="#FFFFFF"/></g>`;
  });
  return [
    `<defs><linearGradient id="${id}-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient>`,
    '<linearGradient id="mist" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0"/><stop offset="0.5" stop-color="#FFFFFF" stop-opacity="0.75"/><stop offset="1" stop-color="#FFFFFF" stop-opacity="0"/></linearGradient></defs>',
    `<rect width="${W}" height="${H}" fill="url(#${id}-sky)"/>`,
    `<circle cx="${sunX}" cy="${sunY}" r="56" fill="${p.sun}" opacity="0.55"/>`,
    `<circle cx="${sunX}" cy="${sunY}" r="34" fill="${p.sun}"/>`,
    ...clouds,
  ].join('');
};

/** A soft band of valley mist (white fading in and out), drawn with a gradient shared by the whole picture. */
const mist = (y: number, h: number, opacity = 0.6) =>
  `<rect x="0" y="${r1(y)}" width="${W}" height="${r1(h)}" fill="url(#mist)" opacity="${opacity}"/>`;

/** Guizhou's karst skyline: clusters of steep rounded cones, two or three layers fading into the mist. */
const karst = (rng: Rng, p: Palette, layers = 2, base = 250) => {
  const out: string[] = [];
  const colors = [p.far, p.mid];
  for (let i = 0; i < layers; i += 1) {
    const curve = ridge(rng, base + i * 30, 9 + i * 2, [50 - i * 10, 140 - i * 25], [28, 62]);
    out.push(fillUnder(curve, colors[i] ?? p.mid, i === 0 ? ' opacity="0.9"' : ''));
  }
  out.push(mist(base - 30, 70));
  return out.join('');
};

const tree = (x: number, y: number, s: number, color: string) =>
  `<g transform="translate(${r1(x)} ${r1(y)}) scale(${r1(s)})"><rect x="-2.5" y="-4" width="5" height="18" fill="#6B4A2B"/><circle cx="0" cy="-16" r="15" fill="${color}"/><circle cx="-9" cy="-8" r="10" fill="${color}"/><circle cx="9" cy="-9" r="11" fill="${color}"/></g>`;

const pine = (x: number, y: number, s: number, color: string) =>
  `<g transform="translate(${r1(x)} ${r1(y)}) scale(${r1(s)})"><rect x="-2" y="-2" width="4" height="12" fill="#5C4027"/><path d="M0,-44 L14,-16 L7,-16 L18,2 L-18,2 L-7,-16 L-14,-16 Z" fill="${color}"/></g>`;

/* ------------------------------------------------------------------ scenes */

const terraces = (rng: Rng, p: Palette) => {
  const out = [karst(rng, p, 1, 215)];
  const harvest = rng() < 0.45;
  const greens = harvest
    ? ['#E7C15A', '#D9A93A', '#C9A24A', '#E3B649', '#B7A44E']
    : ['#8DC77B', '#74B86A', '#9BCF7C', '#62A85E', '#A7D48B'];
  const cx = between(rng, 250, 550);
  const bands = 11;
  const top = between(rng, 190, 215);
  const wobble = between(rng, 0.008, 0.016);
  const phase = between(rng, 0, 6);
  for (let i = 0; i < bands; i += 1) {
    const gap = 19 + i * 2.6;
    const y0 = top + i * 21;
    const bend = 26 + i * 7;
    const curve = (x: number) => {
      const d = (x - cx) / 420;
      return y0 + bend * d * d * 2.2 - 18 * Math.exp(-d * d * 6) + Math.sin(x * wobble + phase + i) * 5;
    };
    const color = greens[i % greens.length] ?? GREEN;
    out.push(fillUnder(curve, color));
    // the wet edge of each paddy catches the light, and the bund beneath it casts a darker line
    out.push(strokeCurve(curve, 0, W, 'stroke="#F4FAEE" stroke-width="3" opacity="0.75"'));
    out.push(
      strokeCurve(
        (x) => curve(x) + gap * 0.55,
        0,
        W,
        `stroke="${harvest ? '#9C7A2A' : '#3E8C52'}" stroke-width="1.5" opacity="0.35"`,
      ),
    );
  }
  // a few trees and a hut on the slopes
  for (let i = 0; i < 5; i += 1) {
    const x = between(rng, 30, 770);
    out.push(tree(x, between(rng, 300, 420), between(rng, 0.7, 1.1), i % 2 ? '#2F8456' : GREEN));
  }
  const hx = between(rng, 80, 700);
  const hy = between(rng, 250, 300);
  out.push(
    `<g transform="translate(${r1(hx)} ${r1(hy)})"><rect x="0" y="0" width="38" height="24" fill="#A2693B"/><path d="M-8,2 Q-2,-2 2,-12 L36,-12 Q40,-2 46,2 Z" fill="#3F4A45"/><rect x="15" y="9" width="8" height="15" fill="#5B3A21"/></g>`,
  );
  return out.join('');
};

const tea = (rng: Rng, p: Palette, id: string) => {
  const out = [karst(rng, p, 1, 225)];
  const hills = 3;
  for (let i = 0; i < hills; i += 1) {
    const cx = between(rng, 80 + i * 220, 220 + i * 240);
    const peak = 215 + i * 55 + between(rng, -15, 15);
    const width = between(rng, 260, 380);
    const curve = (x: number) => {
      const d = (x - cx) / width;
      return peak + 260 * d * d;
    };
    const clip = `${id}-hill${i}`;
    const body = [
      `<clipPath id="${clip}"><path d="${hillPath(curve)}"/></clipPath>`,
      `<path d="${hillPath(curve)}" fill="${['#7CBF6B', '#5FAE5E', '#4C9E55'][i] ?? '#5FAE5E'}"/>`,
      `<g clip-path="url(#${clip})">`,
    ];
    for (let row = 0; row < 14; row += 1) {
      const offset = 12 + row * (14 + i * 3);
      body.push(
        strokeCurve(
          (x) => curve(x) + offset,
          0,
          W,
          `stroke="${GREEN}" stroke-width="${8 + i * 2}" stroke-linecap="round" stroke-dasharray="${18 + i * 6} 5" opacity="0.8"`,
        ),
      );
    }
    body.push('</g>');
    out.push(body.join(''));
  }
  // tea pickers' hats dotted along the rows
  for (let i = 0; i < 4; i += 1) {
    const x = between(rng, 120, 680);
    const y = between(rng, 330, 410);
    out.push(
      `<g transform="translate(${r1(x)} ${r1(y)})"><rect x="-5" y="-4" width="10" height="16" rx="3" fill="${pick(rng, ['#C0392B', '#2E5D8C', '#E0E0E0'])}"/><ellipse cx="0" cy="-6" rx="13" ry="4" fill="${GOLD}"/><path d="M-7,-7 Q0,-17 7,-7 Z" fill="#E6B54A"/></g>`,
    );
  }
  return out.join('');
};

const hillPath = (curve: (x: number) => number) => {
  const points: string[] = [];
  for (let x = 0; x <= W; x += 8) points.push(`${x},${r1(Math.min(curve(x), H + 2))}`);
  return `M0,${H} L${points.join(' L')} L${W},${H} Z`;
};

/** A Miao stilted house: wooden frame, a balcony, and a dark tiled roof whose eaves turn up at the ends. */
const stiltHouse = (x: number, y: number, s: number, wall: string) =>
  `<g transform="translate(${r1(x)} ${r1(y)}) scale(${r1(s)})">` +
  `<rect x="4" y="28" width="4" height="22" fill="#5B3A21"/><rect x="52" y="28" width="4" height="22" fill="#5B3A21"/>` +
  `<rect x="0" y="0" width="60" height="30" fill="${wall}"/>` +
  `<rect x="0" y="22" width="60" height="4" fill="#6E4526"/>` +
  `<rect x="8" y="7" width="12" height="10" fill="#F3D9A4"/><rect x="40" y="7" width="12" height="10" fill="#F3D9A4"/>` +
  `<path d="M-14,2 Q-6,0 -2,-6 L30,-24 L62,-6 Q66,0 74,2 Q62,-1 30,-17 Q-2,-1 -14,2 Z" fill="#2F3A36"/>` +
  `<path d="M-2,-6 L30,-24 L62,-6 Z" fill="#3D4A44"/>` +
  '</g>';

/** A Dong drum tower: a slim body under many tiers of roofs, each smaller than the one below. */
const drumTower = (x: number, y: number, s: number) => {
  const tiers: string[] = [];
  for (let i = 0; i < 7; i += 1) {
    const w = 46 - i * 5.5;
    const ty = -i * 13;
    tiers.push(
      `<path d="M${r1(-w - 6)},${ty} Q${r1(-w)},${ty - 2} ${r1(-w + 4)},${ty - 7} L${r1(w - 4)},${ty - 7} Q${r1(w)},${ty - 2} ${r1(w + 6)},${ty} Z" fill="#2F3A36"/>`,
      `<rect x="${r1(-w + 8)}" y="${ty - 13}" width="${r1((w - 8) * 2)}" height="6" fill="#E8D3A8"/>`,
    );
  }
  return `<g transform="translate(${r1(x)} ${r1(y)}) scale(${r1(s)})"><rect x="-30" y="0" width="60" height="40" fill="#9A6436"/><rect x="-8" y="14" width="16" height="26" fill="#5B3A21"/>${tiers.join('')}<path d="M-8,-98 L0,-116 L8,-98 Z" fill="${GOLD}"/></g>`;
};

const village = (rng: Rng, p: Palette) => {
  const out = [karst(rng, p, 2, 235)];
  const slope = ridge(rng, 320, 3, [30, 70], [160, 260]);
  out.push(fillUnder(slope, p.near));
  const walls = ['#B07A45', '#A56B3A', '#C08A52', '#9C6337'];
  const houses: Array<[number, number, number]> = [];
  for (let i = 0; i < 9; i += 1) {
    const x = between(rng, 10, 740);
    const s = between(rng, 0.75, 1.15);
    houses.push([x, slope(x + 30) - 38 * s + between(rng, 5, 60), s]);
  }
  houses.sort((a, b) => a[1] - b[1]);
  const towerX = between(rng, 200, 600);
  let towerDrawn = false;
  for (const [x, y, s] of houses) {
    if (!towerDrawn && y > slope(towerX) - 20) {
      out.push(drumTower(towerX, slope(towerX) - 10, 1));
      towerDrawn = true;
    }
    out.push(stiltHouse(x, y, s, pick(rng, walls)));
  }
  if (!towerDrawn) out.push(drumTower(towerX, slope(towerX) - 10, 1));
  out.push(fillUnder((x) => 420 + Math.sin(x / 60) * 6, p.ground));
  for (let i = 0; i < 6; i += 1) out.push(tree(between(rng, 0, W), between(rng, 415, 440), 1, GREEN));
  return out.join('');
};

const truck = (x: number, y: number, s: number, flip: boolean) =>
  `<g transform="translate(${r1(x)} ${r1(y)}) scale(${flip ? -s : s} ${s})">` +
  `<rect x="-70" y="-52" width="92" height="46" rx="3" fill="#F7F9F6" stroke="#C9D6CE"/>` +
  `<rect x="-70" y="-24" width="92" height="9" fill="${GREEN}"/><rect x="-70" y="-15" width="92" height="4" fill="${GOLD}"/>` +
  `<path d="M24,-40 L46,-40 L58,-22 L58,-6 L24,-6 Z" fill="${GREEN}"/><path d="M30,-36 L44,-36 L52,-24 L30,-24 Z" fill="#CDE8F0"/>` +
  `<rect x="-72" y="-8" width="132" height="6" fill="#2F3A36"/>` +
  `<circle cx="-48" cy="0" r="9" fill="#263029"/><circle cx="-48" cy="0" r="4" fill="#B8C2BC"/>` +
  `<circle cx="-26" cy="0" r="9" fill="#263029"/><circle cx="-26" cy="0" r="4" fill="#B8C2BC"/>` +
  `<circle cx="42" cy="0" r="9" fill="#263029"/><circle cx="42" cy="0" r="4" fill="#B8C2BC"/></g>`;

const logistics = (rng: Rng, p: Palette) => {
  const out = [karst(rng, p, 2, 240)];
  // a high viaduct across the valley, as Guizhou's mountain expressways cross them
  const by = between(rng, 215, 245);
  const piers: string[] = [];
  for (let x = 40; x < W; x += 120)
    piers.push(`<rect x="${x}" y="${r1(by)}" width="14" height="${r1(H - by)}" fill="#D9E2DC"/>`);
  out.push(
    `<g opacity="0.85">${piers.join('')}<rect x="0" y="${r1(by - 8)}" width="${W}" height="10" fill="#E9EFEA"/><rect x="0" y="${r1(by - 12)}" width="${W}" height="3" fill="#B9C6BE"/></g>`,
  );
  const hill = ridge(rng, 330, 3, [20, 60], [180, 300]);
  out.push(fillUnder(hill, p.near));
  // a winding road climbing towards the viewer
  const sway = between(rng, 120, 220);
  // the far end climbs straight up to the crest and disappears over it
  const ex = between(rng, 250, 330);
  const ey = hill(ex) + 1;
  const road = `M${r1(400 - sway)},${H + 10} C${r1(400 - sway)},380 ${r1(400 + sway)},375 ${r1(420 + sway * 0.6)},345 C${r1(440 + sway * 0.3)},318 ${r1(ex)},${r1(ey + 60)} ${r1(ex)},${r1(ey)}`;
  out.push(
    `<path d="${road}" fill="none" stroke="#6F7B74" stroke-width="60"/>`,
    `<path d="${road}" fill="none" stroke="#8A968F" stroke-width="50"/>`,
    `<path d="${road}" fill="none" stroke="#F4F1E6" stroke-width="3" stroke-dasharray="18 16"/>`,
  );
  out.push(truck(400 + sway * 0.55, 372, 1.05, rng() < 0.5));
  for (let i = 0; i < 7; i += 1) {
    const x = pick(rng, [between(rng, 0, 200), between(rng, 600, 800)]);
    out.push(pine(x, hill(x) + between(rng, 20, 90), between(rng, 0.8, 1.3), i % 2 ? GREEN : '#2F6F47'));
  }
  return out.join('');
};

const produce = (rng: Rng, cx: number, cy: number, colors: string[]) => {
  const out: string[] = [];
  for (let row = 0; row < 3; row += 1) {
    for (let i = 0; i < 6 - row; i += 1) {
      const x = cx - (5 - row) * 8 + i * 16 + between(rng, -2, 2);
      const y = cy - row * 11;
      out.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="9" fill="${pick(rng, colors)}"/>`);
    }
  }
  return out.join('');
};

const market = (rng: Rng, p: Palette) => {
  const out = [karst(rng, p, 1, 230)];
  out.push(`<rect x="0" y="300" width="${W}" height="150" fill="#EFE6D2"/>`);
  out.push(`<rect x="0" y="296" width="${W}" height="8" fill="#D8CBAE"/>`);
  const stalls = 3;
  const shift = rng() < 0.5 ? 1 : 0;
  const goods = [
    ['#C8402F', '#D9542F', '#B8322A'],
    ['#E3A72B', '#D99A1E', '#F0C04A'],
    ['#7A8C3A', '#6B7F33', '#8A9B45'],
    ['#B23A7A', '#C94C8C', '#9E2F6B'],
    ['#8A5A33', '#9C6B3E', '#7A4E2A'],
  ];
  for (let s = 0; s < stalls; s += 1) {
    const x0 = 30 + s * 255;
    const w = 230;
    const gold = (s + shift) % 2 === 1;
    const stripeColors = gold ? [GOLD, '#FFF7E3'] : [GREEN, '#F2FAF4'];
    const stripes: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      const sx = x0 + (i * w) / 8;
      stripes.push(
        `<path d="M${r1(sx)},170 L${r1(sx + w / 8)},170 L${r1(sx + w / 8)},205 Q${r1(sx + w / 16)},222 ${r1(sx)},205 Z" fill="${stripeColors[i % 2]}"/>`,
      );
    }
    out.push(
      `<rect x="${x0 + 6}" y="200" width="8" height="150" fill="#6B4A2B"/><rect x="${x0 + w - 14}" y="200" width="8" height="150" fill="#6B4A2B"/>`,
      `<path d="M${x0 - 8},170 L${x0 + 18},140 L${x0 + w - 18},140 L${x0 + w + 8},170 Z" fill="${gold ? '#B67B12' : '#17613C'}"/>`,
      stripes.join(''),
      `<rect x="${x0}" y="300" width="${w}" height="56" fill="#A8733F"/><rect x="${x0}" y="296" width="${w}" height="8" fill="#8A5A2F"/>`,
    );
    for (let b = 0; b < 3; b += 1) {
      const bx = x0 + 42 + b * 73;
      out.push(
        `<path d="M${bx - 32},290 L${bx + 32},290 L${bx + 25},312 L${bx - 25},312 Z" fill="#C99A5B"/>`,
        produce(rng, bx, 284, pick(rng, goods)),
        `<path d="M${bx - 32},290 L${bx + 32},290" stroke="#8A5A2F" stroke-width="3"/>`,
      );
    }
  }
  // crates in front
  for (let i = 0; i < 4; i += 1) {
    const x = between(rng, 40, 700);
    out.push(
      `<g transform="translate(${r1(x)} ${r1(between(rng, 385, 400))})"><rect width="70" height="40" fill="#C8924F"/><rect y="12" width="70" height="4" fill="#A8733F"/><rect y="26" width="70" height="4" fill="#A8733F"/>${produce(rng, 35, -4, pick(rng, goods))}</g>`,
    );
  }
  return out.join('');
};

const greenhouse = (rng: Rng, p: Palette) => {
  const out = [karst(rng, p, 2, 235)];
  out.push(`<rect x="0" y="290" width="${W}" height="160" fill="#9CCB83"/>`);
  const count = 4 + Math.floor(rng() * 2);
  const gw = W / count;
  for (let i = 0; i < count; i += 1) {
    const x = i * gw + 6;
    const w = gw - 12;
    const top = 190 + between(rng, -8, 8);
    const arch = `M${r1(x)},330 L${r1(x)},260 Q${r1(x + w / 2)},${r1(top - 40)} ${r1(x + w)},260 L${r1(x + w)},330 Z`;
    const ribs: string[] = [];
    for (let k = 1; k < 6; k += 1) {
      const rx = x + (w * k) / 6;
      const t = k / 6;
      ribs.push(
        `<line x1="${r1(rx)}" y1="${r1(262 + 2 * t * (1 - t) * (top - 300))}" x2="${r1(rx)}" y2="330" stroke="#FFFFFF" stroke-width="2" opacity="0.7"/>`,
      );
    }
    const rows: string[] = [];
    for (let k = 0; k < 6; k += 1) {
      rows.push(
        `<ellipse cx="${r1(x + 14 + k * ((w - 28) / 5))}" cy="318" rx="9" ry="11" fill="${k % 2 ? '#3F9A5A' : '#2F8456'}"/>`,
      );
    }
    out.push(
      `<path d="${arch}" fill="#EAF6EF" opacity="0.8" stroke="#FFFFFF" stroke-width="3"/>`,
      rows.join(''),
      ribs.join(''),
    );
  }
  // field rows leading to the viewer
  for (let k = 0; k < 9; k += 1) {
    const x = -200 + k * 150;
    out.push(
      `<path d="M${400 + (x - 400) * 0.25},335 L${x},${H}" stroke="#5FA659" stroke-width="${12 + (k % 3)}" opacity="0.9"/>`,
    );
  }
  out.push(`<rect x="0" y="330" width="${W}" height="6" fill="#7DB46A"/>`);
  return out.join('');
};

/** A Dong wind-and-rain bridge: a covered deck on stone piers with pavilions on top. */
const windRainBridge = (x: number, y: number, w: number) => {
  const pavilions: string[] = [];
  for (const f of [0.15, 0.5, 0.85]) {
    const px = x + w * f;
    const big = f === 0.5;
    const pw = big ? 40 : 30;
    for (let t = 0; t < (big ? 3 : 2); t += 1) {
      const tw = pw - t * 9;
      const ty = y - 30 - t * 12;
      pavilions.push(
        `<path d="M${r1(px - tw - 6)},${ty} Q${r1(px - tw)},${ty - 2} ${r1(px - tw + 4)},${ty - 8} L${r1(px + tw - 4)},${ty - 8} Q${r1(px + tw)},${ty - 2} ${r1(px + tw + 6)},${ty} Z" fill="#2F3A36"/>`,
      );
    }
  }
  return (
    `<rect x="${r1(x + w * 0.3)}" y="${y}" width="22" height="60" fill="#A9A49A"/><rect x="${r1(x + w * 0.66)}" y="${y}" width="22" height="60" fill="#A9A49A"/>` +
    `<rect x="${r1(x)}" y="${y - 26}" width="${r1(w)}" height="26" fill="#A2693B"/>` +
    `<rect x="${r1(x)}" y="${y - 20}" width="${r1(w)}" height="6" fill="#E8D3A8"/>` +
    `<path d="M${r1(x - 12)},${y - 24} Q${r1(x - 4)},${y - 26} ${r1(x)},${y - 32} L${r1(x + w)},${y - 32} Q${r1(x + w + 4)},${y - 26} ${r1(x + w + 12)},${y - 24} Z" fill="#3D4A44"/>` +
    pavilions.join('')
  );
};

const river = (rng: Rng, p: Palette, id: string) => {
  const out = [karst(rng, p, 2, 235)];
  const left = ridge(rng, 300, 2, [20, 60], [120, 220]);
  out.push(fillUnder(left, p.near));
  const bend = between(rng, -80, 80);
  out.push(
    `<defs><linearGradient id="${id}-water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#CDE8F0"/><stop offset="1" stop-color="#7FC2D1"/></linearGradient></defs>`,
    `<path d="M${r1(360 + bend)},290 C${r1(300 + bend)},330 ${r1(180 + bend)},360 ${r1(60 + bend)},${H} L${r1(720 + bend)},${H} C${r1(600 + bend)},380 ${r1(470 + bend)},330 ${r1(430 + bend)},290 Z" fill="url(#${id}-water)"/>`,
  );
  for (let i = 0; i < 6; i += 1) {
    const y = between(rng, 320, 440);
    const x = between(rng, 200 + bend, 520 + bend);
    out.push(
      `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(between(rng, 30, 70))}" height="2.5" rx="1" fill="#FFFFFF" opacity="0.7"/>`,
    );
  }
  out.push(windRainBridge(120 + bend * 0.5, 352, 560));
  out.push(
    fillUnder((x) => 430 + Math.sin(x / 40) * 5 + (x > 360 + bend && x < 620 + bend ? 40 : 0), p.ground),
  );
  for (let i = 0; i < 5; i += 1)
    out.push(
      tree(pick(rng, [between(rng, 0, 120), between(rng, 690, 800)]), between(rng, 300, 440), 1.1, GREEN),
    );
  return out.join('');
};

const mountain = (rng: Rng, p: Palette) => {
  const out: string[] = [];
  const colors = [p.far, '#A7CDB3', p.mid, p.near, p.ground];
  for (let i = 0; i < 5; i += 1) {
    const curve = ridge(rng, 230 + i * 45, 8, [50 - i * 6, 120 - i * 16], [24 + i * 6, 52 + i * 8]);
    out.push(fillUnder(curve, colors[i] ?? p.mid));
    if (i < 4) out.push(mist(200 + i * 45, 70, 0.7 - i * 0.12));
  }
  // a winding path and terraces hinted on the nearest slope
  out.push(
    `<path d="M${r1(between(rng, 100, 300))},${H} C420,420 380,390 ${r1(between(rng, 480, 620))},370" stroke="#E9DFC5" stroke-width="7" fill="none" stroke-linecap="round"/>`,
  );
  for (let i = 0; i < 8; i += 1)
    out.push(
      pine(between(rng, 0, W), between(rng, 400, 445), between(rng, 0.9, 1.4), i % 2 ? GREEN : '#2F6F47'),
    );
  return out.join('');
};

const cow = (x: number, y: number, s: number, coat: string, flip: boolean) =>
  `<g transform="translate(${r1(x)} ${r1(y)}) scale(${flip ? -s : s} ${s})">` +
  `<rect x="-30" y="4" width="6" height="24" fill="${coat}"/><rect x="-18" y="4" width="6" height="24" fill="${coat}"/><rect x="14" y="4" width="6" height="24" fill="${coat}"/><rect x="24" y="4" width="6" height="24" fill="${coat}"/>` +
  `<ellipse cx="0" cy="0" rx="38" ry="20" fill="${coat}"/><path d="M-36,-6 Q-46,4 -42,18" stroke="${coat}" stroke-width="3" fill="none"/>` +
  `<path d="M30,-12 Q42,-18 50,-10 L56,6 Q52,14 44,12 L34,4 Z" fill="${coat}"/><ellipse cx="52" cy="8" rx="6" ry="5" fill="#E9C9A8"/>` +
  `<path d="M38,-16 Q34,-26 30,-24 M46,-16 Q50,-26 54,-24" stroke="#F2EAD8" stroke-width="3" fill="none" stroke-linecap="round"/>` +
  `<circle cx="46" cy="-6" r="2" fill="#2B2B2B"/><path d="M-8,-19 Q6,-24 18,-18" stroke="#FFFFFF" stroke-width="3" opacity="0.3" fill="none"/></g>`;

const sheep = (x: number, y: number, s: number) =>
  `<g transform="translate(${r1(x)} ${r1(y)}) scale(${r1(s)})"><rect x="-12" y="4" width="4" height="14" fill="#4A4A4A"/><rect x="8" y="4" width="4" height="14" fill="#4A4A4A"/>` +
  '<ellipse cx="0" cy="0" rx="20" ry="13" fill="#FBFBF7"/><circle cx="-12" cy="-6" r="8" fill="#FBFBF7"/><circle cx="8" cy="-8" r="9" fill="#FBFBF7"/>' +
  '<ellipse cx="22" cy="-4" rx="7" ry="9" fill="#4A4A4A"/></g>';

const livestock = (rng: Rng, p: Palette) => {
  const out = [karst(rng, p, 1, 220)];
  const meadow = ridge(rng, 300, 3, [20, 70], [200, 340]);
  out.push(fillUnder(meadow, '#9ACD7A'));
  const near = ridge(rng, 380, 2, [10, 40], [200, 300]);
  out.push(fillUnder(near, '#7DBE62'));
  // a fence across the meadow
  const posts: string[] = [];
  for (let x = 0; x <= W; x += 46)
    posts.push(`<rect x="${x}" y="${r1(meadow(x) + 18)}" width="5" height="30" fill="#8A5A2F"/>`);
  out.push(posts.join(''));
  out.push(strokeCurve((x) => meadow(x) + 26, 0, W, 'stroke="#A8733F" stroke-width="3"'));
  out.push(strokeCurve((x) => meadow(x) + 38, 0, W, 'stroke="#A8733F" stroke-width="3"'));
  const coats = ['#C98B3E', '#B5762F', '#D9A05A', '#8C5A2B'];
  const animals: Array<[number, number, number, boolean]> = [];
  for (let i = 0; i < 5; i += 1) {
    const x = between(rng, 60, 740);
    animals.push([x, near(x) + between(rng, 10, 50), between(rng, 0.8, 1.15), rng() < 0.5]);
  }
  animals.sort((a, b) => a[1] - b[1]);
  for (const [x, y, s, flip] of animals) out.push(cow(x, y, s, pick(rng, coats), flip));
  for (let i = 0; i < 4; i += 1) {
    const x = between(rng, 60, 740);
    out.push(sheep(x, meadow(x) + between(rng, 50, 70), 0.7));
  }
  for (let i = 0; i < 4; i += 1) out.push(tree(between(rng, 0, W), meadow(between(rng, 0, W)), 0.9, GREEN));
  return out.join('');
};

const KIWI = { fruit: '#8A6A35', inner: '#9BC34A' };
const DRAGON_FRUIT = { fruit: '#C2336F', inner: '#E25A95' };
const ROXBURGH_ROSE = { fruit: '#E3B23C', inner: '#F0CC63' }; // 刺梨
const CITRUS = { fruit: '#E57A2E', inner: '#F29A4B' };
const PASSION_FRUIT = { fruit: '#6B3E86', inner: '#8E5AAE' };
const FRUITS = [
  KIWI,
  DRAGON_FRUIT,
  ROXBURGH_ROSE,
  CITRUS,
  PASSION_FRUIT,
  { fruit: '#D7463A', inner: '#EE6B5E' }, // plum / apple
];

type Fruit = (typeof FRUITS)[number];

/** An orchard; `only` fixes the fruit, otherwise the seed picks it. */
const fruit = (rng: Rng, p: Palette, only?: Fruit) => {
  const out = [karst(rng, p, 2, 230)];
  // drawn either way, so that a fixed fruit leaves the rest of the picture as the seed would have it
  const picked = pick(rng, FRUITS);
  const kind = only ?? picked;
  const ground = ridge(rng, 330, 2, [10, 40], [200, 320]);
  out.push(fillUnder(ground, '#8EC56E'));
  // orchard rows
  const trees: Array<[number, number, number]> = [];
  for (let row = 0; row < 3; row += 1) {
    for (let i = 0; i < 7; i += 1) {
      const x = 30 + i * 120 + row * 40 + between(rng, -10, 10);
      trees.push([x, ground(x) + 10 + row * 36, 0.75 + row * 0.2]);
    }
  }
  for (const [x, y, s] of trees) {
    out.push(
      `<g transform="translate(${r1(x)} ${r1(y)}) scale(${r1(s)})"><rect x="-3" y="-10" width="6" height="26" fill="#6B4A2B"/><ellipse cx="0" cy="-26" rx="32" ry="24" fill="${GREEN}"/><ellipse cx="-10" cy="-32" rx="14" ry="10" fill="#3F9A5A"/>` +
        Array.from(
          { length: 6 },
          () =>
            `<circle cx="${r1(between(rng, -24, 24))}" cy="${r1(between(rng, -40, -12))}" r="4.5" fill="${kind.fruit}"/>`,
        ).join('') +
        '</g>',
    );
  }
  // a full basket in the foreground
  const bx = between(rng, 480, 640);
  out.push(
    `<ellipse cx="${r1(bx)}" cy="440" rx="110" ry="14" fill="#2F6F47" opacity="0.35"/>`,
    `<g transform="translate(${r1(bx)} 380)">`,
    ...Array.from({ length: 16 }, (_, i) => {
      const row = i < 7 ? 0 : i < 12 ? 1 : 2;
      const idx = row === 0 ? i : row === 1 ? i - 7 : i - 12;
      const cx = -78 + row * 18 + idx * 26;
      const cy = -row * 18;
      return `<circle cx="${cx}" cy="${cy}" r="15" fill="${kind.fruit}"/><circle cx="${cx - 4}" cy="${cy - 5}" r="5" fill="${kind.inner}" opacity="0.8"/>`;
    }),
    '<path d="M-100,4 L100,4 L82,58 L-82,58 Z" fill="#C99A5B"/>',
    '<path d="M-96,18 L96,18 M-91,32 L91,32 M-86,46 L86,46" stroke="#A8733F" stroke-width="3"/>',
    '<path d="M-100,4 L100,4" stroke="#8A5A2F" stroke-width="6" stroke-linecap="round"/>',
    '</g>',
  );
  return out.join('');
};

const SCENES: Record<CoverScene, (rng: Rng, p: Palette, id: string) => string> = {
  terraces,
  tea,
  village,
  logistics,
  market,
  greenhouse,
  river,
  mountain,
  livestock,
  fruit: (rng, p) => fruit(rng, p),
  kiwifruit: (rng, p) => fruit(rng, p, KIWI),
  'dragon-fruit': (rng, p) => fruit(rng, p, DRAGON_FRUIT),
  'roxburgh-rose': (rng, p) => fruit(rng, p, ROXBURGH_ROSE),
  citrus: (rng, p) => fruit(rng, p, CITRUS),
  'passion-fruit': (rng, p) => fruit(rng, p, PASSION_FRUIT),
};

/**
 * An 800×450 SVG cover for a scene. `seed` (and the title, when given) choose the light and the details, so two
 * items with the same scene still get different pictures.
 */
export const coverSvg = (scene: CoverScene, seed: string, title?: string): string => {
  const rng = makeRng(`${scene}|${seed}|${title ?? ''}`);
  const palette = pick(rng, PALETTES);
  const id = `c${Math.floor(rng() * 1e9).toString(36)}`;
  const body = SCENES[scene](rng, palette, id);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="封面插图">`,
    sky(id, palette, rng),
    body,
    // a soft gold band at the foot ties the covers together in lists
    `<rect x="0" y="${H - 6}" width="${W}" height="6" fill="${GOLD}" opacity="0.9"/>`,
    '</svg>',
  ].join('');
};
