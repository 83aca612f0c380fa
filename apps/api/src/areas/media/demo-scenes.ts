import {
  type Draw,
  esc,
  FONT,
  f,
  fitText,
  generator,
  gradient,
  type Rgb,
  rgb,
  SERIF,
  shade,
  shrub,
} from './demo-scene-parts';

export { seedOf } from './demo-scene-parts';

/**
 * The demo photos' pictures: flat illustrations of a business as SVG (a storefront with its
 * awning and sign, a plate of food, the dining room, the team, a shelf of products, the menu,
 * the logo), drawn in proportions of the picture's width and height so a thumbnail shows the
 * same scene as the full photo. Deterministic: the photo's seed picks the variations (dish,
 * number of tables and people, colours), its colour is the accent (awning, napkin, aprons).
 */
export type DemoScene = {
  /** The photo's category code (FOOD_AND_DRINK, INTERIOR, EXTERIOR, COVER, …); null: any. */
  category: string | null;
  /** The name on the sign and the menu: the location's public name. */
  title: string;
  /** Picks the variations; the same for a photo's full size and its thumbnail. */
  seed: number;
};

function storefront({ w, h, accent, title, rnd }: Draw): string {
  const ground = h * 0.84;
  const fx = w * 0.08;
  const fw = w * 0.84;
  const top = h * 0.12;
  const wall: Rgb = rnd() < 0.5 ? [176, 92, 64] : [214, 200, 176];
  const signY = top + h * 0.06;
  const signH = h * 0.13;
  const awnY = signY + signH + h * 0.02;
  const awnH = h * 0.11;
  const stripes = 10;
  const sw = fw / stripes;
  const out = [
    `<defs>${gradient('sky', '#8ec5ec', '#e3f1fb')}${gradient('glass', '#ffe3a3', '#f2a950')}</defs>`,
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>`,
    `<rect x="${f(fx - w * 0.02)}" y="${f(top - h * 0.03)}" width="${f(fw + w * 0.04)}" height="${f(h * 0.04)}" fill="${shade(wall, -0.35)}"/>`,
    `<rect x="${f(fx)}" y="${f(top)}" width="${f(fw)}" height="${f(ground - top)}" fill="${rgb(wall)}"/>`,
    `<rect x="${f(fx + fw * 0.1)}" y="${f(signY)}" width="${f(fw * 0.8)}" height="${f(signH)}" rx="${f(h * 0.015)}" fill="${shade(accent, -0.45)}"/>`,
    fitText(w / 2, signY + signH / 2, title, signH * 0.45, fw * 0.74, `${SERIF} fill="#fff7e6"`),
  ];
  // Scalloped awning in the accent colour and white.
  for (let i = 0; i < stripes; i++) {
    const x = fx + i * sw;
    out.push(
      `<path d="M${f(x)} ${f(awnY)}h${f(sw)}v${f(awnH)}a${f(sw / 2)} ${f(sw / 2)} 0 0 1 ${f(-sw)} 0z" fill="${i % 2 ? '#fbfbf7' : rgb(accent)}"/>`,
    );
  }
  // Two windows with warm light, tables and a lamp inside; the door between them.
  const winY = awnY + awnH + h * 0.08;
  const winH = ground - winY - h * 0.06;
  const doorW = fw * 0.16;
  const winW = (fw - doorW - fw * 0.2) / 2;
  for (const wx of [fx + fw * 0.06, fx + fw * 0.94 - winW]) {
    out.push(
      `<rect x="${f(wx - 6)}" y="${f(winY - 6)}" width="${f(winW + 12)}" height="${f(winH + 12)}" fill="${shade(wall, -0.5)}"/>`,
      `<rect x="${f(wx)}" y="${f(winY)}" width="${f(winW)}" height="${f(winH)}" fill="url(#glass)"/>`,
    );
    for (let t = 0; t < 2; t++) {
      const tx = wx + winW * (0.28 + 0.44 * t);
      const ty = winY + winH * 0.72;
      out.push(
        `<rect x="${f(tx - winW * 0.12)}" y="${f(ty)}" width="${f(winW * 0.24)}" height="${f(winH * 0.05)}" fill="#7a4b2a"/>`,
        `<rect x="${f(tx - winW * 0.015)}" y="${f(ty)}" width="${f(winW * 0.03)}" height="${f(winH * 0.28)}" fill="#7a4b2a"/>`,
        `<line x1="${f(tx)}" y1="${f(winY)}" x2="${f(tx)}" y2="${f(winY + winH * 0.25)}" stroke="#5b3a1e" stroke-width="2"/>`,
        `<path d="M${f(tx - winW * 0.07)} ${f(winY + winH * 0.32)}a${f(winW * 0.07)} ${f(winW * 0.07)} 0 0 1 ${f(winW * 0.14)} 0z" fill="${shade(accent, -0.2)}"/>`,
      );
    }
    out.push(
      `<line x1="${f(wx + winW / 2)}" y1="${f(winY)}" x2="${f(wx + winW / 2)}" y2="${f(winY + winH)}" stroke="${shade(wall, -0.5)}" stroke-width="${f(w * 0.006)}"/>`,
    );
  }
  const dx = w / 2 - doorW / 2;
  const dy = winY - h * 0.02;
  out.push(
    `<rect x="${f(dx)}" y="${f(dy)}" width="${f(doorW)}" height="${f(ground - dy)}" fill="${shade(accent, -0.55)}"/>`,
    `<rect x="${f(dx + doorW * 0.15)}" y="${f(dy + (ground - dy) * 0.08)}" width="${f(doorW * 0.7)}" height="${f((ground - dy) * 0.45)}" fill="url(#glass)" opacity="0.85"/>`,
    `<circle cx="${f(dx + doorW * 0.82)}" cy="${f(dy + (ground - dy) * 0.6)}" r="${f(doorW * 0.045)}" fill="#e9c46a"/>`,
    `<rect y="${f(ground)}" width="${w}" height="${f(h - ground)}" fill="#b9b4ab"/>`,
    `<rect y="${f(ground)}" width="${w}" height="${f(h * 0.012)}" fill="#8f8a82"/>`,
  );
  for (const px of [fx + fw * 0.02, fx + fw * 0.98 - w * 0.07]) {
    out.push(
      `<path d="M${f(px)} ${f(ground - h * 0.07)}h${f(w * 0.07)}l${f(-w * 0.01)} ${f(h * 0.07)}h${f(-w * 0.05)}z" fill="#5d4037"/>`,
      shrub(px + w * 0.035, ground - h * 0.09, w * 0.04, rnd),
    );
  }
  return out.join('');
}

const DISHES: ((cx: number, cy: number, r: number, rnd: () => number) => string)[] = [
  // A salad: leaves, tomatoes, a few slices of egg.
  (cx, cy, r, rnd) => {
    const out: string[] = [];
    for (let i = 0; i < 14; i++) {
      const a = rnd() * Math.PI * 2;
      const d = rnd() * r * 0.55;
      out.push(
        `<ellipse cx="${f(cx + Math.cos(a) * d)}" cy="${f(cy + Math.sin(a) * d)}" rx="${f(r * 0.22)}" ry="${f(r * 0.11)}" transform="rotate(${f((a * 180) / Math.PI)} ${f(cx + Math.cos(a) * d)} ${f(cy + Math.sin(a) * d)})" fill="${['#4caf50', '#6abf4b', '#2e7d32'][i % 3]}"/>`,
      );
    }
    for (let i = 0; i < 5; i++) {
      const a = (i / 5) * Math.PI * 2 + rnd();
      out.push(
        `<circle cx="${f(cx + Math.cos(a) * r * 0.42)}" cy="${f(cy + Math.sin(a) * r * 0.42)}" r="${f(r * 0.1)}" fill="#e53935"/>`,
        `<circle cx="${f(cx + Math.cos(a + 0.6) * r * 0.22)}" cy="${f(cy + Math.sin(a + 0.6) * r * 0.22)}" r="${f(r * 0.08)}" fill="#fff8e1"/><circle cx="${f(cx + Math.cos(a + 0.6) * r * 0.22)}" cy="${f(cy + Math.sin(a + 0.6) * r * 0.22)}" r="${f(r * 0.04)}" fill="#fbc02d"/>`,
      );
    }
    return out.join('');
  },
  // Pasta with basil.
  (cx, cy, r, rnd) => {
    const out = [`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.62)}" fill="#f3c96b"/>`];
    for (let i = 0; i < 18; i++) {
      const a = rnd() * Math.PI * 2;
      const d = rnd() * r * 0.45;
      const x = cx + Math.cos(a) * d;
      const y = cy + Math.sin(a) * d;
      out.push(
        `<path d="M${f(x - r * 0.2)} ${f(y)}q${f(r * 0.1)} ${f(-r * 0.15)} ${f(r * 0.2)} 0t${f(r * 0.2)} 0" fill="none" stroke="#e0a93b" stroke-width="${f(r * 0.035)}" stroke-linecap="round"/>`,
      );
    }
    out.push(
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.2)}" fill="#c62828" opacity="0.85"/>`,
      `<ellipse cx="${f(cx + r * 0.12)}" cy="${f(cy - r * 0.1)}" rx="${f(r * 0.12)}" ry="${f(r * 0.06)}" fill="#2e7d32"/>`,
      `<ellipse cx="${f(cx - r * 0.1)}" cy="${f(cy - r * 0.14)}" rx="${f(r * 0.1)}" ry="${f(r * 0.05)}" fill="#388e3c"/>`,
    );
    return out.join('');
  },
  // A soup with a swirl of cream and herbs.
  (cx, cy, r, rnd) => {
    const out = [
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.66)}" fill="#d35400"/>`,
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.6)}" fill="#e67e22"/>`,
      `<path d="M${f(cx)} ${f(cy)}m${f(-r * 0.3)} 0a${f(r * 0.3)} ${f(r * 0.3)} 0 1 1 ${f(r * 0.3)} ${f(r * 0.3)}a${f(r * 0.15)} ${f(r * 0.15)} 0 1 1 0 ${f(-r * 0.3)}" fill="none" stroke="#fdf2e0" stroke-width="${f(r * 0.05)}" stroke-linecap="round"/>`,
    ];
    for (let i = 0; i < 9; i++) {
      const a = rnd() * Math.PI * 2;
      const d = r * (0.15 + rnd() * 0.35);
      out.push(
        `<circle cx="${f(cx + Math.cos(a) * d)}" cy="${f(cy + Math.sin(a) * d)}" r="${f(r * 0.03)}" fill="#2e7d32"/>`,
      );
    }
    return out.join('');
  },
];

