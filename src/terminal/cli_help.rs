//! `--help` in Norwegian and Polish: the clap definition in `cli.rs` is English; this
//! module rewrites its texts for the TD's language before parsing.
//!
//! clap prints some words of its own ("Usage:", "Options:", "[default: ...]",
//! "[possible values: ...]"). For nb and pl those are replaced: the usage line and
//! the section headings come from a help template and per-argument headings, and
//! defaults and possible values are hidden from clap and written into our own help
//! text instead. Flag names, value names (`<DIR>`) and examples stay as they are
//! typed. `tests/cli_help.rs` runs every `--help` in nb and pl and fails on any
//! English description line.

use clap::{Arg, ArgAction, Command};

use crate::texts::lang::Lang;

/// One text of the command line: where it goes, and its nb and pl versions.
/// `path` is `td` or a subcommand name, optionally `.arg` for an argument's help,
/// or `:after` for the text after the options (examples, environment).
struct Entry {
    path: &'static str,
    nb: &'static str,
    pl: &'static str,
}

const fn e(path: &'static str, nb: &'static str, pl: &'static str) -> Entry {
    Entry { path, nb, pl }
}

const ENTRIES: &[Entry] = &[
    e(
        "td",
        "Kjennelseshjelp for turneringsledere i turneringsbridge. Svar på noen spørsmål om hva som skjedde ved bordet, og få kjennelsen, hvem som kan velge hva, og paragrafen å sitere.",
        "Pomoc sędziowska dla sędziów brydża porównawczego. Odpowiedz na kilka pytań o to, co zaszło przy stole, i otrzymaj orzeczenie, kto co może wybrać oraz przepis do zacytowania.",
    ),
    e(
        "td:after",
        "Eksempler:\n  td ask            start med «Hva skjedde?»\n  td ask 45         et spilt kort (§ 45)\n  td cite 45C4b     hva § 45C4(b) sier\n  td score 4SX-2 --by S --vul NS    N-S -500 (§ 77)\n  td check mine-trær/\n\nMiljøvariabler:\n  TD_LANG           språk (en, nb, pl); ellers LANGUAGE, LC_ALL, LC_MESSAGES, LANG\n  TD_CONFIG         konfigurasjonsfil (standard ~/.config/bridge-td/config.yaml)\n  NO_COLOR          ingen farger med --color auto",
        "Przykłady:\n  td ask            zacznij od „Co się stało?”\n  td ask 45         zagrana karta (przepis 45)\n  td cite 45C4b     co mówi przepis 45C4(b)\n  td score 4PX-2 --by S --vul NS    N-S -500 (przepis 77)\n  td check moje-drzewa/\n\nZmienne środowiska:\n  TD_LANG           język (en, nb, pl); w przeciwnym razie LANGUAGE, LC_ALL, LC_MESSAGES, LANG\n  TD_CONFIG         plik konfiguracji (domyślnie ~/.config/bridge-td/config.yaml)\n  NO_COLOR          bez kolorów przy --color auto",
    ),
    e(
        "td.lang",
        "Språk for spørsmål og kjennelser: en, nb eller pl (ellers fra TD_LANG eller språkinnstillingen)",
        "Język pytań i orzeczeń: en, nb lub pl (domyślnie z TD_LANG lub ustawień regionalnych)",
    ),
    e(
        "td.rulings",
        "Last trærne fra DIR i stedet for de innebygde",
        "Wczytaj drzewa z DIR zamiast wbudowanych",
    ),
    e(
        "td.color",
        "Når farger brukes: auto (standard; NO_COLOR respekteres), always eller never",
        "Kiedy używać kolorów: auto (domyślnie; NO_COLOR jest respektowane), always lub never",
    ),
    e(
        "td.regulation",
        "En regel fra den regulerende myndigheten: NAVN gjelder (face-up-leads), NAVN=no gjelder ikke; en regel som ikke er satt, blir spurt om når den betyr noe (kan gjentas)",
        "Opcja Organizacji Nadzorującej: NAZWA obowiązuje (face-up-leads), NAZWA=no nie obowiązuje; o opcję nieustawioną td zapyta, gdy będzie potrzebna (można powtarzać)",
    ),
    e("td.help", "Vis hjelp", "Pokaż pomoc"),
    e("td.version", "Vis versjon", "Pokaż wersję"),
    e(
        "ask",
        "Gå gjennom et kjennelsestre: svar på spørsmål om fakta, få kjennelsen",
        "Przejdź drzewo orzeczeń: odpowiedz na pytania o fakty, otrzymaj orzeczenie",
    ),
    e(
        "ask.tree",
        "Et lovnummer (27, 45, 68) eller tre-id; uten det starter du i sorteringstreet",
        "Numer przepisu (27, 45, 68) lub id drzewa; bez niego start w drzewie wstępnym",
    ),
    e(
        "ask.format",
        "Format for kjennelsen: text (standard), markdown eller json",
        "Format orzeczenia: text (domyślnie), markdown lub json",
    ),
    e(
        "ask.lines",
        "Bruk linjemodus også på en terminal",
        "Tryb wierszowy także na terminalu",
    ),
    e(
        "ask.incidents",
        "Katalog for hendelsesrapporter (standard: incidents)",
        "Folder na protokoły zdarzeń (domyślnie: incidents)",
    ),
    e(
        "ask.save",
        "Skriv rapporten til FILE (som ikke må finnes fra før)",
        "Zapisz protokół do FILE (plik nie może jeszcze istnieć)",
    ),
    e(
        "ask.no_save",
        "Ikke skriv noen hendelsesrapport",
        "Nie zapisuj protokołu zdarzenia",
    ),
    e(
        "ask.resume",
        "Fortsett fra siste svar i et utkast, eller endre en ferdig rapport",
        "Kontynuuj od ostatniej odpowiedzi w wersji roboczej albo popraw zakończony protokół",
    ),
    e("ask.event", "Turneringens navn", "Nazwa zawodów"),
    e("ask.session", "Sesjon", "Sesja"),
    e(
        "ask.board",
        "Spillnummer (et positivt heltall)",
        "Numer rozdania (dodatnia liczba całkowita)",
    ),
    e(
        "ask.table",
        "Bordnummer eller -navn (3, 12A)",
        "Numer lub nazwa stołu (3, 12A)",
    ),
    e(
        "ask.contract",
        "Kontrakt med norske bokstaver: 4SX, 3G, 2K (kløver), 4R (ruter)",
        "Kontrakt w polskim zapisie: 4PX, 3BA, 2C (kier), 5K (karo)",
    ),
    e(
        "ask.declarer",
        "Spilleførerens plass (N, Ø, S, V)",
        "Miejsce rozgrywającego (N, E, S, W)",
    ),
    e(
        "ask.called_by",
        "Plassen til spilleren som tilkalte TL (N, Ø, S, V)",
        "Miejsce gracza, który wezwał sędziego (N, E, S, W)",
    ),
    e("ask.notes", "Fritekst", "Uwagi (dowolny tekst)"),
    e(
        "ask.section",
        "Seksjon, slik resultatprogrammet kaller den (A, 2)",
        "Sektor, jak nazywa go program do liczenia wyników (A, 2)",
    ),
    e("ask.round", "Runde", "Runda"),
    e(
        "ask.ns",
        "Nummeret til N-S-paret (eller laget)",
        "Numer pary NS (lub drużyny)",
    ),
    e(
        "ask.ew",
        "Nummeret til Ø-V-paret (eller laget)",
        "Numer pary EW (lub drużyny)",
    ),
    e(
        "ask.td",
        "TL som avgjorde (standard: `td` i konfigurasjonsfilen)",
        "Sędzia, który orzekał (domyślnie: `td` w pliku konfiguracyjnym)",
    ),
    e(
        "ask:after",
        "Eksempler:\n  td ask                     start med «Hva skjedde?»\n  td ask 45                  spilt kort\n  td ask 27                  utilstrekkelig bud\n  printf '3\\n1\\n' | td ask 45   linjemodus, for skript\n\nEtter en kjennelse i linjemodus: `ny` (en kjennelse til), `tilbake`, `score ARG`\n(justert score, ARG som td score tar dem); i terminal tastene 1-4.",
        "Przykłady:\n  td ask                     zacznij od „Co się stało?”\n  td ask 45                  zagrana karta\n  td ask 27                  odzywka niewystarczająca\n  printf '3\\n1\\n' | td ask 45   tryb wierszowy, dla skryptów\n\nPo orzeczeniu w trybie wierszowym: `kolejne` (kolejne orzeczenie), `wstecz`, `wynik ARG`\n(wynik rozjemczy, ARG jak dla td score); w terminalu klawisze 1-4.",
    ),
    e(
        "check",
        "Kontroller en katalog med kjennelsestrær (standard: de innebygde)",
        "Sprawdź folder z drzewami orzeczeń (domyślnie: wbudowane)",
    ),
    e(
        "check.dir",
        "Mappen som skal kontrolleres",
        "Folder do sprawdzenia",
    ),
    e(
        "check:after",
        "Eksempel:\n  td check rulings/\n\nAvslutningsstatus: 0 feilfri, 1 feil funnet, 2 mappen kan ikke leses.",
        "Przykład:\n  td check rulings/\n\nKod wyjścia: 0 bez błędów, 1 znaleziono błędy, 2 nie można odczytać folderu.",
    ),
    e(
        "trees",
        "Vis trærne: id, lov, tittel, spørsmål, utfall, stilengder",
        "Pokaż drzewa: id, przepis, tytuł, pytania, wyniki, długości ścieżek",
    ),
    e(
        "trees:after",
        "Eksempel:\n  td trees",
        "Przykład:\n  td trees",
    ),
    e(
        "show",
        "Tegn et tre som disposisjon, Graphviz dot eller Mermaid",
        "Narysuj drzewo jako konspekt, Graphviz dot lub Mermaid",
    ),
    e(
        "show.tree",
        "Tre-id eller lovnummer",
        "Id drzewa lub numer przepisu",
    ),
    e(
        "show.format",
        "Format: outline (standard), dot eller mermaid",
        "Format: outline (domyślnie), dot lub mermaid",
    ),
    e(
        "show:after",
        "Eksempler:\n  td show 45\n  td show 68 --format mermaid > 68.mmd\n  td show 45 --format dot | dot -Tsvg > 45.svg",
        "Przykłady:\n  td show 45\n  td show 68 --format mermaid > 68.mmd\n  td show 45 --format dot | dot -Tsvg > 45.svg",
    ),
    e(
        "cite",
        "Vis en paragrafs sitat, tittel og sammendrag, et 2007-nummer eller en definisjon",
        "Pokaż cytowanie, tytuł i streszczenie przepisu, numer z 2007 r. lub definicję",
    ),
    e(
        "cite.refs",
        "Henvisninger i vanlige former: 45C4(b), 45C4b, '§ 45C4b'; eller definisjoner",
        "Odwołania w zwykłej postaci: 45C4(b), 45C4b, 'przepis 45C4b'; albo definicje",
    ),
    e(
        "cite.format",
        "Format: text (standard), markdown eller json",
        "Format: text (domyślnie), markdown lub json",
    ),
    e(
        "cite:after",
        "Eksempler:\n  td cite 45C4b\n  td cite '§ 68D2(b)' 70D3\n  td cite definisjoner",
        "Przykłady:\n  td cite 45C4b\n  td cite 'przepis 68D2(b)' 70D3\n  td cite definicje",
    ),
    e(
        "search",
        "Finn paragrafer og spørsmål etter nøkkelord",
        "Znajdź przepisy i pytania po słowach kluczowych",
    ),
    e(
        "search.words",
        "Ord å lete etter, på det valgte språket",
        "Słowa do wyszukania, w wybranym języku",
    ),
    e(
        "search.limit",
        "Vis høyst N treff (standard 10)",
        "Pokaż najwyżej N wyników (domyślnie 10)",
    ),
    e(
        "search.format",
        "Format: text (standard), markdown eller json",
        "Format: text (domyślnie), markdown lub json",
    ),
    e(
        "search:after",
        "Eksempler:\n  td search straffekort\n  td search blindemann kort",
        "Przykłady:\n  td search karta przygwożdżona\n  td search deklaracja",
    ),
    e(
        "sheet",
        "Skjemaet til den som fører resultatene: hver score kjennelsene har registrert, slik den føres inn",
        "Arkusz dla obliczającego wyniki: każdy wynik zapisany przy orzeczeniach, tak jak się go wprowadza",
    ),
    e(
        "sheet.paths",
        "Rapportfiler, eller mapper som gjennomsøkes etter *.yaml",
        "Pliki protokołów lub foldery przeszukiwane w poszukiwaniu *.yaml",
    ),
    e(
        "sheet.format",
        "text (standard), csv (med en engelsk overskriftsrad) eller json (JSON Lines)",
        "text (domyślnie), csv (z angielskim wierszem nagłówka) lub json (JSON Lines)",
    ),
    e(
        "sheet:after",
        "Eksempler:\n  td sheet incidents/\n  td sheet --format csv incidents/ > scores.csv\n\nÉn linje per side, sortert etter spill: seksjon, spill, runde, bord, par eller lag,\nside, type, verdi (en prosent, IMP, eller de vektede resultatene for\nresultatprogrammet) og paragrafene.\n\nAvslutningsstatus: 0 alle rapporter lest; 2 en rapport kunne ikke leses (de andre vises).",
        "Przykłady:\n  td sheet incidents/\n  td sheet --format csv incidents/ > scores.csv\n\nJeden wiersz na stronę, według rozdań: sekcja, rozdanie, runda, stół, para lub drużyna,\nstrona, rodzaj, wartość (procent, IMP albo wyniki ważone dla programu\nobliczającego) i przepisy.\n\nKod wyjścia: 0 wszystkie protokoły odczytane; 2 protokołu nie dało się odczytać (pozostałe są wypisane).",
    ),
    e(
        "replay",
        "Spill hendelsesrapporter på nytt gjennom dagens trær",
        "Odtwórz protokoły zdarzeń na obecnych drzewach",
    ),
    e(
        "replay.paths",
        "Rapportfiler, eller mapper som gjennomsøkes etter *.yaml",
        "Pliki protokołów lub foldery przeszukiwane w poszukiwaniu *.yaml",
    ),
    e(
        "replay.check",
        "Sammenlign med den registrerte kjennelsen og sitatene",
        "Porównaj z zapisanym orzeczeniem i cytowaniami",
    ),
    e(
        "replay.format",
        "text (standard), markdown (en kjennelsesrapport) eller json (JSON Lines)",
        "text (domyślnie), markdown (raport orzeczenia) lub json (JSON Lines)",
    ),
    e(
        "replay.jobs",
        "Rapporter som spilles samtidig, høyst antall kjerner (standard: antall kjerner; TD_JOBS)",
        "Protokoły odtwarzane jednocześnie, najwyżej liczba rdzeni (domyślnie: liczba rdzeni; TD_JOBS)",
    ),
    e(
        "replay:after",
        "Eksempler:\n  td replay incidents/\n  td replay --check incidents/ tests/incidents/\n\nAvslutningsstatus: 0 alt i orden; 1 noe endret eller ufullstendig; 2 noe ugyldig.",
        "Przykłady:\n  td replay incidents/\n  td replay --check incidents/ tests/incidents/\n\nKod wyjścia: 0 wszystko w porządku; 1 coś zmienione lub niepełne; 2 coś nieprawidłowe.",
    ),
    e(
        "coverage",
        "Hver paragraf i lovene trærne dekker, og nodene som siterer den",
        "Każdy przepis z praw objętych drzewami i węzły, które go cytują",
    ),
    e(
        "coverage.format",
        "Format: text (standard), markdown eller json",
        "Format: text (domyślnie), markdown lub json",
    ),
    e(
        "coverage:after",
        "Eksempel:\n  td coverage --format json",
        "Przykład:\n  td coverage --format json",
    ),
    e(
        "completions",
        "Skriv ut et skript for fullføring i skallet",
        "Wypisz skrypt uzupełniania dla powłoki",
    ),
    e(
        "completions.shell",
        "Skallet: bash, elvish, fish, powershell eller zsh",
        "Powłoka: bash, elvish, fish, powershell lub zsh",
    ),
    e(
        "completions:after",
        "Eksempler:\n  td completions bash > ~/.local/share/bash-completion/completions/td\n  td completions zsh > ~/.zfunc/_td",
        "Przykłady:\n  td completions bash > ~/.local/share/bash-completion/completions/td\n  td completions zsh > ~/.zfunc/_td",
    ),
    e(
        "man",
        "Skriv ut bruksanvisningen (roff), for td eller for én kommando",
        "Wypisz stronę podręcznika (roff) dla td lub jednego polecenia",
    ),
    e(
        "man.command",
        "Kommandoen hvis side skal skrives ut (td-ask(1), td-replay(1), ...)",
        "Polecenie, którego stronę wypisać (td-ask(1), td-replay(1), ...)",
    ),
    e(
        "man:after",
        "Eksempler:\n  td man > td.1 && man ./td.1\n  td man ask > td-ask.1",
        "Przykłady:\n  td man > td.1 && man ./td.1\n  td man ask > td-ask.1",
    ),
    e(
        "score",
        "Scoren for en kontrakt (§ 77); vektede (12C1) og kunstige (12C2) justerte scorer",
        "Zapis kontraktu (przepis 77); ważone zapisowe (12C1) i procentowe (12C2) wyniki rozjemcze",
    ),
    e(
        "score:after",
        "Eksempler:\n  td score 4SX-2 --by S --vul NS          N-S -500, Ø-V +500\n  td score 3G= --by V --vul alle --field 400,430,-50,600\n  td score --by S --vul ingen --result 4S=:60 --result 4S-1:40 --traveller spill7.txt\n  td score --by S --vul ingen --result 4S=:60 --result 4S-1:40 --other-table -420\n  td score --by S --vul NS --result-ns 4S= --result-ew 4S=:30 --result-ew 4S-1:70\n  td score --ns A+ --ew A- --session-ew 34,5\n\nResultater: 4SX-2, 3G=, 2K+1, 6H+1, pass; /PLASS gir en annen spillefører (5HX-2/Ø:40).\nEn travellerfil har N-S-scorene fra de andre bordene, én per linje (tomme linjer og\n#-kommentarer hoppes over).\n\nAvslutningsstatus: 0 beregnet; 2 ugyldige inndata (hver feil nevner argumentet eller fil:linje).",
        "Przykłady:\n  td score 4PX-2 --by S --vul NS          N-S -500, E-W +500\n  td score 3BA= --by W --vul obie --field 400,430,-50,600\n  td score --by S --vul nikt --result 4P=:60 --result 4P-1:40 --traveller rozdanie7.txt\n  td score --by S --vul nikt --result 4P=:60 --result 4P-1:40 --other-table -420\n  td score --by S --vul NS --result-ns 4P= --result-ew 4P=:30 --result-ew 4P-1:70\n  td score --ns A+ --ew A- --session-ew 34,5\n\nWyniki: 4PX-2, 3BA=, 6C+1, 3TXX-1, pas; /MIEJSCE wskazuje innego rozgrywającego\n(5CX-2/E:40). Plik protokołu zawiera zapisy N-S z pozostałych stołów, jeden w wierszu\n(puste wiersze i komentarze # są pomijane).\n\nKod wyjścia: 0 policzono; 2 błędne dane (każdy błąd wskazuje argument albo plik:wiersz).",
    ),
    e(
        "score.result",
        "En kontrakt med resultat: 4SX-2, 3G=, 6H+1, pass",
        "Kontrakt z wynikiem: 4PX-2, 3BA=, 6C+1, pas",
    ),
    e(
        "score.by",
        "Spilleførerens plass (N, Ø, S, V)",
        "Miejsce rozgrywającego (N, E, S, W)",
    ),
    e(
        "score.vul",
        "Sone: ingen, NS, ØV eller alle (også none, NS, EW, both)",
        "Założenia: nikt, NS, EW lub obie (także none, NS, EW, both)",
    ),
    e(
        "score.results",
        "Et resultat den justerte scoren tar med, med vekt i prosent: 4S=:60 (kan gjentas; vektene blir 100 til sammen)",
        "Wynik uwzględniony w wyniku rozjemczym, z wagą w procentach: 4P=:60 (można powtarzać; wagi sumują się do 100)",
    ),
    e(
        "score.results_ns",
        "Ikke-balansert (12C1(e)): et resultat og en vekt for N-S sin score (kan gjentas; krever --result-ew)",
        "Niezbilansowany (12C1(e)): wynik i waga dla zapisu N-S (można powtarzać; wymaga --result-ew)",
    ),
    e(
        "score.results_ew",
        "Ikke-balansert (12C1(e)): et resultat og en vekt for Ø-V sin score (kan gjentas; krever --result-ns)",
        "Niezbilansowany (12C1(e)): wynik i waga dla zapisu E-W (można powtarzać; wymaga --result-ns)",
    ),
    e(
        "score.field",
        "N-S-scorene ved de andre bordene på spillet, for matchpoeng (78A): --field 420,450,-50 (kan gjentas)",
        "Zapisy N-S przy pozostałych stołach w tym rozdaniu, do punktów meczowych (78A): --field 420,450,-50 (można powtarzać)",
    ),
    e(
        "score.traveller",
        "En fil med N-S-scorene ved de andre bordene, én per linje (- leser standard inn)",
        "Plik z zapisami N-S z pozostałych stołów, jeden w wierszu (- czyta standardowe wejście)",
    ),
    e(
        "score.other_table",
        "N-S-scoren ved det andre bordet i en lagkamp, for IMP (78B)",
        "Zapis N-S przy drugim stole meczu drużynowego, do IMP (78B)",
    ),
    e(
        "score.knockout",
        "Utslagsspill: ikke-balanserte IMP midles for begge sider (12C4)",
        "Rozgrywki pucharowe: niezrównoważone IMP uśredniane dla obu stron (12C4)",
    ),
    e(
        "score.ns",
        "Kunstig score for N-S (12C2): A+ (uten skyld), A (delvis skyld), A- (direkte skyld)",
        "Procentowy wynik rozjemczy dla N-S (12C2): A+ (bez winy), A (częściowo winna), A- (bezpośrednio winna)",
    ),
    e(
        "score.ew",
        "Kunstig score for Ø-V (12C2): A+, A eller A-",
        "Procentowy wynik rozjemczy dla E-W (12C2): A+, A lub A-",
    ),
    e(
        "score.teams",
        "Lagspill: kunstige scorer i IMP (+3, 0, -3) i stedet for 60/50/40 %",
        "Gra drużynowa: procentowe wyniki rozjemcze w IMP (+3, 0, -3) zamiast 60/50/40%",
    ),
    e(
        "score.session_ns",
        "N-S sin score på de andre spillene i sesjonen (prosent; i lag IMP per spill), for 12C2(c)",
        "Wynik N-S z pozostałych rozdań sesji (procent; w drużynach IMP na rozdanie), do 12C2(c)",
    ),
    e(
        "score.session_ew",
        "Ø-V sin score på de andre spillene i sesjonen (prosent; i lag IMP per spill), for 12C2(c)",
        "Wynik E-W z pozostałych rozdań sesji (procent; w drużynach IMP na rozdanie), do 12C2(c)",
    ),
    e(
        "score.penalty",
        "Prosedyrestraff for én side (90A): NS:25% (av en topp), ØV:3imp, NS:1vp",
        "Kara proceduralna dla jednej strony (90A): NS:25% (szczytu), EW:3imp, NS:1vp",
    ),
    e(
        "score.top",
        "Toppen i spillet i matchpoeng, for å vise straff i % av en topp som matchpoeng",
        "Szczyt w rozdaniu w punktach meczowych, by pokazać karę w % szczytu jako punkty",
    ),
    e(
        "score.format",
        "text, eller json for verktøy",
        "text lub json dla narzędzi",
    ),
    e(
        "help",
        "Vis denne hjelpen eller hjelpen for en kommando",
        "Pokaż tę pomoc lub pomoc dla polecenia",
    ),
];

