/**
 * Generates the SAMPLE media into content/ (photos, portraits, crest, a looping video with its poster and
 * placeholder PDFs), where the content files name them. The build makes the icons from the crest.
 *
 * Run with `npx tsx scripts/make-sample-media.ts` (or `npm run media:sample`).
 * Everything is drawn from code with a seeded pseudo-random generator, so re-running
 * overwrites the files with the same pictures. Nothing here depicts real people.
 * Requires `ffmpeg` on PATH for the video.
 */
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { existsSync, readdirSync } from "node:fs";
import { mkdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PDFDocument, PageSizes, StandardFonts, degrees, rgb, type PDFFont } from "pdf-lib";
import sharp from "sharp";
import { naturalOrder } from "../lib/content/album-order";
import { PHOTO_EXTENSIONS, readContentFiles } from "../lib/content/load";
import { NOTICES_FOLDER, readNoticeFiles } from "../lib/content/notices";
import { type Problem, problemIn } from "../lib/content/read-yaml";

// Paths below are from the repository's root: the school's media go into content/, where its content files
// (read here, so the cards, slides and documents are named in one place) say they are.
const REPO_DIR = fileURLToPath(new URL("../", import.meta.url));
const CONTENT_DIR = path.join(REPO_DIR, "content");
const problems: Problem[] = [];
const files = readContentFiles(CONTENT_DIR, problems);
const valueOf = <F extends keyof typeof files>(name: F) => {
  const { value } = files[name];
  if (value) return value;
  console.error(`Correct the content files first:\n${problems.map((problem) => problemIn(problem, "en")).join("\n")}`);
  return process.exit(1);
};
const [school, home, gallery, admissions, documents] = [valueOf("school.yaml"), valueOf("home.yaml"), valueOf("gallery.yaml"), valueOf("admissions.yaml"), valueOf("documents.yaml")];
const SCHOOL_NAME = school.name;
const inContent = (relative: string) => `content/${relative}`;
const FONT_FAMILY = "DejaVu Sans";
// The generated files are committed, so keep the whole set well inside this budget.
const MAX_TOTAL_BYTES = 6_000_000;
// Fixed PDF dates so re-runs produce byte-identical documents.
const FIXED_DATE = new Date("2026-01-01T00:00:00Z");
const GENERATOR = "scripts/make-sample-media.ts (pdf-lib)";

// ---------------------------------------------------------------------------
// Content definitions
// ---------------------------------------------------------------------------

type MotifName = "bunting" | "trophy" | "easel" | "bus" | "football" | "meeting" | "signboard";

interface CardFolder {
  key: string;
  count: number;
  title: string;
  cover?: string;
  hue: number; // a distinct sky/accent hue per card so the folders are easy to tell apart
  motif: MotifName;
}

const CARD_HUES = [330, 40, 268, 198, 14, 165];
const CARD_MOTIFS: readonly MotifName[] = ["bunting", "trophy", "easel", "bus", "football", "meeting"];

/** The photos already in an album's folder (redrawn under their own names), or five new ones for an empty album. */
function albumFiles(folder: string): string[] {
  const dir = path.join(CONTENT_DIR, "albums", folder);
  const photos = existsSync(dir) ? readdirSync(dir).filter((name) => PHOTO_EXTENSIONS.includes(path.extname(name).toLowerCase())).sort(naturalOrder) : [];
  return photos.length > 0 ? photos : ["1.jpg", "2.jpg", "3.jpg", "4.jpg", "5.jpg"];
}

const CARD_FOLDERS: readonly (CardFolder & { files: string[] })[] = gallery.albums.map((album, i) => {
  const files = albumFiles(album.folder);
  return { key: album.folder, count: files.length, files, title: album.title, cover: album.cover, hue: CARD_HUES[i % CARD_HUES.length]!, motif: CARD_MOTIFS[i % CARD_MOTIFS.length]! };
});

const SLIDES = gallery.slideshow;
const SLIDE_MOTIFS: readonly MotifName[] = ["bunting", "trophy", "easel", "bus", "football", "meeting", "signboard"];

// ---------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------

type Rng = () => number;

/** FNV-1a: a stable 32-bit hash, so each image gets its own repeatable layout. */
function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: tiny deterministic PRNG (Math.random would change the pictures on every run). */
function makeRng(seedText: string): Rng {
  let state = hashSeed(seedText);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (rng: Rng, min: number, max: number): number => min + rng() * (max - min);

/** Round to one decimal so the SVG source stays short and readable. */
const n1 = (value: number): number => Math.round(value * 10) / 10;

const hsl = (h: number, s: number, l: number): string => `hsl(${Math.round(((h % 360) + 360) % 360)},${s}%,${l}%)`;

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** DejaVu Sans Bold averages ~0.63em per character; enough to keep a line inside the frame. */
function fitFontSize(text: string, maxWidth: number, maxSize: number): number {
  return Math.floor(Math.min(maxSize, maxWidth / (text.length * 0.63)));
}

function svgDocument(width: number, height: number, body: string, defs = ""): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}" font-family="${FONT_FAMILY}">` +
    (defs ? `<defs>${defs}</defs>` : "") +
    body +
    "</svg>"
  );
}

function svgText(x: number, y: number, size: number, text: string, fill: string, weight = "bold"): string {
  return (
    `<text x="${n1(x)}" y="${n1(y)}" font-size="${size}" font-weight="${weight}" ` +
    `fill="${fill}" text-anchor="middle">${escapeXml(text)}</text>`
  );
}

// ---------------------------------------------------------------------------
// Output bookkeeping
// ---------------------------------------------------------------------------

const written: { file: string; bytes: number }[] = [];

async function ensureDirFor(relPath: string): Promise<string> {
  const absolute = path.join(REPO_DIR, relPath);
  await mkdir(path.dirname(absolute), { recursive: true });
  return absolute;
}

async function writeOutput(relPath: string, data: Uint8Array): Promise<void> {
  await writeFile(await ensureDirFor(relPath), data);
  written.push({ file: relPath, bytes: data.byteLength });
}

/** For files written by another program (ffmpeg). */
async function recordOutput(relPath: string): Promise<void> {
  const info = await stat(path.join(REPO_DIR, relPath));
  written.push({ file: relPath, bytes: info.size });
}

async function writeJpeg(relPath: string, svg: string): Promise<void> {
  await writeOutput(relPath, await sharp(Buffer.from(svg)).jpeg({ quality: 72, mozjpeg: true }).toBuffer());
}

