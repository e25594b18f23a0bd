// The study book in a real browser:
//   node browser-test.cjs SITE SCREENSHOT FORMULAS
// Serves SITE (target/book/, built by scripts/book.sh) on localhost, loads
// every page at 1280 px in Debian's headless chromium through
// playwright-core, and fails (exit 1) on: a console error or uncaught
// exception, a request that fails or answers 4xx/5xx, a request to any
// other host (refused, so the book is read offline), an internal link to a
// missing file or anchor, an image that does not load, a search for
// "Sprague-Grundy" with no result; per page: a count of rendered formulas
// (`.katex`) other than FORMULAS (the JSON the book tool wrote beside the
// staged source) gives, a `$` in text outside code and formulas, no
// KaTeX_Main face loaded where the page has formulas, a display formula
// wider than the main column, a code block or table (folded ones opened)
// wider than its box without the scroll cue of book.js; in the contents,
// a title that does not start with its English name or a part that reads
// like a problem's number, checked once with the CJK font (its Chinese
// must draw) and once with fontconfig hiding it (the Chinese draws as
// boxes, the English still reads). Prints the counts it checked and writes
// a screenshot of one write-up page to SCREENSHOT, and one of the contents
// without the CJK font beside it. Run by `scripts/book.sh --test`
// (shared/pack/src/bin/book.rs), in CI.
"use strict";

const fs = require("fs");
const http = require("http");
const path = require("path");
const { chromium } = require("playwright-core");

const os = require("os");

const [site, screenshot, formulasFile] = process.argv.slice(2);
if (!site || !screenshot || !formulasFile) {
  console.error("usage: node browser-test.cjs SITE SCREENSHOT FORMULAS");
  process.exit(2);
}
const root = path.resolve(site);
const formulas = JSON.parse(fs.readFileSync(formulasFile, "utf8"));
const VIEWPORT = { width: 1280, height: 800 };
const CJK = /[\u3000-\u30ff\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/;
const WQY = "/usr/share/fonts/truetype/wqy";
const SHOWN = "problems/luogu2252-wythoff/README.html";
const QUERY = "Sprague-Grundy";
const TYPES = {
  ".html": "text/html", ".css": "text/css", ".js": "text/javascript",
  ".svg": "image/svg+xml", ".png": "image/png", ".json": "application/json",
  ".woff": "font/woff", ".woff2": "font/woff2", ".ttf": "font/ttf",
  ".ico": "image/x-icon", ".txt": "text/plain",
};

/// The file a URL path names, or null.
function fileOf(urlPath) {
  let file = path.join(root, decodeURIComponent(urlPath));
  if (!file.startsWith(root)) return null;
  if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, "index.html");
  return fs.existsSync(file) ? file : null;
}

function htmlPages(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlPages(full);
    return entry.name.endsWith(".html") ? [path.relative(root, full).split(path.sep).join("/")] : [];
  });
}

