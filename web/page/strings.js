// The page's own words come from the same catalogues as td's, `i18n/<lang>.ftl` (the
// `page-` messages): `cargo xtask web` writes them into page-strings.js as
// `STRINGS[lang][name]` (page-reg-ask is regAsk), so no word is kept here. Words td
// also says (Back, Explain, the ruling card's headings...) come from the core through
// `ui_strings`.
export { STRINGS } from "./page-strings.js";

// The page's language from the browser's list: nb for any Norwegian (no, nn), as
// `td` reads a locale; English when none of ours is wanted.
export function browserLang(list) {
  for (const tag of list || []) {
    const head = String(tag).toLowerCase().split(/[-_]/)[0];
    if (head === "en") return "en";
    if (head === "nb" || head === "no" || head === "nn") return "nb";
    if (head === "pl") return "pl";
  }
  return "en";
}