// ---------------------------------------------------------------------------
// Scene: a flat illustrated school yard, planned once then rendered
// (the video renders the same plan at different animation phases)
// ---------------------------------------------------------------------------

interface SceneSpec {
  width: number;
  height: number;
  hue: number;
  seed: string;
  motif: MotifName;
}

interface Tree {
  x: number;
  y: number;
  size: number;
  hue: number;
  behindSchool: boolean;
}

interface SceneLayout extends SceneSpec {
  scale: number; // drawing unit: 1 at 800px tall
  groundY: number;
  sun: { x: number; y: number; r: number };
  clouds: { x: number; y: number; size: number }[];
  farHill: number[]; // heights (fraction of image height) at left, control 1, control 2, right
  nearHill: number[];
  school: { x: number; width: number; height: number; windowCols: number };
  trees: Tree[];
  motifX: number;
}

function planScene(spec: SceneSpec): SceneLayout {
  const rng = makeRng(spec.seed);
  const { width: w, height: h } = spec;
  const scale = h / 800;
  const groundY = h * between(rng, 0.6, 0.65);
  const schoolOnLeft = rng() < 0.5;
  const schoolHeight = h * between(rng, 0.2, 0.25);
  const schoolWidth = Math.min(w * 0.4, schoolHeight * between(rng, 1.9, 2.4));
  const schoolX = w * (schoolOnLeft ? between(rng, 0.27, 0.35) : between(rng, 0.65, 0.73));

  const trees = Array.from({ length: 3 + Math.floor(rng() * 4) }, (): Tree => {
    const x = w * between(rng, 0.03, 0.97);
    const size = h * between(rng, 0.07, 0.11);
    const behindSchool = Math.abs(x - schoolX) < schoolWidth / 2 + size;
    const drop = h * between(rng, 0.0, 0.05);
    return {
      x,
      y: behindSchool ? groundY : groundY + drop, // trees behind must not poke out under the building
      size,
      hue: between(rng, 95, 140),
      behindSchool,
    };
  });

  return {
    ...spec,
    scale,
    groundY,
    sun: { x: w * between(rng, 0.1, 0.9), y: h * between(rng, 0.12, 0.22), r: h * between(rng, 0.05, 0.07) },
    clouds: Array.from({ length: 2 + Math.floor(rng() * 3) }, () => ({
      x: w * rng(),
      y: h * between(rng, 0.1, 0.32),
      size: h * between(rng, 0.035, 0.06),
    })),
    farHill: [0, 0, 0, 0].map(() => between(rng, 0.04, 0.2)),
    nearHill: [0, 0, 0, 0].map(() => between(rng, 0.0, 0.07)),
    school: {
      x: schoolX,
      width: schoolWidth,
      height: schoolHeight,
      windowCols: Math.max(3, Math.floor(schoolWidth / (schoolHeight * 0.3))),
    },
    trees,
    motifX: w * (schoolOnLeft ? between(rng, 0.7, 0.8) : between(rng, 0.2, 0.3)),
  };
}

function sceneDefs(layout: SceneLayout): string {
  const { hue } = layout;
  return (
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${hsl(hue, 55, 62)}"/><stop offset="1" stop-color="${hsl(hue + 15, 70, 90)}"/></linearGradient>` +
    `<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${hsl(100, 42, 50)}"/><stop offset="1" stop-color="${hsl(95, 48, 36)}"/></linearGradient>`
  );
}

function drawSun(layout: SceneLayout, phase: number): string {
  const { x, y, r } = layout.sun;
  const glow = r * (1.5 + 0.12 * Math.sin(phase * 2 * Math.PI));
  return (
    `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(glow)}" fill="${hsl(50, 100, 88)}" opacity="0.4"/>` +
    `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r)}" fill="${hsl(46, 96, 60)}"/>`
  );
}

function drawCloud(x: number, y: number, size: number): string {
  return (
    `<g fill="#fff" opacity="0.92">` +
    `<ellipse cx="${n1(x)}" cy="${n1(y)}" rx="${n1(size * 1.7)}" ry="${n1(size * 0.6)}"/>` +
    `<circle cx="${n1(x - size * 0.6)}" cy="${n1(y - size * 0.25)}" r="${n1(size * 0.6)}"/>` +
    `<circle cx="${n1(x + size * 0.3)}" cy="${n1(y - size * 0.45)}" r="${n1(size * 0.8)}"/></g>`
  );
}

/** Clouds drift one full width per animation loop; the copy at x - width makes the wrap seamless. */
function drawClouds(layout: SceneLayout, phase: number): string {
  return layout.clouds
    .map((cloud) => {
      const x = (cloud.x + phase * layout.width) % layout.width;
      return drawCloud(x, cloud.y, cloud.size) + drawCloud(x - layout.width, cloud.y, cloud.size);
    })
    .join("");
}

function drawHill(layout: SceneLayout, lifts: number[], fill: string): string {
  const { width: w, height: h, groundY: g } = layout;
  const [left = 0, c1 = 0, c2 = 0, right = 0] = lifts.map((lift) => g - lift * h);
  return (
    `<path d="M0 ${n1(left)} C${n1(w * 0.33)} ${n1(c1)} ${n1(w * 0.66)} ${n1(c2)} ${w} ${n1(right)} ` +
    `L${w} ${n1(g + 2)} L0 ${n1(g + 2)} Z" fill="${fill}"/>`
  );
}

function drawTree(tree: Tree): string {
  const { x, y, size } = tree;
  return (
    `<rect x="${n1(x - size * 0.09)}" y="${n1(y - size * 0.75)}" width="${n1(size * 0.18)}" height="${n1(size * 0.75)}" fill="${hsl(25, 40, 30)}"/>` +
    `<g fill="${hsl(tree.hue, 45, 32)}">` +
    `<circle cx="${n1(x)}" cy="${n1(y - size * 1.2)}" r="${n1(size * 0.6)}"/>` +
    `<circle cx="${n1(x - size * 0.38)}" cy="${n1(y - size * 0.85)}" r="${n1(size * 0.42)}"/>` +
    `<circle cx="${n1(x + size * 0.38)}" cy="${n1(y - size * 0.85)}" r="${n1(size * 0.42)}"/></g>` +
    `<circle cx="${n1(x - size * 0.15)}" cy="${n1(y - size * 1.35)}" r="${n1(size * 0.25)}" fill="${hsl(tree.hue, 45, 42)}"/>`
  );
}