function food({ w, h, accent, rnd }: Draw): string {
  const r = Math.min(w, h) * 0.36;
  const cx = w * (0.46 + rnd() * 0.08);
  const cy = h * 0.52;
  const planks = Array.from({ length: 7 }, (_, i) => {
    const y = (i * h) / 6;
    return `<line x1="0" y1="${f(y)}" x2="${w}" y2="${f(y + h * 0.02)}" stroke="#7b4a2a" stroke-width="${f(h * 0.006)}" opacity="0.5"/>`;
  }).join('');
  const dish = DISHES[Math.floor(rnd() * DISHES.length)]!;
  return [
    `<defs>${gradient('wood', '#b07445', '#8a5531')}<radialGradient id="plate"><stop offset="0.7" stop-color="#ffffff"/><stop offset="1" stop-color="#e4e2dc"/></radialGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#wood)"/>`,
    planks,
    `<rect x="${f(w * 0.06)}" y="${f(h * 0.62)}" width="${f(w * 0.2)}" height="${f(h * 0.3)}" rx="${f(w * 0.01)}" fill="${rgb(accent)}" transform="rotate(-8 ${f(w * 0.16)} ${f(h * 0.77)})"/>`,
    `<ellipse cx="${f(cx + r * 0.05)}" cy="${f(cy + r * 0.07)}" rx="${f(r)}" ry="${f(r)}" fill="#000" opacity="0.18"/>`,
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="url(#plate)"/>`,
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.74)}" fill="none" stroke="#e7e4dd" stroke-width="${f(r * 0.02)}"/>`,
    dish(cx, cy, r, rnd),
    `<rect x="${f(cx + r * 1.12)}" y="${f(cy - r * 0.8)}" width="${f(r * 0.07)}" height="${f(r * 1.6)}" rx="${f(r * 0.03)}" fill="#cfd4d8"/>`,
    `<rect x="${f(cx - r * 1.18)}" y="${f(cy - r * 0.8)}" width="${f(r * 0.06)}" height="${f(r * 1.6)}" rx="${f(r * 0.03)}" fill="#cfd4d8"/>`,
    `<circle cx="${f(w * 0.9)}" cy="${f(h * 0.87)}" r="${f(r * 0.26)}" fill="#d6eef5" opacity="0.9"/><circle cx="${f(w * 0.9)}" cy="${f(h * 0.87)}" r="${f(r * 0.19)}" fill="#f6d365" opacity="0.8"/>`,
  ].join('');
}

