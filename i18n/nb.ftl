# Tellede meldinger (Fluent): bøyningene følger CLDR-reglene for bokmål.
incidents = { $count ->
    [one] { $count } hendelse
   *[other] { $count } hendelser
}
errors = { $count ->
    [one] { $count } feil
   *[other] { $count } feil
}
warnings = { $count ->
    [one] { $count } advarsel
   *[other] { $count } advarsler
}
trees = { $count ->
    [one] { $count } tre
   *[other] { $count } trær
}
nodes = { $count ->
    [one] { $count } node
   *[other] { $count } noder
}
paragraphs = { $count ->
    [one] { $count } paragraf
   *[other] { $count } paragrafer
}
after-answers = { $count ->
    [one] etter { $count } svar
   *[other] etter { $count } svar
}
# Replays oppsummering: en status etter tallet (flertall: 3 ufullstendige).
status-ok = { $count } i orden
status-changed = { $count } endret
status-incomplete = { $count ->
    [one] { $count } ufullstendig
   *[other] { $count } ufullstendige
}
status-uncovered = { $count } ikke dekket
status-invalid = { $count ->
    [one] { $count } ugyldig
   *[other] { $count } ugyldige
}
