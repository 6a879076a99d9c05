// bridge-td at the table: the page. Plain modules, no framework (docs/decisions.md):
// a few screens drawn from the JSON the wasm core gives, one question per screen.
//
// State: the wasm `Session` (the incident on screen), the language, the settings
// (localStorage: a few bytes), the records (IndexedDB, store.js). The record is saved
// after every answer, back, none-fits, not-chosen-yet and done, before the next
// screen is drawn.

import init, * as td from "./pkg/bridge_td_web.js";
import { STRINGS, LANGUAGES, browserLang } from "./strings.js";
import * as store from "./store.js";

const LANGS = LANGUAGES.map((l) => l.code);
const main = document.getElementById("main");
const notice = document.getElementById("notice");

const state = {
  lang: "en",
  core: {}, // td's own strings, per language
  session: null,
  recordId: null,
  warned: false,
};

function s(key) {
  return STRINGS[state.lang][key] || STRINGS.en[key] || key;
}
function c(key) {
  return (state.core[state.lang] || {})[key] || key;
}

// RFC 3339 with the phone's offset, to the second, as `td ask` records time.
function now() {
  const d = new Date();
  const pad = (n) => String(n).padStart(2, "0");
  const off = -d.getTimezoneOffset();
  const sign = off >= 0 ? "+" : "-";
  const a = Math.abs(off);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}${sign}${pad(Math.floor(a / 60))}:${pad(a % 60)}`;
}

function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
    else if (k === "class") e.className = v;
    else if (v !== null && v !== undefined && v !== false) e.setAttribute(k, v === true ? "" : v);
  }
  for (const ch of children.flat()) {
    if (ch === null || ch === undefined || ch === false) continue;
    e.append(ch instanceof Node ? ch : document.createTextNode(String(ch)));
  }
  return e;
}

// Replaces `node`'s children; nested lists and empty parts (null, false) allowed.
function fill(node, ...children) {
  node.replaceChildren(...children.flat(Infinity).filter((c) => c !== null && c !== undefined && c !== false));
}

// Whether the page is scrolled, kept by a passive listener: reading the scroll
// position in a tap's handler would make the browser lay out the old screen first.
let scrolled = false;
addEventListener("scroll", () => { scrolled = window.scrollY > 0; }, { passive: true });

// A tap counts only on what was on screen when the finger went down. The second tap
// of a double tap lands on the screen the first one drew: either it went down before
// that screen was drawn (a slow phone queued it), or it came within a double tap's
// interval of the tap that drew it, faster than anyone reads a new question. Neither
// delays a tap: a screen takes a tap at once, only not the rest of the one before.
const DOUBLE_TAP_MS = 300;
let lastDown = null; // the last finger (or button) down: its time and place
let shownAt = 0; // when the screen on view was drawn
let drawnBy = null; // the finger down whose tap drew it
addEventListener("pointerdown", (e) => { lastDown = e.timeStamp; }, { capture: true, passive: true });
function seen(event) {
  // A click from the keyboard (Enter, space) or from script has no pointer.
  if (!fromPointer(event) || lastDown === null) return true;
  const taken = lastDown >= shownAt && (drawnBy === null || lastDown - drawnBy >= DOUBLE_TAP_MS);
  if (!taken) window.__tdIgnoredTaps = (window.__tdIgnoredTaps || 0) + 1;
  return taken;
}
// A click is a PointerEvent where the browser makes it one (its pointerType empty
// for the keyboard); elsewhere a finger's or mouse's click counts its taps (detail)
// and the keyboard's does not.
function fromPointer(event) {
  if (!event) return false;
  return event.pointerType !== undefined ? Boolean(event.pointerType) : event.detail > 0;
}

// Screens drawn so far, and the one an information notice (not an error) was said
// on: it is read there and on the next screen, then cleared, so "Opened: FILE" does
// not stay above Start for the rest of the evening, nor in another language.
let screens = 0;
let infoSaidAt = 0;

function show(...children) {
  fill(main, ...children);
  shownAt = performance.now();
  screens += 1;
  if (notice.className === "info" && screens > infoSaidAt + 1) say("");
  // The walk on screen, for this tab only: a reload comes back to it (boot), and
  // leaving it for another screen forgets it.
  if (state.session && (redraw === walkScreen || redraw === factsScreen || redraw === scoreScreen)) sessionStorage.setItem("td-walk", state.recordId);
  else sessionStorage.removeItem("td-walk");
  if (scrolled) window.scrollTo(0, 0);
  const first = main.querySelector("h1, h2");
  if (first) first.setAttribute("tabindex", "-1");
}

function say(message, kind = "error") {
  infoSaidAt = screens;
  notice.textContent = message;
  notice.className = kind;
  notice.hidden = !message;
}

// ---- rulings -------------------------------------------------------------------

// A language's bundle is two files (docs/decisions.md, "The web face: size"):
// `rulings.LANG.bin`, what the first question and the walk need, loaded before the
// first screen; and `rulings.LANG.more.bin`, the texts shown on request and the
// law index (help, details, the law that follows, the score adjustment, law
// titles and summaries, edition notes), fetched once the first screen is drawn;
// the service worker keeps both for offline use. Until the second has arrived a
// view says `pending`, and what it would show is drawn by `later`.
const more = {}; // per language: the promise of its second file merged
let firstScreenDrawn = false;

async function loadLang(lang) {
  if (!td.has_rulings(lang)) {
    const resp = await fetch(`./rulings.${lang}.bin`);
    if (!resp.ok) throw new Error(`rulings.${lang}.bin: ${resp.status}`);
    window.__tdDigest = td.load_rulings(lang, new Uint8Array(await resp.arrayBuffer()));
  }
  if (!state.core[lang]) state.core[lang] = JSON.parse(td.ui_strings(lang));
}

function loadMore(lang) {
  if (!more[lang]) {
    more[lang] = (async () => {
      const resp = await fetch(`./rulings.${lang}.more.bin`);
      if (!resp.ok) throw new Error(`rulings.${lang}.more.bin: ${resp.status}`);
      td.load_more(lang, new Uint8Array(await resp.arrayBuffer()));
    })();
    // Failed (no network, and not cached yet): tried again at the next need.
    more[lang].catch(() => { more[lang] = null; });
  }
  return more[lang];
}

// `f` once the screen on display has been painted: the second file never delays
// the first screen.
function afterPaint(f) {
  requestAnimationFrame(() => setTimeout(f, 0));
}

// A view made again once the second file is in, shared by every part of the
// screen drawn from `v` that waited for it.
const fresh = new WeakMap();
function freshView(v) {
  if (!fresh.has(v)) fresh.set(v, JSON.parse(state.session.view()));
  return fresh.get(v);
}

// Part of a walk's screen drawn from what the second file holds: from `v` at once
// when it is in; else the loading words (nothing, when `quiet`: a title beside
// its citation), and then drawn from the view as it is once the file has arrived.
// The rest of the screen stays as it is: a tap under way, a section opened, the
// scroll.
function later(v, draw, quiet = false) {
  if (!v.pending) return draw(v);
  const box = quiet ? el("span", { class: "later" }) : el("span", { class: "later dim" }, s("loading"));
  loadMore(state.lang).then(
    () => {
      if (box.isConnected) box.replaceWith(...[draw(freshView(v))].flat().filter((n) => n !== null && n !== undefined && n !== false));
    },
    (e) => {
      if (box.isConnected) box.textContent = `${s("loadFailed")}: ${e.message || e}`;
    },
  );
  return box;
}

async function setLang(lang) {
  await loadLang(lang);
  state.lang = lang;
  localStorage.setItem("td-lang", lang);
  document.documentElement.lang = lang;
  if (state.session) state.session.set_lang(lang);
  drawNav();
  if (firstScreenDrawn) afterPaint(() => loadMore(lang).catch(() => {}));
}

function regulationSettings() {
  try {
    return JSON.parse(localStorage.getItem("td-regulations") || "{}");
  } catch {
    return {};
  }
}

// `name`, `name=no`, or `name=VALUE` for a regulation that carries one (the event's
// standard penalty): in force with its value, as `td --regulation` takes it.
function regulationLines() {
  return Object.entries(regulationSettings())
    .filter(([, v]) => v === "yes" || v === "no" || (v && v.startsWith("=")))
    .map(([k, v]) => (v === "yes" ? k : v === "no" ? `${k}=no` : `${k}${v}`))
    .join("\n");
}

// ---- records --------------------------------------------------------------------

// What the TD is told when the records store fails, by the kind store.js names.
// Each says what became of the record and what to do; none of them is a dead end.
function storageWords(kind) {
  if (kind === "full") return s("storageFull");
  if (kind === "newer") return s("storageNewer");
  if (kind === "refused") return s("storageRefused");
  return s("storageFailed");
}

// Stores the record as it stands; `v` is the view on screen (for the list's title).
// False when it could not: the notice says so and offers Export, the walk stays on
// screen, and the next save writes the whole record again.
async function saveRecord(v) {
  const ses = state.session;
  if (!ses) return true;
  v = v || JSON.parse(ses.view());
  const facts = JSON.parse(ses.facts());
  const record = {
    id: state.recordId,
    yaml: ses.record_yaml(),
    status: ses.status(),
    updated: now(),
    facts: facts.summary,
    fileName: facts.fileName,
    title: v.kind === "question" ? v.ask : (v.ruling || v.ask || (v.awaiting && v.awaiting.question) || ""),
  };
  let r = await store.saveIfUnchanged(record, state.rev || 0);
  if (r.conflict) {
    // Another tab saved this record since this one read it: both are kept. This
    // tab's walk becomes a record of its own, and the TD is told.
    state.recordId = `${state.recordId}-${Math.random().toString(36).slice(2, 8)}`;
    state.rev = 0;
    record.id = state.recordId;
    r = await store.saveIfUnchanged(record, 0);
    if (!r.error) say(s("savedAsCopy"), "info");
  }
  if (r.ok !== undefined) state.rev = r.ok;
  if (r.error) {
    say(storageWords(r.error));
    drawExportBar(record);
    return false;
  }
  if (notice.className === "error") say("");
  return true;
}

function download(record) {
  // Named as `td ask` names its records (board, table, tree); a record stored by an
  // older page has no such name yet and keeps its key.
  const name = record.fileName || `incident-${record.id.replace(/[^0-9A-Za-z-]/g, "")}.yaml`;
  const blob = new Blob([record.yaml], { type: "application/yaml" });
  const file = typeof File === "function" ? new File([blob], name, { type: "application/yaml" }) : null;
  if (file && navigator.canShare && navigator.canShare({ files: [file] })) {
    // The TD closing the share sheet is an answer, not a failure: nothing is saved
    // then. A share the phone cannot complete falls back to a download.
    navigator.share({ files: [file], title: name }).catch((e) => {
      if (!e || e.name !== "AbortError") save(blob, name);
    });
  } else {
    save(blob, name);
  }
  function save(b, n) {
    const a = el("a", { href: URL.createObjectURL(b), download: n });
    document.body.append(a);
    a.click();
    a.remove();
  }
}

function drawExportBar(record) {
  const bar = el("div", { class: "bar" }, el("button", { id: "export-now", onclick: () => download(record) }, s("exportRecord")));
  notice.append(bar);
}

// ---- screens ----------------------------------------------------------------------

function drawNav() {
  const nav = document.getElementById("nav");
  const b = (id, label, f) => el("button", { id, class: "nav", onclick: f }, label);
  const select = el(
    "select",
    { id: "lang", "aria-label": s("language") },
    LANGUAGES.map((l) => el("option", { value: l.code, selected: l.code === state.lang }, l.name)),
  );
  select.addEventListener("change", async () => {
    await setLang(select.value);
    redraw();
  });
  nav.replaceChildren(
    b("nav-home", s("home"), home),
    b("nav-records", s("records"), records),
    b("nav-search", s("search"), () => searchScreen("")),
    select,
  );
  document.title = s("title");
}

let redraw = home;

function home() {
  redraw = home;
  state.session = null;
  const build = `${td.version()} · ${td.short_digest(window.__tdDigest || "")}`;
  show(
    el("h1", {}, s("title")),
    el("button", { id: "start", class: "big primary", onclick: () => startWalk("") }, s("start")),
    el("button", { id: "go-records", class: "big", onclick: records }, s("records")),
    el("button", { id: "go-cite", class: "big", onclick: () => citeScreen("") }, s("cite")),
    el("button", { id: "go-search", class: "big", onclick: () => searchScreen("") }, s("search")),
    el("button", { id: "go-settings", class: "big", onclick: settings }, s("settings")),
    el("p", { class: "dim", id: "version" }, `bridge-td ${build} · ${s("offline")}`),
  );
}

async function startWalk(place) {
  try {
    state.session = new td.Session(state.lang, place, regulationLines(), now());
  } catch (e) {
    say(String(e.message || e));
    return;
  }
  state.recordId = state.session.created() + "-" + Math.random().toString(36).slice(2, 8);
  state.rev = 0;
  await saveRecord();
  walkScreen();
}

function walkScreen() {
  redraw = walkScreen;
  const t = performance.now();
  const v = JSON.parse(state.session.view());
  walkScreen.viewMs = performance.now() - t;
  if (v.kind === "question") questionScreen(v);
  else if (v.kind === "ruling") rulingScreen(v);
  else if (v.kind === "awaiting") awaitingScreen(v);
  else uncoveredScreen(v);
  return v;
}

// One tap on the walk: the core's step, the next screen drawn, then the record
// saved, right after that frame is painted (the save serialises the record: doing
// it before would make the TD wait for the next question). What the tap cost is
// kept for the benchmark (benches/web.rs): from the tap's event to the question
// drawn, and whether a frame was drawn in between (the old screen, shown once more
// after the tap), which `frameTimes` counts when the benchmark turns it on.
async function act(f, event) {
  if (!seen(event)) return;
  const t0 = event ? event.timeStamp : performance.now();
  const t1 = performance.now();
  try {
    f();
  } catch (e) {
    say(String(e.message || e));
    return;
  }
  const t2 = performance.now();
  drawnBy = fromPointer(event) ? lastDown : null;
  const v = walkScreen();
  const t3 = performance.now();
  const tap = {
    queued: t1 - t0,
    step: t2 - t1,
    view: walkScreen.viewMs,
    drawn: t3 - t0,
    framesBetween: frameTimes ? frameTimes.filter((t) => t > t0 && t < t1).length : null,
  };
  window.__tdTap = tap;
  await new Promise((painted) =>
    requestAnimationFrame(() => {
      tap.frame = performance.now() - t0;
      setTimeout(painted, 0);
    }),
  );
  await saveRecord(v);
  tap.saved = true;
}

// When each frame ran its callbacks (the last 50), for the benchmark only: it calls
// `window.__tdCountFrames()`; a page in use never runs this loop.
let frameTimes = null;
window.__tdCountFrames = () => {
  frameTimes = [];
  const tick = () => {
    frameTimes.push(performance.now());
    if (frameTimes.length > 50) frameTimes.shift();
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
};

// The citations `pick(v)` gives, each opening to our summary of its paragraph;
// titles and summaries come with the second file (`later`).
function citeList(v, pick) {
  return el(
    "ul",
    { class: "cites" },
    pick(v).map((x, i) =>
      el(
        "li",
        {},
        el(
          "details",
          {},
          el("summary", {}, el("b", {}, x.cite), " ", later(v, (y) => pick(y)[i].title || "", true)),
          later(v, (y) => el("p", {}, pick(y)[i].summary || c("noSummary"))),
        ),
      ),
    ),
  );
}

// The paragraphs a step or ruling relies on, as "Say this" shows them beside it.
function laws(list) {
  return list && list.length ? el("span", { class: "law" }, ` · ${list.map((x) => x.cite).join(", ")}`) : null;
}

// Reasons and edge cases of a step or ruling (`pick(v)`), shown on request.
function details(v, pick) {
  return pick(v) != null ? el("details", { class: "details explains" }, el("summary", {}, c("details")), later(v, (y) => el("p", {}, pick(y)))) : null;
}

// Steps said on the way, in order: "Say this · Law 27A1" over what the TD says.
function saidSteps(v) {
  return (v.said || []).map((step, i) =>
    el(
      "section",
      { class: "said" },
      el("h3", {}, s("sayThis"), laws(step.cites)),
      el("p", { class: "ruling said-text" }, step.say),
      details(v, (y) => y.said[i].details),
    ),
  );
}

// What a thumb needs on every walk screen, kept at the bottom of the screen however
// long the ruling: Back, Explain (where there is something to explain) and Done or
// the way on. Explain opens what the screen holds on request and shows the first.
function actionBar(...buttons) {
  return el("div", { class: "row actions", id: "actions" }, buttons);
}
function explainButton() {
  return el("button", {
    id: "explain-now",
    onclick: () => {
      const all = [...main.querySelectorAll("details.explains")];
      all.forEach((d) => { d.open = true; });
      if (all[0]) all[0].scrollIntoView({ block: "start" });
    },
  }, c("explain"));
}
function backButton(v, label) {
  return el("button", { id: "back", disabled: !v.canBack, onclick: (e) => act(() => state.session.back(now()), e) }, label);
}

// The incident's board, table and contract on every walk screen; a tap opens the
// facts form. Before any is known it invites them.
function factsLine() {
  const summary = JSON.parse(state.session.facts()).summary;
  return el("button", { id: "facts-line", class: "facts-line", onclick: factsScreen }, summary || s("addFacts"));
}

// The facts form: every fact a record keeps, checked as `td ask` checks them. A
// value the core refuses is said under its field in the TD's words and nothing
// of it is kept; the others are.
function factsScreen() {
  redraw = factsScreen;
  const f = JSON.parse(state.session.facts());
  const rows = f.fields.map((x) => {
    const input = x.key === "notes"
      ? el("textarea", { id: `fact-${x.key}`, rows: 3 }, x.value)
      : el("input", { id: `fact-${x.key}`, value: x.value, autocomplete: "off", inputmode: x.key === "board" ? "numeric" : null });
    const err = el("p", { class: "error", id: `fact-${x.key}-error`, hidden: true });
    return { key: x.key, input, err, row: el("label", { class: "fact" }, el("span", {}, x.label), input, err) };
  });
  const save = async (e) => {
    e.preventDefault();
    let first = null;
    for (const r of rows) {
      try {
        state.session.setFact(r.key, r.input.value, now());
        r.err.hidden = true;
      } catch (ex) {
        r.err.textContent = String(ex.message || ex);
        r.err.hidden = false;
        first = first || r.input;
      }
    }
    if (!(await saveRecord())) return;
    if (first) first.focus();
    else walkScreen();
  };
  show(
    el("h2", { id: "facts-title" }, s("facts")),
    el(
      "form",
      { id: "facts-form", onsubmit: save },
      rows.map((r) => r.row),
      actionBar(
        el("button", { id: "facts-cancel", type: "button", onclick: () => walkScreen() }, s("cancel")),
        el("button", { id: "facts-save", class: "primary", type: "submit" }, s("saveFacts")),
      ),
    ),
  );
}

function howWeGotHere(v) {
  return el("details", {}, el("summary", {}, c("howWeGotHere")), el("ol", {}, v.path.map((p) => el("li", {}, p.question, " — ", el("b", {}, p.label)))));
}

// A question to the TD, or a player's choice: then who is asked leads the question,
// and the way out is "Not chosen yet" (the walk ends awaiting the choice) instead
// of "None of these fits". The steps said since the last answer come first.
// Lower case without accents, so "renons" finds "Renons" and "zrzeczenie" finds
// itself however it is typed.
function fold(text) {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
}

// "Type what happened": the answers holding every word typed stay, as the
// terminal's menu filters by typing; the way out stays whatever is typed.
function answerFilter(buttons) {
  const box = el("input", { id: "answer-filter", type: "search", placeholder: s("filterHint"), "aria-label": s("filterHint"), autocomplete: "off" });
  box.addEventListener("input", () => {
    const words = fold(box.value).split(/\s+/).filter(Boolean);
    for (const b of buttons) b.hidden = !words.every((w) => b.dataset.words.includes(w));
  });
  return box;
}

function questionScreen(v) {
  if (!window.__tdFirstQuestion) requestAnimationFrame(() => { window.__tdFirstQuestion = performance.now(); });
  // Where the tree gives every answer a few words, those are the buttons and the
  // full labels come on request ("Details", remembered on this phone), so a long
  // list of answers fits a thumb; the filter reads both.
  const short = v.shorts.every((x) => x);
  const full = !short || localStorage.getItem("td-answer-details") === "yes";
  const answers = v.answers.map((label, i) =>
    el(
      "button",
      {
        class: "answer big" + (v.preselect === i ? " preselected" : ""),
        "data-index": i,
        "data-words": fold(`${v.shorts[i] || ""} ${label}`),
        autofocus: v.preselect === i,
        onclick: (e) => act(() => state.session.answer(i, now()), e),
      },
      short ? el("b", {}, v.shorts[i]) : label,
      short && full ? el("span", { class: "answer-detail" }, label) : null,
    ),
  );
  const filter = v.answers.length > 6 ? answerFilter(answers) : null;
  const detailsToggle = short
    ? el("button", {
        id: "answer-details",
        class: "small",
        "aria-pressed": String(full),
        onclick: () => {
          localStorage.setItem("td-answer-details", full ? "no" : "yes");
          walkScreen();
        },
      }, c("details"))
    : null;
  const wayOut = v.chooser
    ? el("button", { id: "not-chosen", onclick: (e) => act(() => state.session.wait(now()), e) }, s("notChosenYet"))
    : el("button", { id: "none-fits", onclick: (e) => act(() => state.session.none_fits(now()), e) }, c("noneFits"));
  show(
    factsLine(),
    // The tree's name once the walk is in it (at the first question it is the question).
    v.walk > 1 || v.asked > 0 ? el("p", { class: "dim" }, v.walk > 1 ? `${s("walkOf")} ${v.walk} · ${v.tree}` : v.tree) : null,
    saidSteps(v),
    el("h2", { id: "ask" }, v.chooser ? el("span", { id: "chooser" }, `${v.chooser}: `) : null, v.ask),
    filter || detailsToggle ? el("div", { class: "row filter" }, filter, detailsToggle) : null,
    el("div", { class: v.answers.length > 6 ? "answers many" : "answers" }, answers),
    v.cites.length ? citeList(v, (y) => y.cites) : null,
    v.help != null
      ? el("details", { id: "explain", class: "explains" }, el("summary", {}, c("explain")), later(v, (y) => el("p", {}, y.help)))
      : null,
    actionBar(backButton(v, s("back")), v.help != null ? explainButton() : null, wayOut),
  );
  const pre = main.querySelector(".preselected");
  if (pre) pre.focus();
}

function rulingScreen(v) {
  const section = (title, body) => (body ? el("section", {}, el("h3", {}, title), el("p", {}, body)) : null);
  show(
    factsLine(),
    el("p", { class: "dim" }, v.walk > 1 ? `${c("ruling")} ${v.walk}` : c("ruling")),
    saidSteps(v),
    el("h2", { id: "ruling-title" }, s("sayThis"), laws(v.head)),
    el("p", { id: "ruling", class: "ruling" }, v.ruling),
    details(v, (y) => y.details),
    v.choices.map((ch) => el("section", { class: "choices" }, el("h3", {}, ch.heading), el("ul", {}, ch.options.map((o) => el("li", {}, o))))),
    later(v, (y) => [section(c("lawThatFollows"), y.follows), section(c("scoreAdjustment"), y.adjust)]),
    el("h3", {}, c("citations")),
    citeList(v, (y) => y.cited),
    v.seeCited.length ? [el("h3", {}, c("seeAlso")), citeList(v, (y) => y.seeCited)] : null,
    later(v, (y) => (y.editions && y.editions.length ? el("section", {}, el("h3", {}, c("edition")), el("ul", {}, y.editions.map((e) => el("li", {}, el("b", {}, e.cite), " ", e.note)))) : null), true),
    howWeGotHere(v),
    v.then ? null : el("button", { id: "another", class: "big", onclick: (e) => act(() => state.session.next_walk(now()), e) }, c("anotherRuling")),
    actionBar(
      backButton(v, s("back")),
      v.details != null ? explainButton() : null,
      v.scores && v.scores.length ? el("button", { id: "score", onclick: (e) => { if (seen(e)) scoreScreen(); } }, s("score")) : null,
      v.then
        ? el("button", { id: "go-on", class: "primary", onclick: (e) => act(() => state.session.next_walk(now()), e) }, s("goOn"))
        : el("button", { id: "done", class: "primary", onclick: finish }, c("done")),
    ),
  );
}

// ---- the score step ------------------------------------------------------------------

// The score step is a module of its own (score/score.js, with its words and its own
// wasm module: docs/decisions.md, "The web face: size"), fetched when it first
// opens and cached by the service worker, so the first load does not carry it.
let scoreModule = null;
function loadScore() {
  if (!scoreModule) {
    scoreModule = import("./score/score.js").then(async (m) => {
      await m.load({ STRINGS, pseudo: state.pseudo, pseudoLang: LANGS[0], pseudoWords: td.pseudo_words });
      return m;
    });
    // Failed (no network, and not cached yet): tried again at the next tap.
    scoreModule.catch(() => { scoreModule = null; });
  }
  return scoreModule;
}

async function scoreScreen(kindId) {
  redraw = scoreScreen;
  let m;
  try {
    m = await loadScore();
  } catch (e) {
    say(`${s("loadFailedScore")}: ${e.message || e}`);
    return;
  }
  // Another screen chosen while it loaded: that one stays.
  if (redraw !== scoreScreen) return;
  m.drawScore({ state, s, el, show, say, now, saveRecord, factsLine, actionBar, walkScreen, catalogue: td.catalogue }, kindId);
}

// The walk ended "not chosen yet": the steps said, then the choice still to come
// and its options. Done keeps the record awaiting; opened again, it asks the choice.
function awaitingScreen(v) {
  const a = v.awaiting;
  show(
    factsLine(),
    el("p", { class: "dim" }, v.walk > 1 ? `${c("ruling")} ${v.walk}` : c("ruling")),
    saidSteps(v),
    el("h2", { id: "awaiting-title" }, s("awaitingChoice")),
    el("p", {}, s("awaitingBody")),
    el("p", { id: "awaiting-ask", class: "ruling" }, v.chooser ? `${v.chooser}: ` : "", a.question),
    el("ul", { id: "awaiting-options" }, a.options.map((o) => el("li", {}, o))),
    el("h3", {}, c("citations")),
    citeList(v, (y) => y.cited),
    howWeGotHere(v),
    actionBar(backButton(v, s("back")), el("button", { id: "done", class: "primary", onclick: finish }, c("done"))),
  );
}

function uncoveredScreen(v) {
  // The words to search for are picked with the law index (the second file).
  const searchForm = (y) => {
    const box = el("input", { id: "uncovered-search", type: "search", value: (y.search || []).join(" ") });
    // Searching from here ends the walk as "not covered", as `td ask` records it:
    // the incident is closed first, then the search shown.
    return el("form", { class: "row", onsubmit: (e) => e.preventDefault() }, box, el("button", { id: "uncovered-go", onclick: async () => { if (await close()) searchScreen(box.value); } }, s("search")));
  };
  show(
    factsLine(),
    el("h2", { id: "uncovered-title" }, c("notCovered")),
    el("p", {}, c("notCoveredBody")),
    v.ask ? el("p", { class: "dim" }, v.ask) : null,
    el("h3", {}, c("placesToRead")),
    citeList(v, (y) => y.read),
    later(v, searchForm),
    actionBar(backButton({ canBack: true }, s("back")), el("button", { id: "done", class: "primary", onclick: finish }, c("done"))),
  );
}

async function finish(event) {
  if (!seen(event)) return;
  if (await close()) records();
}

// Ends the incident as it stands (complete, not covered, awaiting a choice) and
// stores it; false when it could not be stored: the screen stays, with the notice,
// and Done saves again.
async function close() {
  try {
    state.session.finish(now());
  } catch (e) {
    say(String(e.message || e));
    return false;
  }
  if (!(await saveRecord())) return false;
  state.session = null;
  sessionStorage.removeItem("td-walk");
  return true;
}

async function records() {
  redraw = records;
  state.session = null;
  const r = await store.list();
  const file = el("input", { id: "open-file", type: "file", accept: ".yaml,.yml,application/yaml,text/yaml" });
  file.addEventListener("change", () => openFile(file.files[0]));
  const all = (r.ok || []).sort((a, b) => (a.updated < b.updated ? 1 : -1));
  const archived = all.filter((rec) => rec.archived);
  const rows = all
    .filter((rec) => !rec.archived || showArchived)
    .map((rec) =>
      el(
        "li",
        { class: "record", "data-status": rec.status },
        el(
          "div",
          {},
          rec.facts ? el("div", { class: "record-facts" }, rec.facts) : null,
          el("b", { class: "title" }, rec.title || rec.id),
          el("br"),
          el("span", { class: "dim" }, `${rec.updated.slice(0, 16).replace("T", " ")} · ${s("status" + rec.status[0].toUpperCase() + rec.status.slice(1))}`),
        ),
        el(
          "div",
          { class: "row" },
          el("button", { class: "resume", onclick: () => resume(rec) }, rec.status === "draft" || rec.status === "awaiting" ? s("resume") : s("view")),
          el("button", { class: "export", onclick: () => download(rec) }, s("exportRecord")),
          el("button", { class: "archive", onclick: () => archive(rec, !rec.archived) }, rec.archived ? s("restore") : s("archive")),
        ),
      ),
    );
  // A list that could not be read is said to be so, never shown as "no records";
  // when the store cannot be opened at all, why (and what to do) is said too.
  const why = r.error === "newer" || r.error === "refused" ? ` ${storageWords(r.error)}` : "";
  const unread = r.error ? el("p", { id: "records-unreadable", class: "error" }, s("recordsUnreadable"), why) : null;
  show(
    el("h2", {}, s("records")),
    unread,
    rows.length ? el("ul", { id: "record-list", class: "records" }, rows) : unread ? null : el("p", { id: "no-records" }, s("noRecords")),
    archived.length
      ? el("button", { id: "show-archived", onclick: () => { showArchived = !showArchived; records(); } }, `${showArchived ? s("hideArchived") : s("showArchived")} (${archived.length})`)
      : null,
    el("label", { class: "big file" }, s("openFile"), file),
  );
}

// Archived records leave the list but stay stored, restorable and exportable:
// nothing once ruled is destroyed on the phone.
let showArchived = false;
async function archive(rec, on) {
  const r = await store.saveIfUnchanged({ ...rec, archived: on }, rec.rev || 0);
  if (r.error) say(storageWords(r.error));
  records();
}

function resume(rec) {
  try {
    state.session = td.Session.open(state.lang, rec.id, rec.yaml);
  } catch (e) {
    say(String(e.message || e));
    return;
  }
  state.recordId = rec.id;
  state.rev = rec.rev || 0;
  walkScreen();
}

async function openFile(f) {
  if (!f) return;
  const name = f.name;
  // The bytes, not the browser's decoding of them: the record is read as td
  // reads it, so a Latin-1 or UTF-16 file is refused here as it is there.
  let bytes;
  try {
    bytes = new Uint8Array(await f.arrayBuffer());
  } catch (e) {
    say(`${name}: ${e.message || e}`);
    return;
  }
  let ses;
  try {
    ses = td.Session.openFile(state.lang, name, bytes);
  } catch (e) {
    // Nothing is stored: the file itself is untouched, the list as it was.
    say(String(e.message || e));
    return;
  }
  state.session = ses;
  // A key of its own: opening the same file again never writes over a stored copy
  // the TD has since amended.
  state.recordId = `${ses.created()}-${name.replace(/[^0-9A-Za-z.-]/g, "")}-${Math.random().toString(36).slice(2, 8)}`;
  state.rev = 0;
  say(`${s("opened")}: ${name}`, "info");
  await saveRecord();
  walkScreen();
}

// Cite and search read the law index, which comes with the second file: true once
// it is in; false, said in `out`, when it cannot be fetched.
async function indexLoaded(out) {
  try {
    await loadMore(state.lang);
    return true;
  } catch (e) {
    fill(out, el("p", { class: "error" }, `${s("loadFailed")}: ${e.message || e}`));
    return false;
  }
}

function citeScreen(q) {
  redraw = () => citeScreen(box.value);
  const box = el("input", { id: "cite-box", type: "search", value: q, placeholder: s("citeHint"), "aria-label": s("citeHint") });
  const out = el("div", { id: "cite-out" });
  const go = async () => {
    if (!box.value.trim()) return;
    if (!(await indexLoaded(out))) return;
    const r = JSON.parse(td.cite(state.lang, box.value));
    fill(out, 
      r.problems.map((p) => el("p", { class: "error" }, p)),
      r.found.map((x) => el("article", { class: "paragraph" }, el("h3", {}, x.cite, " ", x.title || ""), el("p", {}, x.summary || c("noSummary")), x.edition ? el("p", { class: "dim" }, x.edition) : null, x.refers && x.refers.length ? el("p", { class: "dim" }, `${c("refersTo")}: ${x.refers.join(", ")}`) : null)),
    );
  };
  show(el("h2", {}, s("cite")), el("form", { class: "row", onsubmit: (e) => { e.preventDefault(); go(); } }, box, el("button", { id: "cite-go" }, s("go"))), out);
  if (q) go();
}

function searchScreen(q) {
  redraw = () => searchScreen(box.value);
  const box = el("input", { id: "search-box", type: "search", value: q, placeholder: s("searchHint"), "aria-label": s("searchHint") });
  const out = el("div", { id: "search-out" });
  const go = async () => {
    if (!box.value.trim()) return;
    if (!(await indexLoaded(out))) return;
    let r;
    try {
      r = JSON.parse(td.search(state.lang, box.value));
    } catch (e) {
      fill(out, el("p", { class: "error" }, String(e.message || e)));
      return;
    }
    fill(out, 
      r.paragraphs.length ? el("h3", {}, s("paragraphs")) : null,
      el("ul", { class: "hits" }, r.paragraphs.map((h) => el("li", {}, el("button", { class: "hit", onclick: () => citeScreen(h.kind === "definition" ? h.text : h.at) }, el("b", {}, h.cite), " ", h.text)))),
      r.questions.length ? el("h3", {}, s("questions")) : null,
      el("ul", { class: "hits" }, r.questions.map((h) => el("li", {}, el("button", { class: "hit", onclick: () => startWalk(h.at) }, el("b", {}, h.cite), " ", h.text)))),
    );
  };
  show(el("h2", {}, s("search")), el("form", { class: "row", onsubmit: (e) => { e.preventDefault(); go(); } }, box, el("button", { id: "search-go" }, s("go"))), out);
  if (q) go();
}

// Light or dark as the phone says, or as the TD chose here (kept on this phone).
function applyTheme() {
  const theme = localStorage.getItem("td-theme") || "";
  if (theme) document.documentElement.dataset.theme = theme;
  else delete document.documentElement.dataset.theme;
}

function settings() {
  redraw = settings;
  const set = regulationSettings();
  const list = JSON.parse(td.regulations(state.lang));
  const theme = el(
    "select",
    { id: "theme", "aria-label": s("theme") },
    [["", s("themePhone")], ["light", s("themeLight")], ["dark", s("themeDark")]].map(([v, label]) =>
      el("option", { value: v, selected: (localStorage.getItem("td-theme") || "") === v }, label)),
  );
  theme.addEventListener("change", () => {
    localStorage.setItem("td-theme", theme.value);
    applyTheme();
  });
  show(
    el("h2", {}, s("settings")),
    el("label", { class: "setting" }, el("span", {}, s("theme")), theme),
    el("h3", {}, s("regulations")),
    // Each regulation by the question it answers in the TD's words; its name (as
    // `--regulation` and the config file write it) under it, small.
    list.map(({ name: n, asks, carries }) => {
      const value = set[n] || "";
      const given = value.startsWith("=");
      const sel = el(
        "select",
        { id: `reg-${n}`, "aria-label": n },
        [["", s("regAsk")], ["yes", s("regYes")], ["no", s("regNo")]].map(([v, label]) => el("option", { value: v, selected: (given ? "yes" : value) === v }, label)),
      );
      // A regulation that carries a value (the event's standard penalty) takes it
      // beside Yes; checked by the core when the next incident starts.
      const amount = carries
        ? el("input", { id: `reg-${n}-value`, value: given ? value.slice(1) : "", placeholder: "25%", autocomplete: "off", "aria-label": n, hidden: (given ? "yes" : value) !== "yes" })
        : null;
      const save = () => {
        const now = regulationSettings();
        const typed = amount ? amount.value.trim() : "";
        now[n] = sel.value === "yes" && typed ? `=${typed}` : sel.value;
        localStorage.setItem("td-regulations", JSON.stringify(now));
        if (amount) amount.hidden = sel.value !== "yes";
      };
      sel.addEventListener("change", save);
      if (amount) amount.addEventListener("change", save);
      return el("label", { class: "setting" }, el("span", { class: "reg-ask" }, asks.join(" ")), el("code", { class: "dim" }, n), sel, amount);
    }),
  );
}

// ---- start ----------------------------------------------------------------------

async function boot() {
  applyTheme();
  if ("serviceWorker" in navigator) {
    // A new build's worker takes over a page already open (sw.js): the page says
    // so, since what runs is still the old build until the next reload.
    const hadWorker = Boolean(navigator.serviceWorker.controller);
    navigator.serviceWorker.addEventListener("controllerchange", () => {
      if (hadWorker) say(s("updateReady"), "info");
    });
    navigator.serviceWorker.register("./sw.js").catch(() => {});
  }
  say(STRINGS[browserLang(navigator.languages)].loading, "info");
  try {
    await init();
    // `?pseudo`: the pseudo-language test (docs/decisions.md, "UI strings"): English,
    // its entries accented as they load, the page's own (STRINGS) here.
    const pseudo = new URLSearchParams(location.search).get("pseudo") !== null;
    state.pseudo = pseudo;
    if (pseudo) {
      td.enable_pseudo();
      for (const [name, text] of Object.entries(STRINGS[LANGS[0]])) STRINGS[LANGS[0]][name] = td.pseudo_words(text);
    }
    const saved = localStorage.getItem("td-lang");
    const lang = pseudo ? LANGS[0] : LANGS.includes(saved) ? saved : browserLang(navigator.languages || [navigator.language]);
    await setLang(lang);
  } catch (e) {
    say(`${STRINGS.en.loadFailed}: ${e.message || e}`);
    return;
  }
  say("");
  // A store that cannot be opened is said at once, before the TD walks a ruling it
  // will not keep; a read that merely failed is said on the record list.
  const probe = await store.list();
  if (probe.error === "refused" || probe.error === "newer") say(storageWords(probe.error));
  // A build other than the one this phone last ran is an update: said once.
  const build = `${td.version()} ${window.__tdDigest}`;
  const before = localStorage.getItem("td-build");
  localStorage.setItem("td-build", build);
  if (before && before !== build) say(`${s("updated")}: bridge-td ${td.version()} · ${td.short_digest(window.__tdDigest || "")}`, "info");
  // A reload comes back to the walk this tab was on; `#ask` starts at "What
  // happened?" at once (the page's shortcut for the table); otherwise Home.
  const walking = sessionStorage.getItem("td-walk");
  const rec = walking ? (await store.get(walking)).ok : null;
  if (rec) resume(rec);
  else if (location.hash === "#ask") await startWalk("");
  else home();
  firstScreenDrawn = true;
  afterPaint(() => loadMore(state.lang).catch(() => {}));
  window.__tdReady = performance.now();
}

boot();