/** Flag waves three times per loop (a whole number, so the video loops cleanly). */
function drawFlag(x: number, y: number, size: number, color: string, phase: number): string {
  const wave = Math.sin(phase * 6 * Math.PI) * size * 0.12;
  const fw = size * 0.9;
  const fh = size * 0.55;
  return (
    `<line x1="${n1(x)}" y1="${n1(y)}" x2="${n1(x)}" y2="${n1(y - size * 1.3)}" stroke="#555" stroke-width="${n1(size * 0.06)}"/>` +
    `<path d="M${n1(x)} ${n1(y - size * 1.3)} Q${n1(x + fw / 2)} ${n1(y - size * 1.3 + wave)} ${n1(x + fw)} ${n1(y - size * 1.3)} ` +
    `L${n1(x + fw)} ${n1(y - size * 1.3 + fh)} Q${n1(x + fw / 2)} ${n1(y - size * 1.3 + fh + wave)} ${n1(x)} ${n1(y - size * 1.3 + fh)} Z" fill="${color}"/>`
  );
}

function drawSchool(layout: SceneLayout, phase: number): string {
  const { x: cx, width: bw, height: bh, windowCols } = layout.school;
  const { scale: k, hue, groundY, height: h } = layout;
  const left = cx - bw / 2;
  const base = groundY + 6 * k;
  const top = base - bh;
  const roofH = bh * 0.38;
  const doorW = bw * 0.12;
  const doorH = bh * 0.42;

  const cell = bw / windowCols;
  const windows: string[] = [];
  for (const rowY of [top + bh * 0.14, top + bh * 0.5]) {
    for (let col = 0; col < windowCols; col++) {
      const wx = left + cell * (col + 0.5);
      const isDoorColumn = rowY > top + bh * 0.3 && Math.abs(wx - cx) < doorW;
      if (isDoorColumn) continue;
      windows.push(
        `<rect x="${n1(wx - cell * 0.28)}" y="${n1(rowY)}" width="${n1(cell * 0.56)}" height="${n1(bh * 0.22)}" ` +
          `fill="${hsl(205, 65, 72)}" stroke="${hsl(30, 30, 45)}" stroke-width="${n1(3 * k)}"/>`,
      );
    }
  }

  return (
    // footpath from the door to the viewer
    `<path d="M${n1(cx - doorW / 2)} ${n1(base)} L${n1(cx + doorW / 2)} ${n1(base)} L${n1(cx + doorW * 2.2)} ${h} L${n1(cx - doorW * 2.2)} ${h} Z" fill="${hsl(40, 35, 74)}"/>` +
    `<rect x="${n1(left)}" y="${n1(top)}" width="${n1(bw)}" height="${n1(bh)}" fill="${hsl(38, 50, 90)}" stroke="${hsl(30, 25, 55)}" stroke-width="${n1(3 * k)}"/>` +
    `<path d="M${n1(left - 14 * k)} ${n1(top)} L${n1(cx)} ${n1(top - roofH)} L${n1(left + bw + 14 * k)} ${n1(top)} Z" fill="${hsl(hue, 50, 40)}"/>` +
    `<circle cx="${n1(cx)}" cy="${n1(top - roofH * 0.42)}" r="${n1(roofH * 0.22)}" fill="${hsl(45, 30, 96)}" stroke="${hsl(30, 25, 45)}" stroke-width="${n1(3 * k)}"/>` +
    windows.join("") +
    `<rect x="${n1(cx - doorW / 2)}" y="${n1(base - doorH)}" width="${n1(doorW)}" height="${n1(doorH)}" fill="${hsl(25, 45, 33)}"/>` +
    drawFlag(cx, top - roofH, bh * 0.4, hsl(hue + 180, 65, 50), phase)
  );
}

// --- motifs: one small prop per card folder -------------------------------

interface MotifContext {
  x: number;
  y: number; // baseline on the ground
  k: number; // scale
  hue: number;
  width: number;
  height: number;
  phase: number;
}

function drawBunting({ x, y, k, hue, width, height }: MotifContext): string {
  const colors = [hsl(hue, 75, 55), hsl(46, 95, 55), hsl(200, 70, 50), "#fff"];
  const count = Math.floor(width / (64 * k));
  const sagY = (t: number): number => height * 0.05 + height * 0.06 * Math.sin(Math.PI * t);
  const flags = Array.from({ length: count }, (_, i) => {
    const t = (i + 0.5) / count;
    const fx = t * width;
    const fy = sagY(t);
    return `<path d="M${n1(fx - 15 * k)} ${n1(fy)} L${n1(fx + 15 * k)} ${n1(fy)} L${n1(fx)} ${n1(fy + 36 * k)} Z" fill="${colors[i % colors.length]}"/>`;
  });
  const rope = Array.from({ length: 21 }, (_, i) => `${n1((i / 20) * width)},${n1(sagY(i / 20))}`).join(" ");
  const balloons = [-40, 0, 40].map((dx, i) => {
    const bx = x + dx * k;
    const by = y - (200 + (i % 2) * 30) * k;
    return (
      `<line x1="${n1(x)}" y1="${n1(y)}" x2="${n1(bx)}" y2="${n1(by + 34 * k)}" stroke="#555" stroke-width="${n1(2 * k)}"/>` +
      `<ellipse cx="${n1(bx)}" cy="${n1(by)}" rx="${n1(28 * k)}" ry="${n1(35 * k)}" fill="${colors[i]}"/>`
    );
  });
  return `<polyline points="${rope}" fill="none" stroke="#444" stroke-width="${n1(2 * k)}"/>` + flags.join("") + balloons.join("");
}

function drawTrophy({ x, y, k, hue }: MotifContext): string {
  const steps = [
    { dx: 0, h: 75, label: "1" },
    { dx: -95, h: 50, label: "2" },
    { dx: 95, h: 32, label: "3" },
  ];
  const podium = steps
    .map(
      (step) =>
        `<rect x="${n1(x + (step.dx - 47) * k)}" y="${n1(y - step.h * k)}" width="${n1(94 * k)}" height="${n1(step.h * k)}" fill="${hsl(hue, 45, step.label === "1" ? 40 : 50)}"/>` +
        svgText(x + step.dx * k, y - step.h * k + 28 * k, Math.round(24 * k), step.label, "#fff"),
    )
    .join("");
  const top = y - 75 * k;
  const cupTop = top - 100 * k;
  const gold = hsl(45, 90, 52);
  return (
    podium +
    `<rect x="${n1(x - 26 * k)}" y="${n1(top - 12 * k)}" width="${n1(52 * k)}" height="${n1(12 * k)}" fill="${hsl(30, 50, 30)}"/>` +
    `<rect x="${n1(x - 6 * k)}" y="${n1(top - 36 * k)}" width="${n1(12 * k)}" height="${n1(24 * k)}" fill="${gold}"/>` +
    `<circle cx="${n1(x - 34 * k)}" cy="${n1(cupTop + 20 * k)}" r="${n1(15 * k)}" fill="none" stroke="${gold}" stroke-width="${n1(7 * k)}"/>` +
    `<circle cx="${n1(x + 34 * k)}" cy="${n1(cupTop + 20 * k)}" r="${n1(15 * k)}" fill="none" stroke="${gold}" stroke-width="${n1(7 * k)}"/>` +
    `<path d="M${n1(x - 36 * k)} ${n1(cupTop)} L${n1(x + 36 * k)} ${n1(cupTop)} Q${n1(x + 34 * k)} ${n1(cupTop + 52 * k)} ${n1(x)} ${n1(top - 34 * k)} ` +
    `Q${n1(x - 34 * k)} ${n1(cupTop + 52 * k)} ${n1(x - 36 * k)} ${n1(cupTop)} Z" fill="${gold}"/>`
  );
}

