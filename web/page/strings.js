// The page's own words come from the same catalogues as td's, `i18n/<lang>.ftl` (the
// `page-` messages): `cargo xtask web` writes them into page-strings.js as
// `STRINGS[lang][name]` (page-reg-ask is regAsk), so no word is kept here. Words td
// also says (Back, Explain, the ruling card's headings...) come from the core through
// `ui_strings`. The languages are td's too, one per catalogue (`LANGUAGES`: code,
// own name, and the locale names that pick it).
export { STRINGS, LANGUAGES } from "./page-strings.js";
import { LANGUAGES } from "./page-strings.js";

// The page's language from the browser's list, as `td` reads a locale (nb for any
// Norwegian: no, nn); English when none of ours is wanted.
export function browserLang(list) {
  for (const tag of list || []) {
    const head = String(tag).toLowerCase().split(/[-_]/)[0];
    const found = LANGUAGES.find((l) => l.locales.includes(head));
    if (found) return found.code;
  }
  return LANGUAGES[0].code;
}
