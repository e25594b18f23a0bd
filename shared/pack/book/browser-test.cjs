// The study book in a real browser: node browser-test.cjs SITE SCREENSHOT.
// Serves SITE (target/book/, built by scripts/book.sh) on localhost, loads
// every page in Debian's headless chromium through playwright-core, and
// fails (exit 1) on: a console error or uncaught exception, a request that
// fails or answers 4xx/5xx, an internal link to a missing file or anchor, an
// image that does not load, or a search for "Sprague-Grundy" with no result.
// Prints the counts it checked (pages, links, anchors, images, search
// results) and writes a screenshot of one write-up page to SCREENSHOT.
// Run by `scripts/book.sh --test` (shared/pack/src/bin/book.rs), in CI.
"use strict";

const fs = require("fs");
const http = require("http");
const path = require("path");
const { chromium } = require("playwright-core");

const [site, screenshot] = process.argv.slice(2);
if (!site || !screenshot) {
  console.error("usage: node browser-test.cjs SITE SCREENSHOT");
  process.exit(2);
}
const root = path.resolve(site);
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
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
      "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  const errors = [];
  // The tab's icon is the browser's own request, made after the page has
  // loaded (aborted by the next navigation) or guessed as /favicon.ico
  // where a page names none (mdbook's toc.html): not the book's content.
  const icon = (url) => new URL(url).pathname.startsWith("/favicon");
  const page = await browser.newPage();
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
  for (const p of pages) {
    current = p;
    await page.goto(`${origin}/${p}`, { waitUntil: "networkidle" });
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
  }

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
    `${images} images, ${results} search results for "${QUERY}"; screenshot ${screenshot}`);
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
