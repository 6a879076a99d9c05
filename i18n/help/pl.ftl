# `td --help` in this language (src/terminal/cli_help.rs). English is the clap
# definition itself (src/terminal/cli.rs); a language without this file shows it.
# cmd-X: what command X does; arg-X-Y: the help of its argument Y (arg-td-Y: a
# global one); after-X: the text after the options (examples, environment).

## The words clap would print in English
words-usage = Użycie
words-commands = Polecenia
words-arguments = Argumenty
words-options = Opcje
words-options-placeholder = OPCJE
words-command-placeholder = POLECENIE

## The headings of `td ask` and `td score` options
heading-incident-record = Protokół zdarzenia
heading-facts = Fakty
heading-assigned-adjusted-score = Zapisowy wynik rozjemczy (12C1)
heading-compared-with = W porównaniu z
heading-artificial-adjusted-score = Procentowy wynik rozjemczy (12C2)
heading-procedural-penalty = Kara proceduralna (90)

## Commands and arguments
cmd-td = Pomoc sędziowska dla sędziów brydża porównawczego. Odpowiedz na kilka pytań o to, co zaszło przy stole, i otrzymaj orzeczenie, kto co może wybrać oraz przepis do zacytowania.
after-td =
    Przykłady:
      td ask            zacznij od „Co się stało?”
      td ask 45         zagrana karta (przepis 45)
      td cite 45C4b     co mówi przepis 45C4(b)
      td score 4PX-2 --by S --vul NS    N-S -500 (przepis 77)
      td check moje-drzewa/

    Zmienne środowiska:
      TD_LANG           język (en, nb, pl); w przeciwnym razie LANGUAGE, LC_ALL, LC_MESSAGES, LANG
      TD_CONFIG         plik konfiguracji (domyślnie ~/.config/bridge-td/config.yaml)
      NO_COLOR          bez kolorów przy --color auto
arg-td-lang = Język pytań i orzeczeń: en, nb lub pl (domyślnie z TD_LANG lub ustawień regionalnych)
arg-td-rulings = Wczytaj drzewa z DIR zamiast wbudowanych
arg-td-color = Kiedy używać kolorów: auto (domyślnie; NO_COLOR jest respektowane), always lub never
arg-td-regulation = Opcja Organizacji Nadzorującej: NAZWA obowiązuje (face-up-leads), NAZWA=no nie obowiązuje, NAZWA=WARTOŚĆ obowiązuje z tą wartością (penalty-standard=25%); o opcję nieustawioną td zapyta, gdy będzie potrzebna (można powtarzać)
arg-td-help = Pokaż pomoc
arg-td-version = Pokaż wersję
cmd-ask = Przejdź drzewo orzeczeń: odpowiedz na pytania o fakty, otrzymaj orzeczenie
arg-ask-tree = Numer przepisu (27, 45, 68) lub id drzewa; bez niego start w drzewie wstępnym
arg-ask-format = Format orzeczenia: text (domyślnie), markdown lub json
arg-ask-lines = Tryb wierszowy także na terminalu
arg-ask-incidents = Folder na protokoły zdarzeń (domyślnie: incidents)
arg-ask-save = Zapisz protokół do FILE (plik nie może jeszcze istnieć)
arg-ask-no_save = Nie zapisuj protokołu zdarzenia
arg-ask-resume = Kontynuuj od ostatniej odpowiedzi w wersji roboczej albo popraw zakończony protokół
arg-ask-event = Nazwa zawodów
arg-ask-session = Sesja
arg-ask-board = Numer rozdania (dodatnia liczba całkowita)
arg-ask-table = Numer lub nazwa stołu (3, 12A)
arg-ask-contract = Kontrakt w polskim zapisie: 4PX, 3BA, 2C (kier), 5K (karo)
arg-ask-declarer = Miejsce rozgrywającego (N, E, S, W)
arg-ask-called_by = Miejsce gracza, który wezwał sędziego (N, E, S, W)
arg-ask-notes = Uwagi (dowolny tekst)
arg-ask-section = Sektor, jak nazywa go program do liczenia wyników (A, 2)
arg-ask-round = Runda
arg-ask-ns = Numer pary NS (lub drużyny)
arg-ask-ew = Numer pary EW (lub drużyny)
arg-ask-td = Sędzia, który orzekał (domyślnie: `td` w pliku konfiguracyjnym)
after-ask =
    Przykłady:
      td ask                     zacznij od „Co się stało?”
      td ask 45                  zagrana karta
      td ask 27                  odzywka niewystarczająca
      printf '3\
    1\
    ' | td ask 45   tryb wierszowy, dla skryptów

    Po orzeczeniu w trybie wierszowym: `kolejne` (kolejne orzeczenie), `wstecz`, `wynik ARG`
    (wynik rozjemczy, ARG jak dla td score); w terminalu klawisze 1-4.
cmd-check = Sprawdź folder z drzewami orzeczeń (domyślnie: wbudowane)
arg-check-dir = Folder do sprawdzenia
after-check =
    Przykład:
      td check rulings/

    Kod wyjścia: 0 bez błędów, 1 znaleziono błędy, 2 nie można odczytać folderu.