function drawEasel({ x, y, k, hue }: MotifContext): string {
  const wood = hsl(28, 45, 35);
  const cTop = y - 215 * k;
  return (
    `<g stroke="${wood}" stroke-width="${n1(8 * k)}" stroke-linecap="round">` +
    `<line x1="${n1(x)}" y1="${n1(cTop - 10 * k)}" x2="${n1(x - 60 * k)}" y2="${n1(y)}"/>` +
    `<line x1="${n1(x)}" y1="${n1(cTop - 10 * k)}" x2="${n1(x + 60 * k)}" y2="${n1(y)}"/></g>` +
    `<rect x="${n1(x - 75 * k)}" y="${n1(cTop)}" width="${n1(150 * k)}" height="${n1(110 * k)}" fill="#fff" stroke="${wood}" stroke-width="${n1(5 * k)}"/>` +
    `<rect x="${n1(x - 68 * k)}" y="${n1(cTop + 7 * k)}" width="${n1(136 * k)}" height="${n1(60 * k)}" fill="${hsl(hue, 60, 82)}"/>` +
    `<circle cx="${n1(x + 35 * k)}" cy="${n1(cTop + 30 * k)}" r="${n1(14 * k)}" fill="${hsl(45, 95, 58)}"/>` +
    `<path d="M${n1(x - 68 * k)} ${n1(cTop + 103 * k)} L${n1(x - 25 * k)} ${n1(cTop + 45 * k)} L${n1(x + 10 * k)} ${n1(cTop + 85 * k)} ` +
    `L${n1(x + 35 * k)} ${n1(cTop + 60 * k)} L${n1(x + 68 * k)} ${n1(cTop + 103 * k)} Z" fill="${hsl(hue, 45, 45)}"/>` +
    `<rect x="${n1(x - 85 * k)}" y="${n1(cTop + 110 * k)}" width="${n1(170 * k)}" height="${n1(10 * k)}" fill="${wood}"/>`
  );
}

/** In the video the bus drives across and re-enters from the left once per loop. */
function drawBus({ x, y, k, hue, width, phase }: MotifContext): string {
  const length = 240 * k;
  const travel = width + length;
  const bx = phase === 0 ? x : ((x + length / 2 + phase * travel) % travel) - length / 2;
  const body = 95 * k;
  const top = y - 18 * k - body;
  const windows = Array.from({ length: 5 }, (_, i) => {
    const wx = bx - length / 2 + 16 * k + i * 40 * k;
    return `<rect x="${n1(wx)}" y="${n1(top + 12 * k)}" width="${n1(30 * k)}" height="${n1(30 * k)}" rx="${n1(4 * k)}" fill="${hsl(200, 60, 80)}"/>`;
  });
  const wheel = (wx: number): string =>
    `<circle cx="${n1(wx)}" cy="${n1(y - 16 * k)}" r="${n1(20 * k)}" fill="#2b2b2b"/>` +
    `<circle cx="${n1(wx)}" cy="${n1(y - 16 * k)}" r="${n1(8 * k)}" fill="#bbb"/>`;
  return (
    `<rect x="${n1(bx - length / 2)}" y="${n1(top)}" width="${n1(length)}" height="${n1(body)}" rx="${n1(14 * k)}" fill="${hsl(45, 95, 55)}" stroke="${hsl(35, 70, 35)}" stroke-width="${n1(3 * k)}"/>` +
    `<rect x="${n1(bx - length / 2)}" y="${n1(top + 58 * k)}" width="${n1(length)}" height="${n1(9 * k)}" fill="${hsl(hue, 60, 38)}"/>` +
    windows.join("") +
    `<rect x="${n1(bx + length / 2 - 36 * k)}" y="${n1(top + 12 * k)}" width="${n1(26 * k)}" height="${n1(70 * k)}" rx="${n1(4 * k)}" fill="${hsl(200, 60, 80)}"/>` +
    `<circle cx="${n1(bx + length / 2 - 6 * k)}" cy="${n1(top + 78 * k)}" r="${n1(6 * k)}" fill="#fff6c0"/>` +
    wheel(bx - length * 0.3) +
    wheel(bx + length * 0.3)
  );
}

function drawFootball({ x, y, k }: MotifContext): string {
  const goalW = 230 * k;
  const goalH = 115 * k;
  const left = x - goalW / 2;
  const net: string[] = [];
  for (let i = 1; i < 8; i++) net.push(`M${n1(left + (goalW * i) / 8)} ${n1(y - goalH)} V${n1(y)}`);
  for (let i = 1; i < 4; i++) net.push(`M${n1(left)} ${n1(y - (goalH * i) / 4)} H${n1(left + goalW)}`);
  const ballX = x + 150 * k;
  const ballY = y + 10 * k;
  return (
    `<path d="${net.join(" ")}" stroke="#fff" stroke-opacity="0.6" stroke-width="${n1(2 * k)}"/>` +
    `<path d="M${n1(left)} ${n1(y)} V${n1(y - goalH)} H${n1(left + goalW)} V${n1(y)}" fill="none" stroke="#fff" stroke-width="${n1(8 * k)}"/>` +
    `<circle cx="${n1(ballX)}" cy="${n1(ballY)}" r="${n1(24 * k)}" fill="#fff" stroke="#333" stroke-width="${n1(3 * k)}"/>` +
    `<circle cx="${n1(ballX)}" cy="${n1(ballY)}" r="${n1(9 * k)}" fill="#333"/>`
  );
}

