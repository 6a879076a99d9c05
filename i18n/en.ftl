# The language itself: the locale names that pick it (the first is its code), and how
# its law book names a paragraph before the number.
language-locales = en
language-name = English
language-citation = Law

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
count-status-ok = { $count } ok
count-status-changed = { $count } changed
count-status-incomplete = { $count } incomplete
count-status-uncovered = { $count } uncovered
count-status-invalid = { $count } invalid

# The user interface: every message of the terminal and the page, in the order of
# `Msg` (src/texts/i18n.rs). `{ $arg0 }` is the message's first argument.
ruling = Ruling
what-happens-now = What happens now
law-that-follows = Law that takes over
leads-on = These facts need a further ruling: ruling { $arg0 } below ({ $arg1 }).
score-adjustment = Score adjustment
citations = Citations
see-also = see also
how-we-got-here = How we got here
back = Back to the previous question
explain = Explain
line-help = answer with a number ({ $arg0 }) or an answer id, or type { $arg1 }
line-invalid = not an answer here
search-hint = `{ $arg0 }` is not an answer; these questions and paragraphs match it:
search-hint-none = `{ $arg0 }` is not an answer, and no question or paragraph matches it; answer with a number
line-too-long = a line longer than { $arg0 } bytes is not an answer; it was skipped
search-too-many-words = { $arg0 } search words; at most { $arg1 } are searched at once
search-word-too-long = a search word of { $arg0 } characters; words are searched up to { $arg1 } characters long
input-ended = input ended before a ruling was reached
output-closed = the output was closed before the incident was finished
no-summary = no summary in the law index
edition = Edition note
question = Question
answer = Answer
recorded = Recorded
add-facts = Add board, table and other facts to the record?
refers-to = Refers to
referred-by = Referred to by
in-the-trees = In the trees
fact-event = event
fact-session = session
fact-board = board
fact-table = table
fact-contract = contract (4SX, 3NT)
fact-declarer = declarer (N/E/S/W)
fact-called-by = TD called by (N/E/S/W)
fact-notes = notes
fact-section = section
fact-round = round
fact-ns = N-S pair or team
fact-ew = E-W pair or team
fact-td = TD
none-fits = None of these fits
not-chosen-yet = Not chosen yet
awaiting-choice = Awaiting a choice
awaiting-body = Nothing more is ruled until this choice is made. `td ask --resume` carries on from here; the options are:
not-covered = Not covered
not-covered-body = The trees do not cover these facts, so no ruling is given here. Rule from the Laws themselves, starting with the paragraphs below.
not-covered-problem = not covered: none of the answers fitted at
places-to-read = Paragraphs to read
search-more = To search further
how-to-decide = How to decide
another-ruling = Another ruling
done = Done
after-ruling = Anything else in this incident?
search-instead = ; to look it up by word: `td search { $arg0 }`
more-hits = { $arg0 } more; `td search --limit { $arg1 } { $arg2 }` shows them
no-question-in-tree = tree `{ $arg0 }` has no question `{ $arg1 }`
no-place = `{ $arg0 }` is neither a tree nor a paragraph a question cites; try `td search { $arg0 }`
pager-keys = any key: back to the question · ↑↓ page
menu-keys = digit: answer · ? explain · Esc back · type to filter
yes-no-keys = y/n: answer · ? explain · Esc back
say-this = Say this
details = Details
back-last = Back: change the last answer
score-unit-mp = MP
score-unit-imps = IMPs
score-unit-vp = VP
score-knockout-short = knockout (12C4)
score-changed-note = adjusted score changed: { $arg0 }
score-was = { $arg0 } { $arg1 } recorded { $arg2 }, now { $arg3 }
adjusted-score-key = Score
score-hint = to record the score ({ $arg0 }), type `score` and td score's arguments, e.g. `{ $arg1 }`
score-hint-standard = ; the event's standard procedural penalty is { $arg0 }, taken when the side is given alone
score-percent = { $arg0 }%
score-not-here = this ruling allows no score step, so no score was recorded (the ruling says what the score is)
after-ruling-unknown = `{ $arg0 }` is not understood here; type { $arg1 }, or end the input when done
score-form-kind = Which score?
score-form-result = Result with its declarer (4S-1/S, 3NT=/N)
score-form-side = Side penalized (NS or EW)
score-form-side-bad = write NS or EW: the side whose score the penalty comes off
score-form-amount = Amount: a share of a top (25%), IMPs (3imp) or VPs (1vp)
score-form-amount-standard = Amount: a share of a top (25%), IMPs (3imp) or VPs (1vp); empty: the event's standard, { $arg0 }
score-form-amount-bad = write the amount as 25% (of a top), 3imp or 1vp, above 0 and at most a top, 24 IMPs or 20 VPs
score-form-top = Top on the board, for the matchpoints (empty: none)
score-form-top-bad = write the top as a whole number of matchpoints, e.g. 12
score-form-results = Results with weights (4S=/S:60 4S-1/S:40), or A+, A or A- for N-S
score-form-vul = Vulnerability (none, NS, EW, both)
score-form-field = Other tables' N-S scores, for matchpoints (420 450 -50; empty: none)
score-form-other = N-S score at the other table, for IMPs (empty: none)
score-form-ew = E-W: A+, A or A-
score-form-teams = Team play, in IMPs?
score-recorded = Score recorded with this ruling.
score-not-adjustable = This ruling allows no adjusted score.
adjusted-score-title = Adjusted score
score-title-rescored = Score, rescored
score-title-transferred = Score, tricks transferred
penalty-title = Procedural penalty
too-small = the terminal is too small for menus; asking line by line
resume-with = interrupted; the draft is kept, to go on:
another-hint = for another ruling in this incident, type
facts = Facts
record = Record
earlier = 2007 Laws
now-in = Its content is now in
deleted2017 = Deleted in 2017; no 2017 paragraph has this number.
definition = Definition
built-in-rulings = built-in rulings
no-such-paragraph = { $arg0 }: no such paragraph in the index
did-you-mean = ; did you mean { $arg0 }?
nothing-found = nothing found for `{ $arg0 }`
no-tree = no tree `{ $arg0 }`
the-trees-are = {" "}The trees are { $arg0 }
unknown-regulation = unknown regulation `{ $arg0 }`; the trees know: { $arg1 }
regulation-value = regulation `{ $arg0 }`: write `{ $arg1 }` (in force) or `{ $arg1 }=no` (not in force)
regulation-penalty-value = regulation `{ $arg0 }` carries the event's standard procedural penalty: `{ $arg1 }` is not an amount; write e.g. `{ $arg0 }=25%` (of a top), `{ $arg0 }=3imp` or `{ $arg0 }=1vp`
draft-kept = ; the draft is kept: td ask --resume { $arg0 }
replay-other-rulings = note: recorded with rulings { $arg0 }, replayed with the current ones; the words it showed cannot be verified, only what decided
replay-no-answer = at `{ $arg0 }`: the record has no answer for this question (the tree changed, or the record is a draft)
replay-uncovered = uncovered at `{ $arg0 }`: none of the answers fitted the facts; the trees do not cover them
replay-old = old
replay-new = new
diff-line = differs: { $arg0 }
diff-outcome = the ruling
diff-citations = the citations
diff-see = see also
diff-words = the words shown
diff-holders = who chooses (was: { $arg0 }; now: { $arg1 })
status-ok = ok
status-changed = changed
status-incomplete = incomplete
status-uncovered = uncovered
status-invalid = invalid
replay-uncovered-count = uncovered at { $arg0 }
covered-of = { $arg0 }/{ $arg1 } paragraphs covered ({ $arg2 }%)
uncited = uncited
trees-header = id|law|title|questions|outcomes|median|max
steps-header = id|said|median|p95|longest|choices|most
steps-title = What the TD says: steps and rulings, in characters (at most 300, never over 500), and players' choices per walk (median, most)
steps-all = all
not-board = `{ $arg0 }` is not a board number: use a positive whole number such as 14
not-table = `{ $arg0 }` is not a table: use its number or short name, e.g. 3 or 12A
not-contract = `{ $arg0 }` is not a contract: write level, strain and any double, e.g. { $arg1 }
not-as-written = `{ $arg0 }`: a record writes it { $arg1 }
not-seat = `{ $arg0 }` is not a seat: use { $arg1 }
two-rulings-dirs = two rulings directories: `td check { $arg0 }` and `--rulings { $arg1 }`; name one
rulings-have-errors = the rulings in { $arg0 } have errors; run `td check` for details
save-failed-last-good = the ruling was given, but { $arg0 }; the last good draft is { $arg1 } (td ask --resume { $arg1 })
save-failed-nothing = the ruling was given, but { $arg0 }; no record was written
no-triage-tree = these rulings have no triage tree ({ $arg0 }); name a tree: td ask { $arg1 }
resumed-other-rulings = note: { $arg0 } was started with rulings { $arg1 }; continuing with { $arg2 }
no-records-found = no incident records (*.yaml) found there; nothing was replayed
no-man-page = no subcommand `{ $arg0 }`{ $arg1 } The pages are: td, { $arg2 }
tip-command = {" "}{" "}tip: did you mean `td { $arg0 }`?
cli-error = error
cli-usage = Usage
cli-more-info = For more information, try '--help'.
cli-unexpected-argument = unexpected argument { $arg0 }
cli-similar-argument = tip: a similar argument exists: { $arg0 }
cli-unknown-subcommand = unrecognized subcommand { $arg0 }
cli-similar-subcommand = tip: a similar subcommand exists: { $arg0 }
cli-value-required = a value is required for { $arg0 } but none was supplied
cli-invalid-value = invalid value { $arg0 } for { $arg1 }
cli-possible-values = possible values: { $arg0 }
cli-missing-argument = the following required arguments were not provided: { $arg0 }
cli-conflict = the argument { $arg0 } cannot be used with { $arg1 }
cli-missing-subcommand = td needs a subcommand
cli-subcommands = subcommands: { $arg0 }
cli-too-many-values = unexpected value { $arg0 } for { $arg1 }
md-incident = Incident
md-status = Status
md-recorded = Recorded { $arg0 } ({ $arg1 }), rulings { $arg2 }
md-other-rulings = Recorded with a different rulings set than the one replaying it: the words it showed cannot be verified, only the outcome, citations and choices.
md-regulations = Regulations in force: { $arg0 }
md-no-ruling = No ruling: the record has no answer at `{ $arg0 }`.
md-recorded-ruling = Recorded ruling: { $arg0 }
md-answered-when = Answered, and when
md-choice-of = chosen by: { $arg0 }
bad-td-lang = warning: TD_LANG={ $arg0 } is not a language td speaks (en, nb, pl); ignoring it
warning = warning: { $arg0 }
through-paragraphs = (through its paragraphs) { $arg0 }
through-enclosing = (through { $arg0 }) { $arg1 }
coverage-title = Coverage of the laws in scope
coverage-intro = Generated by `td coverage --format markdown`; do not edit by hand. A paragraph is covered when a node cites it, a paragraph inside it, or the paragraph enclosing it; the last two say so.
coverage-columns = | paragraph | cited by |
coverage-total = { $arg0 } of { $arg1 } paragraphs covered ({ $arg2 }%).
score-by = { $arg0 } by { $arg1 }
score-pass = passed out
score-vul-none = none vulnerable
score-vul-ns = N-S vulnerable
score-vul-ew = E-W vulnerable
score-vul-both = both vulnerable
score-passed-out = Passed out: each side scores zero ({ $arg0 })
score-trick-score = trick score
score-overtricks = overtricks
score-part-score = part-score bonus
score-game = game bonus
score-small-slam = small slam bonus
score-grand-slam = grand slam bonus
score-insult-doubled = for making a doubled contract
score-insult-redoubled = for making a redoubled contract
score-undertricks = undertricks (to the defenders)
score-assigned = Assigned adjusted score ({ $arg0 })
score-non-balancing = Non-balancing adjusted score ({ $arg0 }): each side its own weights
score-weights-for = Weights for { $arg0 }
score-col-weight = weight
score-col-result = result
score-col-matchpoints = MP { $arg0 }
score-col-imps = IMPs { $arg0 }
score-field = Compared with the other tables' N-S scores { $arg0 }; top { $arg1 } ({ $arg2 })
score-other-table = Compared with the other table: N-S { $arg0 } ({ $arg1 })
score-weighted-points = weighted total points { $arg0 } ({ $arg1 })
score-matchpoints = matchpoints { $arg0 } of { $arg1 } ({ $arg2 }%)
score-imps = IMPs { $arg0 }
score-knockout = Knockout play ({ $arg0 }): each side gets the average of the two calculations: N-S { $arg1 }, E-W { $arg2 } IMPs
score-artificial = Artificial adjusted score ({ $arg0 })
score-pairs = pairs: percent of the matchpoints
score-teams = teams: IMPs
score-average-plus = average plus (in no way at fault)
score-average = average (partly at fault)
score-average-minus = average minus (directly at fault)
score-session-exception = its score on the other boards of the session, { $arg0 }
score-bad-result = `{ $arg0 }` is not a contract and result: write e.g. { $arg1 }
score-no-result = `{ $arg0 }` has no result: add = (made), +1 (one overtrick) or -2 (two down)
score-too-many-over = `{ $arg0 }` cannot happen: there are 13 tricks, so the most this contract can make is { $arg1 }
score-too-many-under = `{ $arg0 }` cannot happen: declarer cannot go down by more tricks than he needed; the most is { $arg1 }
score-no-declarer = `{ $arg0 }`: who declared it? give --by S, or the seat after the result: { $arg0 }/S
score-bad-weight = `{ $arg0 }`: the weight after `:` is a whole percentage, e.g. 4S=:60
score-missing-weight = `{ $arg0 }` has no weight: with several results give each its percentage, e.g. 4S=:60
score-weight-range = a weight of { $arg0 }%: each weight is from 1 to 100
score-weight-sum = the weights add up to { $arg0 }%, not 100%: { $arg1 }
score-bad-vul = `{ $arg0 }` is not a vulnerability: use none, NS, EW or both
score-need-vul = the score depends on the vulnerability: add --vul none, NS, EW or both
score-bad-score = `{ $arg0 }` is not a score: write the N-S score as a whole number, e.g. 420 or -50
score-no-such-score = `{ $arg0 }` is no bridge score: scores are multiples of 10, at most 7600 either way
score-bad-artificial = `{ $arg0 }` is not an artificial score: use A+ (in no way at fault), A (partly at fault) or A- (directly at fault)
score-bad-session = `{ $arg0 }` is not a session score: write a percentage such as 64.5 (in teams, IMPs per board such as -4.2)
score-bad-penalty = `{ $arg0 }` is not a procedural penalty: write the side and the amount in the event's unit, such as NS:25% (of a top), EW:3imp or NS:1vp
score-penalty-title = Procedural penalty (Law 90A), off { $arg0 }'s score only
score-penalty-top = { $arg0 }% of a top
score-session-range = `{ $arg0 }`: a percentage is from 0 to 100
score-session-imps-range = `{ $arg0 }`: IMPs a board are from -24 to 24
score-field-too-long = { $arg0 } scores: a field of more than { $arg1 } is not one board's
score-too-many-values = the score's arguments hold { $arg0 } values: more than one board's score needs ({ $arg1 } at most)
score-stands-no-args = the result that stands takes no arguments (`{ $arg0 }`): type `score stands` alone
score-stands-text = The table result stands.
score-hint-stands = to record for the scorer that the table result stands, type `{ $arg0 }`
score-kind-needs-artificial = a score of kind { $arg0 } is average plus, average or average minus: give --ns and --ew
score-kind-needs-penalty = a score of kind { $arg0 } is a side and an amount: --penalty NS:25% (or EW:3imp, NS:1vp)
score-kind-needs-results = a score of kind { $arg0 } is made of results (--result), not an artificial score
score-kind-needs-one-result = a score of kind { $arg0 } is one result (4S-1 --by S --vul NS), not a weighting of several
score-kind-not-allowed = this ruling allows no score of kind { $arg0 }; it allows: { $arg1 }
score-kind-name = name the kind of score first (`score KIND ...`): this ruling allows { $arg0 }
score-stdin-taken = `-`: here the input holds your answers; name the traveller's file
score-record-file = a record may not name a file (`{ $arg0 }`): td writes a traveller's scores out as --field
score-record-arg = `{ $arg0 }` is not a score argument a record can hold
score-not-allowed = this ruling allows no adjusted score
score-nothing = nothing to score: give a result (td score 4S= --by S --vul none), --result RESULT:WEIGHT, or --ns and --ew
score-cannot-read = cannot read { $arg0 }: { $arg1 }
score-not-text = { $arg0 } is not a text file of scores
score-empty-traveller = { $arg0 } holds no scores: write one N-S score per line
amending = { $arg0 }: this record is finished; a change amends it, and the earlier ruling stays in its history
amend-unchanged = { $arg0 }: nothing changed; the record is as it was
replay-amended = amended { $arg0 }; before: { $arg1 }
facts-row-contract = contract
facts-row-declarer = declarer
facts-row-called-by = called by
interrupted = interrupted
replay-recorded-uncovered = uncovered at { $arg0 }
replay-no-ruling-recorded = (no ruling recorded)
replay-see = ; see { $arg0 }
show-above = (above)
show-then = then
built-in = built-in
slip-rulings = rulings { $arg0 } ({ $arg1 })
search-paragraph = paragraph
search-definition = definition { $arg0 }
text-empty = empty text
text-too-long = text longer than 2000 characters
record-seats = N, E, S, W

