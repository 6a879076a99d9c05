//! `td man [COMMAND]`: the man pages, td(1) and one per subcommand (td-ask(1), ...).
//!
//! clap_mangen renders NAME, SYNOPSIS, DESCRIPTION, OPTIONS and SUBCOMMANDS from the
//! same definition `--help` uses; the sections a man page reader looks for and clap
//! does not know about (EXIT STATUS, ENVIRONMENT, FILES, SEE ALSO) are added here.

use crate::error::Error;
use crate::texts::i18n::{Msg, tf};
use crate::texts::lang::Lang;

/// The page for `td`, or for `td COMMAND`.
pub fn page(command: Option<&str>, lang: Lang) -> Result<String, Error> {
    let root = crate::terminal::cli_help::localize(crate::terminal::cli::command(), lang);
    let (cmd, name) = match command {
        None => (root.clone(), "td".to_string()),
        Some(c) => {
            let Some(sub) = root.find_subcommand(c) else {
                let names: Vec<&str> = root.get_subcommands().map(|s| s.get_name()).collect();
                let near = crate::law::similar::nearest(c, names.iter().copied(), 1);
                let hint = near.first().map_or(String::new(), |n| {
                    tf(lang, Msg::DidYouMean, &[&format!("`{n}`")])
                });
                return Err(Error::bad_input(tf(
                    lang,
                    Msg::NoManPage,
                    &[&crate::texts::text::sanitize(c), &hint, &names.join(", ")],
                )));
            };
            let name = format!("td-{}", sub.get_name());
            let version = root.get_version().unwrap_or_default().to_string();
            let page = sub
                .clone()
                .name(name.clone())
                .bin_name(format!("td {c}"))
                .version(version);
            (page, name)
        }
    };
    let mut out = Vec::new();
    clap_mangen::Man::new(cmd).render(&mut out)?;
    let page = String::from_utf8_lossy(&out).into_owned();
    let mut page = headings(page, lang);
    page += &sections(&name, &root, lang);
    Ok(page)
}

/// clap_mangen's section headings in the TD's language. The help texts, argument
/// headings and examples come translated already (`cli_help::localize`); these few
/// words are clap_mangen's own.
fn headings(page: String, lang: Lang) -> String {
    let words: &[(&str, &str)] = match lang {
        Lang::En => return page,
        Lang::Nb => &[
            ("NAME", "NAVN"),
            ("SYNOPSIS", "OVERSIKT"),
            ("DESCRIPTION", "BESKRIVELSE"),
            ("EXTRA", "EKSEMPLER"),
            ("VERSION", "VERSJON"),
            ("Kommandoer", "KOMMANDOER"),
        ],
        Lang::Pl => &[
            ("NAME", "NAZWA"),
            ("SYNOPSIS", "SKŁADNIA"),
            ("DESCRIPTION", "OPIS"),
            ("EXTRA", "PRZYKŁADY"),
            ("VERSION", "WERSJA"),
            ("Polecenia", "POLECENIA"),
        ],
    };
    page.lines()
        .map(|line| {
            let local = line.strip_prefix(".SH ").and_then(|h| {
                words
                    .iter()
                    .find(|(en, _)| *en == h)
                    .map(|(_, local)| format!(".SH {local}"))
            });
            local.unwrap_or_else(|| line.to_string()) + "\n"
        })
        .collect()
}

