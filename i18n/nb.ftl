# Språket selv: lokalnavnene som velger det (det første er koden), og hvordan
# lovboka nevner en paragraf foran nummeret.
language-locales = nb no nn
language-name = Norsk
language-citation = §

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
count-status-ok = { $count } i orden
count-status-changed = { $count } endret
count-status-incomplete = { $count ->
    [one] { $count } ufullstendig
   *[other] { $count } ufullstendige
}
count-status-uncovered = { $count } ikke dekket
count-status-invalid = { $count ->
    [one] { $count } ugyldig
   *[other] { $count } ugyldige
}

# Brukergrensesnittet: hver melding i terminalen og på siden, i rekkefølgen til `Msg`.
ruling = Kjennelse
what-happens-now = Hva skjer nå
law-that-follows = Videre behandling
leads-on = Disse faktaene krever en kjennelse til: kjennelse { $arg0 } nedenfor ({ $arg1 }).
score-adjustment = Justert score
citations = Henvisninger
see-also = se også
how-we-got-here = Spørsmål og svar
back = Tilbake til forrige spørsmål
explain = Forklar
line-help = svar med et tall ({ $arg0 }) eller en svar-id, eller skriv { $arg1 }
line-invalid = ikke et gyldig svar her
search-hint = `{ $arg0 }` er ikke et svar; disse spørsmålene og paragrafene passer:
search-hint-none = `{ $arg0 }` er ikke et svar, og ingen spørsmål eller paragrafer passer; svar med et tall
line-too-long = en linje på over { $arg0 } byte er ikke et svar; den ble hoppet over
search-too-many-words = { $arg0 } søkeord; høyst { $arg1 } søkes på samtidig
search-word-too-long = et søkeord på { $arg0 } tegn; ord søkes på opptil { $arg1 } tegn
input-ended = inndata tok slutt før en kjennelse ble nådd
output-closed = utdata ble lukket før hendelsen var ferdig
no-summary = ingen sammendrag i lovregisteret
edition = Utgavemerknad
question = Spørsmål
answer = Svar
recorded = Lagret
add-facts = Legge til spill, bord og andre fakta i rapporten?
refers-to = Henviser til
referred-by = Henvist til fra
in-the-trees = I trærne
fact-event = turnering
fact-session = sesjon
fact-board = spill nr.
fact-table = bord
fact-contract = kontrakt (4SX, 3G)
fact-declarer = spillefører (N/Ø/S/V)
fact-called-by = TL tilkalt av (N/Ø/S/V)
fact-notes = merknader
fact-section = seksjon
fact-round = runde
fact-ns = N-S-par eller lag
fact-ew = Ø-V-par eller lag
fact-td = TL
none-fits = Ingen av disse passer
not-chosen-yet = Ikke valgt ennå
awaiting-choice = Venter på et valg
awaiting-body = Ingenting mer avgjøres før dette valget er tatt. `td ask --resume` fortsetter herfra; valgene er:
not-covered = Ikke dekket
not-covered-body = Trærne dekker ikke disse faktaene, så her gis ingen kjennelse. Døm ut fra lovene selv, og begynn med paragrafene nedenfor.
not-covered-problem = ikke dekket: ingen av svarene passet ved
places-to-read = Paragrafer å lese
search-more = For å søke videre
how-to-decide = Slik avgjør du
another-ruling = En kjennelse til
done = Ferdig
after-ruling = Noe mer i denne hendelsen?
search-instead = ; for å slå opp et ord: `td search { $arg0 }`
more-hits = { $arg0 } til; `td search --limit { $arg1 } { $arg2 }` viser dem
no-question-in-tree = treet «{ $arg0 }» har ikke spørsmålet «{ $arg1 }»
no-place = «{ $arg0 }» er verken et tre eller en paragraf et spørsmål viser til; prøv `td search { $arg0 }`
pager-keys = en tast: tilbake til spørsmålet · ↑↓ bla
menu-keys = tall: svar · ? forklar · Esc tilbake · skriv for å filtrere
yes-no-keys = j/n: svar · ? forklar · Esc tilbake
say-this = Si dette
details = Detaljer
back-last = Tilbake: endre siste svar
score-unit-mp = MP
score-unit-imps = IMP
score-unit-vp = VP
score-knockout-short = utslag (§ 12C4)
score-changed-note = justert score endret: { $arg0 }
score-was = { $arg0 } { $arg1 } lagret { $arg2 }, nå { $arg3 }
adjusted-score-key = Score
score-hint = for å lagre scoren ({ $arg0 }), skriv `score` og argumentene til td score, f.eks. `{ $arg1 }`
score-hint-standard = ; turneringens standard prosedyrestraff er { $arg0 }, og den brukes når bare siden er oppgitt
score-percent = { $arg0 } %
score-not-here = denne kjennelsen gir ikke rom for justert score, så ingen score ble lagret (kjennelsen sier hva scoren blir)
after-ruling-unknown = «{ $arg0 }» forstås ikke her; skriv { $arg1 }, eller avslutt inndataene når du er ferdig
score-form-kind = Hvilken score?
score-form-result = Resultat med spillefører (4S-1/S, 3G=/N)
score-form-side = Side som straffes (NS eller ØV)
score-form-side-bad = skriv NS eller ØV: siden straffen trekkes fra
score-form-amount = Beløp: en andel av topp (25%), IMP (3imp) eller VP (1vp)
score-form-amount-standard = Beløp: en andel av topp (25%), IMP (3imp) eller VP (1vp); tomt: turneringens standard, { $arg0 }
score-form-amount-bad = skriv beløpet som 25% (av topp), 3imp eller 1vp, over 0 og høyst en topp, 24 IMP eller 20 VP
score-form-top = Topp i spillet, for matchpoengene (tomt: ingen)
score-form-top-bad = skriv toppen som et helt antall matchpoeng, f.eks. 12
score-form-results = Resultater med vekt (4S=/S:60 4S-1/S:40), eller A+, A eller A- for N-S
score-form-vul = Sone (ingen, NS, ØV, alle)
score-form-field = N-S-resultatene ved de andre bordene, for matchpoeng (420 450 -50; tomt: ingen)
score-form-other = N-S-resultatet ved det andre bordet, for IMP (tomt: ingen)
score-form-ew = Ø-V: A+, A eller A-
score-form-teams = Lagkamp, i IMP?
score-recorded = Score lagret med denne kjennelsen.
score-not-adjustable = Denne kjennelsen gir ikke adgang til justert score.
adjusted-score-title = Justert score
score-title-rescored = Score, scoret på nytt
score-title-transferred = Score, stikk overført
penalty-title = Prosedyrestraff
too-small = terminalen er for liten for menyer; spør linje for linje
resume-with = avbrutt; utkastet er beholdt, for å fortsette:
another-hint = for en kjennelse til i denne hendelsen, skriv
facts = Fakta
record = Rapport
earlier = 2007-lovene
now-in = Innholdet står nå i
deleted2017 = Strøket i 2017; ingen paragraf i 2017-lovene har dette nummeret.
definition = Definisjon
built-in-rulings = innebygde kjennelsestrær
no-such-paragraph = { $arg0 }: ingen slik paragraf i registeret
did-you-mean = ; mente du { $arg0 }?
nothing-found = ingen treff for «{ $arg0 }»
no-tree = intet tre «{ $arg0 }»
the-trees-are = {" "}Trærne er { $arg0 }
unknown-regulation = ukjent regel «{ $arg0 }»; trærne kjenner: { $arg1 }
regulation-value = regel «{ $arg0 }»: skriv «{ $arg1 }» (gjelder) eller «{ $arg1 }=no» (gjelder ikke)
regulation-penalty-value = reglementet `{ $arg0 }` angir turneringens standard prosedyrestraff: `{ $arg1 }` er ikke et beløp; skriv f.eks. `{ $arg0 }=25%` (av topp), `{ $arg0 }=3imp` eller `{ $arg0 }=1vp`
draft-kept = ; utkastet er tatt vare på: td ask --resume { $arg0 }
replay-other-rulings = merknad: registrert med trærne { $arg0 }, spilt på nytt med dagens; ordene som ble vist, kan ikke kontrolleres, bare det som avgjorde
replay-no-answer = ved «{ $arg0 }»: rapporten har ikke noe svar på dette spørsmålet (treet er endret, eller rapporten er et utkast)
replay-uncovered = ikke dekket ved «{ $arg0 }»: ingen av svarene passet til fakta; trærne dekker dem ikke
replay-old = før
replay-new = nå
diff-line = forskjell: { $arg0 }
diff-outcome = kjennelsen
diff-citations = lovhenvisningene
diff-see = se også
diff-words = ordlyden som vises
diff-holders = hvem som velger (før: { $arg0 }; nå: { $arg1 })
status-ok = i orden
status-changed = endret
status-incomplete = ufullstendig
status-uncovered = ikke dekket
status-invalid = ugyldig
replay-uncovered-count = ikke dekket ved { $arg0 }
covered-of = { $arg0 }/{ $arg1 } paragrafer dekket ({ $arg2 } %)
uncited = ikke sitert
trees-header = id|lov|tittel|spørsmål|utfall|median|maks
steps-header = id|sagt|median|p95|lengst|valg|flest
steps-title = Hva TL sier: trinn og kjennelser, i tegn (høyst 300, aldri over 500), og spillernes valg per gjennomgang (median, flest)
steps-all = alle
not-board = «{ $arg0 }» er ikke et spillnummer: bruk et positivt heltall, f.eks. 14
not-table = «{ $arg0 }» er ikke et bord: bruk nummeret eller et kort navn, f.eks. 3 eller 12A
not-contract = «{ $arg0 }» er ikke en kontrakt: skriv trinn, benevnelse og eventuell dobling, f.eks. { $arg1 }
not-as-written = «{ $arg0 }»: en rapport skriver det { $arg1 }
not-seat = «{ $arg0 }» er ikke en plass: bruk { $arg1 }
two-rulings-dirs = to kataloger med kjennelser: `td check { $arg0 }` og `--rulings { $arg1 }`; oppgi én
rulings-have-errors = kjennelsene i { $arg0 } har feil; kjør `td check` for detaljer
save-failed-last-good = kjennelsen ble gitt, men { $arg0 }; siste gode utkast er { $arg1 } (td ask --resume { $arg1 })
save-failed-nothing = kjennelsen ble gitt, men { $arg0 }; ingen protokoll ble skrevet
no-triage-tree = disse kjennelsestrærne har ikke noe sorteringstre ({ $arg0 }); oppgi et tre: td ask { $arg1 }
resumed-other-rulings = merk: { $arg0 } ble påbegynt med kjennelsestrærne { $arg1 }; fortsetter med { $arg2 }
no-records-found = fant ingen hendelsesprotokoller (*.yaml) der; ingenting ble spilt av
no-man-page = ingen underkommando `{ $arg0 }`{ $arg1 } Sidene er: td, { $arg2 }
tip-command = {" "}{" "}tips: mente du `td { $arg0 }`?
cli-error = feil
cli-usage = Bruk
cli-more-info = Mer informasjon: prøv '--help'.
cli-unexpected-argument = uventet argument { $arg0 }
cli-similar-argument = tips: et lignende argument finnes: { $arg0 }
cli-unknown-subcommand = ukjent underkommando { $arg0 }
cli-similar-subcommand = tips: en lignende underkommando finnes: { $arg0 }
cli-value-required = { $arg0 } krever en verdi, men ingen ble gitt
cli-invalid-value = ugyldig verdi { $arg0 } for { $arg1 }
cli-possible-values = mulige verdier: { $arg0 }
cli-missing-argument = disse påkrevde argumentene mangler: { $arg0 }
cli-conflict = argumentet { $arg0 } kan ikke brukes sammen med { $arg1 }
cli-missing-subcommand = td trenger en underkommando
cli-subcommands = underkommandoer: { $arg0 }
cli-too-many-values = uventet verdi { $arg0 } for { $arg1 }
md-incident = Hendelse
md-status = Status
md-recorded = Protokollført { $arg0 } ({ $arg1 }), kjennelsestrær { $arg2 }
md-other-rulings = Protokollført med andre kjennelsestrær enn dem som spiller den av: ordene som ble vist, kan ikke kontrolleres, bare utfallet, henvisningene og valgene.
md-regulations = Gjeldende reglementer: { $arg0 }
md-no-ruling = Ingen kjennelse: protokollen har ikke noe svar ved `{ $arg0 }`.
md-recorded-ruling = Protokollført kjennelse: { $arg0 }
md-answered-when = Svar, og når
md-choice-of = valgt av: { $arg0 }
bad-td-lang = advarsel: TD_LANG={ $arg0 } er ikke et språk td snakker (en, nb, pl); ser bort fra den
warning = advarsel: { $arg0 }
through-paragraphs = (gjennom leddene sine) { $arg0 }
through-enclosing = (gjennom { $arg0 }) { $arg1 }
coverage-title = Dekning av lovene i omfanget
coverage-intro = Laget av `td coverage --format markdown`; skal ikke redigeres for hånd. En paragraf er dekket når en node viser til den, til et ledd inne i den eller til paragrafen den står i; de to siste står oppgitt.
coverage-columns = | paragraf | sitert av |
coverage-total = { $arg0 } av { $arg1 } paragrafer dekket ({ $arg2 } %).
score-by = { $arg0 } spilt av { $arg1 }
score-pass = passet ut
score-vul-none = ingen i sonen
score-vul-ns = N-S i sonen
score-vul-ew = Ø-V i sonen
score-vul-both = alle i sonen
score-passed-out = Passet ut: begge sider får null ({ $arg0 })
score-trick-score = stikkpoeng
score-overtricks = overstikk
score-part-score = bonus for delkontrakt
score-game = bonus for utgang
score-small-slam = bonus for lilleslem
score-grand-slam = bonus for storeslem
score-insult-doubled = for doblet kontrakt i hjem
score-insult-redoubled = for redoblet kontrakt i hjem
score-undertricks = beiter (til motspillerne)
score-assigned = Tildelt justert score ({ $arg0 })
score-non-balancing = Ikke-balansert justert score ({ $arg0 }): hver side med sine egne vekter
score-weights-for = Vekter for { $arg0 }
score-col-weight = vekt
score-col-result = resultat
score-col-matchpoints = MP { $arg0 }
score-col-imps = IMP { $arg0 }
score-field = Sammenlignet med N-S-resultatene ved de andre bordene { $arg0 }; topp { $arg1 } ({ $arg2 })
score-other-table = Sammenlignet med det andre bordet: N-S { $arg0 } ({ $arg1 })
score-weighted-points = vektet totalpoeng { $arg0 } ({ $arg1 })
score-matchpoints = matchpoeng { $arg0 } av { $arg1 } ({ $arg2 } %)
score-imps = IMP { $arg0 }
score-knockout = Utslagsspill ({ $arg0 }): hver side får gjennomsnittet av de to beregningene: N-S { $arg1 }, Ø-V { $arg2 } IMP
score-artificial = Kunstig justert score ({ $arg0 })
score-pairs = par: prosent av matchpoengene
score-teams = lag: IMP
score-average-plus = middels pluss (uten skyld)
score-average = middels (delvis skyld)
score-average-minus = middels minus (direkte skyld)
score-session-exception = sidens score på de andre spillene i sesjonen, { $arg0 }
score-bad-result = «{ $arg0 }» er ikke en kontrakt med resultat: skriv f.eks. { $arg1 }
score-no-result = «{ $arg0 }» mangler resultat: legg til = (i hjem), +1 (ett overstikk) eller -2 (to beit)
score-too-many-over = «{ $arg0 }» er umulig: det er 13 stikk, så denne kontrakten kan høyst gi { $arg1 }
score-too-many-under = «{ $arg0 }» er umulig: spilleføreren kan ikke gå flere beit enn stikkene han trengte; høyst { $arg1 }
score-no-declarer = «{ $arg0 }»: hvem spilte den? oppgi --by S, eller plassen etter resultatet: { $arg0 }/S
score-bad-weight = «{ $arg0 }»: vekten etter «:» er en hel prosent, f.eks. 4S=:60
score-missing-weight = «{ $arg0 }» mangler vekt: med flere resultater får hvert sin prosent, f.eks. 4S=:60
score-weight-range = en vekt på { $arg0 } %: hver vekt er fra 1 til 100
score-weight-sum = vektene blir { $arg0 } % til sammen, ikke 100 %: { $arg1 }
score-bad-vul = «{ $arg0 }» er ikke en sone: bruk ingen, NS, ØV eller alle (none, NS, EW, both)
score-need-vul = scoren avhenger av sonen: legg til --vul ingen, NS, ØV eller alle
score-bad-score = «{ $arg0 }» er ikke en score: skriv N-S-scoren som et heltall, f.eks. 420 eller -50
score-no-such-score = «{ $arg0 }» er ingen bridgescore: scorer er multipler av 10, høyst 7600 begge veier
score-bad-artificial = «{ $arg0 }» er ikke en kunstig score: bruk A+ (uten skyld), A (delvis skyld) eller A- (direkte skyld)
score-bad-session = «{ $arg0 }» er ikke en sesjonsscore: skriv en prosent som 64,5 (i lag: IMP per spill som -4,2)
score-bad-penalty = «{ $arg0 }» er ikke et prosedyrestraff: skriv siden og beløpet i turneringens enhet, som NS:25% (av en topp), ØV:3imp eller NS:1vp
score-penalty-title = Prosedyrestraff (§ 90A), bare fra scoren til { $arg0 }
score-penalty-top = { $arg0 } % av en topp
score-session-range = «{ $arg0 }»: en prosent er fra 0 til 100
score-session-imps-range = «{ $arg0 }»: IMP per spill er fra -24 til 24
score-field-too-long = { $arg0 } scorer: et felt på mer enn { $arg1 } er ikke ett spills
score-too-many-values = argumentene til scoren har { $arg0 } verdier: mer enn ett spills score trenger ({ $arg1 } på det meste)
score-stands-no-args = resultatet som står, tar ingen argumenter (`{ $arg0 }`): skriv bare `score stands`
score-stands-text = Resultatet ved bordet står.
score-hint-stands = for å lagre at resultatet ved bordet står, skriv `{ $arg0 }`
score-kind-needs-artificial = en score av typen { $arg0 } er middels pluss, middels eller middels minus: oppgi --ns og --ew
score-kind-needs-penalty = en score av typen { $arg0 } er en side og et beløp: --penalty NS:25% (eller ØV:3imp, NS:1vp)
score-kind-needs-results = en score av typen { $arg0 } består av resultater (--result), ikke en kunstig score
score-kind-needs-one-result = en score av typen { $arg0 } er ett resultat (4S-1 --by S --vul NS), ikke en vekting av flere
score-kind-not-allowed = denne kjennelsen tillater ingen score av typen { $arg0 }; den tillater: { $arg1 }
score-kind-name = oppgi typen score først (`score TYPE ...`): denne kjennelsen tillater { $arg0 }
score-stdin-taken = «-»: her er inndataene svarene dine; oppgi protokollfilen
score-record-file = en rapport kan ikke vise til en fil («{ $arg0 }»): td skriver protokollens scorer som --field
score-record-arg = «{ $arg0 }» er ikke et scoreargument en rapport kan ha
score-not-allowed = denne kjennelsen gir ikke rom for justert score
score-nothing = ingenting å beregne: oppgi et resultat (td score 4S= --by S --vul ingen), --result RESULTAT:VEKT, eller --ns og --ew
score-cannot-read = kan ikke lese { $arg0 }: { $arg1 }
score-not-text = { $arg0 } er ikke en tekstfil med scorer
score-empty-traveller = { $arg0 } inneholder ingen scorer: skriv én N-S-score per linje
amending = { $arg0 }: denne rapporten er ferdig; en endring retter den, og den tidligere kjennelsen blir stående i historikken
amend-unchanged = { $arg0 }: ingenting endret; rapporten er som den var
replay-amended = endret { $arg0 }; før: { $arg1 }
facts-row-contract = kontrakt
facts-row-declarer = spillefører
facts-row-called-by = TL tilkalt av
interrupted = avbrutt
replay-recorded-uncovered = ikke dekket ved { $arg0 }
replay-no-ruling-recorded = (ingen kjennelse registrert)
replay-see = ; se { $arg0 }
show-above = (over)
show-then = deretter
built-in = innebygde
slip-rulings = kjennelsestrær { $arg0 } ({ $arg1 })
search-paragraph = paragraf
search-definition = definisjon { $arg0 }
text-empty = tom tekst
text-too-long = teksten er lengre enn 2000 tegn
record-seats = N, E, S, W

