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
  'walnut',
  'watermelon',
  // the goods of a product category and the work of a service category (category-scenes.ts says which is whose)
  'grain',
  'vegetable',
  'mushroom',
  'herb',
  'spice',
  'processed',
  'craft',
  'aquatic',
  'machinery',
  'storage',
  'processing',
  'training',
  'finance',
  'ecommerce',
  'branding',
  'testing',
  'digital',
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

/** A Congjiang fragrant pig: small, black with a white belly. */
const pig = (x: number, y: number, s: number, flip: boolean) =>
  `<g transform="translate(${r1(x)} ${r1(y)}) scale(${flip ? -s : s} ${s})">` +
  '<rect x="-18" y="6" width="6" height="12" fill="#2B2626"/><rect x="-8" y="6" width="6" height="12" fill="#2B2626"/><rect x="8" y="6" width="6" height="12" fill="#2B2626"/><rect x="16" y="6" width="6" height="12" fill="#2B2626"/>' +
  '<ellipse cx="0" cy="0" rx="27" ry="16" fill="#2F2A2A"/><ellipse cx="-2" cy="7" rx="15" ry="7" fill="#F2E6E0"/>' +
  '<path d="M-27,-2 q-8,-2 -6,-8" stroke="#2F2A2A" stroke-width="2.5" fill="none"/>' +
  '<circle cx="24" cy="-4" r="11" fill="#2F2A2A"/><path d="M20,-13 L24,-22 L29,-12 Z" fill="#2F2A2A"/>' +
  '<ellipse cx="34" cy="-1" rx="5" ry="6" fill="#E9A8A0"/><circle cx="26" cy="-7" r="1.8" fill="#FFFFFF"/></g>';

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
  for (let i = 0; i < 3; i += 1) {
    const x = 120 + i * 260 + between(rng, -60, 60);
    out.push(pig(x, Math.min(near(x) + between(rng, 50, 64), 432), 1, rng() < 0.5));
  }
  for (let i = 0; i < 4; i += 1) out.push(tree(between(rng, 0, W), meadow(between(rng, 0, W)), 0.9, GREEN));
  return out.join('');
};

const KIWI = { fruit: '#8A6A35', inner: '#9BC34A' };
const DRAGON_FRUIT = { fruit: '#C2336F', inner: '#E25A95' };
const ROXBURGH_ROSE = { fruit: '#E3B23C', inner: '#F0CC63' }; // 刺梨
const CITRUS = { fruit: '#E57A2E', inner: '#F29A4B' };
const PASSION_FRUIT = { fruit: '#6B3E86', inner: '#8E5AAE' };
const WALNUT = { fruit: '#7E8F4A', inner: '#B89A6A' };
const WATERMELON = { fruit: '#2F7A34', inner: '#7FBF5A' };
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

/* ------------------------------------------------------- goods and services */
// A scene for each product and service category: the thing itself in the foreground, the countryside behind it.

/** The countryside behind the goods: karst cones, a meadow with a few trees, and the ground the goods stand on. */
const stage = (rng: Rng, p: Palette) => {
  const out = [karst(rng, p, 2, 240)];
  const field = ridge(rng, 320, 2, [10, 40], [200, 320]);
  out.push(fillUnder(field, p.near));
  for (let i = 0; i < 4; i += 1) {
    const x = pick(rng, [between(rng, 0, 150), between(rng, 650, 800)]);
    out.push(tree(x, field(x) + between(rng, 10, 40), between(rng, 0.8, 1.1), i % 2 ? '#2F6F47' : GREEN));
  }
  out.push(fillUnder((x) => 398 + Math.sin(x / 70) * 4, p.ground));
  return out.join('');
};

/** A wooden table the goods stand on, its top at y = 360. */
const table = () =>
  '<rect x="70" y="372" width="14" height="78" fill="#7A4E2A"/><rect x="716" y="372" width="14" height="78" fill="#7A4E2A"/>' +
  '<rect x="50" y="356" width="700" height="20" rx="3" fill="#A8733F"/><rect x="50" y="356" width="700" height="5" fill="#C8924F"/>';

const shadow = (x: number, y: number, rx: number) =>
  `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(rx)}" ry="${r1(rx * 0.12)}" fill="#1F3A2B" opacity="0.25"/>`;

/** A woven basket at (x, y), its rim at y, heaped with whatever `fill` draws above the rim. */
const basket = (x: number, y: number, s: number, fill: string) =>
  `<g transform="translate(${r1(x)} ${r1(y)}) scale(${r1(s)})">${fill}` +
  '<path d="M-100,4 L100,4 L82,58 L-82,58 Z" fill="#C99A5B"/>' +
  '<path d="M-96,18 L96,18 M-91,32 L91,32 M-86,46 L86,46" stroke="#A8733F" stroke-width="3"/>' +
  '<path d="M-100,4 L100,4" stroke="#8A5A2F" stroke-width="6" stroke-linecap="round"/></g>';