cmd-trees = Pokaż drzewa: id, przepis, tytuł, pytania, wyniki, długości ścieżek
after-trees =
    Przykład:
      td trees
cmd-show = Narysuj drzewo jako konspekt, Graphviz dot lub Mermaid
arg-show-tree = Id drzewa lub numer przepisu
arg-show-format = Format: outline (domyślnie), dot lub mermaid
after-show =
    Przykłady:
      td show 45
      td show 68 --format mermaid > 68.mmd
      td show 45 --format dot | dot -Tsvg > 45.svg
cmd-cite = Pokaż cytowanie, tytuł i streszczenie przepisu, numer z 2007 r. lub definicję
arg-cite-refs = Odwołania w zwykłej postaci: 45C4(b), 45C4b, 'przepis 45C4b'; albo definicje
arg-cite-format = Format: text (domyślnie), markdown lub json
after-cite =
    Przykłady:
      td cite 45C4b
      td cite 'przepis 68D2(b)' 70D3
      td cite definicje
cmd-search = Znajdź przepisy i pytania po słowach kluczowych
arg-search-words = Słowa do wyszukania, w wybranym języku
arg-search-limit = Pokaż najwyżej N wyników (domyślnie 10)
arg-search-format = Format: text (domyślnie), markdown lub json
after-search =
    Przykłady:
      td search karta przygwożdżona
      td search deklaracja
cmd-sheet = Arkusz dla obliczającego wyniki: każdy wynik zapisany przy orzeczeniach, tak jak się go wprowadza
arg-sheet-paths = Pliki protokołów lub foldery przeszukiwane w poszukiwaniu *.yaml
arg-sheet-format = text (domyślnie), csv (z angielskim wierszem nagłówka) lub json (JSON Lines)
after-sheet =
    Przykłady:
      td sheet incidents/
      td sheet --format csv incidents/ > scores.csv

    Jeden wiersz na stronę, według rozdań: sekcja, rozdanie, runda, stół, para lub drużyna,
    strona, rodzaj, wartość (procent, IMP albo wyniki ważone dla programu
    obliczającego) i przepisy.

    Kod wyjścia: 0 wszystkie protokoły odczytane; 2 protokołu nie dało się odczytać (pozostałe są wypisane).
cmd-replay = Odtwórz protokoły zdarzeń na obecnych drzewach
arg-replay-paths = Pliki protokołów lub foldery przeszukiwane w poszukiwaniu *.yaml
arg-replay-check = Porównaj z zapisanym orzeczeniem i cytowaniami
arg-replay-format = text (domyślnie), markdown (raport orzeczenia) lub json (JSON Lines)
arg-replay-jobs = Protokoły odtwarzane jednocześnie, najwyżej liczba rdzeni (domyślnie: liczba rdzeni; TD_JOBS)
after-replay =
    Przykłady:
      td replay incidents/
      td replay --check incidents/ tests/incidents/

    Kod wyjścia: 0 wszystko w porządku; 1 coś zmienione lub niepełne; 2 coś nieprawidłowe.
cmd-coverage = Każdy przepis z praw objętych drzewami i węzły, które go cytują
arg-coverage-format = Format: text (domyślnie), markdown lub json
after-coverage =
    Przykład:
      td coverage --format json
cmd-completions = Wypisz skrypt uzupełniania dla powłoki
arg-completions-shell = Powłoka: bash, elvish, fish, powershell lub zsh
after-completions =
    Przykłady:
      td completions bash > ~/.local/share/bash-completion/completions/td
      td completions zsh > ~/.zfunc/_td
cmd-man = Wypisz stronę podręcznika (roff) dla td lub jednego polecenia
arg-man-command = Polecenie, którego stronę wypisać (td-ask(1), td-replay(1), ...)
after-man =
    Przykłady:
      td man > td.1 && man ./td.1
      td man ask > td-ask.1