sheet-header = seksjon|spill|runde|bord|par|side|type|verdi|paragraf
sheet-kind-adjusted = tildelt
sheet-kind-artificial = kunstig
sheet-kind-stands = resultatet står
sheet-kind-rescored = scoret på nytt
sheet-kind-transferred = overførte stikk
sheet-kind-penalty = prosedyrestraff
sheet-weighted = vektet: { $arg0 }
sheet-summary = scorelinjer: { $arg0 }; rapporter: { $arg1 }; uleselige: { $arg2 }

## Who may choose: the heading over his options, and his name as the TD turns to him
holder-declarer-heading = Spilleføreren kan velge
holder-declarer = Spilleføreren
holder-dummy-heading = Blindemann kan velge
holder-dummy = Blindemann
holder-defenders-heading = Motspillerne kan velge
holder-defenders = Motspillerne
holder-either-defender-heading = Én av motspillerne (hvem som helst av dem) kan velge
holder-either-defender = Én av motspillerne
holder-non-offending-side-heading = Ikke-skyldig side kan velge
holder-non-offending-side = Ikke-skyldig side
holder-offending-side-heading = Skyldig side kan velge
holder-offending-side = Skyldig side
holder-claimer-heading = Den som krevde, kan velge
holder-claimer = Den som krevde
holder-claimer-opponents-heading = Motparten til den som krevde, kan velge
holder-claimer-opponents = Motparten til den som krevde
holder-director-heading = Turneringslederen avgjør
holder-director = Turneringslederen
holder-offender-heading = Den skyldige kan velge
holder-offender = Den skyldige
holder-offender-lho-heading = Den skyldiges venstre motstander kan velge
holder-offender-lho = Den skyldiges venstre motstander
holder-misinformed-player-heading = Spilleren som ble feilinformert, kan velge
holder-misinformed-player = Spilleren som ble feilinformert
holder-misinformed-lho-heading = Den feilinformerte spillerens venstre motstander kan velge
holder-misinformed-lho = Den feilinformerte spillerens venstre motstander