/** A heap of small round things over a basket's rim, 16 of them in three rows. */
const heap = (rng: Rng, r: number, colors: readonly string[], shape: 'circle' | 'oval' = 'circle') =>
  Array.from({ length: 16 }, (_, i) => {
    const row = i < 7 ? 0 : i < 12 ? 1 : 2;
    const idx = row === 0 ? i : row === 1 ? i - 7 : i - 12;
    const cx = -78 + row * 18 + idx * 26 + between(rng, -2, 2);
    const cy = -row * 18;
    const fill = pick(rng, colors);
    return shape === 'oval'
      ? `<ellipse cx="${r1(cx)}" cy="${cy}" rx="${r + 3}" ry="${r - 3}" transform="rotate(${r1(between(rng, -25, 25))} ${r1(cx)} ${cy})" fill="${fill}"/><circle cx="${r1(cx - 5)}" cy="${cy - 3}" r="1.8" fill="#6B4A2B" opacity="0.5"/>`
      : `<circle cx="${r1(cx)}" cy="${cy}" r="${r}" fill="${fill}"/><circle cx="${r1(cx - 4)}" cy="${cy - 5}" r="${r / 3}" fill="#FFFFFF" opacity="0.25"/>`;
  }).join('');

/** 粮油: a sack of grain open at the top, a bowl heaped with it and ripe ears beside them. */
const grain = (rng: Rng, p: Palette) => {
  const out = [stage(rng, p)];
  // pearl coix, red rice or buckwheat
  const [kernel, dark] = pick(rng, [
    ['#F3EBD8', '#D9CCAE'],
    ['#B5523E', '#8E3A2C'],
    ['#C9A25A', '#9C7A3A'],
  ] as const);
  const kernels = (cx: number, cy: number, rx: number, n: number) =>
    Array.from(
      { length: n },
      () =>
        `<ellipse cx="${r1(cx + between(rng, -rx, rx))}" cy="${r1(cy + between(rng, -rx * 0.2, rx * 0.2))}" rx="3.2" ry="2.2" fill="${dark}"/>`,
    ).join('');
  const sx = between(rng, 250, 330);
  out.push(
    shadow(sx, 420, 90),
    `<g transform="translate(${r1(sx)} 420)">`,
    '<path d="M-62,0 Q-76,-70 -50,-120 L50,-120 Q76,-70 62,0 Z" fill="#D9C08A"/>',
    '<path d="M-50,-120 Q-60,-136 -40,-140 L40,-140 Q60,-136 50,-120 Z" fill="#C7A96E"/>',
    `<ellipse cx="0" cy="-132" rx="42" ry="11" fill="${kernel}"/>`,
    kernels(0, -132, 34, 26),
    '<rect x="-46" y="-74" width="92" height="30" fill="#F6EEDB" opacity="0.9"/>',
    `<path d="M-32,-59 Q-16,-70 0,-59 Q16,-48 32,-59" stroke="${GREEN}" stroke-width="4" fill="none"/>`,
    '</g>',
  );
  const bx = between(rng, 470, 540);
  out.push(
    shadow(bx, 420, 80),
    `<g transform="translate(${r1(bx)} 380)">`,
    `<ellipse cx="0" cy="-6" rx="62" ry="22" fill="${kernel}"/>`,
    kernels(0, -8, 52, 40),
    '<path d="M-70,-4 L70,-4 Q64,36 0,40 Q-64,36 -70,-4 Z" fill="#2F6F47"/>',
    `<path d="M-70,-4 L70,-4" stroke="${GOLD}" stroke-width="4"/>`,
    '</g>',
  );
  // ripe ears leaning over the sack
  for (let i = 0; i < 3; i += 1) {
    const x = sx + 70 + i * 12;
    const lean = between(rng, 30, 60);
    const seeds = Array.from(
      { length: 7 },
      (_, k) =>
        `<ellipse cx="${r1(x + lean * (0.6 + k * 0.06))}" cy="${r1(300 + k * 9)}" rx="5" ry="3" fill="${GOLD}"/>`,
    ).join('');
    out.push(
      `<path d="M${r1(x)},420 Q${r1(x + 6)},330 ${r1(x + lean * 0.6)},296" stroke="#B08A3A" stroke-width="3" fill="none"/>`,
      seeds,
    );
  }
  return out.join('');
};

/** 蔬菜: a basket of potatoes at the edge of a field of leafy rows. */
const vegetable = (rng: Rng, p: Palette) => {
  const out = [karst(rng, p, 2, 235)];
  out.push(`<rect x="0" y="290" width="${W}" height="160" fill="#8A6A45"/>`);
  for (let row = 0; row < 5; row += 1) {
    const y = 300 + row * 26;
    const r = 9 + row * 3;
    for (let x = -10 + (row % 2) * 20; x < W + 20; x += 26 + row * 10)
      out.push(
        `<circle cx="${r1(x)}" cy="${y}" r="${r}" fill="${row % 2 ? '#4E9E4A' : '#5FB35A'}"/><circle cx="${r1(x - r / 3)}" cy="${y - r / 3}" r="${r1(r / 2.2)}" fill="#8ED07A"/>`,
      );
  }
  const skins = pick(rng, [
    ['#D7B46A', '#C9A25A', '#E2C27C'],
    ['#4A2E4F', '#5C3A60', '#3E2742'],
  ]);
  const bx = between(rng, 420, 600);
  out.push(shadow(bx, 440, 120), basket(bx, 386, 1, heap(rng, 15, skins, 'oval')));
  return out.join('');
};

/** A mushroom: a cap over a stem, at (x, y) on the ground. */
const mushroomAt = (x: number, y: number, s: number, cap: string) =>
  `<g transform="translate(${r1(x)} ${r1(y)}) scale(${r1(s)})"><path d="M-8,0 L-6,-34 L6,-34 L8,0 Z" fill="#F4EEDC"/>` +
  `<path d="M-30,-30 Q-28,-62 0,-64 Q28,-62 30,-30 Z" fill="${cap}"/><path d="M-18,-48 Q-8,-56 4,-56" stroke="#FFFFFF" stroke-width="3" opacity="0.35" fill="none"/></g>`;

