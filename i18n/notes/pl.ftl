# Uwagi o treści pliku: diagnozy `td check` ze wskazówkami oraz powody, dla których
# nie można odczytać protokołu zdarzenia. Te same identyfikatory i zmienne co en.ftl.

## Oznaczenia diagnozy
severity-error = błąd
severity-warning = ostrzeżenie
hint = wskazówka

## Części pliku
what-tree-title = tytuł drzewa
what-title = tytuł { $id }
what-summary = streszczenie { $id }
what-edition = uwaga o wydaniu przy { $id }
what-earlier-note = uwaga z 2007 przy { $id }
what-scope = zakres (scope)
what-paragraph = { $id }
what-definition = definicja `{ $id }`
what-definition-term = termin definicji `{ $id }`
what-definition-summary = streszczenie definicji `{ $id }`
what-question = pytanie
what-answer-label = etykieta odpowiedzi
what-answer-short = krótka etykieta odpowiedzi
what-help = tekst pomocy
what-option = opcja
what-ruling = co dzieje się teraz
what-follows = który przepis przejmuje
what-adjust = czy sędzia może przyznać wynik rozjemczy po rozgrywce

## Czytanie plików
no-law-index = katalog orzeczeń nie ma indeksu przepisów
no-law-index-hint = każdy katalog orzeczeń potrzebuje pliku laws.yaml (lub plików laws/N.yaml) z przepisami, na które się powołuje
second-file = drugi plik dla `{ $stem }`
second-file-hint = { $first } jest już tym plikiem; zostaw jeden z dwóch
rulings-dir-unreadable = { $dir }: nie można odczytać katalogu orzeczeń: { $detail }
rulings-not-regular = to nie jest zwykły plik; jako orzeczenia czyta się tylko pliki
rulings-too-large = plik jest większy niż { $mib } MiB; plik orzeczeń nigdy nie jest tak duży
rulings-set-too-large = pliki orzeczeń są razem większe niż { $mib } MiB (odczyt zatrzymany na { $file }); zestaw orzeczeń nigdy nie jest tak duży
rulings-set-too-large-hint = usuń z katalogu kopie i pliki, które nie są orzeczeniami
rulings-unreadable = nie można odczytać pliku: { $detail }
not-utf8 = plik nie jest poprawnym UTF-8
not-utf8-hint = zapisz plik w UTF-8
too-deep-hint = plik jest zagnieżdżony zbyt głęboko lub rozwija zbyt wiele aliasów jak na plik orzeczeń
no-triage = brak drzewa wstępnego `{ $file }`: `td ask` bez drzewa nie ma od czego zacząć
no-triage-hint = dodaj start.yaml kierujący do drzew przepisów albo zawsze podawaj drzewo: td ask 45
law-has-tree = przepis { $law } ma już drzewo
law-has-tree-hint = { $first } też mówi `law: { $law }`; jedno drzewo na przepis

## Plik konfiguracji
config-too-large = plik konfiguracji jest za duży
config-unreadable = { $file }: nie można odczytać konfiguracji: { $detail }
config-skipped = ostrzeżenie: { $file }: nie można odczytać konfiguracji ({ $detail }); działam dalej bez niej
config-not-utf8 = konfiguracja nie jest poprawnym UTF-8

## Komunikaty parsera YAML
yaml-unknown-field = nieznany klucz `{ $key }`; { $expected ->
    [none] tutaj nie ma żadnych kluczy
   *[other] { $many ->
        [yes] dozwolone klucze to { $expected }
       *[no] dozwolony klucz to { $expected }
    }
}
yaml-unknown-value = nieznana wartość `{ $key }`; { $expected ->
    [none] tutaj nie ma dozwolonych wartości
   *[other] { $many ->
        [yes] dozwolone wartości to { $expected }
       *[no] dozwolona wartość to { $expected }
    }
}
yaml-missing-field = brak klucza `{ $key }`
yaml-duplicate-field = klucz `{ $key }` występuje dwa razy
yaml-other = błąd YAML (komunikat parsera po angielsku): { $detail }

