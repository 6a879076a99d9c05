# Sam język: nazwy lokalizacji, które go wybierają (pierwsza to kod), i jak
# książka przepisów nazywa paragraf przed numerem.
language-locales = pl
language-name = Polski
language-citation = przepis

# Komunikaty z liczbami (Fluent): formy według reguł CLDR dla polskiego
# (one: 1; few: 2-4, 22-24, ...; many: 0, 5-21, 25-31, ...).
incidents = { $count ->
    [one] { $count } zdarzenie
    [few] { $count } zdarzenia
   *[many] { $count } zdarzeń
}
errors = { $count ->
    [one] { $count } błąd
    [few] { $count } błędy
   *[many] { $count } błędów
}
warnings = { $count ->
    [one] { $count } ostrzeżenie
    [few] { $count } ostrzeżenia
   *[many] { $count } ostrzeżeń
}
trees = { $count ->
    [one] { $count } drzewo
    [few] { $count } drzewa
   *[many] { $count } drzew
}
nodes = { $count ->
    [one] { $count } węzeł
    [few] { $count } węzły
   *[many] { $count } węzłów
}
paragraphs = { $count ->
    [one] { $count } przepis
    [few] { $count } przepisy
   *[many] { $count } przepisów
}
# "po" takes the locative: po 1 odpowiedzi, po 2 odpowiedziach.
after-answers = { $count ->
    [one] po { $count } odpowiedzi
    [few] po { $count } odpowiedziach
   *[many] po { $count } odpowiedziach
}
# Podsumowanie odtwarzania: stan po liczbie, zgodny z „zdarzenie” (0 zmienionych).
count-status-ok = { $count } w porządku
count-status-changed = { $count ->
    [one] { $count } zmienione
    [few] { $count } zmienione
   *[many] { $count } zmienionych
}
count-status-incomplete = { $count ->
    [one] { $count } niepełne
    [few] { $count } niepełne
   *[many] { $count } niepełnych
}
count-status-uncovered = { $count ->
    [one] { $count } nieobjęte
    [few] { $count } nieobjęte
   *[many] { $count } nieobjętych
}
count-status-invalid = { $count ->
    [one] { $count } nieprawidłowe
    [few] { $count } nieprawidłowe
   *[many] { $count } nieprawidłowych
}