/** 竹荪: a bamboo fungus, its white lace skirt hanging from a dark cap. */
const bambooFungus = (x: number, y: number, s: number) => {
  const net: string[] = [];
  for (let k = -3; k <= 3; k += 1)
    net.push(`M${k * 7},-60 L${k * 10},0`, `M${-26 + (k + 3) * 8},${-48 + Math.abs(k) * 2} l8,10`);
  return (
    `<g transform="translate(${r1(x)} ${r1(y)}) scale(${r1(s)})"><path d="M-6,0 L-5,-70 L5,-70 L6,0 Z" fill="#FBF8EE"/>` +
    `<path d="M-8,-62 Q-34,-30 -32,0 L32,0 Q34,-30 8,-62 Z" fill="#FFFFFF" opacity="0.6"/>` +
    `<path d="${net.join(' ')}" stroke="#E8E0C8" stroke-width="2" fill="none"/>` +
    '<path d="M-12,-64 Q-12,-88 0,-90 Q12,-88 12,-64 Z" fill="#5E5A3A"/></g>'
  );
};

/** 食用菌: bamboo fungus and mushrooms on the forest floor, pines behind. */
const mushroom = (rng: Rng, p: Palette) => {
  const out = [karst(rng, p, 2, 230)];
  const slope = ridge(rng, 330, 3, [10, 40], [160, 260]);
  out.push(fillUnder(slope, '#3F7A4E'));
  for (let i = 0; i < 12; i += 1) {
    const x = between(rng, 0, W);
    out.push(pine(x, slope(x) + between(rng, 0, 30), between(rng, 1.2, 1.8), i % 2 ? '#2F6F47' : '#24583A'));
  }
  out.push(fillUnder((x) => 392 + Math.sin(x / 50) * 5, '#6B5A3A'));
  const caps = ['#A0663A', '#8A5530', '#B9824E'];
  for (let i = 0; i < 4; i += 1) {
    const x = 150 + i * 160 + between(rng, -30, 30);
    out.push(mushroomAt(x, 430 - (i % 2) * 10, between(rng, 0.8, 1.2), pick(rng, caps)));
  }
  for (let i = 0; i < 3; i += 1) out.push(bambooFungus(230 + i * 160 + between(rng, -20, 20), 420, 1.1));
  return out.join('');
};

/** 中药材: herb slices drying on a round bamboo tray, with a few fresh sprigs. */
const herb = (rng: Rng, p: Palette) => {
  const out = [stage(rng, p)];
  const cx = between(rng, 360, 440);
  const slices = Array.from({ length: 34 }, () => {
    const a = between(rng, 0, Math.PI * 2);
    const d = Math.sqrt(rng()) * 0.9;
    const x = cx + Math.cos(a) * 150 * d;
    const y = 380 + Math.sin(a) * 34 * d;
    return `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="8" ry="4" fill="${pick(rng, ['#E9DDB8', '#D9C08A', '#C9A86A'])}" stroke="#A8864A" stroke-width="1"/>`;
  });
  out.push(
    shadow(cx, 424, 170),
    `<ellipse cx="${r1(cx)}" cy="386" rx="176" ry="44" fill="#B8874A"/><ellipse cx="${r1(cx)}" cy="380" rx="164" ry="38" fill="#D6AE6E"/>`,
    `<path d="M${r1(cx - 150)},380 L${r1(cx + 150)},380 M${r1(cx)},346 L${r1(cx)},414" stroke="#C29A5A" stroke-width="1.5" opacity="0.6"/>`,
    ...slices,
  );
  for (let i = 0; i < 2; i += 1) {
    const x = i === 0 ? cx - 230 : cx + 220;
    const leaves = Array.from({ length: 5 }, (_, k) => {
      const y = 420 - k * 22;
      const side = k % 2 ? 1 : -1;
      return `<ellipse cx="${r1(x + side * 14)}" cy="${y}" rx="16" ry="6" transform="rotate(${side * -30} ${r1(x + side * 14)} ${y})" fill="${k % 2 ? GREEN : '#3F9A5A'}"/>`;
    }).join('');
    out.push(`<path d="M${r1(x)},430 L${r1(x)},320" stroke="#4E7A3A" stroke-width="3"/>`, leaves);
  }
  return out.join('');
};

const chili = (x: number, y: number, angle: number, color: string) =>
  `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(angle)})"><path d="M0,-3 Q18,-8 34,4 Q16,2 0,5 Z" fill="${color}"/><path d="M0,1 L-7,-3" stroke="#3E7A2E" stroke-width="3" stroke-linecap="round"/></g>`;

/** 辣椒调味: a basket heaped with red chillies and strings of them drying under the eaves. */
const spice = (rng: Rng, p: Palette) => {
  const out = [stage(rng, p)];
  const reds = ['#C8302A', '#D9412F', '#B0261F'];
  for (let s = 0; s < 3; s += 1) {
    const x = 120 + s * 280 + between(rng, -20, 20);
    out.push(`<path d="M${r1(x)},150 L${r1(x)},330" stroke="#8A5A2F" stroke-width="2"/>`);
    for (let k = 0; k < 9; k += 1) out.push(chili(x, 160 + k * 19, k % 2 ? 70 : 110, pick(rng, reds)));
  }
  const fill = Array.from({ length: 30 }, (_, i) => {
    const row = Math.floor(i / 10);
    return chili(
      -86 + (i % 10) * 17 + between(rng, -4, 4),
      -row * 12 - 4,
      between(rng, -40, 40),
      pick(rng, reds),
    );
  }).join('');
  const bx = between(rng, 330, 470);
  out.push(shadow(bx, 440, 120), basket(bx, 386, 1, fill));
  return out.join('');
};

