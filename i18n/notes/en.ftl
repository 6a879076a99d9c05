# Notes about a file's content: `td check` diagnostics and their hints, and why an
# incident record cannot be read. Ids are stable; tests check that nb.ftl and pl.ftl
# have each id with the same variables. A `what-` message names a part of a file and
# is put into another message as `$what`.

## How a diagnostic is labelled
severity-error = error
severity-warning = warning
hint = hint

## Parts of a file
what-tree-title = the tree title
what-title = the title of { $id }
what-summary = the summary of { $id }
what-edition = the edition note of { $id }
what-earlier-note = the 2007 note of { $id }
what-scope = the scope
what-paragraph = { $id }
what-definition = definition `{ $id }`
what-definition-term = the term of definition `{ $id }`
what-definition-summary = the summary of definition `{ $id }`
what-question = the question
what-answer-label = the answer label
what-answer-short = the short answer label
what-help = the help text
what-option = an option
what-ruling = what happens now
what-follows = which law takes over
what-adjust = whether the TD may adjust the score at the end of play

## Reading the files
no-law-index = the rulings directory has no law index
no-law-index-hint = every rulings directory needs a laws.yaml (or laws/N.yaml files) listing the paragraphs it cites
second-file = a second file for `{ $stem }`
second-file-hint = { $first } is already that file; keep one of the two
rulings-dir-unreadable = { $dir }: cannot read the rulings directory: { $detail }
rulings-not-regular = not a regular file; only files are read as rulings
rulings-too-large = file is larger than { $mib } MiB; a rulings file is never this big
rulings-set-too-large = the rulings files together are larger than { $mib } MiB (reading stopped at { $file }); a rulings set is never this big
rulings-set-too-large-hint = remove copies and files that are not rulings from the directory
rulings-unreadable = cannot read file: { $detail }
not-utf8 = the file is not valid UTF-8
not-utf8-hint = save the file as UTF-8
too-deep-hint = the file nests too deeply or expands too many aliases to be a rulings file
no-triage = no triage tree `{ $file }`: `td ask` without a tree has nowhere to start
no-triage-hint = add a start.yaml that routes to the law trees, or always name a tree: td ask 45
law-has-tree = law { $law } already has a tree
law-has-tree-hint = { $first } says `law: { $law }` too; one tree per law

## The config file
config-too-large = config file is too large
config-unreadable = { $file }: cannot read config: { $detail }
config-skipped = warning: { $file }: cannot read config ({ $detail }); carrying on without it
config-not-utf8 = config is not valid UTF-8

## What the YAML parser reports (the English is the parser's own wording)
yaml-unknown-field = unknown field `{ $key }`, { $expected ->
    [none] there are no fields
   *[other] expected { $many ->
        [yes] one of { $expected }
       *[no] { $expected }
    }
}
yaml-unknown-value = unknown variant `{ $key }`, { $expected ->
    [none] there are no variants
   *[other] expected { $many ->
        [yes] one of { $expected }
       *[no] { $expected }
    }
}
yaml-missing-field = missing field `{ $key }`
yaml-duplicate-field = duplicate field `{ $key }`
yaml-other = { $detail }

## Ids, references and texts
did-you-mean = did you mean `{ $near }`?
first-defined = first defined at line { $line }, column { $col }
first-listed = first listed in { $file } at line { $line }, column { $col }
not-a-reference = `{ $text }` is not a law reference: { $error }
reference-form-hint = write references like 45C4(b), 68D2(b)(ii) or 50
canonical-form = write `{ $text }` in its canonical form
language-twice = language `{ $lang }` given twice in { $what }
unknown-language = unknown language `{ $lang }` in { $what }; expected en, nb or pl
empty-text = { $what } has an empty text
no-default-text = { $what } has no `{ $lang }` text, the default language
no-translation = { $what } has no { $langs } translation