/// EXIT STATUS, ENVIRONMENT and FILES, in Norwegian.
const NB_SECTIONS: &str = r#".SH AVSLUTNINGSSTATUS
.TP
0
Vellykket.
.TP
1
Kommandoen kjørte og fant et problem: feil i en katalog med kjennelsestrær, inndata som sluttet (eller utdata som ble lukket) før en kjennelse, fakta trærne ikke dekker, en endret eller ufullstendig avspilling, ingen treff.
.TP
2
Feil bruk eller feil inndata: en ukjent lovhenvisning, et ukjent tre eller en ukjent regel, en ugyldig eller uleselig fil; for \fBtd score\fR et resultat, en vekt, en sonestilling eller en score den ikke kan lese, eller et resultat ingen giv tillater.
.TP
130
Avbrutt (Ctrl\-C, SIGTERM, SIGHUP); td oppgir utkastet til rapporten som kan gjenopptas.
.SH MILJØ
.TP
\fBTD_LANG\fR
Språk: en, nb eller pl. En ukjent verdi meldes og ignoreres.
.TP
\fBLANGUAGE\fR, \fBLC_ALL\fR, \fBLC_MESSAGES\fR, \fBLANG\fR
Språkinnstillingen, lest slik gettext leser den, når \fBTD_LANG\fR ikke er satt.
.TP
\fBTD_CONFIG\fR
Konfigurasjonsfilen som leses i stedet for standardfilen; en feil ved lesing stopper td.
.TP
\fBTD_JOBS\fR
Tråder for \fBtd replay\fR (standard og høyst: antall kjerner).
.TP
\fBNO_COLOR\fR
Enhver verdi slår av farger, slik \fB\-\-color never\fR gjør.
.SH FILER
.TP
\fI~/.config/bridge\-td/config.yaml\fR
Valgfri konfigurasjon (regler som gjelder); \fB$XDG_CONFIG_HOME\fR respekteres. En manglende eller uleselig standardfil gir en advarsel.
.TP
\fIincidents/\fR
Der \fBtd ask\fR skriver hendelsesrapporter, om ikke \fB\-\-save\fR eller \fB\-\-no\-save\fR sier noe annet.
.TP
\fIDIR\fR/\fB*.yaml\fR, \fIDIR\fR/\fBlaws/*.yaml\fR
En katalog med kjennelsestrær gitt med \fB\-\-rulings\fR: trærne, og lovregisteret med én fil per lov.
.SH "SE OGSÅ"
"#;

/// EXIT STATUS, ENVIRONMENT and FILES, in Polish.
const PL_SECTIONS: &str = r#".SH "KOD WYJŚCIA"
.TP
0
Sukces.
.TP
1
Polecenie zadziałało i znalazło problem: błędy w katalogu drzew orzeczeń, wejście, które skończyło się (lub wyjście zamknięte) przed orzeczeniem, fakty poza zakresem drzew, zmienione lub niepełne odtworzenie, brak wyników wyszukiwania.
.TP
2
Błędne użycie lub błędne dane: nieznany przepis, drzewo lub opcja Organizacji Nadzorującej, nieprawidłowy lub nieczytelny plik; dla \fBtd score\fR wynik, waga, założenia lub zapis, których nie można odczytać, albo wynik niemożliwy w żadnym rozdaniu.
.TP
130
Przerwano (Ctrl\-C, SIGTERM, SIGHUP); td podaje wersję roboczą protokołu do wznowienia.
.SH ŚRODOWISKO
.TP
\fBTD_LANG\fR
Język: en, nb lub pl. Nieznana wartość jest zgłaszana i pomijana.
.TP
\fBLANGUAGE\fR, \fBLC_ALL\fR, \fBLC_MESSAGES\fR, \fBLANG\fR
Ustawienia regionalne, czytane tak jak czyta je gettext, gdy \fBTD_LANG\fR nie jest ustawione.
.TP
\fBTD_CONFIG\fR
Plik konfiguracji czytany zamiast domyślnego; błąd jego odczytu zatrzymuje td.
.TP
\fBTD_JOBS\fR
Liczba wątków dla \fBtd replay\fR (domyślnie i najwyżej: liczba rdzeni).
.TP
\fBNO_COLOR\fR
Dowolna wartość wyłącza kolory, jak \fB\-\-color never\fR.
.SH PLIKI
.TP
\fI~/.config/bridge\-td/config.yaml\fR
Opcjonalna konfiguracja (obowiązujące opcje Organizacji Nadzorującej); \fB$XDG_CONFIG_HOME\fR jest respektowane. Brakujący lub nieczytelny plik domyślny daje tylko ostrzeżenie.
.TP
\fIincidents/\fR
Tu \fBtd ask\fR zapisuje protokoły zdarzeń, chyba że \fB\-\-save\fR lub \fB\-\-no\-save\fR mówi inaczej.
.TP
\fIDIR\fR/\fB*.yaml\fR, \fIDIR\fR/\fBlaws/*.yaml\fR
Katalog drzew orzeczeń podany przez \fB\-\-rulings\fR: drzewa i indeks przepisów, jeden plik na przepis.
.SH "ZOBACZ TEŻ"
"#;

fn sections(name: &str, root: &clap::Command, lang: Lang) -> String {
    let mut s = match lang {
        Lang::En => english_sections(),
        Lang::Nb => NB_SECTIONS.to_string(),
        Lang::Pl => PL_SECTIONS.to_string(),
    };
    let pages: Vec<String> = std::iter::once("td".to_string())
        .chain(
            // clap's own `help` has no page (the localized command is built, so
            // it is listed there).
            root.get_subcommands()
                .filter(|c| c.get_name() != "help")
                .map(|c| format!("td-{}", c.get_name())),
        )
        .filter(|p| p != name)
        .map(|p| format!("\\fB{}\\fR(1)", p.replace('-', "\\-")))
        .collect();
    s += &pages.join(", ");
    s.push('\n');
    s
}

fn english_sections() -> String {
    String::from(
        ".SH \"EXIT STATUS\"\n\
         .TP\n0\nSuccess.\n\
         .TP\n1\nThe command ran and found a problem: errors in a rulings directory, input \
         that ended (or output closed) before a ruling, facts the trees do not cover, a changed or incomplete \
         replay, nothing found.\n\
         .TP\n2\nBad usage or bad input: an unknown law reference, tree or regulation, an \
         invalid or unreadable file; for \\fBtd score\\fR, a result, weight, vulnerability or \
         score it cannot read, or a result no deal allows.\n\
         .TP\n130\nInterrupted (Ctrl\\-C, SIGTERM, SIGHUP); td names the draft record to resume.\n\
         .SH ENVIRONMENT\n\
         .TP\n\\fBTD_LANG\\fR\nLanguage: en, nb or pl. An unknown value is reported and ignored.\n\
         .TP\n\\fBLANGUAGE\\fR, \\fBLC_ALL\\fR, \\fBLC_MESSAGES\\fR, \\fBLANG\\fR\nThe locale, \
         read as gettext reads it, when \\fBTD_LANG\\fR is not set.\n\
         .TP\n\\fBTD_CONFIG\\fR\nThe configuration file to read instead of the default; an \
         error reading it is fatal.\n\
         .TP\n\\fBTD_JOBS\\fR\nThreads for \\fBtd replay\\fR (default and most: the number of cores).\n\
         .TP\n\\fBNO_COLOR\\fR\nAny value turns colour off, as \\fB\\-\\-color never\\fR does.\n\
         .SH FILES\n\
         .TP\n\\fI~/.config/bridge\\-td/config.yaml\\fR\nOptional configuration (regulations in \
         force); \\fB$XDG_CONFIG_HOME\\fR is honoured. A missing or unreadable default file \
         is a warning.\n\
         .TP\n\\fIincidents/\\fR\nWhere \\fBtd ask\\fR writes incident records unless \
         \\fB\\-\\-save\\fR or \\fB\\-\\-no\\-save\\fR says otherwise.\n\
         .TP\n\\fIDIR\\fR/\\fB*.yaml\\fR, \\fIDIR\\fR/\\fBlaws/*.yaml\\fR\nA rulings directory \
         given with \\fB\\-\\-rulings\\fR: the trees, and the law index one file per law.\n\
         .SH \"SEE ALSO\"\n",
    )
}