/** 加工食品: jars, a bottle and a stand-up pouch on a farmhouse table. */
const processed = (rng: Rng, p: Palette) => {
  const out = [stage(rng, p), table()];
  const contents = ['#E3A72B', '#C2336F', '#6B3E86', '#9C5A2B', '#D9542F', '#8FB34A'];
  const jar = (x: number, h: number, fill: string) =>
    `<rect x="${r1(x - 36)}" y="${r1(356 - h)}" width="72" height="${h}" rx="12" fill="${fill}"/>` +
    `<rect x="${r1(x - 36)}" y="${r1(356 - h)}" width="72" height="${h}" rx="12" fill="#FFFFFF" opacity="0.18"/>` +
    `<rect x="${r1(x - 30)}" y="${r1(356 - h - 16)}" width="60" height="18" rx="4" fill="${GREEN}"/>` +
    `<rect x="${r1(x - 36)}" y="${r1(356 - h * 0.62)}" width="72" height="${r1(h * 0.3)}" fill="#FBF5E6"/>` +
    `<circle cx="${r1(x)}" cy="${r1(356 - h * 0.47)}" r="${r1(h * 0.1)}" fill="${GOLD}"/>`;
  const bottle = (x: number, fill: string) =>
    `<path d="M${x - 26},356 L${x - 26},250 Q${x - 26},226 ${x - 8},214 L${x - 8},186 L${x + 8},186 L${x + 8},214 Q${x + 26},226 ${x + 26},250 L${x + 26},356 Z" fill="${fill}"/>` +
    `<rect x="${x - 9}" y="176" width="18" height="12" fill="${GREEN}"/><rect x="${x - 26}" y="282" width="52" height="40" fill="#FBF5E6"/>` +
    `<path d="M${x - 12},302 Q${x},290 ${x + 12},302" stroke="${GREEN}" stroke-width="3" fill="none"/>`;
  const pouch = (x: number) =>
    `<path d="M${x - 44},356 L${x - 38},236 L${x + 38},236 L${x + 44},356 Z" fill="#F3EBD8"/><rect x="${x - 38}" y="236" width="76" height="10" fill="${GOLD}"/>` +
    `<rect x="${x - 24}" y="270" width="48" height="40" rx="6" fill="${pick(rng, contents)}" opacity="0.85"/>`;
  const order = rng() < 0.5;
  out.push(
    shadow(400, 358, 300),
    jar(order ? 200 : 560, 96, pick(rng, contents)),
    bottle(order ? 330 : 430, pick(rng, contents)),
    jar(order ? 440 : 320, 70, pick(rng, contents)),
    pouch(order ? 580 : 190),
  );
  return out.join('');
};

/** 民族工艺品: a Miao embroidered cloth and a batik hanging on a line, a silver ornament beside. */
const craft = (rng: Rng, p: Palette) => {
  const out = [village(rng, p)];
  out.push('<path d="M60,150 L740,160" stroke="#6B4A2B" stroke-width="4"/>');
  const cloth = (x: number, w: number, ground: string, thread: string) => {
    const diamonds: string[] = [];
    for (let row = 0; row < 4; row += 1)
      for (let k = 0; k < Math.floor(w / 40); k += 1) {
        const cx = x + 20 + k * 40 + (row % 2) * 20;
        if (cx > x + w - 14) continue;
        const cy = 190 + row * 40;
        diamonds.push(
          `<path d="M${cx},${cy - 14} L${cx + 14},${cy} L${cx},${cy + 14} L${cx - 14},${cy} Z" fill="none" stroke="${thread}" stroke-width="3"/><circle cx="${cx}" cy="${cy}" r="3" fill="${GOLD}"/>`,
        );
      }
    return `<rect x="${x}" y="155" width="${w}" height="175" fill="${ground}"/><rect x="${x}" y="310" width="${w}" height="20" fill="${thread}"/>${diamonds.join('')}`;
  };
  out.push(
    cloth(110, 250, '#1F2F5C', '#D9412F'),
    cloth(420, 270, pick(rng, ['#2A3E73', '#3A2A4F']), pick(rng, ['#E3A72B', '#3F9A5A'])),
  );
  return out.join('');
};

const fish = (x: number, y: number, s: number, color: string, flip: boolean) =>
  `<g transform="translate(${r1(x)} ${r1(y)}) scale(${flip ? -s : s} ${s})"><path d="M-30,0 Q-6,-18 22,0 Q-6,18 -30,0 Z" fill="${color}"/>` +
  `<path d="M-28,0 L-44,-12 L-40,0 L-44,12 Z" fill="${color}"/><circle cx="12" cy="-3" r="2.5" fill="#2B2B2B"/></g>`;

/** 水产: carp in a paddy-field pond beneath a wind-and-rain bridge. */
const aquatic = (rng: Rng, p: Palette, id: string) => {
  const out = [river(rng, p, id)];
  for (let i = 0; i < 5; i += 1)
    out.push(
      fish(
        between(rng, 260, 560),
        between(rng, 330, 420),
        between(rng, 0.9, 1.4),
        pick(rng, ['#E0803A', '#D9542F', '#F2F0E6']),
        rng() < 0.5,
      ),
    );
  return out.join('');
};

/* services */

