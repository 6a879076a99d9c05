// The page's score step (docs/decisions.md, "The web face: size"): fetched when the
// Score screen first opens, with its words (strings.js, written by `cargo xtask
// web`) and its own wasm module (web/score: the core's score computation, what
// `td score` and `td ask`'s `score` line call); the service worker caches it with
// every other file, so it opens offline too. Not part of the first load.
//
// After a ruling that touches the score: the kinds it allows, a form for the one
// picked, and what was kept. The score module computes and checks the score as
// `td ask` does for a `score` line (the same checks, the same words); the page's
// Session keeps it with the ruling in the record (a kind the ruling allows); an
// error that names an argument (`--vul: ...`) is said under the field that gives it.

import init, * as wasm from "./bridge_td_score_web.js";
import { STRINGS as WORDS } from "./strings.js";

// The module ready, its styles applied, its words merged into the page's
// (`app.STRINGS`), in the pseudo-language too when the page runs in it.
export async function load(app) {
  const css = document.createElement("link");
  css.rel = "stylesheet";
  css.href = new URL("./score.css", import.meta.url).href;
  await Promise.all([
    init(),
    new Promise((done, failed) => {
      css.onload = done;
      css.onerror = () => failed(new Error("score/score.css"));
      document.head.append(css);
    }),
  ]);
  if (app.pseudo) wasm.enable_pseudo();
  for (const [lang, words] of Object.entries(WORDS)) {
    for (const [name, text] of Object.entries(words)) {
      app.STRINGS[lang][name] = app.pseudo && lang === app.pseudoLang ? app.pseudoWords(text) : text;
    }
  }
}