function drawMeeting({ x, y, k, hue }: MotifContext): string {
  const wood = hsl(28, 45, 38);
  const chair = (cx: number, backSide: number): string =>
    `<rect x="${n1(cx - 25 * k)}" y="${n1(y - 45 * k)}" width="${n1(50 * k)}" height="${n1(9 * k)}" fill="${hsl(hue, 40, 35)}"/>` +
    `<rect x="${n1(cx + backSide * 25 * k - 4 * k)}" y="${n1(y - 105 * k)}" width="${n1(9 * k)}" height="${n1(105 * k)}" fill="${hsl(hue, 40, 35)}"/>` +
    `<rect x="${n1(cx - backSide * 22 * k - 3 * k)}" y="${n1(y - 45 * k)}" width="${n1(6 * k)}" height="${n1(45 * k)}" fill="${hsl(hue, 40, 35)}"/>`;
  const bubble = (bx: number, by: number, tailDir: number): string =>
    `<rect x="${n1(bx)}" y="${n1(by)}" width="${n1(120 * k)}" height="${n1(70 * k)}" rx="${n1(18 * k)}" fill="#fff"/>` +
    `<path d="M${n1(bx + 46 * k)} ${n1(by + 66 * k)} L${n1(bx + (60 + tailDir * 28) * k)} ${n1(by + 98 * k)} L${n1(bx + 74 * k)} ${n1(by + 66 * k)} Z" fill="#fff"/>` +
    [30, 60, 90]
      .map((dx) => `<circle cx="${n1(bx + dx * k)}" cy="${n1(by + 35 * k)}" r="${n1(8 * k)}" fill="${hsl(hue, 55, 40)}"/>`)
      .join("");
  return (
    chair(x - 140 * k, -1) +
    chair(x + 140 * k, 1) +
    `<rect x="${n1(x - 100 * k)}" y="${n1(y - 75 * k)}" width="${n1(200 * k)}" height="${n1(14 * k)}" fill="${wood}"/>` +
    `<rect x="${n1(x - 85 * k)}" y="${n1(y - 61 * k)}" width="${n1(10 * k)}" height="${n1(61 * k)}" fill="${wood}"/>` +
    `<rect x="${n1(x + 75 * k)}" y="${n1(y - 61 * k)}" width="${n1(10 * k)}" height="${n1(61 * k)}" fill="${wood}"/>` +
    bubble(x - 200 * k, y - 235 * k, 1) +
    bubble(x + 60 * k, y - 265 * k, -1)
  );
}

function drawSignboard({ x, y, k, hue }: MotifContext): string {
  const wood = hsl(28, 45, 35);
  return (
    `<rect x="${n1(x - 110 * k)}" y="${n1(y - 150 * k)}" width="${n1(12 * k)}" height="${n1(150 * k)}" fill="${wood}"/>` +
    `<rect x="${n1(x + 98 * k)}" y="${n1(y - 150 * k)}" width="${n1(12 * k)}" height="${n1(150 * k)}" fill="${wood}"/>` +
    `<rect x="${n1(x - 135 * k)}" y="${n1(y - 215 * k)}" width="${n1(270 * k)}" height="${n1(90 * k)}" rx="${n1(8 * k)}" fill="${hsl(hue, 55, 33)}" stroke="#fff" stroke-width="${n1(4 * k)}"/>` +
    svgText(x, y - 156 * k, Math.round(40 * k), "Welcome", "#fff")
  );
}

const MOTIFS: Record<MotifName, (ctx: MotifContext) => string> = {
  bunting: drawBunting,
  trophy: drawTrophy,
  easel: drawEasel,
  bus: drawBus,
  football: drawFootball,
  meeting: drawMeeting,
  signboard: drawSignboard,
};