## Notation: the partnerships, and the decimal separator of scores and percentages
side-ns = N-S
side-ew = Ø-V
decimal-separator = ,

## Notation: how a contract, a seat, a vulnerability and a passed-out board are
## written and read. A `-shown` letter is what td writes; a `-reads` list is every
## spelling td reads (upper or lower case), each belonging to one strain or seat.
notation-strain-c-shown = K
notation-strain-d-shown = R
notation-strain-h-shown = H
notation-strain-s-shown = S
notation-strain-nt-shown = G
notation-strain-c-reads = K, C
notation-strain-d-reads = R, D
notation-strain-h-reads = H
notation-strain-s-reads = S
notation-strain-nt-reads = NT, GRAND, GR, G, N
notation-seat-n-shown = N
notation-seat-e-shown = Ø
notation-seat-s-shown = S
notation-seat-w-shown = V
notation-seat-n-reads = n, nord
notation-seat-e-reads = ø, øst, e
notation-seat-s-reads = s, syd, sør
notation-seat-w-reads = v, vest, w
notation-vul-none-reads = ingen
notation-vul-ns-reads = ns
notation-vul-ew-reads = øv, øvsonen
notation-vul-both-reads = alle, begge
notation-pass-reads = pass, passet
notation-contract-examples = 4SX, 3G, 6HXX
notation-seat-letters = N, Ø, S eller V
notation-result-examples = 4SX-2, 3G=, 6H+1, pass