# Interfejs: każdy komunikat terminala i strony, w kolejności `Msg`.
ruling = Orzeczenie
what-happens-now = Co dzieje się teraz
law-that-follows = Przepis, który przejmuje
leads-on = Te fakty wymagają kolejnego orzeczenia: orzeczenie { $arg0 } poniżej ({ $arg1 }).
score-adjustment = Korekta zapisu
citations = Podstawa prawna
see-also = zob. też
how-we-got-here = Jak do tego doszliśmy
back = Wróć do poprzedniego pytania
explain = Wyjaśnij
line-help = odpowiedz numerem ({ $arg0 }) lub identyfikatorem odpowiedzi albo wpisz { $arg1 }
line-invalid = to nie jest odpowiedź na to pytanie
search-hint = `{ $arg0 }` to nie odpowiedź; pasują do tego te pytania i przepisy:
search-hint-none = `{ $arg0 }` to nie odpowiedź i nie pasuje do tego żadne pytanie ani przepis; odpowiedz numerem
line-too-long = wiersz dłuższy niż { $arg0 } bajtów nie jest odpowiedzią; pominięto go
search-too-many-words = { $arg0 } słów wyszukiwania; naraz szuka się najwyżej { $arg1 }
search-word-too-long = słowo wyszukiwania ma { $arg0 } znaków; szuka się słów do { $arg1 } znaków
input-ended = wejście skończyło się przed orzeczeniem
output-closed = wyjście zostało zamknięte przed zakończeniem zdarzenia
no-summary = brak streszczenia w indeksie przepisów
edition = Uwaga o wydaniu
question = Pytanie
answer = Odpowiedź
recorded = Zapisano
add-facts = Dodać rozdanie, stół i inne fakty do protokołu?
refers-to = Odsyła do
referred-by = Odsyłają tu
in-the-trees = W drzewach
fact-event = zawody
fact-session = sesja
fact-board = rozdanie
fact-table = stół
fact-contract = kontrakt (4PX, 3BA)
fact-declarer = rozgrywający (N/E/S/W)
fact-called-by = sędziego wezwał (N/E/S/W)
fact-notes = uwagi
fact-section = sektor
fact-round = runda
fact-ns = para lub drużyna NS
fact-ew = para lub drużyna EW
fact-td = sędzia
none-fits = Żadna z tych odpowiedzi nie pasuje
not-chosen-yet = Jeszcze nie wybrał
awaiting-choice = Czeka na wybór
awaiting-body = Nic więcej nie zostaje rozstrzygnięte, dopóki ten wybór nie zapadnie. `td ask --resume` podejmie od tego miejsca; możliwości:
not-covered = Poza zakresem drzew
not-covered-body = Drzewa nie obejmują tych faktów, więc nie podajemy tu orzeczenia. Orzeknij na podstawie samych przepisów, zaczynając od przepisów poniżej.
not-covered-problem = poza zakresem: żadna odpowiedź nie pasowała przy
places-to-read = Przepisy do przeczytania
search-more = Aby szukać dalej
how-to-decide = Jak rozstrzygnąć
another-ruling = Kolejne orzeczenie
done = Gotowe
after-ruling = Coś jeszcze w tym zdarzeniu?
search-instead = ; aby wyszukać słowo: `td search { $arg0 }`
more-hits = jeszcze { $arg0 }; pokaże je `td search --limit { $arg1 } { $arg2 }`
no-question-in-tree = drzewo „{ $arg0 }” nie ma pytania „{ $arg1 }”
no-place = „{ $arg0 }” to ani drzewo, ani przepis, na który powołuje się pytanie; spróbuj `td search { $arg0 }`
pager-keys = dowolny klawisz: powrót do pytania · ↑↓ przewijanie
menu-keys = cyfra: odpowiedź · ? wyjaśnij · Esc wstecz · pisz, aby filtrować
yes-no-keys = t/n: odpowiedź · ? wyjaśnij · Esc wstecz
say-this = Powiedz
details = Szczegóły
back-last = Wstecz: zmień ostatnią odpowiedź
score-unit-mp = PT
score-unit-imps = IMP
score-unit-vp = VP
score-knockout-short = mecz pucharowy (12C4)
score-changed-note = wynik rozjemczy zmieniony: { $arg0 }
score-was = { $arg0 } { $arg1 } zapisano { $arg2 }, teraz { $arg3 }
adjusted-score-key = Wynik
score-hint = aby zapisać wynik ({ $arg0 }), wpisz `wynik` i argumenty td score, np. `{ $arg1 }`
score-hint-standard = ; standardowa kara proceduralna zawodów to { $arg0 }, przyjmowana, gdy podano samą stronę
score-percent = { $arg0 }%
score-not-here = to orzeczenie nie dopuszcza wyniku rozjemczego, więc żaden wynik nie został zapisany (orzeczenie mówi, jaki jest wynik)
after-ruling-unknown = „{ $arg0 }” nie jest tu zrozumiałe; wpisz { $arg1 } albo zakończ wprowadzanie
score-form-kind = Jaki zapis?
score-form-result = Wynik z rozgrywającym (4P-1/S, 3BA=/N)
score-form-side = Strona karana (NS lub EW)
score-form-side-bad = napisz NS lub EW: stronę, której wynik kara obniża
score-form-amount = Wysokość: procent maksa (25%), IMP (3imp) lub VP (1vp)
score-form-amount-standard = Wysokość: procent maksa (25%), IMP (3imp) lub VP (1vp); puste: standard zawodów, { $arg0 }
score-form-amount-bad = napisz wysokość jako 25% (maksa), 3imp lub 1vp, powyżej 0 i najwyżej cały maks, 24 IMP lub 20 VP
score-form-top = Maks na rozdaniu, do punktów turniejowych (puste: brak)
score-form-top-bad = napisz maks jako całkowitą liczbę punktów turniejowych, np. 12
score-form-results = Wyniki z wagami (4P=/S:60 4P-1/S:40) albo A+, A lub A- dla NS
score-form-vul = Założenia (nikt, NS, EW, obie)
score-form-field = Wyniki NS przy pozostałych stołach, do punktów turniejowych (420 450 -50; puste: brak)
score-form-other = Wynik NS przy drugim stole, do IMP (puste: brak)
score-form-ew = EW: A+, A lub A-
score-form-teams = Gra drużynowa, w IMP?
score-recorded = Wynik zapisany z tym orzeczeniem.
score-not-adjustable = To orzeczenie nie przewiduje wyniku rozjemczego.
adjusted-score-title = Wynik rozjemczy
score-title-rescored = Wynik przeliczony
score-title-transferred = Wynik po przeniesieniu lew
penalty-title = Kara proceduralna
too-small = terminal jest za mały na menu; pytania wiersz po wierszu
resume-with = przerwano; szkic zachowany, aby kontynuować:
another-hint = aby dodać kolejne orzeczenie w tym zdarzeniu, wpisz
facts = Fakty
record = Protokół
earlier = przepisy z 2007 r.
now-in = Ta treść jest obecnie w
deleted2017 = Skreślony w 2017 r.; żaden przepis z 2017 r. nie ma tego numeru.
definition = Definicja
built-in-rulings = wbudowane drzewa orzeczeń
no-such-paragraph = { $arg0 }: nie ma takiego przepisu w indeksie
did-you-mean = ; czy chodziło o { $arg0 }?
nothing-found = nic nie znaleziono dla „{ $arg0 }”
no-tree = nie ma drzewa „{ $arg0 }”
the-trees-are = {" "}Drzewa to: { $arg0 }
unknown-regulation = nieznana opcja regulaminu „{ $arg0 }”; drzewa znają: { $arg1 }
regulation-value = opcja regulaminu „{ $arg0 }”: wpisz „{ $arg1 }” (obowiązuje) lub „{ $arg1 }=no” (nie obowiązuje)
regulation-penalty-value = regulamin `{ $arg0 }` podaje standardową karę proceduralną zawodów: `{ $arg1 }` nie jest jej wysokością; napisz np. `{ $arg0 }=25%` (maksa), `{ $arg0 }=3imp` lub `{ $arg0 }=1vp`
draft-kept = ; wersja robocza jest zachowana: td ask --resume { $arg0 }
replay-other-rulings = uwaga: zapisane przy drzewach { $arg0 }, odtworzone przy obecnych; pokazanych wtedy słów nie da się sprawdzić, tylko to, co rozstrzygało
replay-no-answer = przy „{ $arg0 }”: protokół nie ma odpowiedzi na to pytanie (drzewo się zmieniło albo protokół jest wersją roboczą)
replay-uncovered = nieobjęte przy „{ $arg0 }”: żadna odpowiedź nie pasowała do faktów; drzewa ich nie obejmują
replay-old = było
replay-new = jest
diff-line = różnice: { $arg0 }
diff-outcome = orzeczenie
diff-citations = powołane przepisy
diff-see = zobacz też
diff-words = pokazany tekst
diff-holders = kto wybiera (było: { $arg0 }; jest: { $arg1 })
status-ok = w porządku
status-changed = zmienione
status-incomplete = niepełne
status-uncovered = nieobjęte
status-invalid = nieprawidłowe
replay-uncovered-count = nieobjęte przy { $arg0 }
covered-of = { $arg0 }/{ $arg1 } przepisów objętych ({ $arg2 }%)
uncited = niecytowane
trees-header = id|przepis|tytuł|pytania|wyniki|mediana|maks
steps-header = id|kroki|mediana|p95|najdł.|wybory|najwięcej
steps-title = Co mówi sędzia: kroki i orzeczenia, w znakach (najwyżej 300, nigdy ponad 500), oraz wybory graczy na przejście (mediana, najwięcej)
steps-all = wszystkie
not-board = „{ $arg0 }” to nie numer rozdania: podaj dodatnią liczbę całkowitą, np. 14
not-table = „{ $arg0 }” to nie stół: podaj numer lub krótką nazwę, np. 3 lub 12A
not-contract = „{ $arg0 }” to nie kontrakt: podaj wysokość, miano i ewentualną kontrę, np. { $arg1 }
not-as-written = „{ $arg0 }”: protokół zapisuje to jako { $arg1 }
not-seat = „{ $arg0 }” to nie miejsce: użyj { $arg1 }
two-rulings-dirs = dwa katalogi orzeczeń: `td check { $arg0 }` i `--rulings { $arg1 }`; podaj jeden
rulings-have-errors = orzeczenia w { $arg0 } zawierają błędy; szczegóły pokaże `td check`
save-failed-last-good = orzeczenie zostało wydane, ale { $arg0 }; ostatnia dobra wersja robocza to { $arg1 } (td ask --resume { $arg1 })
save-failed-nothing = orzeczenie zostało wydane, ale { $arg0 }; nie zapisano protokołu
no-triage-tree = te drzewa orzeczeń nie mają drzewa wstępnego ({ $arg0 }); podaj drzewo: td ask { $arg1 }
resumed-other-rulings = uwaga: { $arg0 } rozpoczęto z drzewami orzeczeń { $arg1 }; kontynuuję z { $arg2 }
no-records-found = nie znaleziono tam protokołów zdarzeń (*.yaml); niczego nie odtworzono
no-man-page = nie ma podpolecenia `{ $arg0 }`{ $arg1 } Strony to: td, { $arg2 }
tip-command = {" "}{" "}wskazówka: czy chodziło o `td { $arg0 }`?
cli-error = błąd
cli-usage = Użycie
cli-more-info = Więcej informacji: '--help'.
cli-unexpected-argument = nieoczekiwany argument { $arg0 }
cli-similar-argument = wskazówka: istnieje podobny argument: { $arg0 }
cli-unknown-subcommand = nieznane podpolecenie { $arg0 }
cli-similar-subcommand = wskazówka: istnieje podobne podpolecenie: { $arg0 }
cli-value-required = { $arg0 } wymaga wartości, a żadnej nie podano
cli-invalid-value = nieprawidłowa wartość { $arg0 } dla { $arg1 }
cli-possible-values = możliwe wartości: { $arg0 }
cli-missing-argument = brak wymaganych argumentów: { $arg0 }
cli-conflict = argumentu { $arg0 } nie można użyć razem z { $arg1 }
cli-missing-subcommand = td potrzebuje podpolecenia
cli-subcommands = podpolecenia: { $arg0 }
cli-too-many-values = nieoczekiwana wartość { $arg0 } dla { $arg1 }
md-incident = Zdarzenie
md-status = Stan
md-recorded = Zapisano { $arg0 } ({ $arg1 }), drzewa orzeczeń { $arg2 }
md-other-rulings = Zapisano z innym zestawem drzew orzeczeń niż ten, który go odtwarza: pokazanych wtedy słów nie da się sprawdzić, tylko wynik, powołane przepisy i wybory.
md-regulations = Obowiązujące regulaminy: { $arg0 }
md-no-ruling = Brak orzeczenia: protokół nie ma odpowiedzi przy `{ $arg0 }`.
md-recorded-ruling = Zapisane orzeczenie: { $arg0 }
md-answered-when = Odpowiedzi i ich czas
md-choice-of = wybór: { $arg0 }
bad-td-lang = ostrzeżenie: TD_LANG={ $arg0 } to nie język, którym mówi td (en, nb, pl); pomijam
warning = ostrzeżenie: { $arg0 }
through-paragraphs = (przez swoje podpunkty) { $arg0 }
through-enclosing = (przez { $arg0 }) { $arg1 }
coverage-title = Pokrycie przepisów w zakresie
coverage-intro = Wygenerowane przez `td coverage --format markdown`; nie edytuj ręcznie. Przepis jest objęty, gdy węzeł powołuje się na niego, na jego podpunkt albo na przepis, który go obejmuje; dwa ostatnie przypadki są zaznaczone.
coverage-columns = | przepis | cytowany przez |
coverage-total = Objęto { $arg0 } z { $arg1 } przepisów ({ $arg2 }%).
score-by = { $arg0 }, rozgrywa { $arg1 }
score-pass = spasowane
score-vul-none = obie przed partią
score-vul-ns = N-S po partii
score-vul-ew = E-W po partii
score-vul-both = obie po partii
score-passed-out = Rozdanie spasowane: obie strony zapisują zero ({ $arg0 })
score-trick-score = punkty za lewy kontraktowe
score-overtricks = nadróbki
score-part-score = premia za częściówkę
score-game = premia za końcówkę
score-small-slam = premia za szlemika
score-grand-slam = premia za szlema
score-insult-doubled = za wygranie kontraktu z kontrą
score-insult-redoubled = za wygranie kontraktu z rekontrą
score-undertricks = wpadki (dla obrońców)
score-assigned = Zapisowy wynik rozjemczy ({ $arg0 })
score-non-balancing = Niezbilansowany wynik rozjemczy ({ $arg0 }): każda strona ma własne wagi
score-weights-for = Wagi dla { $arg0 }
score-col-weight = waga
score-col-result = wynik
score-col-matchpoints = PT { $arg0 }
score-col-imps = IMP { $arg0 }
score-field = Porównanie z zapisami N-S przy pozostałych stołach { $arg0 }; maksimum { $arg1 } ({ $arg2 })
score-other-table = Porównanie z drugim stołem: N-S { $arg0 } ({ $arg1 })
score-weighted-points = ważone punkty całkowite { $arg0 } ({ $arg1 })
score-matchpoints = punkty turniejowe { $arg0 } z { $arg1 } ({ $arg2 }%)
score-imps = IMP { $arg0 }
score-knockout = Rozgrywki pucharowe ({ $arg0 }): każda strona otrzymuje średnią z obu obliczeń: N-S { $arg1 }, E-W { $arg2 } IMP
score-artificial = Procentowy wynik rozjemczy ({ $arg0 })
score-pairs = pary: procent punktów turniejowych
score-teams = drużyny: IMP
score-average-plus = średnia plus (bez winy)
score-average = średnia (częściowo winna)
score-average-minus = średnia minus (bezpośrednio winna)
score-session-exception = jej wynik z pozostałych rozdań sesji, { $arg0 }
score-bad-result = „{ $arg0 }” to nie kontrakt z wynikiem: napisz np. { $arg1 }
score-no-result = „{ $arg0 }” nie ma wyniku: dopisz = (ugrany), +1 (jedna nadróbka) lub -2 (dwie wpadki)
score-too-many-over = „{ $arg0 }” jest niemożliwe: lew jest 13, więc ten kontrakt może najwyżej dać { $arg1 }
score-too-many-under = „{ $arg0 }” jest niemożliwe: rozgrywający nie może mieć więcej wpadek, niż potrzebował lew; najwyżej { $arg1 }
score-no-declarer = „{ $arg0 }”: kto rozgrywał? podaj --by S albo miejsce po wyniku: { $arg0 }/S
score-bad-weight = „{ $arg0 }”: waga po „:” to całkowity procent, np. 4P=:60
score-missing-weight = „{ $arg0 }” nie ma wagi: przy kilku wynikach każdy potrzebuje procentu, np. 4P=:60
score-weight-range = waga { $arg0 }%: każda waga wynosi od 1 do 100
score-weight-sum = wagi sumują się do { $arg0 }%, a nie do 100%: { $arg1 }
score-bad-vul = „{ $arg0 }” to nie założenia: użyj nikt, NS, EW lub obie (none, NS, EW, both)
score-need-vul = zapis zależy od założeń: dodaj --vul nikt, NS, EW lub obie
score-bad-score = „{ $arg0 }” to nie zapis: podaj zapis N-S jako liczbę całkowitą, np. 420 lub -50
score-no-such-score = „{ $arg0 }” to nie jest zapis brydżowy: zapisy są wielokrotnością 10, najwyżej 7600 w każdą stronę
score-bad-artificial = „{ $arg0 }” to nie procentowy wynik rozjemczy: użyj A+ (bez winy), A (częściowo winna) lub A- (bezpośrednio winna)
score-bad-session = „{ $arg0 }” to nie wynik sesji: podaj procent, np. 64,5 (w drużynach IMP na rozdanie, np. -4,2)
score-bad-penalty = „{ $arg0 }” to nie kara proceduralna: podaj stronę i wielkość w jednostce zawodów, np. NS:25% (maksa), EW:3imp albo NS:1vp
score-penalty-title = Kara proceduralna (przepis 90A), tylko z wyniku { $arg0 }
score-penalty-top = { $arg0 }% maksa
score-session-range = „{ $arg0 }”: procent wynosi od 0 do 100
score-session-imps-range = „{ $arg0 }”: IMP-y na rozdanie wynoszą od -24 do 24
score-field-too-long = { $arg0 } zapisów: pole większe niż { $arg1 } to nie jedno rozdanie
score-too-many-values = argumenty wyniku mają { $arg0 } wartości: więcej, niż potrzeba dla jednego rozdania (najwyżej { $arg1 })
score-stands-no-args = utrzymany wynik nie ma argumentów (`{ $arg0 }`): wpisz samo `wynik stands`
score-stands-text = Wynik uzyskany przy stole zostaje utrzymany.
score-hint-stands = aby zapisać, że wynik uzyskany przy stole zostaje utrzymany, wpisz `{ $arg0 }`
score-kind-needs-artificial = wynik rodzaju { $arg0 } to średnia plus, średnia albo średnia minus: podaj --ns i --ew
score-kind-needs-penalty = wynik rodzaju { $arg0 } to strona i wielkość: --penalty NS:25% (albo EW:3imp, NS:1vp)
score-kind-needs-results = wynik rodzaju { $arg0 } składa się z rezultatów (--result), a nie z wyniku sztucznego
score-kind-needs-one-result = wynik rodzaju { $arg0 } to jeden rezultat (4S-1 --by S --vul NS), a nie ważenie kilku
score-kind-not-allowed = to orzeczenie nie dopuszcza wyniku rodzaju { $arg0 }; dopuszcza: { $arg1 }
score-kind-name = najpierw podaj rodzaj wyniku (`wynik RODZAJ ...`): to orzeczenie dopuszcza { $arg0 }
score-stdin-taken = „-”: tu wejście zawiera twoje odpowiedzi; podaj plik protokołu rozdania
score-record-file = protokół incydentu nie może wskazywać pliku („{ $arg0 }”): td zapisuje wyniki z protokołu rozdania jako --field
score-record-arg = „{ $arg0 }” to nie argument wyniku, który może zawierać protokół incydentu
score-not-allowed = to orzeczenie nie dopuszcza wyniku rozjemczego
score-nothing = nie ma czego liczyć: podaj wynik (td score 4P= --by S --vul nikt), --result WYNIK:WAGA albo --ns i --ew
score-cannot-read = nie można odczytać { $arg0 }: { $arg1 }
score-not-text = { $arg0 } to nie plik tekstowy z zapisami
score-empty-traveller = { $arg0 } nie zawiera zapisów: podaj jeden zapis N-S w wierszu
amending = { $arg0 }: ten protokół jest zakończony; zmiana go poprawia, a wcześniejsze orzeczenie zostaje w jego historii
amend-unchanged = { $arg0 }: nic się nie zmieniło; protokół jest taki, jak był
replay-amended = poprawiono { $arg0 }; wcześniej: { $arg1 }
facts-row-contract = kontrakt
facts-row-declarer = rozgrywający
facts-row-called-by = sędziego wezwał
interrupted = przerwano
replay-recorded-uncovered = nieobjęte w { $arg0 }
replay-no-ruling-recorded = (nie zapisano orzeczenia)
replay-see = ; zob. { $arg0 }
show-above = (wyżej)
show-then = następnie
built-in = wbudowane
slip-rulings = drzewa orzeczeń { $arg0 } ({ $arg1 })
search-paragraph = przepis
search-definition = definicja { $arg0 }
text-empty = pusty tekst
text-too-long = tekst dłuższy niż 2000 znaków
record-seats = N, E, S, W

