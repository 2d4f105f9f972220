/*
 * CARDAVIA sample deal stepper. The page holds the whole deal as a list (what readers without
 * JavaScript see); this script shows one step at a time: the starting position, each move, then
 * the result. Buttons and the arrow keys (Home/End too) move between steps; the labels come
 * from the page (data-label-*), so every word is the page's language.
 */
(function () {
  "use strict";

  function wire(deal) {
    if (deal.dataset.cdvWired) return;
    deal.dataset.cdvWired = "1";
    var steps = Array.prototype.slice.call(deal.querySelectorAll("[data-cdv-step]"));
    var current = 0;
    var nav = document.createElement("div");
    nav.className = "cdv-deal__nav";
    var prev = document.createElement("button");
    var next = document.createElement("button");
    var status = document.createElement("span");
    prev.type = next.type = "button";
    prev.className = next.className = "md-button cdv-deal__button";
    prev.textContent = deal.dataset.labelPrevious;
    next.textContent = deal.dataset.labelNext;
    status.className = "cdv-deal__status";
    status.setAttribute("aria-live", "polite");
    nav.appendChild(prev);
    nav.appendChild(status);
    nav.appendChild(next);
    deal.insertBefore(nav, deal.querySelector(".cdv-deal__start"));
    deal.classList.add("cdv-deal--stepping");
    deal.setAttribute("tabindex", "0");

    function show(n) {
      current = Math.max(0, Math.min(steps.length - 1, n));
      steps.forEach(function (step, i) { step.hidden = i !== current; });
      status.textContent = current === 0 ? deal.dataset.labelStart
        : deal.dataset.labelStep.replace("{n}", current).replace("{total}", steps.length - 1);
      prev.disabled = current === 0;
      next.disabled = current === steps.length - 1;
    }

    prev.addEventListener("click", function () { show(current - 1); });
    next.addEventListener("click", function () { show(current + 1); });
    deal.addEventListener("keydown", function (event) {
      var to = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: steps.length - 1 }[event.key];
      if (to === undefined) return;
      event.preventDefault();
      show(to);
    });
    show(0);
  }

  function wireAll() {
    Array.prototype.forEach.call(document.querySelectorAll("[data-cdv-deal]"), wire);
  }

  document.addEventListener("DOMContentLoaded", function () {
    if (window.document$ && typeof window.document$.subscribe === "function") {
      window.document$.subscribe(wireAll);
    } else {
      wireAll();
    }
  });
})();
