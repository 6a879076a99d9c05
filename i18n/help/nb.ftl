# `td --help` in this language (src/terminal/cli_help.rs). English is the clap
# definition itself (src/terminal/cli.rs); a language without this file shows it.
# cmd-X: what command X does; arg-X-Y: the help of its argument Y (arg-td-Y: a
# global one); after-X: the text after the options (examples, environment).

## The words clap would print in English
words-usage = Bruk
words-commands = Kommandoer
words-arguments = Argumenter
words-options = Valg
words-options-placeholder = VALG
words-command-placeholder = KOMMANDO

## The headings of `td ask` and `td score` options
heading-incident-record = Hendelsesrapport
heading-facts = Fakta
heading-assigned-adjusted-score = Tildelt justert score (12C1)
heading-compared-with = Sammenlignet med
heading-artificial-adjusted-score = Kunstig justert score (12C2)
heading-procedural-penalty = Prosedyrestraff (90)

## Commands and arguments
cmd-td = Kjennelseshjelp for turneringsledere i turneringsbridge. Svar på noen spørsmål om hva som skjedde ved bordet, og få kjennelsen, hvem som kan velge hva, og paragrafen å sitere.
after-td =
    Eksempler:
      td ask            start med «Hva skjedde?»
      td ask 45         et spilt kort (§ 45)
      td cite 45C4b     hva § 45C4(b) sier
      td score 4SX-2 --by S --vul NS    N-S -500 (§ 77)
      td check mine-trær/

    Miljøvariabler:
      TD_LANG           språk (en, nb, pl); ellers LANGUAGE, LC_ALL, LC_MESSAGES, LANG
      TD_CONFIG         konfigurasjonsfil (standard ~/.config/bridge-td/config.yaml)
      NO_COLOR          ingen farger med --color auto
arg-td-lang = Språk for spørsmål og kjennelser: en, nb eller pl (ellers fra TD_LANG eller språkinnstillingen)
arg-td-rulings = Last trærne fra DIR i stedet for de innebygde
arg-td-color = Når farger brukes: auto (standard; NO_COLOR respekteres), always eller never
arg-td-regulation = En regel fra den regulerende myndigheten: NAVN gjelder (face-up-leads), NAVN=no gjelder ikke, NAVN=VERDI gjelder med sin verdi (penalty-standard=25%); en regel som ikke er satt, blir spurt om når den betyr noe (kan gjentas)
arg-td-help = Vis hjelp
arg-td-version = Vis versjon
cmd-ask = Gå gjennom et kjennelsestre: svar på spørsmål om fakta, få kjennelsen
arg-ask-tree = Et lovnummer (27, 45, 68) eller tre-id; uten det starter du i sorteringstreet
arg-ask-format = Format for kjennelsen: text (standard), markdown eller json
arg-ask-lines = Bruk linjemodus også på en terminal
arg-ask-incidents = Katalog for hendelsesrapporter (standard: incidents)
arg-ask-save = Skriv rapporten til FILE (som ikke må finnes fra før)
arg-ask-no_save = Ikke skriv noen hendelsesrapport
arg-ask-resume = Fortsett fra siste svar i et utkast, eller endre en ferdig rapport
arg-ask-event = Turneringens navn
arg-ask-session = Sesjon
arg-ask-board = Spillnummer (et positivt heltall)
arg-ask-table = Bordnummer eller -navn (3, 12A)
arg-ask-contract = Kontrakt med norske bokstaver: 4SX, 3G, 2K (kløver), 4R (ruter)
arg-ask-declarer = Spilleførerens plass (N, Ø, S, V)
arg-ask-called_by = Plassen til spilleren som tilkalte TL (N, Ø, S, V)
arg-ask-notes = Fritekst
arg-ask-section = Seksjon, slik resultatprogrammet kaller den (A, 2)
arg-ask-round = Runde
arg-ask-ns = Nummeret til N-S-paret (eller laget)
arg-ask-ew = Nummeret til Ø-V-paret (eller laget)
arg-ask-td = TL som avgjorde (standard: `td` i konfigurasjonsfilen)
after-ask =
    Eksempler:
      td ask                     start med «Hva skjedde?»
      td ask 45                  spilt kort
      td ask 27                  utilstrekkelig bud
      printf '3\
    1\
    ' | td ask 45   linjemodus, for skript

    Etter en kjennelse i linjemodus: `ny` (en kjennelse til), `tilbake`, `score ARG`
    (justert score, ARG som td score tar dem); i terminal tastene 1-4.
cmd-check = Kontroller en katalog med kjennelsestrær (standard: de innebygde)
arg-check-dir = Katalogen som skal kontrolleres
after-check =
    Eksempel:
      td check rulings/

    Avslutningsstatus: 0 feilfri, 1 feil funnet, 2 katalogen kan ikke leses.