# The page's own words (web/page/app.js looks each up by its name: page-reg-ask is regAsk).
page-title = bridge-td
page-start = Hva skjedde? Start en kjennelse
page-records = Rapporter
page-cite = Slå opp en paragraf
page-search = Søk
page-settings = Innstillinger
page-home = Hjem
page-language = Språk
page-regulations = Gjeldende reglement
page-reg-ask = Spør når det betyr noe
page-reg-yes = Gjelder
page-reg-no = Gjelder ikke
page-go-on = Neste kjennelse for disse faktaene
page-resume = Fortsett
page-view = Åpne
page-export-record = Eksporter
page-open-file = Åpne en rapportfil
page-no-records = Ingen rapporter på denne telefonen ennå.
page-status-draft = utkast
page-status-complete = ferdig
page-status-uncovered = ikke dekket
page-cite-hint = En paragraf (45C4b), et 2007-nummer eller et definert begrep
page-search-hint = Ord å lete etter (blindemann rørte kort)
page-go = Vis
page-paragraphs = Paragrafer
page-questions = Spørsmål å starte fra
page-storage-full = Telefonens lagring er full: denne rapporten er ikke lagret. Eksporter den nå, eller frigjør plass; ingenting på skjermen går tapt.
page-storage-refused = Nettleseren nekter å lagre rapporter (privat modus?): gjennomgangene blir ikke tatt vare på når siden lukkes. Eksporter hver rapport før du lukker.
page-storage-failed = Denne rapporten kunne ikke lagres akkurat nå. Den blir stående på skjermen og lagres på nytt ved neste svar, eller når du trykker «Ferdig»; eksporter den hvis denne meldingen kommer igjen.
page-storage-newer = Rapportene på denne telefonen ble lagret av en nyere versjon av denne siden: last inn siden på nytt for å få den versjonen. Inntil da blir gjennomgangene ikke tatt vare på; eksporter hver rapport før du lukker.
page-records-unreadable = Rapportene på denne telefonen kunne ikke leses akkurat nå, så ingen vises her. Åpne Rapporter igjen for å prøve på nytt.
page-opened = Åpnet
page-saved-as-copy = En annen fane endret denne rapporten i mellomtiden: begge er tatt vare på, denne gjennomgangen som egen rapport.
page-offline = Virker uten nett
page-loading = Laster kjennelsene…
page-load-failed = Kjennelsene kunne ikke lastes
page-load-failed-score = Score-delen kunne ikke lastes
page-walk-of = Kjennelse
page-say-this = Si dette
page-not-chosen-yet = Ikke valgt ennå
page-awaiting-choice = Venter på et valg
page-awaiting-body = Ingenting mer avgjøres før dette valget er tatt. Åpne rapporten igjen når det er tatt: da spørres valget. Valgene er:
page-status-awaiting = venter på et valg
page-add-facts = Spill nr., bord, kontrakt: trykk for å fylle inn
page-facts = Fakta om hendelsen
page-save-facts = Lagre
page-cancel = Avbryt
page-archive = Arkiver
page-restore = Gjenopprett
page-show-archived = Vis arkiverte
page-hide-archived = Skjul arkiverte
page-theme = Utseende
page-theme-phone = Som telefonen er innstilt
page-theme-light = Lyst
page-theme-dark = Mørkt
page-update-ready = En ny versjon av siden er installert: den brukes fra neste gang siden lastes inn.
page-updated = Oppdatert
page-filter-hint = Skriv hva som skjedde
page-back = Tilbake
page-score = Score
page-score-title = Scoren som skal føres inn
page-score-kept = Registrert med denne kjennelsen
page-score-kind = Type score
page-score-result = Kontrakt og resultat
page-score-results = Resultater, hvert med sin vekt i %
page-score-results-ns = N-S' resultater, hvert med sin vekt i %
page-score-results-ew = Ø-V' resultater, hvert med sin vekt i %
page-score-weight = Vekt %
page-score-add-result = Et resultat til
page-score-separate = Hver side sine egne vekter (§ 12C1(e), § 82C)
page-score-declarer = Spillefører
page-score-vul = Sone
page-score-against = Sammenlignet med
page-score-against-none = Ingenting: totalpoeng
page-score-against-field = De andre bordene: matchpoeng
page-score-against-other = Det andre bordet i kampen: IMP
page-score-field = N-S-resultatene ved de andre bordene (420, 450, -50)
page-score-other = N-S-resultatet ved det andre bordet
page-score-knockout = En utslagskamp (§ 12C4)
page-score-teams = Lag: i IMP
page-score-session-ns = N-S' resultat på sesjonens andre spill (§ 12C2(c)), der det er kjent
page-score-session-ew = Ø-V' resultat på sesjonens andre spill (§ 12C2(c)), der det er kjent
page-score-side = Siden som straffes
page-score-amount = Størrelse
page-score-unit-top = % av en topp
page-score-top = Toppen i spillet i matchpoeng, der den er kjent
page-score-keep = Registrer
page-score-stands-body = Ingenting å regne ut: den som fører resultatene, får beskjed om at bordresultatet står.