sheet-header = section|board|round|table|pair|side|kind|value|law
sheet-kind-adjusted = assigned
sheet-kind-artificial = artificial
sheet-kind-stands = result stands
sheet-kind-rescored = rescored
sheet-kind-transferred = tricks transferred
sheet-kind-penalty = procedural penalty
sheet-weighted = weighted: { $arg0 }
sheet-summary = score lines: { $arg0 }; records: { $arg1 }; unreadable: { $arg2 }

## Who may choose: the heading over his options, and his name as the TD turns to him
holder-declarer-heading = Declarer may choose
holder-declarer = Declarer
holder-dummy-heading = Dummy may choose
holder-dummy = Dummy
holder-defenders-heading = The defenders may choose
holder-defenders = The defenders
holder-either-defender-heading = Either defender may choose
holder-either-defender = Either defender
holder-non-offending-side-heading = The non-offending side may choose
holder-non-offending-side = The non-offending side
holder-offending-side-heading = The offending side may choose
holder-offending-side = The offending side
holder-claimer-heading = The claimer may choose
holder-claimer = The claimer
holder-claimer-opponents-heading = The claimer's opponents may choose
holder-claimer-opponents = The claimer's opponents
holder-director-heading = The Director decides
holder-director = The Director
holder-offender-heading = The offender may choose
holder-offender = The offender
holder-offender-lho-heading = The offender's left-hand opponent may choose
holder-offender-lho = The offender's left-hand opponent
holder-misinformed-player-heading = The misinformed player may choose
holder-misinformed-player = The misinformed player
holder-misinformed-lho-heading = The misinformed player's left-hand opponent may choose
holder-misinformed-lho = The misinformed player's left-hand opponent

