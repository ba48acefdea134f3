// Draws the app's home-screen icons (a magnifier over a tummy-shaped circle) as PNGs with sharp:
// 192 and 512 px, a 512 px maskable one whose drawing keeps inside the 80% safe zone, and the
// 180 px Apple touch icon. Run after changing the drawing: node scripts/make-icons.mjs
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const out = path.join(import.meta.dirname, "..", "src", "client", "public", "icons");
const BRAND = "#5b3fd1";
const SUNNY = "#ffd95e";
const INK = "#1f1b3a";
const PAPER = "#fffdf8";

/** The drawing on a 100-unit square; `scale` shrinks it around the centre (maskable safe zone). */
function svg({ scale = 1, rounded = true } = {}) {
  const t = (50 * (1 - scale)).toFixed(2);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
  <rect width="100" height="100" rx="${rounded ? 22 : 0}" fill="${BRAND}"/>
  <g transform="translate(${t} ${t}) scale(${scale})">
    <circle cx="50" cy="54" r="30" fill="${SUNNY}" stroke="${INK}" stroke-width="4"/>
    <line x1="52" y1="56" x2="74" y2="78" stroke="${INK}" stroke-width="9" stroke-linecap="round"/>
    <circle cx="42" cy="46" r="17" fill="${PAPER}" stroke="${INK}" stroke-width="6"/>
    <path d="M34 42 a9 9 0 0 1 9 -6" fill="none" stroke="${BRAND}" stroke-width="3.5" stroke-linecap="round"/>
  </g>
</svg>`;
}

const icons = [
  { file: "icon-192.png", size: 192, drawing: svg() },
  { file: "icon-512.png", size: 512, drawing: svg() },
  { file: "icon-maskable-512.png", size: 512, drawing: svg({ scale: 0.78, rounded: false }) },
  { file: "apple-touch-icon.png", size: 180, drawing: svg({ rounded: false }) },
];

fs.mkdirSync(out, { recursive: true });
for (const { file, size, drawing } of icons) {
  await sharp(Buffer.from(drawing), { density: (72 * size) / 100 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, file));
  console.log(`${file} ${size}x${size}`);
}
