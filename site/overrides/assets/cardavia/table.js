/*
 * The Table: play a deal against the AI through the game service (/api/v1).
 * The page (toolkit/server/page.py) holds a frame #cdv-table with data-game, data-lang,
 * data-api, data-deck, data-command, and its words as JSON in #cdv-table-words.
 * Every word shown comes from the page's words or from the service's views (same catalogs).
 */
(function () {
  "use strict";
  var root = document.getElementById("cdv-table");
  var wordsNode = document.getElementById("cdv-table-words");
  if (!root || !wordsNode) return;
  var W = JSON.parse(wordsNode.textContent);
  var cfg = root.dataset;
  var plural = new Intl.PluralRules(cfg.lang);
  var FORM = { one: 0, two: 1, few: 1, many: 2, other: 2 };
  var view = null;      // the last view from the service
  var queue = [];       // AI events still to show
  var timer = null;
  var picking = null;   // the card whose capture options are shown
  var EVENT_MS = 650;

  function word(key, values) {
    var text = W[key];
    if (Array.isArray(text)) text = text[FORM[plural.select(values.count)]];
    return text.replace(/\{(\w+)\}/g, function (_, name) { return String(values[name]); });
  }

  function el(tag, cls, text) {
    var node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  /* One card: its picture (the site's card art), or its name on a chip when the picture is missing. */
  function cardFace(card) {
    var face = el("span", "cdv-card");
    face.dataset.code = card.code;
    var img = document.createElement("img");
    img.alt = card.name;
    img.title = card.name;
    img.src = "/assets/cards/" + cfg.deck + "/" + encodeURIComponent(card.code) + ".svg";
    img.onerror = function () { face.classList.add("cdv-card--chip"); face.textContent = card.name; };
    face.appendChild(img);
    return face;
  }

  function api(path, body) {
    return fetch(cfg.api + path, {
      method: body ? "POST" : "GET",
      headers: body ? { "Content-Type": "application/json" } : {},
      body: body ? JSON.stringify(body) : undefined
    }).then(function (r) {
      return r.json().then(function (data) {
        if (!r.ok) throw new Error(data.error ? data.error.message : r.statusText);
        return data;
      });
    });
  }

  /* ---------------------------------------------------------------- frame */

  var bar = el("div", "cdv-table__bar");
  var levelLabel = el("label", "", W.level + " ");
  var levelSelect = el("select", "cdv-table__level");
  levelLabel.appendChild(levelSelect);
  var newButton = el("button", "md-button md-button--primary cdv-table__new", W.new_deal);
  var downloadButton = el("button", "md-button cdv-table__download", W.download);
  var skipButton = el("button", "md-button cdv-table__skip", W.skip);
  downloadButton.hidden = true;
  skipButton.hidden = true;
  bar.append(levelLabel, newButton, skipButton, downloadButton);
  var board = el("div", "cdv-table__board");
  var status = el("p", "cdv-table__status");
  status.setAttribute("role", "status");
  status.setAttribute("aria-live", "polite");
  var choices = el("div", "cdv-table__choices");
  var handBox = el("div", "cdv-table__hand");
  handBox.setAttribute("role", "group");
  handBox.setAttribute("aria-label", W.hand);
  var log = el("ol", "cdv-table__log");
  var end = el("div", "cdv-table__end");
  var keys = el("p", "cdv-table__keys", W.keys);
  root.append(bar, board, status, choices, handBox, end, keys, log);

  /* Opened without the service (a static copy of the site): one line with the command. */
  function offline() {
    var line = el("p", "cdv-table__offline");
    var parts = W.offline.split("{command}");
    line.append(parts[0], el("code", "", cfg.command), parts.slice(1).join(""));
    root.replaceChildren(line);
  }

  /* ---------------------------------------------------------------- drawing */

  function seatBox(player, shown) {
    var box = el("div", "cdv-seat cdv-seat--" + player.role + " cdv-seat--at" + player.place);
    var name = el("span", "cdv-seat__name", player.name);
    if (view.dealer === player.seat) name.append(" · " + W.dealer);
    box.append(name, el("span", "cdv-seat__cards", word("cards", { count: player.cards })));
    if (view.turn === player.seat) box.classList.add("cdv-seat--turn");
    if (shown) box.appendChild(shown);
    return box;
  }

  function drawBoard(state) {
    board.replaceChildren();
    var n = view.players.length;
    var center = el("div", "cdv-table__center");
    var played = {};
    if (state.trick) state.trick.forEach(function (t) { played[t.seat] = cardFace(t.card); });
    view.players.forEach(function (p) {
      p.place = (p.seat - view.seat + n) % n * (4 / n);   // 0 you, 1 right, 2 across, 3 left
      if (p.seat !== view.seat) board.appendChild(seatBox(p, played[p.seat]));
    });
    if (state.table) {
      var table = el("div", "cdv-table__cards");
      table.setAttribute("aria-label", W.table);
      state.table.forEach(function (c) { table.appendChild(cardFace(c)); });
      center.append(el("span", "cdv-table__label", W.table), table);
    } else {
      center.append(el("span", "cdv-table__label", W.trick));
      if (view.trump && view.trump.card) {
        var trump = el("div", "cdv-table__trump");
        trump.append(el("span", "", W.trump), cardFace(view.trump.card),
                     el("span", "", word("stock", { count: view.stock })));
        center.appendChild(trump);
      }
      if (played[view.seat]) center.appendChild(el("div", "cdv-table__mine")).appendChild(played[view.seat]);
    }
    board.appendChild(center);
    var score = el("p", "cdv-table__score");
    score.textContent = word("score", { score: view.teams.map(function (t, i) {
      return t + " " + view.score[i];
    }).join(" · ") }) + " — " + word("captured", { captured: view.captured.join(" · ") });
    board.appendChild(score);
    if (view.fola && view.fola.length) {
      var fola = el("details", "cdv-table__fola");
      fola.append(el("summary", "", W.fola + " (" + view.fola.length + ")"));
      view.fola.forEach(function (c) { fola.appendChild(cardFace(c)); });
      board.appendChild(fola);
    }
    if (view.declarations && view.declarations.length) {
      var decl = el("ul", "cdv-table__declarations");
      decl.setAttribute("aria-label", W.declarations);
      view.declarations.forEach(function (d) {
        decl.appendChild(el("li", "", d.player + ": " + d.cards.map(function (c) { return c.name; }).join(", ")));
      });
      board.appendChild(decl);
    }
  }

  function drawHand(active) {
    handBox.replaceChildren();
    var playable = {};
    if (active) view.moves.forEach(function (m) { if (m.card) playable[m.card.code] = true; });
    view.hand.forEach(function (card) {
      var button = el("button", "cdv-table__card");
      button.type = "button";
      button.appendChild(cardFace(card));
      button.setAttribute("aria-label", card.name);
      button.dataset.code = card.code;
      button.disabled = !playable[card.code];
      button.addEventListener("click", function () { pick(card); });
      handBox.appendChild(button);
    });
  }

  function drawChoices(title, options) {
    choices.replaceChildren();
    if (!options) return;
    choices.appendChild(el("p", "cdv-table__choose", title));
    options.forEach(function (m) {
      var b = el("button", "md-button cdv-table__option", m.text);
      b.type = "button";
      b.dataset.move = JSON.stringify(m.move);
      b.addEventListener("click", function () { send(m); });
      choices.appendChild(b);
    });
    if (picking) {
      var cancel = el("button", "md-button cdv-table__cancel", W.cancel);
      cancel.addEventListener("click", function () { picking = null; drawChoices(); });
      choices.appendChild(cancel);
    }
    var first = choices.querySelector("button");
    if (first) first.focus();
  }

  function drawEnd() {
    end.replaceChildren();
    if (!view.over) return;
    var res = view.result;
    end.appendChild(el("p", "cdv-table__result", res.text));
    var table = el("table", "cdv-table__breakdown");
    table.appendChild(el("caption", "", W.breakdown + " (" + res.unit + ")"));
    var head = el("tr");
    head.append(el("th", "", ""));
    view.teams.forEach(function (t) { head.appendChild(el("th", "", t)); });
    table.appendChild(head);
    res.rows.forEach(function (row) {
      var tr = el("tr");
      tr.appendChild(el("th", "", row.label));
      row.values.forEach(function (v) { tr.appendChild(el("td", "", String(v))); });
      table.appendChild(tr);
    });
    var total = el("tr", "cdv-table__total");
    total.appendChild(el("th", "", W.total));
    res.points.forEach(function (v) { total.appendChild(el("td", "", String(v))); });
    table.appendChild(total);
    end.appendChild(table);
    downloadButton.hidden = false;
  }

  function render() {
    drawBoard(view);
    var mine = !view.over && view.turn === view.seat;
    drawHand(mine);
    status.textContent = view.status;
    var cardless = view.moves.filter(function (m) { return !m.card; });
    picking = null;
    drawChoices(W.choose_declare, mine && cardless.length ? cardless : null);
    drawEnd();
    if (mine && !cardless.length) {
      var first = handBox.querySelector("button:not([disabled])");
      if (first) first.focus();
    }
  }

  /* ---------------------------------------------------------------- AI moves one by one */

  function showEvents(events) {
    queue = events.slice();
    skipButton.hidden = !queue.length;
    step();
  }

  function step() {
    clearTimeout(timer);
    var e = queue.shift();
    if (!e) {
      skipButton.hidden = true;
      render();
      return;
    }
    log.appendChild(el("li", "", e.text));
    log.scrollTop = log.scrollHeight;
    status.textContent = e.text;
    drawBoard({ table: e.table, trick: e.trick });
    drawHand(false);
    timer = setTimeout(step, e.seat === view.seat ? EVENT_MS / 2 : EVENT_MS);
  }

  skipButton.addEventListener("click", function () {
    clearTimeout(timer);
    queue.forEach(function (e) { log.appendChild(el("li", "", e.text)); });
    queue = [];
    step();
  });

  /* ---------------------------------------------------------------- playing */

  function pick(card) {
    var options = view.moves.filter(function (m) { return m.card && m.card.code === card.code; });
    if (options.length === 1) return send(options[0]);
    picking = card;
    drawChoices(word("choose", { card: card.name }), options);
  }

  function busy(on) {
    root.classList.toggle("cdv-table--busy", on);
    handBox.querySelectorAll("button").forEach(function (b) { if (on) b.disabled = true; });
  }

  function accept(next) {
    view = next;
    end.replaceChildren();
    downloadButton.hidden = true;
    showEvents(view.events);
  }

  function send(option) {
    busy(true);
    choices.replaceChildren();
    api("/deals/move", { token: view.token, move: option.move }).then(accept, function (err) {
      status.textContent = word("refused", { reason: err.message });
      render();
      status.textContent = word("refused", { reason: err.message });
    }).then(function () { busy(false); });
  }

  function newDeal() {
    busy(true);
    log.replaceChildren();
    api("/deals", { game: cfg.game, lang: cfg.lang, level: levelSelect.value || null }).then(accept, function () {
      status.textContent = W.lost;
    }).then(function () { busy(false); });
  }

  newButton.addEventListener("click", newDeal);
  downloadButton.addEventListener("click", function () {
    var blob = new Blob([JSON.stringify(view.record, null, 1) + "\n"], { type: "application/json" });
    var a = document.createElement("a");
    a.href = URL.createObjectURL(blob);
    a.download = "cardavia-" + cfg.game + "-record.json";
    document.body.appendChild(a);
    a.click();
    setTimeout(function () { URL.revokeObjectURL(a.href); a.remove(); }, 0);
  });

  /* Arrows move between the playable cards of the hand; Esc closes a capture choice. */
  root.addEventListener("keydown", function (e) {
    if (e.key === "Escape" && picking) {
      picking = null;
      drawChoices();
      var again = handBox.querySelector('[data-code="' + CSS.escape(e.target.dataset.code || "") + '"]') ||
                  handBox.querySelector("button:not([disabled])");
      if (again) again.focus();
      return;
    }
    if (e.key !== "ArrowLeft" && e.key !== "ArrowRight") return;
    var cards = Array.prototype.slice.call(handBox.querySelectorAll("button:not([disabled])"));
    var at = cards.indexOf(document.activeElement);
    if (at < 0 || !cards.length) return;
    e.preventDefault();
    cards[(at + (e.key === "ArrowRight" ? 1 : cards.length - 1)) % cards.length].focus();
  });

  api("/games?lang=" + encodeURIComponent(cfg.lang)).then(function (data) {
    var game = data.games.filter(function (g) { return g.id === cfg.game; })[0];
    game.levels.forEach(function (lv) {
      var option = el("option", "", lv.name);
      option.value = lv.id;
      levelSelect.appendChild(option);
    });
    levelSelect.value = game.default_level;
    newDeal();
  }, offline);
})();