sheet-header = sekcja|rozdanie|runda|stół|para|strona|rodzaj|wartość|przepis
sheet-kind-adjusted = zapisowy
sheet-kind-artificial = procentowy
sheet-kind-stands = wynik utrzymany
sheet-kind-rescored = przeliczony
sheet-kind-transferred = przeniesione lewy
sheet-kind-penalty = kara proceduralna
sheet-weighted = ważony: { $arg0 }
sheet-summary = wiersze wyników: { $arg0 }; protokoły: { $arg1 }; nieczytelne: { $arg2 }

## Who may choose: the heading over his options, and his name as the TD turns to him
holder-declarer-heading = Rozgrywający może wybrać
holder-declarer = Rozgrywający
holder-dummy-heading = Dziadek może wybrać
holder-dummy = Dziadek
holder-defenders-heading = Obrońcy mogą wybrać
holder-defenders = Obrońcy
holder-either-defender-heading = Którykolwiek z obrońców może wybrać
holder-either-defender = Którykolwiek z obrońców
holder-non-offending-side-heading = Strona niewykraczająca może wybrać
holder-non-offending-side = Strona niewykraczająca
holder-offending-side-heading = Strona wykraczająca może wybrać
holder-offending-side = Strona wykraczająca
holder-claimer-heading = Zgłaszający może wybrać
holder-claimer = Zgłaszający
holder-claimer-opponents-heading = Przeciwnicy zgłaszającego mogą wybrać
holder-claimer-opponents = Przeciwnicy zgłaszającego
holder-director-heading = Sędzia decyduje
holder-director = Sędzia
holder-offender-heading = Wykraczający może wybrać
holder-offender = Wykraczający
holder-offender-lho-heading = Lewy przeciwnik wykraczającego może wybrać
holder-offender-lho = Lewy przeciwnik wykraczającego
holder-misinformed-player-heading = Gracz błędnie poinformowany może wybrać
holder-misinformed-player = Gracz błędnie poinformowany
holder-misinformed-lho-heading = Lewy przeciwnik gracza błędnie poinformowanego może wybrać
holder-misinformed-lho = Lewy przeciwnik gracza błędnie poinformowanego