/** A chair in profile facing `dir` (1: right), its seat at `seat`, standing on `floor`. */
function chair(x: number, seat: number, floor: number, size: number, dir: 1 | -1, c: string) {
  const back = x - dir * size * 0.5;
  const front = x + dir * size * 0.5;
  const leg = size * 0.09;
  return [
    `<rect x="${f(Math.min(back, back - dir * leg))}" y="${f(seat - size * 1.1)}" width="${f(leg)}" height="${f(floor - seat + size * 1.1)}" rx="${f(leg / 2)}" fill="${c}"/>`,
    `<rect x="${f(Math.min(back, front))}" y="${f(seat)}" width="${f(size)}" height="${f(size * 0.14)}" rx="${f(leg / 2)}" fill="${c}"/>`,
    `<rect x="${f(front - (dir > 0 ? leg : 0))}" y="${f(seat)}" width="${f(leg)}" height="${f(floor - seat)}" fill="${c}"/>`,
  ].join('');
}

function interior({ w, h, accent, rnd }: Draw): string {
  const floor = h * 0.66;
  const out = [
    `<defs>${gradient('wall', '#f4e7d3', '#e8d2b0')}${gradient('floor', '#a06a3f', '#6f4526')}<radialGradient id="glow"><stop offset="0" stop-color="#fff3c4" stop-opacity="0.9"/><stop offset="1" stop-color="#fff3c4" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#wall)"/>`,
    `<rect y="${f(floor - h * 0.16)}" width="${w}" height="${f(h * 0.16)}" fill="${shade(accent, 0.55)}"/>`,
    `<rect y="${f(floor - h * 0.165)}" width="${w}" height="${f(h * 0.012)}" fill="${shade(accent, 0.2)}"/>`,
    `<rect y="${f(floor)}" width="${w}" height="${f(h - floor)}" fill="url(#floor)"/>`,
    // A window in the middle, pictures at the sides.
    `<rect x="${f(w * 0.41)}" y="${f(h * 0.12)}" width="${f(w * 0.18)}" height="${f(h * 0.3)}" fill="#9fd0ef" stroke="#fff" stroke-width="${f(w * 0.01)}"/>`,
    `<line x1="${f(w * 0.5)}" y1="${f(h * 0.12)}" x2="${f(w * 0.5)}" y2="${f(h * 0.42)}" stroke="#fff" stroke-width="${f(w * 0.006)}"/>`,
  ];
  for (const [px, tint] of [
    [0.06, 0],
    [0.82, 0.35],
  ] as const) {
    out.push(
      `<rect x="${f(w * px)}" y="${f(h * 0.18)}" width="${f(w * 0.12)}" height="${f(h * 0.16)}" fill="${shade(accent, tint)}" stroke="#5b3a1e" stroke-width="${f(w * 0.006)}"/>`,
      `<path d="M${f(w * (px + 0.01))} ${f(h * 0.32)}l${f(w * 0.04)} ${f(-h * 0.08)}l${f(w * 0.03)} ${f(h * 0.05)}l${f(w * 0.02)} ${f(-h * 0.03)}l${f(w * 0.02)} ${f(h * 0.06)}z" fill="${shade(accent, 0.6)}"/>`,
    );
  }
  const chairColour = shade(accent, -0.35);
  for (const tx of [w * 0.28, w * 0.72]) {
    const tw = w * 0.2;
    const top = floor + (h - floor) * 0.12;
    const base = floor + (h - floor) * 0.62;
    const lampY = h * 0.2 + rnd() * h * 0.04;
    const size = Math.min(w * 0.07, h * 0.12);
    out.push(
      `<line x1="${f(tx)}" y1="0" x2="${f(tx)}" y2="${f(lampY)}" stroke="#3e2a1a" stroke-width="2"/>`,
      `<circle cx="${f(tx)}" cy="${f(lampY + h * 0.03)}" r="${f(w * 0.09)}" fill="url(#glow)"/>`,
      `<path d="M${f(tx - w * 0.035)} ${f(lampY + h * 0.03)}a${f(w * 0.035)} ${f(w * 0.035)} 0 0 1 ${f(w * 0.07)} 0z" fill="#2f2f2f"/>`,
      chair(tx - tw * 0.62, top + h * 0.04, base + h * 0.02, size, 1, chairColour),
      chair(tx + tw * 0.62, top + h * 0.04, base + h * 0.02, size, -1, chairColour),
      `<rect x="${f(tx - tw * 0.03)}" y="${f(top)}" width="${f(tw * 0.06)}" height="${f(base - top)}" fill="#3e2a1a"/>`,
      `<rect x="${f(tx - tw * 0.2)}" y="${f(base - h * 0.012)}" width="${f(tw * 0.4)}" height="${f(h * 0.015)}" rx="3" fill="#3e2a1a"/>`,
      `<rect x="${f(tx - tw / 2)}" y="${f(top - h * 0.02)}" width="${f(tw)}" height="${f(h * 0.03)}" rx="3" fill="#f8f6f0"/>`,
      `<ellipse cx="${f(tx - tw * 0.22)}" cy="${f(top - h * 0.024)}" rx="${f(tw * 0.12)}" ry="${f(h * 0.008)}" fill="#ffffff" stroke="#d7d2c8"/>`,
      `<rect x="${f(tx + tw * 0.18)}" y="${f(top - h * 0.07)}" width="${f(tw * 0.05)}" height="${f(h * 0.05)}" rx="2" fill="#cfe8f3"/>`,
      `<circle cx="${f(tx)}" cy="${f(top - h * 0.04)}" r="${f(h * 0.02)}" fill="${rgb(accent)}"/>`,
    );
  }
  const potX = w * 0.93;
  out.push(
    `<path d="M${f(potX - w * 0.035)} ${f(h * 0.8)}h${f(w * 0.07)}l${f(-w * 0.008)} ${f(h * 0.1)}h${f(-w * 0.054)}z" fill="#5d4037"/>`,
    shrub(potX, h * 0.77, w * 0.045, rnd),
  );
  return out.join('');
}

