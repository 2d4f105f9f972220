/*
 * CARDAVIA display settings: contrast, grain and colour temperature.
 *
 * Each setting is 0..100 (default 50 = neutral), stored in localStorage under
 * "cardavia.display" (shared by every language of the site), and applied as CSS
 * custom properties on <html>; assets/cardavia/display.css does the rendering.
 * This file is loaded synchronously in <head>, so stored values apply before the
 * first paint; the sliders are wired once the DOM is ready.
 * No network, no dependencies.
 */
(function () {
  "use strict";

  var KEY = "cardavia.display";
  var NAMES = ["contrast", "grain", "temperature"];
  var DEFAULT = 50;
  var root = document.documentElement;

  function clamp(value) {
    var v = Math.round(Number(value));
    return isFinite(v) ? Math.min(100, Math.max(0, v)) : DEFAULT;
  }

  function load() {
    var stored = null;
    try {
      stored = JSON.parse(window.localStorage.getItem(KEY));
    } catch (e) {
      stored = null;
    }
    var settings = {};
    NAMES.forEach(function (name) {
      settings[name] = stored && name in stored ? clamp(stored[name]) : DEFAULT;
    });
    return settings;
  }

  function save(settings) {
    try {
      window.localStorage.setItem(KEY, JSON.stringify(settings));
    } catch (e) {
      /* storage disabled: settings last for this page only */
    }
  }

  // Every setting keeps body text and links at 4.5:1 or more against the page (WCAG AA): the
  // contrast filter never goes below 0.8, the grain overlay above 0.2, the tint above 0.15
  // (worst case measured with the site's colours: text 7.8:1, links 5.4:1).
  var CONTRAST_FLOOR = 0.8, CONTRAST_CEILING = 1.4, GRAIN_MAX = 0.2, TINT_MAX = 0.15;

  function apply(settings) {
    // Contrast: 0 % -> contrast(0.8), 50 % -> unchanged, 100 % -> contrast(1.4).
    var x = (settings.contrast - DEFAULT) / DEFAULT;
    var c = x < 0 ? 1 + x * (1 - CONTRAST_FLOOR) : 1 + x * (CONTRAST_CEILING - 1);
    root.style.setProperty("--cdv-filter", settings.contrast === DEFAULT ? "none" : "contrast(" + c.toFixed(2) + ")");
    // Grain: opacity of the noise overlay, 0 .. GRAIN_MAX (half of it at the default).
    root.style.setProperty("--cdv-grain", (settings.grain / 100 * GRAIN_MAX).toFixed(3));
    // Temperature: 50 % neutral; towards 100 % a warm (amber) tint, towards 0 % a cool (blue) one.
    var t = (settings.temperature - DEFAULT) / DEFAULT;
    var tint = t >= 0
      ? "rgba(255, 160, 60, " + (t * TINT_MAX).toFixed(3) + ")"
      : "rgba(90, 150, 255, " + (-t * TINT_MAX).toFixed(3) + ")";
    root.style.setProperty("--cdv-tint", tint);
  }

  function percent(value) {
    try {
      return new Intl.NumberFormat(root.lang || undefined, { style: "percent", maximumFractionDigits: 0 })
        .format(value / 100);
    } catch (e) {
      return value + " %";
    }
  }

  var settings = load();
  apply(settings);

  function show(input) {
    var text = percent(Number(input.value));
    input.setAttribute("aria-valuetext", text);
    var output = input.parentNode.querySelector("output");
    if (output) output.textContent = text;
  }

  function wire() {
    Array.prototype.forEach.call(document.querySelectorAll("[data-cdv-reset]"), function (button) {
      if (button.dataset.cdvWired) return;
      button.dataset.cdvWired = "1";
      button.addEventListener("click", reset);
    });
    var inputs = document.querySelectorAll("[data-cdv-setting]");
    Array.prototype.forEach.call(inputs, function (input) {
      var name = input.getAttribute("data-cdv-setting");
      if (NAMES.indexOf(name) < 0) return;
      input.value = settings[name];
      show(input);
      if (input.dataset.cdvWired) return;
      input.dataset.cdvWired = "1";
      input.addEventListener("input", function () {
        settings[name] = clamp(input.value);
        apply(settings);
        save(settings);
        show(input);
      });
    });
  }

  function reset() {
    NAMES.forEach(function (name) { settings[name] = DEFAULT; });
    apply(settings);
    save(settings);
    wire();
  }

  // Another tab changed the settings: follow it.
  window.addEventListener("storage", function (event) {
    if (event.key !== KEY) return;
    settings = load();
    apply(settings);
    wire();
  });

  document.addEventListener("DOMContentLoaded", function () {
    // With Material's instant navigation the header is swapped on each page
    // load; document$ (Material's page observable) tells us when.
    if (window.document$ && typeof window.document$.subscribe === "function") {
      window.document$.subscribe(wire);
    } else {
      wire();
    }
  });
})();
