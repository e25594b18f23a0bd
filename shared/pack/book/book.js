// The study book's own script (shared/pack/book/book.toml's additional-js):
// every code block and table wider than its column is wrapped in a
// `.scroll-cue` box, whose shadow and label (book.css) say it scrolls, and
// which loses them once scrolled to its end. Checked again when the window
// is resized and when a folded block opens. The browser test fails on a
// block cut without one.
"use strict";
(function () {
  // What scrolls: the code inside a `pre` where mdbook's highlighter made
  // it scroll, else the `pre` (book.css); a table's wrapper.
  function scroller(block) {
    var code = block.tagName === "PRE" && block.querySelector("code");
    return code && getComputedStyle(code).overflowX !== "visible" ? code : block;
  }
  function wide(el) {
    return el.scrollWidth > el.clientWidth + 1;
  }
  function atEnd(el) {
    return el.scrollLeft + el.clientWidth >= el.scrollWidth - 1;
  }
  function mark() {
    document.querySelectorAll(".content pre, .content .table-wrapper").forEach(function (block) {
      var s = scroller(block);
      var box = block.parentElement.classList.contains("scroll-cue") ? block.parentElement : null;
      if (!box && wide(s)) {
        box = document.createElement("div");
        box.className = "scroll-cue";
        block.parentElement.insertBefore(box, block);
        box.appendChild(block);
        s.addEventListener("scroll", function () {
          box.classList.toggle("at-end", atEnd(s));
        }, { passive: true });
      }
      if (box) {
        box.classList.toggle("at-end", !wide(s) || atEnd(s));
      }
    });
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", mark);
  } else {
    mark();
  }
  window.addEventListener("load", mark);
  if (document.fonts) document.fonts.ready.then(mark);
  window.addEventListener("resize", mark);
  document.addEventListener("toggle", mark, true);
})();