const SKIN = ['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac'];
const HAIR = ['#2b1b10', '#6a4e23', '#b55239', '#1c1c1c', '#d8b25c'];
function team({ w, h, accent, title, rnd }: Draw): string {
  const n = 3 + Math.floor(rnd() * 3);
  const out = [
    `<defs>${gradient('back', shade(accent, 0.75), shade(accent, 0.5))}</defs>`,
    `<rect width="${w}" height="${h}" fill="url(#back)"/>`,
    fitText(w / 2, h * 0.12, title, h * 0.06, w * 0.8, `${SERIF} fill="${shade(accent, -0.5)}"`),
  ];
  const slot = w / (n + 0.5);
  for (let i = 0; i < n; i++) {
    const x = slot * (i + 0.75);
    const back = i % 2 === 1;
    const y = h * (back ? 0.44 : 0.52);
    const r = Math.min(slot * 0.22, h * 0.09);
    const skin = SKIN[Math.floor(rnd() * SKIN.length)]!;
    out.push(
      `<path d="M${f(x - r * 1.9)} ${f(h)}v${f(-(h - y) + r * 2.4)}q0 ${f(-r * 1.2)} ${f(r * 1.2)} ${f(-r * 1.2)}h${f(r * 1.4)}q${f(r * 1.2)} 0 ${f(r * 1.2)} ${f(r * 1.2)}v${f(h - y - r * 2.4)}z" fill="${back ? shade(accent, -0.25) : '#fdfdfd'}"/>`,
      `<path d="M${f(x - r * 1.1)} ${f(y + r * 1.6)}h${f(r * 2.2)}v${f(h - y)}h${f(-r * 2.2)}z" fill="${rgb(accent)}"/>`,
      `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${skin}"/>`,
      `<path d="M${f(x - r)} ${f(y - r * 0.1)}a${f(r)} ${f(r * 1.05)} 0 0 1 ${f(r * 2)} 0q${f(-r)} ${f(-r * 0.5)} ${f(-r * 2)} 0z" fill="${HAIR[Math.floor(rnd() * HAIR.length)]}"/>`,
      `<circle cx="${f(x - r * 0.35)}" cy="${f(y + r * 0.05)}" r="${f(r * 0.08)}" fill="#2b2b2b"/><circle cx="${f(x + r * 0.35)}" cy="${f(y + r * 0.05)}" r="${f(r * 0.08)}" fill="#2b2b2b"/>`,
      `<path d="M${f(x - r * 0.35)} ${f(y + r * 0.4)}q${f(r * 0.35)} ${f(r * 0.3)} ${f(r * 0.7)} 0" fill="none" stroke="#7a3b2e" stroke-width="${f(r * 0.09)}" stroke-linecap="round"/>`,
    );
  }
  return out.join('');
}

