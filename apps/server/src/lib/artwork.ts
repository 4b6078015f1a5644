/** SVG artwork drawn at seed time (category icons, demo product photos, banners), turned into WebP by sharp. */

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function iconSvg({ label, from, to }: { label: string; from: string; to: string }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="256" height="256" rx="56" fill="url(#g)"/>
  <circle cx="196" cy="60" r="70" fill="#fff" opacity="0.08"/>
  <text x="128" y="150" font-family="DejaVu Sans, sans-serif" font-size="84" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(label)}</text>
</svg>`;
}

type Shape = 'console' | 'controller' | 'disc' | 'headset' | 'figure' | 'book' | 'part';

const SHAPES: Record<Shape, string> = {
  console:
    '<rect x="250" y="250" width="300" height="190" rx="26" fill="#fff" opacity="0.92"/><rect x="280" y="280" width="240" height="12" rx="6" fill="#000" opacity="0.15"/><circle cx="505" cy="410" r="9" fill="#22d3ee"/>',
  controller:
    '<path d="M260 330 q140 -90 280 0 l40 120 q10 50 -40 50 q-30 0 -60 -50 h-160 q-30 50 -60 50 q-50 0 -40 -50z" fill="#fff" opacity="0.92"/><circle cx="470" cy="360" r="14" fill="#f43f5e"/><circle cx="505" cy="390" r="14" fill="#22c55e"/><rect x="300" y="372" width="60" height="16" rx="6" fill="#334155"/><rect x="322" y="350" width="16" height="60" rx="6" fill="#334155"/>',
  disc: '<rect x="290" y="200" width="220" height="290" rx="14" fill="#fff" opacity="0.92"/><rect x="290" y="200" width="220" height="46" rx="14" fill="#000" opacity="0.2"/><circle cx="400" cy="360" r="70" fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="20"/>',
  headset:
    '<path d="M270 400 v-40 a130 130 0 0 1 260 0 v40" fill="none" stroke="#fff" stroke-width="28" stroke-linecap="round"/><rect x="245" y="380" width="60" height="100" rx="22" fill="#fff"/><rect x="495" y="380" width="60" height="100" rx="22" fill="#fff"/>',
  figure: '<circle cx="400" cy="260" r="55" fill="#fff"/><path d="M320 480 q0 -150 80 -150 q80 0 80 150z" fill="#fff" opacity="0.92"/>',
  book: '<rect x="300" y="210" width="200" height="270" rx="10" fill="#fff" opacity="0.92"/><rect x="300" y="210" width="30" height="270" fill="#000" opacity="0.15"/><rect x="350" y="260" width="120" height="14" rx="7" fill="#000" opacity="0.2"/><rect x="350" y="290" width="90" height="14" rx="7" fill="#000" opacity="0.2"/>',
  part: '<circle cx="400" cy="350" r="110" fill="none" stroke="#fff" stroke-width="40" stroke-dasharray="40 22"/><circle cx="400" cy="350" r="45" fill="#fff"/>',
};

export function productSvg({
  title,
  subtitle,
  from,
  to,
  shape,
  variant = 0,
}: {
  title: string;
  subtitle: string;
  from: string;
  to: string;
  shape: Shape;
  variant?: number;
}) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
  <defs><linearGradient id="g" x1="${variant % 2}" y1="0" x2="${1 - (variant % 2)}" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="800" height="600" fill="url(#g)"/>
  <circle cx="${120 + variant * 180}" cy="110" r="160" fill="#fff" opacity="0.07"/>
  <circle cx="680" cy="${520 - variant * 60}" r="200" fill="#000" opacity="0.08"/>
  <g transform="translate(0 ${-30 + variant * 10})">${SHAPES[shape]}</g>
  <text x="400" y="548" font-family="DejaVu Sans, sans-serif" font-size="34" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(title)}</text>
  <text x="400" y="582" font-family="DejaVu Sans, sans-serif" font-size="20" fill="#fff" opacity="0.8" text-anchor="middle">${escapeXml(subtitle)}</text>
</svg>`;
}

/** Banner artwork without words: the web writes the banner's title over it in the reader's language. */
export function bannerSvg({ from, to }: { from: string; to: string }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="500" viewBox="0 0 1600 500">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="1600" height="500" fill="url(#g)"/>
  <circle cx="1350" cy="120" r="260" fill="#fff" opacity="0.08"/>
  <circle cx="1150" cy="480" r="200" fill="#000" opacity="0.1"/>
</svg>`;
}

/** Cover art of a catalogue item without words (the page writes its name in the reader's language): 3:4, like a box. */
export function coverSvg({ from, to, shape }: { from: string; to: string; shape: Shape }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="600" height="800" fill="url(#g)"/>
  <circle cx="120" cy="140" r="190" fill="#fff" opacity="0.08"/>
  <circle cx="520" cy="720" r="240" fill="#000" opacity="0.1"/>
  <g transform="translate(-100 60)">${SHAPES[shape]}</g>
</svg>`;
}

export type { Shape };