/** Draws the planned scene; phase in [0, 1) animates it (0 for still photos). */
function renderScene(layout: SceneLayout, phase: number): string {
  const { width: w, height: h, groundY } = layout;
  const backTrees = layout.trees.filter((t) => t.behindSchool).map(drawTree).join("");
  const frontTrees = layout.trees.filter((t) => !t.behindSchool).map(drawTree).join("");
  const motif = MOTIFS[layout.motif]({
    x: layout.motifX,
    y: groundY + h * 0.1,
    k: layout.scale,
    hue: layout.hue,
    width: w,
    height: h,
    phase,
  });
  return (
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>` +
    drawSun(layout, phase) +
    drawClouds(layout, phase) +
    drawHill(layout, layout.farHill, hsl(120, 22, 64)) +
    drawHill(layout, layout.nearHill, hsl(105, 32, 54)) +
    `<rect y="${n1(groundY)}" width="${w}" height="${n1(h - groundY)}" fill="url(#ground)"/>` +
    backTrees +
    drawSchool(layout, phase) +
    frontTrees +
    motif
  );
}

// ---------------------------------------------------------------------------
// Overlays: caption band and SAMPLE mark
// ---------------------------------------------------------------------------

interface CaptionLine {
  text: string;
  maxSize: number;
}

/** A dark band along the bottom with centred white text: readable on any scene. */
function drawCaptionBand(width: number, height: number, lines: readonly CaptionLine[]): string {
  const sizes = lines.map((line) => fitFontSize(line.text, width * 0.9, line.maxSize));
  const pad = (sizes[0] ?? 20) * 0.4;
  const bandHeight = sizes.reduce((sum, size) => sum + size * 1.25, 0) + pad * 2;
  let baseline = height - bandHeight + pad;
  const texts = lines.map((line, i) => {
    const size = sizes[i] ?? 20;
    baseline += size * 1.25;
    return svgText(width / 2, baseline - size * 0.3, size, line.text, "#fff", i === 0 ? "bold" : "normal");
  });
  return `<rect y="${n1(height - bandHeight)}" width="${width}" height="${n1(bandHeight)}" fill="#101c26" fill-opacity="0.82"/>` + texts.join("");
}

function drawSampleMark(width: number, height: number): string {
  const size = Math.max(16, Math.round(Math.min(width, height) * 0.04));
  const boxW = size * 5.2;
  const boxH = size * 1.6;
  const x = width - boxW - size * 0.6;
  const y = size * 0.6;
  return (
    `<rect x="${n1(x)}" y="${n1(y)}" width="${n1(boxW)}" height="${n1(boxH)}" rx="${n1(size * 0.3)}" fill="${hsl(0, 70, 44)}" stroke="#fff" stroke-width="${n1(size * 0.12)}"/>` +
    svgText(x + boxW / 2, y + boxH * 0.72, size, "SAMPLE", "#fff")
  );
}

interface PhotoSpec extends SceneSpec {
  caption: readonly CaptionLine[];
}

function drawPhoto(spec: PhotoSpec): string {
  const layout = planScene(spec);
  return svgDocument(
    spec.width,
    spec.height,
    renderScene(layout, 0) + drawCaptionBand(spec.width, spec.height, spec.caption) + drawSampleMark(spec.width, spec.height),
    sceneDefs(layout),
  );
}

// ---------------------------------------------------------------------------
// Photos
// ---------------------------------------------------------------------------

async function makeSlideshow(): Promise<void> {
  for (const [index, slide] of SLIDES.entries()) {
    const i = index + 1;
    const svg = drawPhoto({
      width: 1200,
      height: 675,
      hue: (i * 137.5) % 360, // golden-angle steps spread the slide colours evenly
      seed: `slideshow:${i}`,
      motif: SLIDE_MOTIFS[i % SLIDE_MOTIFS.length] ?? "signboard",
      caption: [{ text: `Slide ${i} of ${SLIDES.length}`, maxSize: 54 }],
    });
    await writeJpeg(inContent(slide.photo), svg);
  }
}

async function makeCardFolders(): Promise<void> {
  for (const folder of CARD_FOLDERS) {
    for (const [index, file] of folder.files.entries()) {
      const i = index + 1;
      const svg = drawPhoto({
        width: 1200,
        height: 800,
        hue: folder.hue,
        seed: `${folder.key}:${i}`,
        motif: folder.motif,
        caption: [{ text: `${folder.title} — photo ${i} of ${folder.count}`, maxSize: 56 }],
      });
      await writeJpeg(inContent(`albums/${folder.key}/${file}`), svg);
    }
  }
}

async function makeCovers(): Promise<void> {
  for (const folder of CARD_FOLDERS) {
    if (!folder.cover) continue;
    const svg = drawPhoto({
      width: 800,
      height: 533,
      hue: folder.hue,
      seed: `${folder.key}:cover`,
      motif: folder.motif,
      caption: [{ text: folder.title, maxSize: 46 }],
    });
    await writeJpeg(inContent(folder.cover), svg);
  }
}

async function makeBannerAndAdmissions(): Promise<void> {
  await writeJpeg(
    inContent(school.banner.photo),
    drawPhoto({
      width: 1600,
      height: 500,
      hue: 150,
      seed: "banner",
      motif: "bunting",
      caption: [
        { text: SCHOOL_NAME, maxSize: 60 },
        { text: "Sample banner", maxSize: 30 },
      ],
    }),
  );
  await writeJpeg(
    inContent(admissions.photo.photo),
    drawPhoto({
      width: 1200,
      height: 800,
      hue: 215,
      seed: "admissions",
      motif: "signboard",
      caption: [{ text: "Admissions open — sample", maxSize: 60 }],
    }),
  );
}

// ---------------------------------------------------------------------------
// Illustrated leader portraits (flat shapes, no real people)
// ---------------------------------------------------------------------------

interface PortraitSpec {
  label: string;
  background: string;
  skin: string;
  skinShade: string;
  hair: string;
  hairStyle: "short" | "long";
  outfit: string;
  accent: string;
  glasses: boolean;
}

const SHORT_HAIR =
  "M200 285 C192 180 250 150 300 150 C360 150 412 182 400 285 C388 225 345 205 300 208 C252 208 214 228 200 285 Z";
const LONG_HAIR_FRONT =
  "M198 300 C188 188 250 158 300 158 C352 158 412 188 402 300 C382 232 330 214 300 196 C276 222 232 236 198 300 Z";

function drawPortrait(p: PortraitSpec): string {
  const size = 600;
  const hairBack = p.hairStyle === "long" ? `<path d="M190 300 C170 170 240 150 300 150 C360 150 430 170 410 300 L430 470 L170 470 Z" fill="${p.hair}"/>` : "";
  // Collar detail tells the two apart: shirt and tie vs. a draped stole.
  const collar =
    p.hairStyle === "short"
      ? `<path d="M255 428 L300 500 L345 428 Z" fill="#fff"/><path d="M300 445 L287 460 L300 545 L313 460 Z" fill="${p.accent}"/>`
      : `<path d="M360 432 C425 445 470 505 482 600 L420 600 C410 525 380 472 325 440 Z" fill="${p.accent}"/>` +
        `<path d="M262 432 Q300 478 338 432" fill="none" stroke="${hsl(45, 85, 55)}" stroke-width="6"/>`;
  const glasses = p.glasses
    ? `<g fill="none" stroke="#2d2d2d" stroke-width="5"><circle cx="262" cy="290" r="26"/><circle cx="338" cy="290" r="26"/><path d="M288 288 Q300 280 312 288"/></g>`
    : "";
  const face =
    `<circle cx="203" cy="300" r="22" fill="${p.skin}"/><circle cx="397" cy="300" r="22" fill="${p.skin}"/>` +
    `<ellipse cx="300" cy="285" rx="98" ry="115" fill="${p.skin}"/>` +
    `<path d="${p.hairStyle === "short" ? SHORT_HAIR : LONG_HAIR_FRONT}" fill="${p.hair}"/>` +
    `<g fill="none" stroke="${p.hair}" stroke-width="7" stroke-linecap="round"><path d="M240 258 Q262 248 282 258"/><path d="M318 258 Q338 248 360 258"/></g>` +
    `<circle cx="262" cy="292" r="9" fill="#2b2b2b"/><circle cx="338" cy="292" r="9" fill="#2b2b2b"/>` +
    `<path d="M300 300 Q292 325 302 330" fill="none" stroke="${p.skinShade}" stroke-width="5" stroke-linecap="round"/>` +
    `<circle cx="245" cy="330" r="16" fill="#e8747a" opacity="0.3"/><circle cx="355" cy="330" r="16" fill="#e8747a" opacity="0.3"/>` +
    `<path d="M265 350 Q300 378 335 350" fill="none" stroke="#8a3b3b" stroke-width="6" stroke-linecap="round"/>` +
    glasses;
  const body =
    `<rect width="${size}" height="${size}" fill="${p.background}"/>` +
    `<circle cx="300" cy="300" r="235" fill="#fff" opacity="0.25"/>` +
    hairBack +
    `<path d="M90 600 C100 470 190 425 300 425 C410 425 500 470 510 600 Z" fill="${p.outfit}"/>` +
    `<rect x="265" y="355" width="70" height="90" rx="22" fill="${p.skinShade}"/>` +
    collar +
    face +
    drawCaptionBand(size, size, [{ text: p.label, maxSize: 40 }]) +
    drawSampleMark(size, size);
  return svgDocument(size, size, body);
}

async function makePortraits(): Promise<void> {
  await writeJpeg(
    inContent(home.director.photo),
    drawPortrait({
      label: "Director (sample)",
      background: hsl(205, 45, 78),
      skin: "#d9a077",
      skinShade: "#b97f58",
      hair: "#7d7d7d",
      hairStyle: "short",
      outfit: "#27374d",
      accent: "#b3263a",
      glasses: true,
    }),
  );
  await writeJpeg(
    inContent(home.principal.photo),
    drawPortrait({
      label: "Principal (sample)",
      background: hsl(150, 35, 78),
      skin: "#c98d62",
      skinShade: "#a8704a",
      hair: "#2a1d17",
      hairStyle: "long",
      outfit: "#7a1f3d",
      accent: "#e0a526",
      glasses: false,
    }),
  );
}

// ---------------------------------------------------------------------------
// Crest, app icons and favicon
// ---------------------------------------------------------------------------

const CREST_GREEN = "#1f5f3a";
const CREST_GOLD = "#e3b341";

/** Shield + open book + star, drawn in a 512x512 box. Text is left out at favicon size. */
function drawCrest(withText: boolean): string {
  const shield = "M256 28 L452 92 L452 250 C452 368 370 440 256 488 C142 440 60 368 60 250 L60 92 Z";
  const leftPage = "M252 232 C215 208 170 202 128 212 L128 336 C170 326 215 330 252 356 Z";
  const rightPage = "M260 232 C297 208 342 202 384 212 L384 336 C342 326 297 330 260 356 Z";
  const pageLines = [248, 272, 296]
    .map((y) => `<path d="M150 ${y} Q190 ${y - 8} 232 ${y + 8}"/><path d="M280 ${y + 8} Q322 ${y - 8} 362 ${y}"/>`)
    .join("");
  const star = Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? 46 : 19;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    return `${n1(256 + r * Math.cos(angle))},${n1(150 + r * Math.sin(angle))}`;
  }).join(" ");
  return (
    `<path d="${shield}" fill="${CREST_GREEN}" stroke="${CREST_GOLD}" stroke-width="16" stroke-linejoin="round"/>` +
    `<path d="${shield}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="4" transform="translate(256 258) scale(0.88) translate(-256 -258)"/>` +
    `<polygon points="${star}" fill="${CREST_GOLD}"/>` +
    `<path d="${leftPage}" fill="#fff"/><path d="${rightPage}" fill="#fff"/>` +
    `<g fill="none" stroke="${CREST_GREEN}" stroke-width="5" stroke-opacity="0.5">${pageLines}</g>` +
    (withText ? svgText(256, 425, 54, "GVPS", CREST_GOLD) : "")
  );
}