cmd-trees = Vis trærne: id, lov, tittel, spørsmål, utfall, stilengder
after-trees =
    Eksempel:
      td trees
cmd-show = Tegn et tre som disposisjon, Graphviz dot eller Mermaid
arg-show-tree = Tre-id eller lovnummer
arg-show-format = Format: outline (standard), dot eller mermaid
after-show =
    Eksempler:
      td show 45
      td show 68 --format mermaid > 68.mmd
      td show 45 --format dot | dot -Tsvg > 45.svg
cmd-cite = Vis en paragrafs sitat, tittel og sammendrag, et 2007-nummer eller en definisjon
arg-cite-refs = Henvisninger i vanlige former: 45C4(b), 45C4b, '§ 45C4b'; eller definisjoner
arg-cite-format = Format: text (standard), markdown eller json
after-cite =
    Eksempler:
      td cite 45C4b
      td cite '§ 68D2(b)' 70D3
      td cite definisjoner
cmd-search = Finn paragrafer og spørsmål etter nøkkelord
arg-search-words = Ord å lete etter, på det valgte språket
arg-search-limit = Vis høyst N treff (standard 10)
arg-search-format = Format: text (standard), markdown eller json
after-search =
    Eksempler:
      td search straffekort
      td search blindemann kort
cmd-sheet = Skjemaet til den som fører resultatene: hver score kjennelsene har registrert, slik den føres inn
arg-sheet-paths = Rapportfiler, eller kataloger som gjennomsøkes etter *.yaml
arg-sheet-format = text (standard), csv (med en engelsk overskriftsrad) eller json (JSON Lines)
after-sheet =
    Eksempler:
      td sheet incidents/
      td sheet --format csv incidents/ > scores.csv

    Én linje per side, sortert etter spill: seksjon, spill, runde, bord, par eller lag,
    side, type, verdi (en prosent, IMP, eller de vektede resultatene for
    resultatprogrammet) og paragrafene.

    Avslutningsstatus: 0 alle rapporter lest; 2 en rapport kunne ikke leses (de andre vises).
cmd-replay = Spill hendelsesrapporter på nytt gjennom dagens trær
arg-replay-paths = Rapportfiler, eller kataloger som gjennomsøkes etter *.yaml
arg-replay-check = Sammenlign med den registrerte kjennelsen og sitatene
arg-replay-format = text (standard), markdown (en kjennelsesrapport) eller json (JSON Lines)
arg-replay-jobs = Rapporter som spilles samtidig, høyst antall kjerner (standard: antall kjerner; TD_JOBS)
after-replay =
    Eksempler:
      td replay incidents/
      td replay --check incidents/ tests/incidents/

    Avslutningsstatus: 0 alt i orden; 1 noe endret eller ufullstendig; 2 noe ugyldig.
cmd-coverage = Hver paragraf i lovene trærne dekker, og nodene som siterer den
arg-coverage-format = Format: text (standard), markdown eller json
after-coverage =
    Eksempel:
      td coverage --format json
cmd-completions = Skriv ut et skript for fullføring i skallet
arg-completions-shell = Skallet: bash, elvish, fish, powershell eller zsh
after-completions =
    Eksempler:
      td completions bash > ~/.local/share/bash-completion/completions/td
      td completions zsh > ~/.zfunc/_td
cmd-man = Skriv ut bruksanvisningen (roff), for td eller for én kommando
arg-man-command = Kommandoen hvis side skal skrives ut (td-ask(1), td-replay(1), ...)
after-man =
    Eksempler:
      td man > td.1 && man ./td.1
      td man ask > td-ask.1