/// The headings clap would print in English, for one language.
struct Words {
    usage: &'static str,
    commands: &'static str,
    arguments: &'static str,
    options: &'static str,
    /// The usage line's placeholders for clap's `[OPTIONS]` and `<COMMAND>`.
    options_placeholder: &'static str,
    command_placeholder: &'static str,
    /// Our headings of `ask` and `score`, renamed: (English, translated).
    headings: [(&'static str, &'static str); 6],
}

fn words(lang: Lang) -> Option<Words> {
    match lang {
        Lang::En => None,
        Lang::Nb => Some(Words {
            usage: "Bruk",
            commands: "Kommandoer",
            arguments: "Argumenter",
            options: "Valg",
            options_placeholder: "VALG",
            command_placeholder: "KOMMANDO",
            headings: [
                ("Incident record", "Hendelsesrapport"),
                ("Facts", "Fakta"),
                (
                    "Assigned adjusted score (12C1)",
                    "Tildelt justert score (12C1)",
                ),
                ("Compared with", "Sammenlignet med"),
                (
                    "Artificial adjusted score (12C2)",
                    "Kunstig justert score (12C2)",
                ),
                ("Procedural penalty (90)", "Prosedyrestraff (90)"),
            ],
        }),
        Lang::Pl => Some(Words {
            usage: "Użycie",
            commands: "Polecenia",
            arguments: "Argumenty",
            options: "Opcje",
            options_placeholder: "OPCJE",
            command_placeholder: "POLECENIE",
            headings: [
                ("Incident record", "Protokół zdarzenia"),
                ("Facts", "Fakty"),
                (
                    "Assigned adjusted score (12C1)",
                    "Zapisowy wynik rozjemczy (12C1)",
                ),
                ("Compared with", "W porównaniu z"),
                (
                    "Artificial adjusted score (12C2)",
                    "Procentowy wynik rozjemczy (12C2)",
                ),
                ("Procedural penalty (90)", "Kara proceduralna (90)"),
            ],
        }),
    }
}