## Notation: the partnerships, and the decimal separator of scores and percentages
side-ns = N-S
side-ew = E-W
decimal-separator = .

## Notation: how a contract, a seat, a vulnerability and a passed-out board are
## written and read. A `-shown` letter is what td writes; a `-reads` list is every
## spelling td reads (upper or lower case), each belonging to one strain or seat.
notation-strain-c-shown = C
notation-strain-d-shown = D
notation-strain-h-shown = H
notation-strain-s-shown = S
notation-strain-nt-shown = NT
notation-strain-c-reads = C
notation-strain-d-reads = D
notation-strain-h-reads = H
notation-strain-s-reads = S
notation-strain-nt-reads = NT, N
notation-seat-n-shown = N
notation-seat-e-shown = E
notation-seat-s-shown = S
notation-seat-w-shown = W
notation-seat-n-reads = n, north
notation-seat-e-reads = e, east
notation-seat-s-reads = s, south
notation-seat-w-reads = w, west
notation-vul-none-reads = none, nil, love, 0
notation-vul-ns-reads = ns
notation-vul-ew-reads = ew
notation-vul-both-reads = both, all
notation-pass-reads = pass, passed, passed out, pass out
notation-contract-examples = 4SX, 3NT, 6HXX
notation-seat-letters = N, E, S or W
notation-result-examples = 4SX-2, 3NT=, 6H+1, pass