## Identyfikatory, odwołania i teksty
did-you-mean = czy chodziło o `{ $near }`?
first-defined = po raz pierwszy zdefiniowany w wierszu { $line }, kolumna { $col }
first-listed = po raz pierwszy wymieniony w { $file } w wierszu { $line }, kolumna { $col }
not-a-reference = `{ $text }` nie jest odwołaniem do przepisu: { $error }
reference-form-hint = pisz odwołania w postaci 45C4(b), 68D2(b)(ii) lub 50
canonical-form = zapisz `{ $text }` w postaci kanonicznej
language-twice = język `{ $lang }` podano dwa razy w: { $what }
unknown-language = nieznany język `{ $lang }` w: { $what }; oczekiwano en, nb lub pl
empty-text = { $what }: pusty tekst
no-default-text = { $what }: brak tekstu `{ $lang }` w języku domyślnym
no-translation = { $what }: brak tłumaczenia { $langs }

## Indeks przepisów
definitions-file-only = laws/definitions.yaml zawiera tylko `definitions`; paragrafy należą do pliku swojego przepisu
scope-misplaced = `scope` należy do laws.yaml, a nie do pliku jednego przepisu
law-file-name = plik w laws/ nosi nazwę swojego przepisu: laws/12.yaml
definitions-misplaced = Definicje należą do laws/definitions.yaml, a nie do pliku jednego przepisu
definition-id-plain = identyfikator definicji musi być zwykłym tekstem
definition-twice = definicja `{ $id }` jest wymieniona dwa razy
paragraph-other-law = { $id } to paragraf przepisu { $law }, a nie przepisu { $file-law }
move-to-law-file = przenieś go do laws/{ $law }.yaml
paragraph-twice = paragraf { $id } jest wymieniony dwa razy
earlier-misplaced = numery z 2007 (`earlier`) należą do laws.yaml, a nie do pliku jednego przepisu
earlier-twice = numer z 2007 { $id } jest wymieniony dwa razy
refers-unknown = { $what } odsyła do { $id }, którego nie ma w indeksie przepisów
add-or-remove-reference = dodaj { $id } do laws/{ $law }.yaml albo usuń odesłanie
index-gap = { $id } jest wymieniony, a { $missing } nie
add-to-law-file = dodaj { $id } do laws/{ $law }.yaml
cites-unknown = `{ $node }` powołuje się na { $id }, którego nie ma w indeksie przepisów
did-you-mean-or-add = czy chodziło o { $near }? albo dodaj { $id } do indeksu przepisów