function drawCrestIcon(opts: { scale: number; withText: boolean }): string {
  const offset = n1((512 * (1 - opts.scale)) / 2);
  return svgDocument(512, 512, `<g transform="translate(${offset} ${offset}) scale(${opts.scale})">${drawCrest(opts.withText)}</g>`);
}

async function renderPng(svg: string, size: number): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: (72 * size) / 512 })
    .resize(size, size)
    .ensureAlpha()
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}

/** ICO = ICONDIR (6 bytes) + one ICONDIRENTRY (16 bytes) + the embedded PNG. */

async function makeLogo(): Promise<void> {
  // A publish makes the site's icons from it (lib/publish/icons.ts).
  await writeOutput(inContent(school.logo), await renderPng(drawCrestIcon({ scale: 1, withText: true }), 512));
}

// ---------------------------------------------------------------------------
// Video: frames drawn with the scene code, piped to ffmpeg
// ---------------------------------------------------------------------------

const VIDEO = { width: 640, height: 360, fps: 24, seconds: 7 } as const;

function assertFfmpegAvailable(): void {
  const result = spawnSync("ffmpeg", ["-hide_banner", "-version"], { stdio: "ignore" });
  if (result.error || result.status !== 0) {
    throw new Error(
      "ffmpeg was not found on PATH. Install it (e.g. `apt-get install ffmpeg` or `brew install ffmpeg`) and re-run this script.",
    );
  }
}