cmd-score = Scoren for en kontrakt (§ 77); vektede (12C1) og kunstige (12C2) justerte scorer
after-score =
    Eksempler:
      td score 4SX-2 --by S --vul NS          N-S -500, Ø-V +500
      td score 3G= --by V --vul alle --field 400,430,-50,600
      td score --by S --vul ingen --result 4S=:60 --result 4S-1:40 --traveller spill7.txt
      td score --by S --vul ingen --result 4S=:60 --result 4S-1:40 --other-table -420
      td score --by S --vul NS --result-ns 4S= --result-ew 4S=:30 --result-ew 4S-1:70
      td score --ns A+ --ew A- --session-ew 34,5

    Resultater: 4SX-2, 3G=, 2K+1, 6H+1, pass; /PLASS gir en annen spillefører (5HX-2/Ø:40).
    En protokollfil har N-S-scorene fra de andre bordene, én per linje (tomme linjer og
    #-kommentarer hoppes over).

    Avslutningsstatus: 0 beregnet; 2 ugyldige inndata (hver feil nevner argumentet eller fil:linje).
arg-score-result = En kontrakt med resultat: 4SX-2, 3G=, 6H+1, pass
arg-score-by = Spilleførerens plass (N, Ø, S, V)
arg-score-vul = Sone: ingen, NS, ØV eller alle (også none, NS, EW, both)
arg-score-results = Et resultat den justerte scoren tar med, med vekt i prosent: 4S=:60 (kan gjentas; vektene blir 100 til sammen)
arg-score-results_ns = Ikke-balansert (12C1(e)): et resultat og en vekt for N-S sin score (kan gjentas; krever --result-ew)
arg-score-results_ew = Ikke-balansert (12C1(e)): et resultat og en vekt for Ø-V sin score (kan gjentas; krever --result-ns)
arg-score-field = N-S-scorene ved de andre bordene på spillet, for matchpoeng (78A): --field 420,450,-50 (kan gjentas)
arg-score-traveller = En fil med N-S-scorene ved de andre bordene, én per linje (- leser standard inn)
arg-score-other_table = N-S-scoren ved det andre bordet i en lagkamp, for IMP (78B)
arg-score-knockout = Utslagsspill: ikke-balanserte IMP midles for begge sider (12C4)
arg-score-ns = Kunstig score for N-S (12C2): A+ (uten skyld), A (delvis skyld), A- (direkte skyld)
arg-score-ew = Kunstig score for Ø-V (12C2): A+, A eller A-
arg-score-teams = Lagspill: kunstige scorer i IMP (+3, 0, -3) i stedet for 60/50/40 %
arg-score-session_ns = N-S sin score på de andre spillene i sesjonen (prosent; i lag IMP per spill), for 12C2(c)
arg-score-session_ew = Ø-V sin score på de andre spillene i sesjonen (prosent; i lag IMP per spill), for 12C2(c)
arg-score-penalty = Prosedyrestraff for én side (90A): NS:25% (av en topp), ØV:3imp, NS:1vp
arg-score-top = Toppen i spillet i matchpoeng, for å vise straff i % av en topp som matchpoeng
arg-score-format = text, eller json for verktøy
cmd-help = Vis denne hjelpen eller hjelpen for en kommando

# `td man` på dette språket (src/terminal/man.rs): overskriftene og avsnittene clap ikke
# skriver (roff: \fB...\fR er fet).
man-heading-name = NAVN
man-heading-synopsis = OVERSIKT
man-heading-description = BESKRIVELSE
man-heading-extra = EKSEMPLER
man-heading-version = VERSJON
man-heading-exit-status = AVSLUTNINGSSTATUS
man-exit-0 = Vellykket.
man-exit-1 = Kommandoen kjørte og fant et problem: feil i en katalog med kjennelsestrær, inndata som sluttet (eller utdata som ble lukket) før en kjennelse, fakta trærne ikke dekker, en endret eller ufullstendig avspilling, ingen treff.
man-exit-2 = Feil bruk eller feil inndata: en ukjent lovhenvisning, et ukjent tre eller en ukjent regel, en ugyldig eller uleselig fil; for \fBtd score\fR et resultat, en vekt, en sonestilling eller en score den ikke kan lese, eller et resultat ingen giv tillater.
man-exit-130 = Avbrutt (Ctrl\-C, SIGTERM, SIGHUP); td oppgir utkastet til rapporten som kan gjenopptas.
man-heading-environment = MILJØ
man-env-td-lang = Språk: en, nb eller pl. En ukjent verdi meldes og ignoreres.
man-env-locale = Språkinnstillingen, lest slik gettext leser den, når \fBTD_LANG\fR ikke er satt.
man-env-td-config = Konfigurasjonsfilen som leses i stedet for standardfilen; en feil ved lesing stopper td.
man-env-td-jobs = Tråder for \fBtd replay\fR (standard og høyst: antall kjerner).
man-env-no-color = Enhver verdi slår av farger, slik \fB\-\-color never\fR gjør.
man-heading-files = FILER
man-file-config = Valgfri konfigurasjon (regler som gjelder); \fB$XDG_CONFIG_HOME\fR respekteres. En manglende eller uleselig standardfil gir en advarsel.
man-file-incidents = Der \fBtd ask\fR skriver hendelsesrapporter, om ikke \fB\-\-save\fR eller \fB\-\-no\-save\fR sier noe annet.
man-file-rulings = En katalog med kjennelsestrær gitt med \fB\-\-rulings\fR: trærne, og lovregisteret med én fil per lov.
man-heading-see-also = SE OGSÅ