## Drzewa i węzły
node-twice = węzeł `{ $id }` zdefiniowano dwa razy
node-id-control = identyfikator węzła `{ $id }` zawiera znak sterujący, znak kierunku pisma, znak niewidoczny lub podział wiersza
ids-on-screen-hint = identyfikatory widać na ekranie sędziego; używaj liter, cyfr i myślników
node-id-unusable = `{ $id }` nie nadaje się na identyfikator węzła
node-id-hint = używaj liter, cyfr i myślników, np. dummy-touched
start-unknown = `start` wskazuje nieistniejący węzeł `{ $id }`
node-mixed = węzeł `{ $id }` łączy klucze dwóch rodzajów węzłów (pytanie lub wybór, krok, orzeczenie)
node-neither = węzeł `{ $id }` nie jest ani pytaniem, ani orzeczeniem; ścieżka by się tu urwała
node-keys-hint = pytanie ma `ask`, `answers` i ewentualnie `help`; wybór `choose`, `holder`, `answers`; krok `say`, `next`; orzeczenie `ruling`, `follows`, `adjust`
question-no-cite = pytanie `{ $id }` nie powołuje się na żaden paragraf
ruling-no-cite = orzeczenie `{ $id }` nie powołuje się na żaden paragraf
add-cites-hint = dodaj `cites:` ze stosowanym paragrafem, np. cites: [45C1]
question-no-ask = pytanie `{ $id }` ma odpowiedzi, ale nie ma `ask`
too-few-answers = pytanie `{ $id }` ma { $count } { $count ->
    [one] odpowiedź
    [few] odpowiedzi
   *[other] odpowiedzi
}; pytanie potrzebuje co najmniej dwóch
answer-twice = identyfikator odpowiedzi `{ $answer }` występuje dwa razy w `{ $id }`
answer-id-control = identyfikator odpowiedzi `{ $answer }` w `{ $id }` zawiera znak sterujący, znak kierunku pisma, znak niewidoczny lub podział wiersza
line-break = { $what } zawiera podział wiersza; jest pokazywany w jednym wierszu, gdzie podział wyglądałby jak wiersz samego td
line-break-hint = napisz to w jednym wierszu (w YAML blok `|` zachowuje podziały wierszy; blok `>-` je łączy)
answer-id-reserved = identyfikator odpowiedzi `{ $answer }` w `{ $id }` to słowo zastrzeżone w trybie wierszowym
answer-id-reserved-hint = liczby, none, back, ?, explain, another i ich tłumaczenia wpisuje się przy pytaniu; wybierz słowo mówiące, czym jest odpowiedź
regulation-yes-no = na pytanie `{ $id }` odpowiada regulamin `{ $name }`, więc jego odpowiedzi to dokładnie `yes` i `no`
carries-without-regulation = pytanie `{ $id }` ma `carries`, ale nie ma `regulation`: wartość może mieć tylko ustawienie regulaminu
carries-not-penalty = `carries: { $kind }`: ustawienie regulaminu może podawać tylko standardową karę proceduralną zawodów (`carries: penalty`)
target-no-tree = `{ $target }` wskazuje nieistniejące drzewo `{ $tree }`
target-no-node = `{ $key }: { $target }` nie wskazuje żadnego węzła
ruling-missing = orzeczenie `{ $id }` nie ma `{ $key }`
every-ruling-says = każde orzeczenie mówi, { $what }
ruling-no-options = orzeczenie `{ $id }` nie ma `options`
ruling-no-options-hint = wypisz, kto może co wybrać, np. `- {"{"}holder: declarer, text: {"{"}en: ...{"}"}{"}"}`, albo napisz `options: []`, gdy nikt nie ma wyboru
not-a-holder = `{ $holder }` nie jest dozwolonym posiadaczem opcji
holders = dozwolone wartości to { $known }
holders-near = czy chodziło o `{ $near }`? dozwolone wartości to { $known }
unreachable = żadna ścieżka nie prowadzi do węzła `{ $id }`
unreachable-hint = żadna odpowiedź tu nie prowadzi: podłącz go do pytania albo usuń
cycle = `{ $from }` prowadzi z powrotem do `{ $to }`: ścieżka { $path } -> { $to } nigdy się nie kończy
cycle-hint = drzewo nie może się zapętlać; przy stole użyj `back`

