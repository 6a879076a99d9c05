# Counted messages (Fluent): the forms follow CLDR plural rules for each language.
incidents = { $count ->
    [one] { $count } incident
   *[other] { $count } incidents
}
errors = { $count ->
    [one] { $count } error
   *[other] { $count } errors
}
warnings = { $count ->
    [one] { $count } warning
   *[other] { $count } warnings
}
trees = { $count ->
    [one] { $count } tree
   *[other] { $count } trees
}
nodes = { $count ->
    [one] { $count } node
   *[other] { $count } nodes
}
paragraphs = { $count ->
    [one] { $count } paragraph
   *[other] { $count } paragraphs
}
after-answers = { $count ->
    [one] after { $count } answer
   *[other] after { $count } answers
}
# Replay's summary: a status after its number.
status-ok = { $count } ok
status-changed = { $count } changed
status-incomplete = { $count } incomplete
status-uncovered = { $count } uncovered
status-invalid = { $count } invalid