## The law index
definitions-file-only = laws/definitions.yaml holds only `definitions`; paragraphs go in their law's file
scope-misplaced = `scope` belongs in laws.yaml, not in one law's file
law-file-name = a file under laws/ is named after its law: laws/12.yaml
definitions-misplaced = the Definitions belong in laws/definitions.yaml, not in one law's file
definition-id-plain = a definition id must be plain text
definition-twice = definition `{ $id }` is listed twice
paragraph-other-law = { $id } is a paragraph of Law { $law }, not of Law { $file-law }
move-to-law-file = move it to laws/{ $law }.yaml
paragraph-twice = paragraph { $id } is listed twice
earlier-misplaced = 2007 numbers (`earlier`) belong in laws.yaml, not in one law's file
earlier-twice = 2007 number { $id } is listed twice
refers-unknown = { $what } refers to { $id }, which the law index does not have
add-or-remove-reference = add { $id } to laws/{ $law }.yaml, or remove the reference
index-gap = { $id } is listed but { $missing } is not
add-to-law-file = add { $id } to laws/{ $law }.yaml
cites-unknown = `{ $node }` cites { $id }, which the law index does not have
did-you-mean-or-add = did you mean { $near }? or add { $id } to the law index

## Trees and nodes
node-twice = node `{ $id }` is defined twice
node-id-control = node id `{ $id }` holds a control, bidirectional or invisible character or a line break
ids-on-screen-hint = ids are shown on the TD's screen; use letters, digits and dashes
node-id-unusable = `{ $id }` is not a usable node id
node-id-hint = use letters, digits and dashes, e.g. dummy-touched
start-unknown = start names no node `{ $id }`
node-mixed = node `{ $id }` mixes the keys of two kinds of node (question or choice, step, ruling)
node-neither = node `{ $id }` is neither a question nor a ruling; a path would end here
node-keys-hint = a question has `ask`, `answers` and maybe `help`; a choice `choose`, `holder`, `answers`; a step `say`, `next`; a ruling `ruling`, `follows`, `adjust`
question-no-cite = question `{ $id }` cites no paragraph
ruling-no-cite = ruling `{ $id }` cites no paragraph
add-cites-hint = add `cites:` with the paragraph it applies, e.g. cites: [45C1]
question-no-ask = question `{ $id }` has answers but no `ask`
too-few-answers = question `{ $id }` has { $count } { $count ->
    [one] answer
   *[other] answers
}; a question needs at least two
answer-twice = answer id `{ $answer }` is used twice in `{ $id }`
answer-id-control = answer id `{ $answer }` in `{ $id }` holds a control, bidirectional or invisible character or a line break
line-break = { $what } breaks the line; it is shown on one line, where a break would look like a line of td's own
line-break-hint = write it on one line (in YAML, a `|` block keeps its line breaks; a `>-` block joins them)
answer-id-reserved = answer id `{ $answer }` in `{ $id }` is a word line mode reserves
answer-id-reserved-hint = numbers, none, back, ?, explain, another and their translations are typed at the prompt; choose a word that says what the answer is
regulation-yes-no = question `{ $id }` is answered by regulation `{ $name }`, so its answers must be exactly `yes` and `no`
carries-without-regulation = question `{ $id }` has `carries` but no `regulation`: only a regulation's setting carries a value
carries-not-penalty = `carries: { $kind }`: a regulation's setting carries only the event's standard procedural penalty (`carries: penalty`)
target-no-tree = `{ $target }` names no tree `{ $tree }`
target-no-node = `{ $key }: { $target }` names no node
ruling-missing = ruling `{ $id }` has no `{ $key }`
every-ruling-says = every ruling says { $what }
ruling-no-options = ruling `{ $id }` has no `options`
ruling-no-options-hint = list who may choose what, e.g. `- {"{"}holder: declarer, text: {"{"}en: ...{"}"}{"}"}`, or write `options: []` when nobody has a choice
not-a-holder = `{ $holder }` is not a holder of options
holders = holders are { $known }
holders-near = did you mean `{ $near }`? holders are { $known }
unreachable = node `{ $id }` is unreachable
unreachable-hint = no answer leads here: link it from a question or remove it
cycle = `{ $from }` leads back to `{ $to }`: the path { $path } -> { $to } never ends
cycle-hint = a tree must not loop; use `back` at the table instead