## Notation: the partnerships, and the decimal separator of scores and percentages
side-ns = N-S
side-ew = E-W
decimal-separator = ,

## Notation: how a contract, a seat, a vulnerability and a passed-out board are
## written and read. A `-shown` letter is what td writes; a `-reads` list is every
## spelling td reads (upper or lower case), each belonging to one strain or seat.
notation-strain-c-shown = T
notation-strain-d-shown = K
notation-strain-h-shown = C
notation-strain-s-shown = P
notation-strain-nt-shown = BA
notation-strain-c-reads = T
notation-strain-d-reads = K, D
notation-strain-h-reads = C, H
notation-strain-s-reads = P, S
notation-strain-nt-reads = BA, BEZATU, NT, N
notation-seat-n-shown = N
notation-seat-e-shown = E
notation-seat-s-shown = S
notation-seat-w-shown = W
notation-seat-n-reads = n, północ
notation-seat-e-reads = e, wschód
notation-seat-s-reads = s, południe
notation-seat-w-reads = w, zachód
notation-vul-none-reads = nikt, żadna, przed
notation-vul-ns-reads = ns
notation-vul-ew-reads = ew
notation-vul-both-reads = obie, wszyscy, po
notation-pass-reads = pas
notation-contract-examples = 4PX, 3BA, 6CXX
notation-seat-letters = N, E, S lub W
notation-result-examples = 4PX-2, 3BA=, 6C+1, pas