# The page's own words (web/page/app.js looks each up by its name: page-reg-ask is regAsk).
page-title = bridge-td
page-start = What happened? Start a ruling
page-records = Records
page-cite = Cite a paragraph
page-search = Search
page-settings = Settings
page-home = Home
page-language = Language
page-regulations = Regulations in force
page-reg-ask = Ask when it matters
page-reg-yes = In force
page-reg-no = Not in force
page-go-on = Next ruling for these facts
page-resume = Resume
page-view = Open
page-export-record = Export
page-open-file = Open a record file
page-no-records = No records on this phone yet.
page-status-draft = draft
page-status-complete = complete
page-status-uncovered = not covered
page-cite-hint = A paragraph (45C4b), a 2007 number or a defined term
page-search-hint = Words to look for (dummy touched card)
page-go = Go
page-paragraphs = Paragraphs
page-questions = Questions to start from
page-storage-full = The phone's storage is full: this record is not saved. Export it now, or free some space; nothing on screen is lost.
page-storage-refused = This browser refuses to store records (private mode?): walks are not kept after the page closes. Export each record before closing.
page-storage-failed = This record could not be saved just now. It stays on screen and is saved again at your next answer, or when you tap Done; export it if this notice comes back.
page-storage-newer = The records on this phone were stored by a newer version of this page: reload the page to get that version. Until then walks are not kept; export each record before closing.
page-records-unreadable = The records on this phone could not be read just now, so none are listed here. Open Records again to retry.
page-opened = Opened
page-saved-as-copy = Another tab changed this record meanwhile: both are kept, this walk as a record of its own.
page-offline = Works offline
page-loading = Loading the rulings…
page-load-failed = The rulings could not be loaded
page-load-failed-score = The score step could not be loaded
page-walk-of = Ruling
page-say-this = Say this
page-not-chosen-yet = Not chosen yet
page-awaiting-choice = Awaiting a choice
page-awaiting-body = Nothing more is ruled until this choice is made. Open this record again when it is: the choice is asked then. The options are:
page-status-awaiting = awaiting a choice
page-add-facts = Board, table, contract: tap to add them
page-facts = The incident's facts
page-save-facts = Save
page-cancel = Cancel
page-archive = Archive
page-restore = Restore
page-show-archived = Show archived
page-hide-archived = Hide archived
page-theme = Appearance
page-theme-phone = As the phone is set
page-theme-light = Light
page-theme-dark = Dark
page-update-ready = A new version of this page is installed: it runs from the next reload.
page-updated = Updated
page-filter-hint = Type what happened
page-back = Back
page-score = Score
page-score-title = The score for the scorer
page-score-kept = Kept with this ruling
page-score-kind = Kind of score
page-score-result = Contract and result
page-score-results = Results, each with its weight in %
page-score-results-ns = N-S's results, each with its weight in %
page-score-results-ew = E-W's results, each with its weight in %
page-score-weight = Weight %
page-score-add-result = Another result
page-score-separate = Each side its own weights (12C1(e), 82C)
page-score-declarer = Declarer
page-score-vul = Vulnerability
page-score-against = Compared with
page-score-against-none = Nothing: total points
page-score-against-field = The other tables: matchpoints
page-score-against-other = The other table of the match: IMPs
page-score-field = The other tables' N-S scores (420, 450, -50)
page-score-other = The N-S score at the other table
page-score-knockout = A knockout match (12C4)
page-score-teams = Teams: in IMPs
page-score-session-ns = N-S's score on the session's other boards (12C2(c)), where known
page-score-session-ew = E-W's score on the session's other boards (12C2(c)), where known
page-score-side = The side penalized
page-score-amount = Amount
page-score-unit-top = % of a top
page-score-top = The top on the board in matchpoints, where known
page-score-keep = Keep
page-score-stands-body = Nothing to compute: the scorer is told that the table result stands.