## Protokoły zdarzeń
record-not-regular = to nie jest zwykły plik, więc nie jest to protokół zdarzenia
record-folder-unreadable = katalogu nie można odczytać: { $detail }
record-too-large = plik jest za duży jak na protokół zdarzenia
record-other-rulings = protokół sporządzono z drzewami orzeczeń { $recorded }, ta strona ma drzewa orzeczeń { $page }; otwórz go przez `td replay` lub `td ask --resume` tam, gdzie są te drzewa
record-unreadable = nie można odczytać protokołu: { $detail }
record-not-utf8 = protokół nie jest poprawnym UTF-8
record-unknown-language = nieznany język `{ $lang }`
record-walks-need-format-2 = `walks` wymaga formatu protokołu 2; ten protokół podaje format 1
record-format-1-needs = protokół w formacie 1 potrzebuje `tree` i `answers`
record-tree-inside-walks = w protokole w formacie 2 `tree`, `answers` i `ruling` są wewnątrz `walks`
record-answers-inside-walks = w protokole w formacie 2 `answers` i `ruling` są wewnątrz `walks`
record-no-walks = protokół nie ma `walks`
record-walks-empty = `walks` jest puste; protokół zawiera co najmniej jedno przejście
record-format-unsupported = format protokołu { $format } nie jest obsługiwany; ten td czyta formaty od { $one } do { $two }
record-score-needs-format-3 = `adjusted_score` wymaga formatu protokołu 3; ten protokół podaje format 2
record-facts = fakty: { $detail }
record-answered-twice = na węzeł `{ $id }` odpowiedziano dwa razy
record-not-a-holder = `{ $holder }` nie jest dozwolonym posiadaczem opcji; dozwolone wartości to { $known }
record-unknown-regulation = ustawienie regulaminu `{ $name }` nie pasuje do drzew orzeczeń: żadne drzewo go nie ma albo nie przyjmuje takiej wartości
record-unknown-tree = drzewa `{ $tree }` nie ma wśród drzew orzeczeń (są: { $known })
record-no-node = w drzewach orzeczeń nie ma węzła `{ $id }`
record-no-start = przejście zaczyna się w `{ $id }`, a to nie jest węzeł drzewa `{ $tree }`
record-not-a-question = `{ $id }` jest orzeczeniem, a nie pytaniem
record-not-an-answer = `{ $answer }` nie jest odpowiedzią na `{ $id }`; jego odpowiedzi to { $known }
record-history-needs-format-2 = `history` wymaga formatu protokołu 2; ten protokół podaje format 1
record-history-not-final = wersja w `history` ma status `complete` lub `uncovered`: poprawia się tylko zakończony protokół
what-say = co mówi sędzia
what-choice = wybór przedstawiony graczowi
what-details = szczegóły
what-clause = klauzula
ask-and-choose = węzeł `{ $id }` jest zarazem pytaniem do sędziego (`ask`, `regulation`) i wyborem gracza (`choose`): wybierz jedno
holder-without-choose = węzeł `{ $id }` podaje `holder`, ale nie jest wyborem: napisz `choose` dla pytania do gracza
clause-unknown = brak klauzuli `{ $id }` w clauses/*.yaml
not-a-score-kind = `{ $kind }` nie jest rodzajem zapisu
score-kinds = rodzaje to { $known }
adjustable-replaced = `adjustable` zastąpiono przez `scores`, rodzaje zapisu, na które orzeczenie pozwala: `adjustable: false` to `scores: []`
clause-twice = klauzula `{ $id }` jest zdefiniowana dwa razy
clause-incomplete = klauzula `{ $id }` nie ma `{ $key }`
takes-over-no-then = orzeczenie `{ $id }` przekazuje sprawę do { $law }, który rozstrzyga drzewo `{ $tree }`, ale tam nie prowadzi
takes-over-no-then-hint = dodaj `then:` z węzłem, do którego prowadzą znane fakty, albo `no_then:` z powodem, dla którego sędzia nie ma tam jeszcze iść
record-answers-need-steps = przejście w formacie 4 zapisuje odpowiedzi jako `steps` (lista: węzeł, odpowiedź lub wybór, czas), nie `answers`
record-score-needs-scores = przejście w formacie 4 zapisuje wyniki jako `scores` (każdy z `kind`), nie `adjusted_score`
record-needs-format-4 = `steps`, `scores`, `awaiting` i status `awaiting` wymagają formatu protokołu 4
record-step-answer-or-choice = krok ma albo `answer` (fakt ustalony przez sędziego), albo `choice` (wybór gracza), nie oba i nie żadne
record-score-kind = `{ $kind }` nie jest rodzajem wyniku; rodzaje to { $known }
record-start-not-a-question = pierwsze przejście zaczyna się w `{ $id }`, co nie jest pytaniem: przejście zaczyna się od pytania albo tam, dokąd prowadzi poprzednie orzeczenie
record-start-not-led-on = to przejście zaczyna się w `{ $id }`, ale poprzednie orzeczenie tam nie prowadzi (`then:`)
replay-history-changed = zmieniony { $when }: to, co pokazuje ta wcześniejsza wersja, nie wynika z drzew dla jej odpowiedzi ({ $detail })
replay-history-repeated = zmieniony { $when }: ta sama wcześniejsza wersja jest zapisana dwa razy

# Częste przyczyny nieudanego odczytu lub zapisu (inne zachowują słowa systemu).
io-not-found = nie istnieje
io-permission-denied = brak uprawnień
io-is-a-directory = to katalog
io-not-a-directory = to nie katalog
io-not-utf8 = to nie poprawny UTF-8