cmd-score = Zapis kontraktu (przepis 77); ważone zapisowe (12C1) i procentowe (12C2) wyniki rozjemcze
after-score =
    Przykłady:
      td score 4PX-2 --by S --vul NS          N-S -500, E-W +500
      td score 3BA= --by W --vul obie --field 400,430,-50,600
      td score --by S --vul nikt --result 4P=:60 --result 4P-1:40 --traveller rozdanie7.txt
      td score --by S --vul nikt --result 4P=:60 --result 4P-1:40 --other-table -420
      td score --by S --vul NS --result-ns 4P= --result-ew 4P=:30 --result-ew 4P-1:70
      td score --ns A+ --ew A- --session-ew 34,5

    Wyniki: 4PX-2, 3BA=, 6C+1, 3TXX-1, pas; /MIEJSCE wskazuje innego rozgrywającego
    (5CX-2/E:40). Plik protokołu zawiera zapisy N-S z pozostałych stołów, jeden w wierszu
    (puste wiersze i komentarze # są pomijane).

    Kod wyjścia: 0 policzono; 2 błędne dane (każdy błąd wskazuje argument albo plik:wiersz).
arg-score-result = Kontrakt z wynikiem: 4PX-2, 3BA=, 6C+1, pas
arg-score-by = Miejsce rozgrywającego (N, E, S, W)
arg-score-vul = Założenia: nikt, NS, EW lub obie (także none, NS, EW, both)
arg-score-results = Wynik uwzględniony w wyniku rozjemczym, z wagą w procentach: 4P=:60 (można powtarzać; wagi sumują się do 100)
arg-score-results_ns = Niezbilansowany (12C1(e)): wynik i waga dla zapisu N-S (można powtarzać; wymaga --result-ew)
arg-score-results_ew = Niezbilansowany (12C1(e)): wynik i waga dla zapisu E-W (można powtarzać; wymaga --result-ns)
arg-score-field = Zapisy N-S przy pozostałych stołach w tym rozdaniu, do punktów turniejowych (78A): --field 420,450,-50 (można powtarzać)
arg-score-traveller = Plik z zapisami N-S z pozostałych stołów, jeden w wierszu (- czyta standardowe wejście)
arg-score-other_table = Zapis N-S przy drugim stole meczu drużynowego, do IMP (78B)
arg-score-knockout = Rozgrywki pucharowe: niezrównoważone IMP uśredniane dla obu stron (12C4)
arg-score-ns = Procentowy wynik rozjemczy dla N-S (12C2): A+ (bez winy), A (częściowo winna), A- (bezpośrednio winna)
arg-score-ew = Procentowy wynik rozjemczy dla E-W (12C2): A+, A lub A-
arg-score-teams = Gra drużynowa: procentowe wyniki rozjemcze w IMP (+3, 0, -3) zamiast 60/50/40%
arg-score-session_ns = Wynik N-S z pozostałych rozdań sesji (procent; w drużynach IMP na rozdanie), do 12C2(c)
arg-score-session_ew = Wynik E-W z pozostałych rozdań sesji (procent; w drużynach IMP na rozdanie), do 12C2(c)
arg-score-penalty = Kara proceduralna dla jednej strony (90A): NS:25% (maksa), EW:3imp, NS:1vp
arg-score-top = Maks w rozdaniu w punktach turniejowych, by pokazać karę w % maksa jako punkty
arg-score-format = text lub json dla narzędzi
cmd-help = Pokaż tę pomoc lub pomoc dla polecenia

# `td man` w tym języku (src/terminal/man.rs): nagłówki i sekcje, których clap nie
# pisze (roff: \fB...\fR to pogrubienie).
man-heading-name = NAZWA
man-heading-synopsis = SKŁADNIA
man-heading-description = OPIS
man-heading-extra = PRZYKŁADY
man-heading-version = WERSJA
man-heading-exit-status = KOD WYJŚCIA
man-exit-0 = Sukces.
man-exit-1 = Polecenie zadziałało i znalazło problem: błędy w katalogu drzew orzeczeń, wejście, które skończyło się (lub wyjście zamknięte) przed orzeczeniem, fakty poza zakresem drzew, zmienione lub niepełne odtworzenie, brak wyników wyszukiwania.
man-exit-2 = Błędne użycie lub błędne dane: nieznany przepis, drzewo lub opcja Organizacji Nadzorującej, nieprawidłowy lub nieczytelny plik; dla \fBtd score\fR wynik, waga, założenia lub zapis, których nie można odczytać, albo wynik niemożliwy w żadnym rozdaniu.
man-exit-130 = Przerwano (Ctrl\-C, SIGTERM, SIGHUP); td podaje wersję roboczą protokołu do wznowienia.
man-heading-environment = ŚRODOWISKO
man-env-td-lang = Język: en, nb lub pl. Nieznana wartość jest zgłaszana i pomijana.
man-env-locale = Ustawienia regionalne, czytane tak jak czyta je gettext, gdy \fBTD_LANG\fR nie jest ustawione.
man-env-td-config = Plik konfiguracji czytany zamiast domyślnego; błąd jego odczytu zatrzymuje td.
man-env-td-jobs = Liczba wątków dla \fBtd replay\fR (domyślnie i najwyżej: liczba rdzeni).
man-env-no-color = Dowolna wartość wyłącza kolory, jak \fB\-\-color never\fR.
man-heading-files = PLIKI
man-file-config = Opcjonalna konfiguracja (obowiązujące opcje Organizacji Nadzorującej); \fB$XDG_CONFIG_HOME\fR jest respektowane. Brakujący lub nieczytelny plik domyślny daje tylko ostrzeżenie.
man-file-incidents = Tu \fBtd ask\fR zapisuje protokoły zdarzeń, chyba że \fB\-\-save\fR lub \fB\-\-no\-save\fR mówi inaczej.
man-file-rulings = Katalog drzew orzeczeń podany przez \fB\-\-rulings\fR: drzewa i indeks przepisów, jeden plik na przepis.
man-heading-see-also = ZOBACZ TEŻ