/// In the page: what the reader sees of its math and its wide blocks.
async function readPage() {
  // mdbook's toc.html (the contents for a browser without scripts) has no main.
  const main = document.querySelector("main") || document.body;
  // Open every folded block (a proof's formulas, a solution's code), let
  // book.js mark what became wide and the fonts they need load.
  main.querySelectorAll("details").forEach((d) => { d.open = true; });
  await new Promise((r) => setTimeout(r, 50));
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  await document.fonts.ready;
  const column = main.clientWidth;
  const sample = (el) => el.textContent.replace(/\s+/g, " ").trim().slice(0, 50);
  // Text outside code and formulas that holds a `$`.
  const dollars = [];
  const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT, {
    acceptNode: (n) => (n.parentElement.closest("code, pre, .katex, script, style")
      ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (n.textContent.includes("$")) dollars.push(n.textContent.trim().slice(0, 60));
  }
  const wideDisplays = [...main.querySelectorAll(".katex-display")]
    .filter((d) => d.scrollWidth > column + 1)
    .map((d) => `${d.scrollWidth} px: ${sample(d)}`);
  const katexMain = [...document.fonts].filter((f) => f.family.replace(/"/g, "") === "KaTeX_Main")
    .map((f) => f.status);
  // Measure every code block and table, now that book.js has marked what
  // became wide.
  const wide = (el) => el && el.scrollWidth > el.clientWidth + 1;
  const scrolls = (el) => ["auto", "scroll"].includes(getComputedStyle(el).overflowX);
  const blocks = [...main.querySelectorAll("pre"), ...main.querySelectorAll("table")];
  const cut = [];
  let cued = 0;
  for (const block of blocks) {
    const parts = block.tagName === "PRE"
      ? [block, block.querySelector("code")]
      : [block, block.parentElement.classList.contains("table-wrapper") ? block.parentElement : null];
    const over = parts.filter(wide);
    if (!over.length) continue;
    const box = block.closest(".scroll-cue");
    const after = box && getComputedStyle(box, "::after");
    const cue = after && after.content !== "none" && after.content !== "normal" && after.display !== "none" &&
      Number(after.opacity) > 0 && over.some(scrolls);
    if (cue) cued += 1;
    else cut.push(`${block.tagName.toLowerCase()} ${over[0].scrollWidth} px in ${over[0].clientWidth} px: ${sample(block)}`);
  }
  return { katex: document.querySelectorAll(".katex").length, dollars, wideDisplays, katexMain, cut, cued, column };
}

/// In the page: the contents' entries and part titles, and whether a CJK
/// character draws as a glyph in the sidebar's font (not as the box an
/// unassigned code point draws).
function readContents() {
  const sidebar = document.querySelector("#mdbook-sidebar, .sidebar, nav");
  const font = getComputedStyle(sidebar.querySelector("a") || sidebar).fontFamily;
  const draw = (text) => {
    const canvas = document.createElement("canvas");
    canvas.width = 80;
    canvas.height = 60;
    const ctx = canvas.getContext("2d");
    ctx.font = `40px ${font}`;
    ctx.fillText(text, 10, 45);
    return Array.from(ctx.getImageData(0, 0, 80, 60).data).join(",");
  };
  const entries = [...sidebar.querySelectorAll("li.chapter-item a")].map((a) => ({
    text: a.textContent.replace(/\s+/g, " ").trim(),
    href: a.getAttribute("href"),
  }));
  const parts = [...sidebar.querySelectorAll("li.part-title")].map((li) => ({
    text: li.textContent.trim(),
    transform: getComputedStyle(li).textTransform,
  }));
  return { entries, parts, cjkDraws: draw("\u53d6") !== draw("\u{10fffd}") };
}

/// The contents' rules: every write-up's title starts with its number and
/// an English name before any CJK; no part starts with a digit, every part
/// looks unlike a write-up (capitalised); the CJK font is there (`cjk`) or
/// hidden, as the run says.
function checkContents(contents, cjk, label, errors) {
  const writeUps = contents.entries.filter((e) => /^problems\//.test(e.href));
  if (writeUps.length === 0) errors.push(`${label}: no write-up in the contents`);
  for (const e of writeUps) {
    const english = e.text.split(CJK)[0];
    if (!/^\d+\. [A-Za-z][^·]*[A-Za-z0-9'] · /.test(english)) {
      errors.push(`${label}: contents title does not start with its number and English name: ${e.text}`);
    }
  }
  for (const e of contents.entries) {
    if (CJK.test(e.text.charAt(0))) errors.push(`${label}: contents title starts in CJK: ${e.text}`);
  }
  for (const part of contents.parts) {
    if (/^\d/.test(part.text)) errors.push(`${label}: a part reads like a problem's number: ${part.text}`);
    if (part.transform !== "uppercase") errors.push(`${label}: a part is styled as a page: ${part.text}`);
  }
  if (contents.cjkDraws !== cjk) {
    errors.push(`${label}: a CJK character ${contents.cjkDraws ? "draws" : "does not draw"} in the contents` +
      (cjk ? ` (is fonts-wqy-microhei installed?)` : ` (fontconfig did not hide ${WQY})`));
  }
  return writeUps.length;
}

async function main() {
  const server = http.createServer((req, res) => {
    const file = fileOf(new URL(req.url, "http://x").pathname);
    if (!file) {
      res.writeHead(404);
      res.end("not found");
      return;
    }
    res.writeHead(200, { "Content-Type": TYPES[path.extname(file)] || "application/octet-stream" });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const launch = (env) => chromium.launch({
    executablePath: "/usr/bin/chromium",
    env: { ...process.env, ...env },
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
      "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  const browser = await launch({});
  const errors = [];
  // The tab's icon is the browser's own request, made after the page has
  // loaded (aborted by the next navigation) or guessed as /favicon.ico
  // where a page names none (mdbook's toc.html): not the book's content.
  const icon = (url) => new URL(url).pathname.startsWith("/favicon");
  const page = await browser.newPage({ viewport: VIEWPORT });
  // Nothing leaves the local server: a request elsewhere (a CDN's
  // stylesheet, a font, a script) is refused and reported.
  let offHost = 0;
  await page.route("**/*", (route) => {
    const url = route.request().url();
    if (url.startsWith(origin)) return route.continue();
    offHost += 1;
    errors.push(`${current}: a request off the local server: ${url}`);
    return route.abort();
  });
  // mdbook's print.html calls window.print() 100 ms after its load: on a
  // busy machine that came while the next page loaded, aborted its scripts
  // and lost its ids and links. The test reads pages; it never prints.
  await page.addInitScript(() => {
    window.print = () => {};
  });
  let current = "";
  page.on("console", (m) => {
    if (m.type() === "error" && !icon(m.location().url || origin)) errors.push(`${current}: console: ${m.text()} (${m.location().url})`);
  });
  page.on("pageerror", (e) => errors.push(`${current}: exception: ${e.message}`));
  page.on("requestfailed", (r) => {
    if (r.url().startsWith(origin) && !icon(r.url())) {
      errors.push(`${current}: request failed (${r.failure().errorText}): ${r.url()}`);
    }
  });
  page.on("response", (r) => {
    if (r.status() >= 400 && !icon(r.url())) errors.push(`${current}: HTTP ${r.status()}: ${r.url()}`);
  });

  const pages = htmlPages(root).sort();
  const ids = new Map(); // page path -> Set of ids
  const links = []; // [from page, absolute href]
  let images = 0;
  let rendered = 0;
  let cued = 0;
  for (const p of pages) {
    current = p;
    // The whole document parsed (print.html is large and streamed: ids
    // near its end were once missed), then the network quiet.
    await page.goto(`${origin}/${p}`, { waitUntil: "load" });
    await page.waitForLoadState("networkidle");
    const found = await page.evaluate(() => ({
      ids: [...document.querySelectorAll("[id]")].map((e) => e.id),
      links: [...document.querySelectorAll("a[href]")].map((a) => a.href),
      images: [...document.images].map((i) => ({ src: i.src, ok: i.complete && i.naturalWidth > 0 })),
    }));
    ids.set(p, new Set(found.ids));
    for (const href of found.links) links.push([p, href]);
    for (const image of found.images) {
      images += 1;
      if (!image.ok) errors.push(`${p}: image does not load: ${image.src}`);
    }
    const seen = await page.evaluate(readPage);
    const expected = formulas[p] || 0;
    rendered += seen.katex;
    cued += seen.cued;
    if (seen.katex !== expected) errors.push(`${p}: ${seen.katex} formulas rendered, its source holds ${expected}`);
    for (const d of seen.dollars) errors.push(`${p}: a \`$\` outside code and formulas: "${d}"`);
    for (const d of seen.wideDisplays) errors.push(`${p}: a display formula wider than the ${seen.column} px column: ${d}`);
    if (expected > 0 && !seen.katexMain.includes("loaded")) {
      errors.push(`${p}: no KaTeX_Main face loaded (${seen.katexMain.join(", ") || "none declared"})`);
    }
    for (const c of seen.cut) errors.push(`${p}: cut without a scroll cue at ${VIEWPORT.width} px: ${c}`);
  }
  for (const [p, n] of Object.entries(formulas)) {
    if (!pages.includes(p)) errors.push(`${p}: holds ${n} formulas but is not a page of the site`);
  }

  current = "contents";
  await page.goto(`${origin}/index.html`, { waitUntil: "networkidle" });
  const titles = checkContents(await page.evaluate(readContents), true, "contents", errors);

  // Again with fontconfig hiding the CJK font: the English names still read.
  const fontsDir = fs.mkdtempSync(path.join(os.tmpdir(), "book-fonts-"));
  const conf = path.join(fontsDir, "fonts.conf");
  fs.writeFileSync(conf, `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <cachedir>${fontsDir}/cache</cachedir>
  <selectfont><rejectfont><glob>${WQY}/*</glob></rejectfont></selectfont>
</fontconfig>
`);
  const bare = await launch({ FONTCONFIG_FILE: conf });
  const barePage = await bare.newPage({ viewport: VIEWPORT });
  await barePage.route("**/*", (route) => (route.request().url().startsWith(origin) ? route.continue() : route.abort()));
  await barePage.goto(`${origin}/index.html`, { waitUntil: "networkidle" });
  checkContents(await barePage.evaluate(readContents), false, "contents without a CJK font", errors);
  // The shot shows the Chinese title (Wythoff's game), boxes and all.
  await barePage.evaluate(() => {
    const cjk = [...document.querySelectorAll("li.chapter-item a")].find((a) => /[\u3400-\u9fff]/.test(a.textContent));
    if (cjk) cjk.scrollIntoView({ block: "center" });
  });
  const bareShot = screenshot.replace(/(\.png)?$/, "-no-cjk.png");
  await barePage.screenshot({ path: bareShot, fullPage: false });
  await bare.close();
  fs.rmSync(fontsDir, { recursive: true, force: true });

  let internal = 0;
  let anchors = 0;
  for (const [from, href] of links) {
    const url = new URL(href);
    if (url.origin !== origin) continue;
    internal += 1;
    const file = fileOf(url.pathname);
    if (!file) {
      errors.push(`${from}: link to a missing file: ${url.pathname}`);
      continue;
    }
    const hash = decodeURIComponent(url.hash.slice(1));
    if (!hash) continue;
    anchors += 1;
    const target = path.relative(root, file).split(path.sep).join("/");
    const known = ids.get(target);
    // mdbook's not-found page is served at any missing URL with
    // <base href="/">, so its heading's own link reads as index.html#id.
    const own = from === "404.html" && ids.get(from).has(hash);
    if (known && !known.has(hash) && !own) errors.push(`${from}: link to a missing anchor: ${target}#${hash}`);
  }

  current = "search";
  await page.goto(`${origin}/index.html?search=${encodeURIComponent(QUERY)}`, { waitUntil: "networkidle" });
  const results = await page
    .waitForFunction(() => {
      const list = document.querySelector("#mdbook-searchresults, #searchresults");
      return list && list.children.length > 0 ? list.children.length : 0;
    }, null, { timeout: 10000 })
    .then((handle) => handle.jsonValue())
    .catch(() => 0);
  if (!results) errors.push(`search: no result for "${QUERY}"`);

  current = SHOWN;
  await page.goto(`${origin}/${SHOWN}`, { waitUntil: "networkidle" });
  await page.screenshot({ path: screenshot, fullPage: false });
  await browser.close();
  server.close();

  console.log(`browser test: ${pages.length} pages, ${internal} internal links (${anchors} with an anchor), ` +
    `${images} images, ${results} search results for "${QUERY}", ${rendered} formulas rendered, ` +
    `${cued} wide blocks with a scroll cue, ${titles} write-up titles in the contents (with and without ` +
    `a CJK font), ${offHost} requests off the local server; screenshots ${screenshot}, ${bareShot}`);
  if (errors.length) {
    for (const e of errors) console.error(`  ${e}`);
    console.error(`browser test: ${errors.length} failures`);
    process.exit(1);
  }
  console.log("browser test: pass");
}

main().catch((e) => {
  console.error(`browser test: ${e.stack || e}`);
  process.exit(2);
});