fn text(path: &str, lang: Lang) -> Option<&'static str> {
    ENTRIES.iter().find(|e| e.path == path).map(|e| match lang {
        Lang::Nb => e.nb,
        _ => e.pl,
    })
}

fn placeholders(usage: &str, w: &Words) -> String {
    usage
        .replace("[OPTIONS]", &format!("[{}]", w.options_placeholder))
        .replace("<COMMAND>", &format!("<{}>", w.command_placeholder))
        .replace("[COMMAND]", &format!("[{}]", w.command_placeholder))
}

/// A usage line clap wrote, with the TD's placeholders for `[OPTIONS]` and
/// `<COMMAND>` (unchanged in English).
pub fn usage_in(usage: &str, lang: Lang) -> String {
    match words(lang) {
        Some(w) => placeholders(usage, &w),
        None => usage.to_string(),
    }
}

/// `cmd` with its help texts in `lang` (unchanged for English).
pub fn localize(cmd: Command, lang: Lang) -> Command {
    let Some(w) = words(lang) else { return cmd };
    // Build first so that clap has added its help flags, the help subcommand and
    // the global arguments to every subcommand; then rewrite what it made.
    // The version line names the built-in rulings in the TD's words too.
    let version = format!(
        "{} ({} {})",
        env!("CARGO_PKG_VERSION"),
        crate::texts::i18n::t(lang, crate::texts::i18n::Msg::BuiltInRulings),
        crate::model::load::short_digest(crate::model::builtin::DIGEST)
    );
    let mut cmd = cmd.version(version);
    cmd.build();
    localize_one(cmd, "td", &w, lang)
}

