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
status-ok = { $count } w porządku
status-changed = { $count ->
    [one] { $count } zmienione
    [few] { $count } zmienione
   *[many] { $count } zmienionych
}
status-incomplete = { $count ->
    [one] { $count } niepełne
    [few] { $count } niepełne
   *[many] { $count } niepełnych
}
status-uncovered = { $count ->
    [one] { $count } nieobjęte
    [few] { $count } nieobjęte
   *[many] { $count } nieobjętych
}
status-invalid = { $count ->
    [one] { $count } nieprawidłowe
    [few] { $count } nieprawidłowe
   *[many] { $count } nieprawidłowych
}