## Incident records
record-not-regular = not a regular file, so not an incident record
record-folder-unreadable = a folder that cannot be read: { $detail }
record-too-large = file is too large to be an incident record
record-other-rulings = the record was made with rulings { $recorded }, this page has rulings { $page }; open it with `td replay` or `td ask --resume` where those rulings are
record-unreadable = cannot read record: { $detail }
record-not-utf8 = the record is not valid UTF-8
record-unknown-language = unknown language `{ $lang }`
record-walks-need-format-2 = `walks` needs record format 2; this record says format 1
record-format-1-needs = a format-1 record needs `tree` and `answers`
record-tree-inside-walks = in a format-2 record `tree`, `answers` and `ruling` go inside `walks`
record-answers-inside-walks = in a format-2 record `answers` and `ruling` go inside `walks`
record-no-walks = the record has no `walks`
record-walks-empty = `walks` is empty; a record holds at least one walk
record-format-unsupported = record format { $format } is not supported; this td reads formats { $one } to { $two }
record-score-needs-format-3 = `adjusted_score` needs record format 3; this record says format 2
record-facts = facts: { $detail }
record-answered-twice = node `{ $id }` is answered twice
record-not-a-holder = `{ $holder }` is not a holder of options; holders are { $known }
record-unknown-regulation = regulation setting `{ $name }` does not fit the rulings: no tree has that regulation, or it takes no such value
record-unknown-tree = tree `{ $tree }` is not in the rulings (they have { $known })
record-no-node = no node `{ $id }` in the rulings
record-no-start = the walk starts at `{ $id }`, which is no node of tree `{ $tree }`
record-not-a-question = `{ $id }` is a ruling, not a question
record-not-an-answer = `{ $answer }` is not an answer of `{ $id }`; its answers are { $known }
record-history-needs-format-2 = `history` needs record format 2; this record says format 1
record-history-not-final = a version in `history` is `complete` or `uncovered`: only a finished record is amended
what-say = what the TD says
what-choice = the choice put to the player
what-details = the details
what-clause = the clause
ask-and-choose = node `{ $id }` is both a question to the TD (`ask`, `regulation`) and a player's choice (`choose`): make it one
holder-without-choose = node `{ $id }` names a `holder` but is no choice: write `choose` for a question put to a player
clause-unknown = no clause `{ $id }` in clauses/*.yaml
not-a-score-kind = `{ $kind }` is not a kind of score
score-kinds = the kinds are { $known }
adjustable-replaced = `adjustable` is replaced by `scores`, the kinds of score the ruling allows: `adjustable: false` is `scores: []`
clause-twice = clause `{ $id }` is defined twice
clause-incomplete = clause `{ $id }` has no `{ $key }`
takes-over-no-then = ruling `{ $id }` hands over to { $law }, which tree `{ $tree }` rules, but does not lead on
takes-over-no-then-hint = add `then:` naming the node the known facts lead to, or `no_then:` saying why the TD must not go on there yet
record-answers-need-steps = a format-4 walk keeps its answers as `steps` (a list of node, answer or choice, time), not `answers`
record-score-needs-scores = a format-4 walk keeps its scores as `scores` (each with its `kind`), not `adjusted_score`
record-needs-format-4 = `steps`, `scores`, `awaiting` and the status `awaiting` need record format 4
record-step-answer-or-choice = a step has either an `answer` (a fact the TD established) or a `choice` (a player's), not both and not neither
record-score-kind = `{ $kind }` is not a score kind; kinds are { $known }
record-start-not-a-question = the first walk starts at `{ $id }`, which is no question: a walk starts at a question, or where the ruling before it leads on
record-start-not-led-on = this walk starts at `{ $id }`, but the ruling before it does not lead on there (`then:`)
replay-history-changed = amended { $when }: what this earlier version shows is not what the trees give for its answers ({ $detail })
replay-history-repeated = amended { $when }: the same earlier version is kept twice

# The common reasons a read or write fails (any other keeps the system's words).
io-not-found = does not exist
io-permission-denied = permission denied
io-is-a-directory = is a directory
io-not-a-directory = not a directory
io-not-utf8 = not valid UTF-8