const wheel = (x: number, y: number, r: number) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="#263029"/><circle cx="${x}" cy="${y}" r="${r1(r * 0.5)}" fill="${GOLD}"/><circle cx="${x}" cy="${y}" r="${r1(r * 0.18)}" fill="#263029"/>`;

const tractor = (x: number, y: number, s: number, flip: boolean) =>
  `<g transform="translate(${r1(x)} ${r1(y)}) scale(${flip ? -s : s} ${s})">` +
  `<rect x="-20" y="-70" width="96" height="38" rx="6" fill="${GREEN}"/><rect x="60" y="-92" width="7" height="24" fill="#3A3F3C"/>` +
  `<path d="M-62,-36 L-62,-112 L-14,-112 L-6,-36 Z" fill="none" stroke="#2F3A36" stroke-width="6"/><rect x="-66" y="-118" width="58" height="8" fill="${GREEN}"/>` +
  `<path d="M-56,-104 L-18,-104 L-12,-44 L-56,-44 Z" fill="#CDE8F0" opacity="0.8"/>` +
  `<rect x="-70" y="-40" width="150" height="14" fill="#1B5E3A"/>${wheel(-40, -10, 40)}${wheel(58, 0, 26)}</g>`;

const drone = (x: number, y: number) =>
  `<g transform="translate(${r1(x)} ${r1(y)})"><path d="M-70,0 L70,0 M0,-10 L0,10" stroke="#3A3F3C" stroke-width="5"/>` +
  '<ellipse cx="-70" cy="-6" rx="30" ry="4" fill="#9AA5A0" opacity="0.8"/><ellipse cx="70" cy="-6" rx="30" ry="4" fill="#9AA5A0" opacity="0.8"/>' +
  `<rect x="-22" y="-10" width="44" height="22" rx="8" fill="#F7F9F6" stroke="${GREEN}" stroke-width="3"/>` +
  '<path d="M-40,18 L-60,90 M-14,18 L-20,90 M14,18 L20,90 M40,18 L60,90" stroke="#FFFFFF" stroke-width="4" opacity="0.5"/></g>';

/** 农机作业: a tractor working a field, a spraying drone above. */
const machinery = (rng: Rng, p: Palette) => {
  const out = [karst(rng, p, 2, 235)];
  out.push(`<rect x="0" y="290" width="${W}" height="160" fill="#A8844E"/>`);
  for (let k = 0; k < 10; k += 1)
    out.push(
      `<path d="M${400 + (k * 110 - 600) * 0.2},292 L${k * 110 - 200},${H}" stroke="#8A6A3A" stroke-width="6"/>`,
    );
  out.push(`<rect x="0" y="286" width="${W}" height="8" fill="${p.near}"/>`);
  const flip = rng() < 0.5;
  out.push(shadow(400, 428, 130), tractor(400 + between(rng, -80, 80), 420, 1.2, flip));
  out.push(drone(between(rng, 130, 250) + (flip ? 420 : 0), between(rng, 150, 190)));
  return out.join('');
};

/** 仓储冷链: a cold store with its loading bays and pallets of crates at the dock. */
const storage = (rng: Rng, p: Palette) => {
  const out = [stage(rng, p)];
  const x0 = between(rng, 100, 160);
  const w = 560;
  const doors: string[] = [];
  for (let k = 0; k < 4; k += 1) {
    const dx = x0 + 40 + k * 130;
    const lines = Array.from({ length: 6 }, (_, i) => `M${r1(dx)},${r1(292 + i * 12)} l80,0`).join(' ');
    doors.push(
      `<rect x="${r1(dx)}" y="286" width="80" height="80" fill="#C9D3CE"/><path d="${lines}" stroke="#AEB9B3" stroke-width="2"/>`,
    );
  }
  const flake = (cx: number, cy: number) =>
    `<g stroke="#5AA9D6" stroke-width="5" stroke-linecap="round"><path d="M${r1(cx)},${cy - 20} L${r1(cx)},${cy + 20}"/><path d="M${r1(cx - 17)},${cy - 10} L${r1(cx + 17)},${cy + 10}"/><path d="M${r1(cx - 17)},${cy + 10} L${r1(cx + 17)},${cy - 10}"/></g>`;
  out.push(
    `<rect x="${r1(x0)}" y="210" width="${w}" height="160" fill="#F3F6F4"/><path d="M${r1(x0 - 16)},214 L${r1(x0 + w / 2)},178 L${r1(x0 + w + 16)},214 Z" fill="#5E7D6E"/>`,
    `<rect x="${r1(x0)}" y="230" width="${w}" height="10" fill="${GREEN}"/>`,
    flake(x0 + w / 2, 256),
    ...doors,
    `<rect x="${r1(x0 - 10)}" y="366" width="${w + 20}" height="26" fill="#B9C6BE"/>`,
  );
  for (let i = 0; i < 3; i += 1) {
    const cx = x0 + 60 + i * 200 + between(rng, -20, 20);
    out.push(
      `<rect x="${r1(cx - 40)}" y="414" width="80" height="8" fill="#A8733F"/>`,
      `<rect x="${r1(cx - 38)}" y="384" width="36" height="30" fill="#C8924F" stroke="#A8733F"/><rect x="${r1(cx + 2)}" y="384" width="36" height="30" fill="#C8924F" stroke="#A8733F"/><rect x="${r1(cx - 18)}" y="354" width="36" height="30" fill="#D9A05A" stroke="#A8733F"/>`,
    );
  }
  return out.join('');
};

/** 农产品加工: a workshop with a saw-tooth roof, boxes riding a conveyor in front of it. */
const processing = (rng: Rng, p: Palette) => {
  const out = [stage(rng, p)];
  const teeth: string[] = [];
  for (let k = 0; k < 5; k += 1) teeth.push(`L${140 + k * 104},170 L${244 + k * 104},200`);
  out.push(
    `<path d="M140,330 L140,200 ${teeth.join(' ')} L660,330 Z" fill="#EEF2EF"/>`,
    `<rect x="140" y="236" width="520" height="10" fill="${GREEN}"/>`,
    ...Array.from(
      { length: 6 },
      (_, k) => `<rect x="${170 + k * 82}" y="262" width="50" height="40" fill="#CDE8F0"/>`,
    ),
    `<rect x="${r1(between(rng, 560, 600))}" y="120" width="22" height="90" fill="#9AA5A0"/>`,
  );
  const rollers = Array.from(
    { length: 14 },
    (_, k) => `<circle cx="${90 + k * 48}" cy="382" r="8" fill="#3A3F3C"/>`,
  ).join('');
  const boxes = Array.from({ length: 5 }, (_, k) => {
    const x = 110 + k * 130 + between(rng, -16, 16);
    return `<rect x="${r1(x)}" y="326" width="70" height="48" fill="#C8924F"/><rect x="${r1(x)}" y="344" width="70" height="8" fill="${GOLD}"/><path d="M${r1(x + 35)},326 l0,48" stroke="#A8733F" stroke-width="2"/>`;
  }).join('');
  out.push(
    '<rect x="70" y="374" width="660" height="16" rx="8" fill="#6F7B74"/>',
    rollers,
    boxes,
    '<rect x="120" y="390" width="10" height="50" fill="#3A3F3C"/><rect x="670" y="390" width="10" height="50" fill="#3A3F3C"/>',
  );
  return out.join('');
};

/** A person seen from behind, seated or standing, at (x, y) = the top of the head. */
const person = (x: number, y: number, s: number, shirt: string) =>
  `<g transform="translate(${r1(x)} ${r1(y)}) scale(${r1(s)})"><path d="M-22,58 Q-22,16 0,14 Q22,16 22,58 Z" fill="${shirt}"/><circle cx="0" cy="0" r="13" fill="#2E2620"/></g>`;

/** 技术培训: a class outdoors, farmers facing a board with a plant drawn on it and the teacher beside it. */
const training = (rng: Rng, p: Palette) => {
  const out = [stage(rng, p)];
  const bx = between(rng, 260, 340);
  out.push(
    `<path d="M${r1(bx + 30)},330 L${r1(bx + 10)},400 M${r1(bx + 230)},330 L${r1(bx + 250)},400" stroke="#6B4A2B" stroke-width="8"/>`,
    `<rect x="${r1(bx)}" y="200" width="260" height="140" rx="6" fill="#6B4A2B"/><rect x="${r1(bx + 10)}" y="210" width="240" height="120" fill="#2F5A44"/>`,
    // a seedling and its roots drawn in chalk
    `<g stroke="#F4F1E6" stroke-width="3" fill="none" stroke-linecap="round"><path d="M${r1(bx + 80)},310 L${r1(bx + 80)},250"/><path d="M${r1(bx + 80)},270 Q${r1(bx + 56)},250 ${r1(bx + 50)},236 Q${r1(bx + 72)},242 ${r1(bx + 80)},262"/><path d="M${r1(bx + 80)},262 Q${r1(bx + 104)},240 ${r1(bx + 114)},232 Q${r1(bx + 104)},256 ${r1(bx + 80)},270"/><path d="M${r1(bx + 60)},310 L${r1(bx + 100)},310"/><path d="M${r1(bx + 140)},240 L${r1(bx + 220)},240 M${r1(bx + 140)},264 L${r1(bx + 205)},264 M${r1(bx + 140)},288 L${r1(bx + 215)},288"/></g>`,
    person(bx + 300, 250, 1.15, GREEN),
  );
  const shirts = ['#3F6FA8', '#C8402F', GOLD, '#6B3E86', '#2F8456', '#8A5A33'];
  for (let row = 0; row < 2; row += 1)
    for (let k = 0; k < 6 - row; k += 1)
      out.push(
        person(
          110 + row * 50 + k * 120 + between(rng, -8, 8),
          370 + row * 36,
          1 + row * 0.15,
          pick(rng, shirts),
        ),
      );
  return out.join('');
};

const coin = (x: number, y: number) =>
  `<ellipse cx="${r1(x)}" cy="${r1(y + 6)}" rx="34" ry="11" fill="#B67B12"/><ellipse cx="${r1(x)}" cy="${r1(y)}" rx="34" ry="11" fill="${GOLD}"/><ellipse cx="${r1(x)}" cy="${r1(y)}" rx="22" ry="6" fill="none" stroke="#F0CC63" stroke-width="2"/>`;

/** 金融保险: a shield of cover over the fields and stacks of coins before it. */
const finance = (rng: Rng, p: Palette) => {
  const out = [terraces(rng, p)];
  const sx = between(rng, 250, 330);
  out.push(
    `<path d="M${r1(sx)},150 L${r1(sx + 90)},180 L${r1(sx + 90)},260 Q${r1(sx + 90)},330 ${r1(sx)},370 Q${r1(sx - 90)},330 ${r1(sx - 90)},260 L${r1(sx - 90)},180 Z" fill="${GREEN}" stroke="#FFFFFF" stroke-width="8"/>`,
    `<path d="M${r1(sx - 40)},258 L${r1(sx - 8)},290 L${r1(sx + 46)},228" stroke="${GOLD}" stroke-width="16" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
  for (let s = 0; s < 3; s += 1) {
    const x = sx + 170 + s * 84;
    const n = 3 + Math.floor(rng() * 4) + s;
    out.push(shadow(x, 430, 50));
    for (let k = 0; k < n; k += 1) out.push(coin(x, 420 - k * 12));
  }
  return out.join('');
};