function shelf({ w, h, accent, rnd }: Draw): string {
  const out = [
    `<defs>${gradient('wall2', '#eef2f0', '#d9e2dd')}</defs>`,
    `<rect width="${w}" height="${h}" fill="url(#wall2)"/>`,
  ];
  const colours = [rgb(accent), '#c0392b', '#27ae60', '#f39c12', '#8e44ad', '#2c3e50'];
  for (let s = 0; s < 3; s++) {
    const base = h * (0.32 + s * 0.28);
    let x = w * 0.06;
    while (x < w * 0.9) {
      const jw = w * (0.05 + rnd() * 0.05);
      const jh = h * (0.1 + rnd() * 0.1);
      const c = colours[Math.floor(rnd() * colours.length)]!;
      const bottle = rnd() < 0.35;
      out.push(
        bottle
          ? `<path d="M${f(x)} ${f(base)}v${f(-jh * 0.7)}q0 ${f(-jh * 0.15)} ${f(jw * 0.3)} ${f(-jh * 0.2)}v${f(-jh * 0.1)}h${f(jw * 0.4)}v${f(jh * 0.1)}q${f(jw * 0.3)} ${f(jh * 0.05)} ${f(jw * 0.3)} ${f(jh * 0.2)}v${f(jh * 0.7)}z" fill="${c}"/>`
          : `<rect x="${f(x)}" y="${f(base - jh)}" width="${f(jw)}" height="${f(jh)}" rx="${f(jw * 0.12)}" fill="${c}"/><rect x="${f(x - jw * 0.03)}" y="${f(base - jh - h * 0.015)}" width="${f(jw * 1.06)}" height="${f(h * 0.02)}" rx="2" fill="#444"/>`,
        `<rect x="${f(x + jw * 0.12)}" y="${f(base - jh * 0.55)}" width="${f(jw * 0.76)}" height="${f(jh * 0.25)}" fill="#fffaf0"/>`,
      );
      x += jw + w * 0.02;
    }
    out.push(
      `<rect x="${f(w * 0.03)}" y="${f(base)}" width="${f(w * 0.94)}" height="${f(h * 0.03)}" fill="#8d6e63"/>`,
    );
  }
  return out.join('');
}