# The words a TD types in line mode besides an answer: the first is shown, every one is
# accepted (in any language).
keyword-none = none
keyword-back = back <
keyword-explain = ? explain help
keyword-another = another
keyword-score = score
keyword-wait = wait

# Why a law reference could not be read ($text: the number or the character as typed).
ref-error-empty = empty law reference
ref-error-no-number = a law reference starts with a law number (1-93), e.g. 45C4(b)
ref-error-law-out-of-range = there is no law { $text }: the laws are numbered 1 to 93
ref-error-unexpected = unexpected `{ $text }` in a law reference; the form is 45C4(b)
ref-error-too-long = law reference is too long

# Why an incident record could not be kept ($path; $reason: the system's own words).
journal-error-exists = { $path }: already exists; a record is never overwritten (choose another --save file)
journal-error-finished = { $path }: the record is complete and is never written again
journal-error-io = { $path }: cannot save the incident record: { $reason }
journal-error-busy = { $path }: another td is working on this record; finish there, or wait for it to end
journal-error-unusable = { $path }: cannot keep incident records here: { $reason }
journal-error-too-large = { $path }: not saved: the record would be { $size } bytes, more than the { $limit } bytes a record may have
journal-error-not-renamed = { $path }: the record keeps this name; it could not be named { $name }: { $reason }

# A record's date and time in reports: English keeps the stamp as recorded ($stamp); a
# language may write it from its parts ($day $month $year $hour $minute $offset).
date-shown = { $stamp }
date-months = January February March April May June July August September October November December

# Two or more law references: $cited (each with its word, comma-separated), or $init
# (all but the last, comma-separated) and $last with one word for the list.
citation-list = { $cited }

# A yes-or-no question's hint (no is the default), and the words that mean yes.
yes-no-hint = [y/N]
yes-words = y yes

# Words that say how a question is phrased, not what it is about: never suggested as
# search words.
search-stop-words = the and any all not yes yet for from with his her its was were been had has have did does what which who whom when where why how that this these those could would should may might must can already still whether before after than then there their them they him some such into out only anyone someone fits best