/** 电商运营: a phone showing a shop with a product, a buy button and likes, parcels ready to ship beside it. */
const ecommerce = (rng: Rng, p: Palette) => {
  const out = [stage(rng, p)];
  const px = between(rng, 250, 320);
  const goods = pick(rng, [KIWI, DRAGON_FRUIT, ROXBURGH_ROSE, CITRUS, PASSION_FRUIT]);
  out.push(
    shadow(px, 436, 110),
    `<rect x="${r1(px - 90)}" y="110" width="180" height="320" rx="24" fill="#263029"/><rect x="${r1(px - 78)}" y="136" width="156" height="270" rx="8" fill="#FFFFFF"/>`,
    `<rect x="${r1(px - 78)}" y="136" width="156" height="34" fill="${GREEN}"/><circle cx="${r1(px)}" cy="122" r="4" fill="#5A6560"/>`,
    `<rect x="${r1(px - 66)}" y="182" width="132" height="110" rx="6" fill="#EAF6EF"/>`,
    `<circle cx="${r1(px - 20)}" cy="242" r="26" fill="${goods.fruit}"/><circle cx="${r1(px + 22)}" cy="248" r="22" fill="${goods.fruit}"/><circle cx="${r1(px - 26)}" cy="234" r="8" fill="${goods.inner}"/>`,
    `<rect x="${r1(px - 66)}" y="304" width="90" height="10" rx="5" fill="#C9D3CE"/><rect x="${r1(px - 66)}" y="322" width="60" height="10" rx="5" fill="#E0E6E2"/>`,
    `<rect x="${r1(px - 66)}" y="350" width="132" height="36" rx="18" fill="${GOLD}"/><path d="M${r1(px - 10)},360 l6,0 l6,12 l14,0 l4,-9" stroke="#FFFFFF" stroke-width="3" fill="none"/>`,
    `<path d="M${r1(px + 110)},200 c-10,-14 -30,-4 -20,12 l20,18 l20,-18 c10,-16 -10,-26 -20,-12 Z" fill="#E25A5A"/>`,
    `<path d="M${r1(px + 140)},150 c-7,-10 -21,-3 -14,8 l14,13 l14,-13 c7,-11 -7,-18 -14,-8 Z" fill="#E25A5A" opacity="0.7"/>`,
  );
  const parcel = (x: number, y: number, w: number, h: number) =>
    `<rect x="${r1(x)}" y="${r1(y)}" width="${w}" height="${h}" fill="#C8924F"/><rect x="${r1(x + w / 2 - 6)}" y="${r1(y)}" width="12" height="${h}" fill="#E9D3A8"/><rect x="${r1(x + 8)}" y="${r1(y + h - 24)}" width="30" height="16" fill="#FFFFFF"/>`;
  const cx = px + 180;
  out.push(
    shadow(cx + 100, 436, 130),
    parcel(cx, 356, 100, 76),
    parcel(cx + 104, 340, 110, 92),
    parcel(cx + 40, 280, 96, 76),
  );
  return out.join('');
};