const MENU_ITEMS = [
  ['Heirloom tomato salad', '12'],
  ['Roasted squash soup', '9'],
  ['Fern garden pasta', '18'],
  ['Grilled salmon bowl', '22'],
  ['Wood-fired flatbread', '15'],
  ['Seasonal fruit tart', '8'],
];
function menu({ w, h, accent, title }: Draw): string {
  const px = w * 0.14;
  const pw = w * 0.72;
  const out = [
    `<defs>${gradient('wood', '#8d5b3a', '#6d4127')}</defs>`,
    `<rect width="${w}" height="${h}" fill="url(#wood)"/>`,
    `<rect x="${f(px + w * 0.015)}" y="${f(h * 0.06 + w * 0.015)}" width="${f(pw)}" height="${f(h * 0.88)}" fill="#000" opacity="0.25"/>`,
    `<rect x="${f(px)}" y="${f(h * 0.06)}" width="${f(pw)}" height="${f(h * 0.88)}" fill="#fbf6ea"/>`,
    `<rect x="${f(px + pw * 0.04)}" y="${f(h * 0.08)}" width="${f(pw * 0.92)}" height="${f(h * 0.84)}" fill="none" stroke="${rgb(accent)}" stroke-width="${f(w * 0.004)}"/>`,
    fitText(w / 2, h * 0.16, title, h * 0.04, pw * 0.8, `${SERIF} fill="${shade(accent, -0.4)}"`),
    fitText(
      w / 2,
      h * 0.23,
      'MENU',
      h * 0.035,
      pw * 0.5,
      `${FONT} letter-spacing="4" fill="#6b5b4b"`,
    ),
  ];
  const size = Math.min(h * 0.026, (pw * 0.7) / 24);
  MENU_ITEMS.forEach(([dish, price], i) => {
    const y = h * (0.33 + i * 0.1);
    out.push(
      `<text x="${f(px + pw * 0.1)}" y="${f(y)}" font-size="${f(size)}" ${SERIF} fill="#3b2f25">${esc(dish!)}</text>`,
      `<text x="${f(px + pw * 0.9)}" y="${f(y)}" font-size="${f(size)}" ${FONT} text-anchor="end" fill="#3b2f25">${price}</text>`,
      `<line x1="${f(px + pw * 0.1)}" y1="${f(y + h * 0.025)}" x2="${f(px + pw * 0.6)}" y2="${f(y + h * 0.025)}" stroke="#c9bca6" stroke-width="${f(h * 0.004)}"/>`,
    );
  });
  return out.join('');
}