# The page's own words (web/page/app.js looks each up by its name: page-reg-ask is regAsk).
page-title = bridge-td
page-start = Co się stało? Rozpocznij orzeczenie
page-records = Protokoły
page-cite = Przytocz przepis
page-search = Szukaj
page-settings = Ustawienia
page-home = Start
page-language = Język
page-regulations = Obowiązujące regulaminy
page-reg-ask = Pytaj, gdy ma to znaczenie
page-reg-yes = Obowiązuje
page-reg-no = Nie obowiązuje
page-go-on = Następne orzeczenie dla tych faktów
page-resume = Wznów
page-view = Otwórz
page-export-record = Eksportuj
page-open-file = Otwórz plik protokołu
page-no-records = Na tym telefonie nie ma jeszcze protokołów.
page-status-draft = szkic
page-status-complete = zakończony
page-status-uncovered = nieobjęty
page-cite-hint = Przepis (45C4b), numer z 2007 r. lub zdefiniowany termin
page-search-hint = Słowa do wyszukania (dziadek dotknął karty)
page-go = Pokaż
page-paragraphs = Przepisy
page-questions = Pytania, od których można zacząć
page-storage-full = Pamięć telefonu jest pełna: ten protokół nie został zapisany. Wyeksportuj go teraz albo zwolnij miejsce; nic z ekranu nie ginie.
page-storage-refused = Ta przeglądarka nie pozwala zapisywać protokołów (tryb prywatny?): przebiegi nie zostaną zachowane po zamknięciu strony. Wyeksportuj każdy protokół przed zamknięciem.
page-storage-failed = Nie udało się teraz zapisać tego protokołu. Zostaje na ekranie i zostanie zapisany ponownie przy następnej odpowiedzi albo po dotknięciu „Gotowe”; wyeksportuj go, jeśli ten komunikat wróci.
page-storage-newer = Protokoły na tym telefonie zapisała nowsza wersja tej strony: wczytaj stronę ponownie, aby z niej korzystać. Do tego czasu przebiegi nie są zachowywane; wyeksportuj każdy protokół przed zamknięciem.
page-records-unreadable = Nie udało się teraz odczytać protokołów z tego telefonu, więc żaden nie jest tu pokazany. Otwórz Protokoły ponownie, aby spróbować jeszcze raz.
page-opened = Otwarto
page-saved-as-copy = Inna karta zmieniła w tym czasie ten protokół: zachowano oba, ten przebieg jako osobny protokół.
page-offline = Działa bez sieci
page-loading = Wczytywanie orzeczeń…
page-load-failed = Nie udało się wczytać orzeczeń
page-load-failed-score = Nie udało się wczytać ekranu wyniku
page-walk-of = Orzeczenie
page-say-this = Powiedz
page-not-chosen-yet = Jeszcze nie wybrał
page-awaiting-choice = Czeka na wybór
page-awaiting-body = Nic więcej nie zostaje rozstrzygnięte, dopóki ten wybór nie zapadnie. Gdy zapadnie, otwórz ten protokół ponownie: wtedy padnie pytanie o wybór. Możliwości:
page-status-awaiting = czeka na wybór
page-add-facts = Rozdanie, stół, kontrakt: dotknij, aby uzupełnić
page-facts = Dane zdarzenia
page-save-facts = Zapisz
page-cancel = Anuluj
page-archive = Archiwizuj
page-restore = Przywróć
page-show-archived = Pokaż zarchiwizowane
page-hide-archived = Ukryj zarchiwizowane
page-theme = Wygląd
page-theme-phone = Jak w telefonie
page-theme-light = Jasny
page-theme-dark = Ciemny
page-update-ready = Zainstalowano nową wersję tej strony: działa od następnego przeładowania.
page-updated = Zaktualizowano
page-filter-hint = Wpisz, co się stało
page-back = Wstecz
page-score = Wynik
page-score-title = Zapis dla obliczającego wyniki
page-score-kept = Zapisane przy tym orzeczeniu
page-score-kind = Rodzaj wyniku
page-score-result = Kontrakt i wynik
page-score-results = Wyniki, każdy z wagą w %
page-score-results-ns = Wyniki N-S, każdy z wagą w %
page-score-results-ew = Wyniki E-W, każdy z wagą w %
page-score-weight = Waga %
page-score-add-result = Kolejny wynik
page-score-separate = Każda strona z własnymi wagami (12C1(e), 82C)
page-score-declarer = Rozgrywający
page-score-vul = Założenia
page-score-against = Porównanie z
page-score-against-none = Niczym: punkty łączne
page-score-against-field = Pozostałymi stołami: punkty meczowe
page-score-against-other = Drugim stołem meczu: IMP
page-score-field = Zapisy N-S przy pozostałych stołach (420, 450, -50)
page-score-other = Zapis N-S przy drugim stole
page-score-knockout = Mecz pucharowy (12C4)
page-score-teams = Drużyny: w IMP
page-score-session-ns = Wynik N-S z pozostałych rozdań sesji (12C2(c)), jeśli znany
page-score-session-ew = Wynik E-W z pozostałych rozdań sesji (12C2(c)), jeśli znany
page-score-side = Strona karana
page-score-amount = Wysokość
page-score-unit-top = % maksimum
page-score-top = Maksimum w rozdaniu w punktach meczowych, jeśli znane
page-score-keep = Zapisz
page-score-stands-body = Nie ma czego liczyć: obliczający wyniki dostaje informację, że wynik przy stole pozostaje.