# Ordene en TL skriver i linjemodus i stedet for et svar: det første vises, alle godtas
# (på alle språk).
keyword-none = ingen
keyword-back = tilbake
keyword-explain = forklar hjelp
keyword-another = ny
keyword-score = score
keyword-wait = vent

# Hvorfor en lovhenvisning ikke kunne leses ($text: nummeret eller tegnet slik det ble skrevet).
ref-error-empty = tom lovhenvisning
ref-error-no-number = en lovhenvisning begynner med et lovnummer (1-93), f.eks. 45C4(b)
ref-error-law-out-of-range = det finnes ingen § { $text }: lovene er nummerert 1 til 93
ref-error-unexpected = uventet «{ $text }» i en lovhenvisning; formen er 45C4(b)
ref-error-too-long = lovhenvisningen er for lang

# Hvorfor en hendelsesrapport ikke kunne lagres ($path; $reason: systemets egne ord).
journal-error-exists = { $path }: finnes allerede; en rapport blir aldri overskrevet (velg en annen --save-fil)
journal-error-finished = { $path }: rapporten er fullført og skrives aldri igjen
journal-error-io = { $path }: kan ikke lagre hendelsesrapporten: { $reason }
journal-error-busy = { $path }: en annen td arbeider med denne rapporten; gjør den ferdig der, eller vent til den er slutt
journal-error-unusable = { $path }: kan ikke lagre hendelsesrapporter her: { $reason }
journal-error-too-large = { $path }: ikke lagret: rapporten ville blitt { $size } byte, mer enn de { $limit } byte en rapport kan ha
journal-error-not-renamed = { $path }: rapporten beholder dette navnet; den kunne ikke få navnet { $name }: { $reason }

# En rapports dato og tid: fra delene ($day $month $year $hour $minute $offset).
date-shown = { $day }. { $month } { $year } kl. { $hour }.{ $minute } ({ $offset })
date-months = januar februar mars april mai juni juli august september oktober november desember

# To eller flere lovhenvisninger: $init (alle unntatt den siste) og $last.
citation-list = §§ { $init } og { $last }

# Hint til et ja/nei-spørsmål (nei er standard), og ordene som betyr ja.
yes-no-hint = [j/N]
yes-words = j ja

# Ord som sier hvordan et spørsmål er formulert, ikke hva det handler om: foreslås
# aldri som søkeord.
search-stop-words = og eller på av til for fra med den det han hun sin sitt sine hans var ble blir har hadde hva hvem hvilken hvilke når hvor hvorfor hvordan som kunne ville skulle kan må alle ikke nei allerede ennå før etter enn noen bare seg passer best enten ved