fn localize_one(mut cmd: Command, path: &str, w: &Words, lang: Lang) -> Command {
    // clap writes `[OPTIONS]` and `<COMMAND>` into the usage line itself: the line is
    // rendered in English and written into the template with the TD's placeholders.
    // (Not `override_usage`: a usage error's line names the arguments given, and
    // `cli_error` rewords that one.)
    let usage = cmd.render_usage().to_string();
    let usage = usage.strip_prefix("Usage: ").unwrap_or(&usage);
    let template = format!(
        "{{about-with-newline}}\n{}: {}\n\n{{all-args}}{{after-help}}",
        w.usage,
        placeholders(usage, w)
    );
    cmd = cmd
        .help_template(template)
        .subcommand_help_heading(w.commands);
    if let Some(about) = text(path, lang) {
        cmd = cmd.about(about).long_about(None);
    }
    if let Some(after) = text(&format!("{path}:after"), lang) {
        cmd = cmd.after_help(after).after_long_help(None);
    }
    let ids: Vec<String> = cmd
        .get_arguments()
        .map(|a| a.get_id().to_string())
        .collect();
    for id in ids {
        let help = text(&format!("{path}.{id}"), lang).or_else(|| text(&format!("td.{id}"), lang));
        let (arguments, options) = (w.arguments, w.options);
        let headings = w.headings;
        cmd = cmd.mut_arg(id.as_str(), |a: Arg| {
            let heading = match a.get_help_heading() {
                Some(h) => headings
                    .iter()
                    .find(|(en, _)| *en == h)
                    .map_or(h.to_string(), |(_, local)| local.to_string()),
                None if a.is_positional() => arguments.to_string(),
                None => options.to_string(),
            };
            let a = a
                .help_heading(heading)
                .hide_default_value(true)
                .hide_possible_values(true)
                .hide_env(true);
            match (help, a.get_action()) {
                (Some(h), _) => a.help(h).long_help(None),
                (None, ArgAction::Help | ArgAction::HelpShort | ArgAction::HelpLong) => a
                    .help(text("td.help", lang).unwrap_or_default())
                    .long_help(None),
                (None, ArgAction::Version) => a
                    .help(text("td.version", lang).unwrap_or_default())
                    .long_help(None),
                (None, _) => a,
            }
        });
    }
    let subs: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for name in subs {
        cmd = cmd.mut_subcommand(name.as_str(), |s| localize_one(s, &name, w, lang));
    }
    cmd
}