# Słowa, które sędzia wpisuje w trybie wierszowym zamiast odpowiedzi: pierwsze jest
# pokazywane, każde jest przyjmowane (w każdym języku).
keyword-none = żadna zadna
keyword-back = wstecz
keyword-explain = wyjaśnij wyjasnij pomoc
keyword-another = kolejne
keyword-score = wynik
keyword-wait = czekaj

# Dlaczego nie można odczytać odwołania do przepisu ($text: numer lub znak tak, jak wpisano).
ref-error-empty = puste odwołanie do przepisu
ref-error-no-number = odwołanie zaczyna się od numeru przepisu (1-93), np. 45C4(b)
ref-error-law-out-of-range = nie ma przepisu { $text }: przepisy mają numery od 1 do 93
ref-error-unexpected = nieoczekiwane „{ $text }” w odwołaniu; postać to 45C4(b)
ref-error-too-long = odwołanie jest za długie

# Dlaczego nie można zachować protokołu zdarzenia ($path; $reason: słowa systemu).
journal-error-exists = { $path }: już istnieje; protokołu nigdy się nie nadpisuje (wybierz inny plik --save)
journal-error-finished = { $path }: protokół jest zakończony i nie będzie ponownie zapisany
journal-error-io = { $path }: nie można zapisać protokołu zdarzenia: { $reason }
journal-error-busy = { $path }: inny td pracuje nad tym protokołem; dokończ tam albo poczekaj, aż skończy
journal-error-unusable = { $path }: nie można tu przechowywać protokołów zdarzeń: { $reason }
journal-error-too-large = { $path }: nie zapisano: protokół miałby { $size } bajtów, więcej niż dozwolone { $limit } bajtów
journal-error-not-renamed = { $path }: protokół zachowuje tę nazwę; nie można było nazwać go { $name }: { $reason }

# Data i godzina protokołu: z części ($day $month $year $hour $minute $offset);
# miesiące w dopełniaczu.
date-shown = { $day } { $month } { $year }, { $hour }:{ $minute } ({ $offset })
date-months = stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października listopada grudnia

# Dwa lub więcej odwołań: $init (wszystkie oprócz ostatniego) i $last.
citation-list = przepisy { $init } i { $last }

# Podpowiedź do pytania tak/nie (domyślnie nie) i słowa oznaczające tak.
yes-no-hint = [t/N]
yes-words = t tak

# Słowa, które mówią, jak pytanie jest sformułowane, a nie o czym jest: nigdy nie są
# proponowane jako słowa wyszukiwania.
search-stop-words = lub albo czy przez dla się jego jej ich był była było były jest kto który która które kiedy gdzie dlaczego jak ten mógł mogła może musi wszyscy nie tak już jeszcze przed niż potem ktoś coś tylko pasuje najlepiej stało przy