// Draws the score step for the ruling on screen; `app` is the page's own helpers.
// Drawn again at once (not through the page's loader) after a kind is picked or a
// score kept, so that what follows the drawing finds the new screen.
export function drawScore(app, kindId) {
  const { state, s, el, show, say, now, saveRecord, factsLine, actionBar, walkScreen } = app;
  // The messages of the TD's language, from the page's module (this one has none
  // built in): the first time the score step is drawn in that language.
  if (!wasm.has_catalogue(state.lang)) wasm.install_catalogue(state.lang, app.catalogue(state.lang));
  const scoreScreen = (k) => drawScore(app, k);
  // The kinds and scores kept from the Session, the board, declarer and contract
  // from the facts: named and offered by this module.
  const facts = Object.fromEntries(JSON.parse(state.session.facts()).fields.map((f) => [f.key, f.value]));
  const from = { ...JSON.parse(state.session.scoreStep()), board: facts.board, declarer: facts.declarer, contract: facts.contract };
  const step = JSON.parse(wasm.step(JSON.stringify(from), state.lang));
  if (!step.kinds.length) return walkScreen();
  const kind = step.kinds.find((k) => k.id === kindId) || step.kinds[0];
  const errors = [];
  // A field with the argument it stands for: its error is said under it.
  const field = (flag, label, input) => {
    const err = el("p", { class: "error", hidden: true });
    errors.push({ flag, err, input });
    return el("label", { class: "fact", "data-flag": flag }, el("span", {}, label), input, err);
  };
  const text = (id, value = "", attrs = {}) => el("input", { id, value, autocomplete: "off", ...attrs });
  const select = (id, options, value) =>
    el("select", { id }, options.map((o) => el("option", { value: o.id, selected: o.id === value }, o.name)));
  const check = (id) => el("input", { id, type: "checkbox" });
  const checkRow = (box, label) => el("label", { class: "check" }, box, " ", label);

  const vul = select("score-vul", step.vuls, step.vul || "none");
  const by = select("score-by", step.seats.map((x) => ({ id: x, name: x })), step.declarer || step.seats[2]);
  // Results with their weights: rows the TD adds to.
  const resultRows = (id, first) => {
    const list = el("div", { id, class: "score-rows" });
    const add = (r = "", w = "") =>
      list.append(el("div", { class: "row score-row" }, text("", r, { class: "score-result", placeholder: step.resultHint }), text("", w, { class: "score-weight", inputmode: "numeric", placeholder: s("scoreWeight") })));
    add(first, "");
    add();
    return { list, more: el("button", { type: "button", class: "small", id: `${id}-more`, onclick: () => add() }, s("scoreAddResult")) };
  };
  const weighted = (rows) =>
    [...rows.list.querySelectorAll(".score-row")]
      .map((r) => [r.querySelector(".score-result").value.trim(), r.querySelector(".score-weight").value.trim()])
      .filter(([r]) => r)
      .map(([r, w]) => (w ? `${r}:${w}` : r));
  // What the result is compared with: nothing, the field, or the other table.
  const against = select("score-against", [
    { id: "none", name: s("scoreAgainstNone") },
    { id: "field", name: s("scoreAgainstField") },
    { id: "other", name: s("scoreAgainstOther") },
  ], "none");
  const fieldBox = text("score-field", "", { inputmode: "text" });
  const otherBox = text("score-other", "", { inputmode: "numeric" });
  const knockout = check("score-knockout");
  const againstPart = [
    field("", s("scoreAgainst"), against),
    field("--field", s("scoreField"), fieldBox),
    field("--other-table", s("scoreOther"), otherBox),
    checkRow(knockout, s("scoreKnockout")),
  ];
  const showAgainst = () => {
    fieldBox.closest("label").hidden = against.value !== "field";
    otherBox.closest("label").hidden = against.value !== "other";
    knockout.closest("label").hidden = against.value !== "other";
  };
  against.addEventListener("change", showAgainst);
  const compared = (input) => {
    if (against.value === "field") input.field = fieldBox.value.split(/[\s,;]+/).filter(Boolean);
    if (against.value === "other") {
      input.other_table = otherBox.value.trim();
      input.knockout = knockout.checked;
    }
    return input;
  };

  let parts;
  let input;
  if (kind.id === "stands") {
    parts = [el("p", {}, s("scoreStandsBody"))];
    input = () => ({});
  } else if (kind.id === "rescored" || kind.id === "transferred") {
    const result = text("score-result", step.contract, { placeholder: step.resultHint });
    parts = [field("RESULT", s("scoreResult"), result), field("--by", s("scoreDeclarer"), by), field("--vul", s("scoreVul"), vul), againstPart];
    input = () => compared({ result: result.value.trim(), by: by.value, vul: vul.value });
  } else if (kind.id === "adjusted") {
    const both = resultRows("score-results", step.contract);
    const ew = resultRows("score-results-ew", "");
    const separate = check("score-separate");
    const nsLabel = el("span", {}, s("scoreResults"));
    const ewPart = field("--result-ew", s("scoreResultsEw"), el("div", {}, ew.list, ew.more));
    const bothBox = el("div", {}, both.list, both.more);
    const bothPart = field("--result", nsLabel, bothBox);
    // The same rows are N-S's own when each side has its weights.
    const showSeparate = () => {
      ewPart.hidden = !separate.checked;
      nsLabel.textContent = separate.checked ? s("scoreResultsNs") : s("scoreResults");
      errors.find((x) => x.input === bothBox).flag = separate.checked ? "--result-ns" : "--result";
    };
    separate.addEventListener("change", showSeparate);
    parts = [bothPart, checkRow(separate, s("scoreSeparate")), ewPart, field("--by", s("scoreDeclarer"), by), field("--vul", s("scoreVul"), vul), againstPart];
    showSeparate();
    input = () => {
      const i = { by: by.value, vul: vul.value };
      if (separate.checked) {
        i.results_ns = weighted(both);
        i.results_ew = weighted(ew);
      } else {
        const list = weighted(both);
        // One result with no weight is that result at 100%, as `td score 4S=` reads it.
        if (list.length === 1 && !list[0].includes(":")) i.result = list[0];
        else i.results = list;
      }
      return compared(i);
    };
  } else if (kind.id === "artificial") {
    const ns = select("score-ns", step.artificials, "A");
    const ew = select("score-ew", step.artificials, "A");
    const teams = check("score-teams");
    const ko = check("score-art-knockout");
    const sessionNs = text("score-session-ns", "", { inputmode: "decimal" });
    const sessionEw = text("score-session-ew", "", { inputmode: "decimal" });
    parts = [
      field("--ns", step.sides[0], ns),
      field("--ew", step.sides[1], ew),
      checkRow(teams, s("scoreTeams")),
      checkRow(ko, s("scoreKnockout")),
      field("--session-ns", s("scoreSessionNs"), sessionNs),
      field("--session-ew", s("scoreSessionEw"), sessionEw),
    ];
    input = () => {
      const i = { ns: ns.value, ew: ew.value, teams: teams.checked, knockout: ko.checked };
      if (sessionNs.value.trim()) i.session_ns = sessionNs.value.trim();
      if (sessionEw.value.trim()) i.session_ew = sessionEw.value.trim();
      return i;
    };
  } else {
    const side = select("score-side", [{ id: "NS", name: step.sides[0] }, { id: "EW", name: step.sides[1] }], "NS");
    // The event's standard penalty (`penalty-standard=25%` in the settings), offered.
    const standard = /^(\d+(?:[.,]\d+)?)\s*(%|imps?|vps?)$/i.exec(from.standard || "");
    const standardUnit = standard ? standard[2].toLowerCase().replace(/s$/, "") : "%";
    const amount = text("score-amount", standard ? standard[1] : "", { inputmode: "decimal" });
    const unit = select("score-unit", [{ id: "%", name: s("scoreUnitTop") }, ...step.units], standardUnit);
    // A whole number only: the phone's keypad and the browser keep it so.
    const top = text("score-top", "", { type: "number", min: 1, step: 1, inputmode: "numeric" });
    parts = [field("", s("scoreSide"), side), field("--penalty", s("scoreAmount"), el("div", { class: "row" }, amount, unit)), field("--top", s("scoreTop"), top)];
    input = () => {
      const i = { penalty: `${side.value}:${amount.value.trim()}${unit.value}` };
      if (top.value) i.top = Number(top.value);
      return i;
    };
  }

  const general = el("p", { class: "error", id: "score-error", hidden: true });
  const out = el("pre", { id: "score-text", hidden: true });
  const keep = async (e) => {
    e.preventDefault();
    for (const x of errors) x.err.hidden = true;
    general.hidden = true;
    let text;
    try {
      const computed = JSON.parse(wasm.score(kind.id, JSON.stringify(input()), state.lang));
      state.session.keepScore(kind.id, JSON.stringify(computed.score), now());
      text = computed.text;
    } catch (ex) {
      const message = String(ex.message || ex);
      // `--vul: not a vulnerability` under the vulnerability; else above the buttons.
      const [flag, ...rest] = message.split(": ");
      const at = rest.length ? errors.find((x) => x.flag === flag && !x.err.parentElement.closest("[hidden]")) : null;
      const where = at ? at.err : general;
      where.textContent = at ? rest.join(": ") : message;
      where.hidden = false;
      return;
    }
    if (!(await saveRecord())) return;
    scoreScreen(kind.id);
    const shown = document.getElementById("score-text");
    shown.textContent = text;
    shown.hidden = false;
    say(s("scoreKept"), "info");
  };
  show(
    factsLine(),
    el("h2", { id: "score-title" }, s("scoreTitle")),
    step.kept.length
      ? el("section", { id: "score-kept" }, el("h3", {}, s("scoreKept")), el("ul", {}, step.kept.map((k) =>
          el("li", {}, el("b", {}, k.name), [k.ns != null ? ` · ${step.sides[0]} ${k.ns}` : "", k.ew != null ? ` · ${step.sides[1]} ${k.ew}` : ""].join("")))))
      : null,
    out,
    el(
      "form",
      { id: "score-form", onsubmit: keep },
      step.kinds.length > 1 ? field("", s("scoreKind"), (() => {
        const k = select("score-kind", step.kinds, kind.id);
        k.addEventListener("change", () => scoreScreen(k.value));
        return k;
      })()) : el("p", { id: "score-kind-only" }, el("b", {}, kind.name)),
      parts,
      general,
      actionBar(
        el("button", { id: "score-back", type: "button", onclick: () => walkScreen() }, s("back")),
        el("button", { id: "score-keep", class: "primary", type: "submit" }, s("scoreKeep")),
      ),
    ),
  );
  if (againstPart[0].isConnected) showAgainst();
}