function runFfmpeg(args: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args], { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}: ${stderr}`))));
  });
}

async function renderVideoFrame(layout: SceneLayout, phase: number): Promise<Buffer> {
  const { width, height } = layout;
  const svg = svgDocument(
    width,
    height,
    renderScene(layout, phase) +
      drawCaptionBand(width, height, [
        { text: "Sample video", maxSize: 30 },
        { text: SCHOOL_NAME, maxSize: 18 },
      ]) +
      drawSampleMark(width, height),
    sceneDefs(layout),
  );
  return sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
}

async function makeVideo(): Promise<void> {
  const videoPath = inContent(home.video.file);
  const posterPath = inContent(home.video.poster);
  const layout = planScene({ width: VIDEO.width, height: VIDEO.height, hue: 198, seed: "video", motif: "bus" });
  const frameCount = VIDEO.fps * VIDEO.seconds;

  const encoder = spawn(
    "ffmpeg",
    [
      "-hide_banner", "-loglevel", "error", "-y",
      "-f", "rawvideo", "-pix_fmt", "rgb24", "-s", `${VIDEO.width}x${VIDEO.height}`, "-r", String(VIDEO.fps), "-i", "-",
      "-an", // no audio track: the video autoplays muted as decoration
      "-c:v", "libx264", "-preset", "slow", "-tune", "animation", "-crf", "27",
      "-pix_fmt", "yuv420p", "-movflags", "+faststart",
      // single thread + bitexact + no metadata keeps re-runs byte-identical
      "-threads", "1", "-fflags", "+bitexact", "-flags:v", "+bitexact", "-map_metadata", "-1",
      await ensureDirFor(videoPath),
    ],
    { stdio: ["pipe", "ignore", "pipe"] },
  );
  let stderr = "";
  encoder.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  // A write error just means ffmpeg quit early; its exit code below reports why.
  encoder.stdin.on("error", () => undefined);
  const exited = new Promise<number | null>((resolve, reject) => {
    encoder.on("error", reject);
    encoder.on("close", resolve);
  });

  // phase = i / frameCount never reaches 1, so the last frame flows straight into the first.
  for (let i = 0; i < frameCount; i++) {
    const frame = await renderVideoFrame(layout, i / frameCount);
    if (!encoder.stdin.write(frame)) await Promise.race([once(encoder.stdin, "drain"), exited]);
  }
  encoder.stdin.end();
  const code = await exited;
  if (code !== 0) throw new Error(`ffmpeg failed to encode ${videoPath} (exit ${code}): ${stderr}`);
  await recordOutput(videoPath);

  // The poster must match what the player shows first, so take it from the encoded file.
  await runFfmpeg([
    "-i", path.join(REPO_DIR, videoPath),
    "-frames:v", "1", "-q:v", "4", "-update", "1", "-flags:v", "+bitexact",
    await ensureDirFor(posterPath),
  ]);
  await recordOutput(posterPath);
}

// ---------------------------------------------------------------------------
// Placeholder PDFs
// ---------------------------------------------------------------------------

function fitPdfFontSize(font: PDFFont, text: string, maxWidth: number, maxSize: number): number {
  return Math.min(maxSize, Math.floor((maxSize * maxWidth) / font.widthOfTextAtSize(text, maxSize)));
}

async function writeSamplePdf(file: string, title: string): Promise<void> {
  // updateMetadata: false + fixed dates: otherwise pdf-lib stamps "now" and re-runs differ.
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(title);
  pdf.setAuthor(SCHOOL_NAME);
  pdf.setSubject("Sample placeholder document");
  pdf.setProducer(GENERATOR);
  pdf.setCreator(GENERATOR);
  pdf.setCreationDate(FIXED_DATE);
  pdf.setModificationDate(FIXED_DATE);

  const page = pdf.addPage(PageSizes.A4);
  const { width, height } = page.getSize();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const margin = 50;
  const textWidth = width - margin * 2;
  const dark = rgb(0.12, 0.14, 0.16);
  const green = rgb(0.12, 0.37, 0.23);

  page.drawRectangle({ x: 25, y: 25, width: width - 50, height: height - 50, borderColor: rgb(0.7, 0.7, 0.7), borderWidth: 1 });
  page.drawRectangle({ x: 25, y: height - 135, width: width - 50, height: 110, color: green });
  page.drawText(SCHOOL_NAME, { x: margin, y: height - 80, size: fitPdfFontSize(bold, SCHOOL_NAME, textWidth, 26), font: bold, color: rgb(1, 1, 1) });
  page.drawText("Sample content - fictional school", { x: margin, y: height - 108, size: 11, font: regular, color: rgb(0.9, 0.95, 0.9) });

  const titleSize = fitPdfFontSize(bold, title, textWidth, 26);
  page.drawText(title, { x: margin, y: height - 200, size: titleSize, font: bold, color: dark });
  page.drawLine({ start: { x: margin, y: height - 215 }, end: { x: width - margin, y: height - 215 }, thickness: 1.5, color: green });
  const note = "Placeholder published by the sample content; replace with the real document.";
  page.drawText(note, { x: margin, y: height - 245, size: fitPdfFontSize(regular, note, textWidth, 12), font: regular, color: dark });

  // Big diagonal watermark, centred on the page.
  const mark = "SAMPLE DOCUMENT";
  const angle = 35;
  const rad = (angle * Math.PI) / 180;
  // Largest size whose slanted width still fits between the margins.
  const markSize = fitPdfFontSize(bold, mark, textWidth / Math.cos(rad), 66);
  const markWidth = bold.widthOfTextAtSize(mark, markSize);
  const capHeight = markSize * 0.72;
  page.drawText(mark, {
    x: width / 2 - (markWidth / 2) * Math.cos(rad) + (capHeight / 2) * Math.sin(rad),
    y: height / 2 - 60 - (markWidth / 2) * Math.sin(rad) - (capHeight / 2) * Math.cos(rad),
    size: markSize,
    font: bold,
    color: rgb(0.78, 0.12, 0.12),
    opacity: 0.28,
    rotate: degrees(angle),
  });

  page.drawText(`${SCHOOL_NAME} is a fictional name used for sample content.`, { x: margin, y: 45, size: 9, font: regular, color: rgb(0.45, 0.45, 0.45) });

  await writeOutput(inContent(file), await pdf.save());
}

async function makePdfs(): Promise<void> {
  for (const doc of documents.documents) await writeSamplePdf(doc.file, doc.title);
}

/** The notices' attachments, beside them: a PDF, or a photo of the sports ground. */
async function makeNoticeAttachments(): Promise<void> {
  for (const { read } of readNoticeFiles(CONTENT_DIR, problems)) {
    const notice = read.value;
    if (!notice?.attachment) continue;
    const file = `${NOTICES_FOLDER}/${notice.attachment}`;
    // A notice may have its title in Hindi only; the samples with an attachment have an English one.
    const title = notice.title ?? notice.title_hi!;
    if (file.endsWith(".pdf")) await writeSamplePdf(file, title);
    else {
      const caption = [{ text: title, maxSize: 56 }];
      await writeJpeg(inContent(file), drawPhoto({ width: 1200, height: 800, hue: 14, seed: file, motif: "football", caption }));
    }
  }
}

// ---------------------------------------------------------------------------
// Summary and entry point
// ---------------------------------------------------------------------------

function printSummary(): void {
  const groups = new Map<string, { files: number; bytes: number }>();
  for (const { file, bytes } of written) {
    const dir = path.dirname(file);
    const group = groups.get(dir) ?? { files: 0, bytes: 0 };
    group.files += 1;
    group.bytes += bytes;
    groups.set(dir, group);
  }
  const total = written.reduce((sum, { bytes }) => sum + bytes, 0);
  const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;

  console.log("Sample media written to content/:");
  for (const [dir, group] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`  ${dir.padEnd(30)} ${String(group.files).padStart(3)} files  ${kb(group.bytes).padStart(10)}`);
  }
  const largest = [...written].sort((a, b) => b.bytes - a.bytes).slice(0, 3);
  console.log(`  largest: ${largest.map((f) => `${f.file} (${kb(f.bytes)})`).join(", ")}`);
  console.log(`Total: ${written.length} files, ${total} bytes (${(total / 1_000_000).toFixed(2)} MB)`);
  if (total > MAX_TOTAL_BYTES) {
    throw new Error(`Sample media is ${total} bytes, over the ${MAX_TOTAL_BYTES}-byte budget.`);
  }
}

async function main(): Promise<void> {
  // `-- --notices`: only the notices' attachments, for a new sample notice (no ffmpeg needed).
  if (process.argv.includes("--notices")) return makeNoticeAttachments();
  assertFfmpegAvailable(); // fail before writing anything
  await makeSlideshow();
  await makeCardFolders();
  await makeCovers();
  await makeBannerAndAdmissions();
  await makePortraits();
  await makeLogo();
  await makeVideo();
  await makePdfs();
  await makeNoticeAttachments();
  printSummary();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