/** 品牌设计: gift boxes tied with ribbons on a table, with a hang tag. */
const branding = (rng: Rng, p: Palette) => {
  const out = [stage(rng, p), table()];
  const gift = (x: number, w: number, h: number, box: string, ribbon: string) =>
    `<rect x="${r1(x)}" y="${356 - h}" width="${w}" height="${h}" fill="${box}"/><rect x="${r1(x - 6)}" y="${356 - h - 14}" width="${w + 12}" height="18" fill="${box}"/>` +
    `<rect x="${r1(x - 6)}" y="${356 - h - 14}" width="${w + 12}" height="18" fill="#000000" opacity="0.1"/>` +
    `<rect x="${r1(x + w / 2 - 7)}" y="${356 - h - 14}" width="14" height="${h + 14}" fill="${ribbon}"/>` +
    `<path d="M${r1(x + w / 2)},${356 - h - 14} q-30,-26 -34,-4 q4,14 34,4 q30,-26 34,-4 q-4,14 -34,4 Z" fill="${ribbon}"/>`;
  const boxes = ['#1F7A4C', '#B8322A', '#2A3E73', '#6B3E86'];
  const a = pick(rng, boxes);
  const b = pick(
    rng,
    boxes.filter((c) => c !== a),
  );
  out.push(
    shadow(400, 358, 280),
    gift(150, 180, 120, a, GOLD),
    gift(360, 130, 170, '#F3EBD8', GREEN),
    gift(520, 150, 90, b, GOLD),
    `<path d="M${r1(520 + 75)},252 L640,300" stroke="#8A5A2F" stroke-width="2"/><path d="M632,296 L672,296 L682,330 L642,340 Z" fill="#FBF5E6" stroke="#C9A86A"/><circle cx="644" cy="304" r="4" fill="#8A5A2F"/>`,
  );
  return out.join('');
};