function logo({ w, h, accent, title }: Draw): string {
  const s = Math.min(w, h);
  const cx = w / 2;
  const cy = h * 0.44;
  const leaves: string[] = [];
  for (let i = 0; i < 7; i++) {
    const y = cy + s * 0.18 - i * s * 0.05;
    const len = s * (0.15 - i * 0.015);
    for (const side of [-1, 1])
      leaves.push(
        `<ellipse cx="${f(cx + side * len * 0.55)}" cy="${f(y - s * 0.01)}" rx="${f(len * 0.55)}" ry="${f(s * 0.018)}" transform="rotate(${side * -25} ${f(cx + side * len * 0.55)} ${f(y)})" fill="#e9f5ec"/>`,
      );
  }
  const brand = title.split(/\s+/).slice(0, 2).join(' ');
  return [
    `<rect width="${w}" height="${h}" fill="#fbfaf6"/>`,
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(s * 0.3)}" fill="${rgb(accent)}"/>`,
    `<path d="M${f(cx)} ${f(cy + s * 0.24)}Q${f(cx + s * 0.02)} ${f(cy)} ${f(cx)} ${f(cy - s * 0.2)}" stroke="#e9f5ec" stroke-width="${f(s * 0.012)}" fill="none"/>`,
    ...leaves,
    fitText(
      cx,
      h * 0.86,
      brand.toUpperCase(),
      s * 0.09,
      w * 0.86,
      `${SERIF} font-weight="bold" fill="${shade(accent, -0.4)}"`,
    ),
  ].join('');
}

const SCENES: Record<string, (d: Draw) => string> = {
  EXTERIOR: storefront,
  COVER: storefront,
  FOOD_AND_DRINK: food,
  INTERIOR: interior,
  TEAMS: team,
  AT_WORK: team,
  PRODUCT: shelf,
  MENU: menu,
  LOGO: logo,
};
/** A photo without a category is one of the everyday ones. */
const ANY = [food, interior, storefront, shelf];

/** The scene as a whole SVG document of `width` × `height`. */
export function sceneSvg(scene: DemoScene, accent: Rgb, width: number, height: number): string {
  const rnd = generator(scene.seed);
  const draw = (scene.category && SCENES[scene.category]) || ANY[Math.floor(rnd() * ANY.length)]!;
  const body = draw({ w: width, h: height, accent, title: scene.title || 'Our place', rnd });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}