/** 检测认证: a lab bench with a flask, a rack of test tubes and a leaf under a magnifying glass. */
const testing = (rng: Rng, p: Palette) => {
  const out = [greenhouse(rng, p)];
  out.push(
    '<rect x="40" y="350" width="720" height="22" rx="3" fill="#F3F6F4"/><rect x="40" y="372" width="720" height="78" fill="#DCE4DF"/>',
  );
  const liquid = pick(rng, ['#5FB35A', '#5AA9D6', '#E3A72B']);
  const fx = between(rng, 160, 220);
  out.push(
    `<path d="M${r1(fx - 16)},200 L${r1(fx - 16)},260 L${r1(fx - 70)},346 Q${r1(fx - 74)},352 ${r1(fx - 66)},352 L${r1(fx + 66)},352 Q${r1(fx + 74)},352 ${r1(fx + 70)},346 L${r1(fx + 16)},260 L${r1(fx + 16)},200 Z" fill="#EAF6F8" opacity="0.9" stroke="#9FB9C2" stroke-width="3"/>`,
    `<path d="M${r1(fx - 44)},305 L${r1(fx + 44)},305 L${r1(fx + 66)},346 L${r1(fx - 66)},346 Z" fill="${liquid}" opacity="0.85"/>`,
  );
  const rx = fx + 140;
  const tubes = Array.from({ length: 5 }, (_, k) => {
    const x = rx + 16 + k * 34;
    const color = pick(rng, ['#5FB35A', '#5AA9D6', '#E3A72B', '#C2336F']);
    return `<rect x="${x}" y="230" width="18" height="110" rx="9" fill="#F4FAFB" stroke="#9FB9C2" stroke-width="2"/><rect x="${x + 2}" y="${r1(between(rng, 280, 300))}" width="14" height="${r1(between(rng, 30, 48))}" rx="7" fill="${color}"/>`;
  }).join('');
  out.push(
    tubes,
    `<rect x="${rx}" y="300" width="186" height="14" fill="#8A5A2F"/><rect x="${rx}" y="336" width="186" height="14" fill="#8A5A2F"/>`,
  );
  const mx = rx + 300;
  out.push(
    `<path d="M${mx - 50},340 Q${mx - 60},300 ${mx},290 Q${mx + 40},300 ${mx + 50},340 Q${mx},350 ${mx - 50},340 Z" fill="#3F9A5A"/><path d="M${mx - 40},336 Q${mx},320 ${mx + 40},310" stroke="#2F6F47" stroke-width="3" fill="none"/>`,
    `<circle cx="${mx + 10}" cy="300" r="46" fill="#CDE8F0" opacity="0.45" stroke="#3A3F3C" stroke-width="9"/><path d="M${mx + 42},334 L${mx + 86},380" stroke="#3A3F3C" stroke-width="14" stroke-linecap="round"/>`,
  );
  return out.join('');
};

/** 数字化服务: a screen of charts and a map pin, a field sensor with its solar panel sending beside it. */
const digital = (rng: Rng, p: Palette) => {
  const out = [tea(rng, p, `d${Math.floor(rng() * 1e6)}`)];
  const sx = between(rng, 300, 360);
  const bars = Array.from({ length: 5 }, (_, k) => {
    const h = between(rng, 30, 100);
    return `<rect x="${r1(sx - 150 + k * 34)}" y="${r1(320 - h)}" width="22" height="${r1(h)}" fill="${k % 2 ? GOLD : '#5FB35A'}"/>`;
  }).join('');
  const line = Array.from(
    { length: 6 },
    (_, k) => `${r1(sx + 30 + k * 24)},${r1(between(rng, 220, 300))}`,
  ).join(' L');
  out.push(
    shadow(sx, 432, 120),
    `<rect x="${r1(sx - 16)}" y="350" width="32" height="60" fill="#5A6560"/><rect x="${r1(sx - 80)}" y="404" width="160" height="14" rx="6" fill="#5A6560"/>`,
    `<rect x="${r1(sx - 180)}" y="150" width="360" height="210" rx="12" fill="#263029"/><rect x="${r1(sx - 168)}" y="162" width="336" height="186" rx="4" fill="#1F3A2B"/>`,
    bars,
    `<path d="M${line}" stroke="#7FD1E8" stroke-width="4" fill="none"/>`,
    `<path d="M${r1(sx + 120)},216 c-18,0 -26,26 0,52 c26,-26 18,-52 0,-52 Z" fill="#E25A5A"/><circle cx="${r1(sx + 120)}" cy="234" r="7" fill="#FFFFFF"/>`,
  );
  const px = sx + 290;
  out.push(
    `<rect x="${r1(px - 4)}" y="220" width="8" height="210" fill="#9AA5A0"/><path d="M${r1(px - 46)},232 L${r1(px + 40)},212 L${r1(px + 46)},240 L${r1(px - 40)},260 Z" fill="#2A3E73" stroke="#D9E2DC" stroke-width="3"/>`,
    `<rect x="${r1(px - 20)}" y="300" width="40" height="44" rx="4" fill="#F3F6F4" stroke="${GREEN}" stroke-width="3"/>`,
    ...[24, 44, 64].map(
      (r) =>
        `<path d="M${r1(px - r * 0.7)},${r1(190 - r * 0.7)} A${r} ${r} 0 0 1 ${r1(px + r * 0.7)},${r1(190 - r * 0.7)}" stroke="#FFFFFF" stroke-width="5" fill="none" stroke-linecap="round"/>`,
    ),
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
  walnut: (rng, p) => fruit(rng, p, WALNUT),
  watermelon: (rng, p) => fruit(rng, p, WATERMELON),
  grain,
  vegetable,
  mushroom,
  herb,
  spice,
  processed,
  craft,
  aquatic,
  machinery,
  storage,
  processing,
  training,
  finance,
  ecommerce,
  branding,
  testing,
  digital,
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
