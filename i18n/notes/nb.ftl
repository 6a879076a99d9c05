# Merknader om innholdet i en fil: diagnosene fra `td check` med tips, og hvorfor en
# hendelsesprotokoll ikke kan leses. Samme id-er og variabler som en.ftl.

## Slik merkes en diagnose
severity-error = feil
severity-warning = advarsel
hint = tips

## Deler av en fil
what-tree-title = tittelen på treet
what-title = tittelen på { $id }
what-summary = sammendraget av { $id }
what-edition = utgavemerknaden til { $id }
what-earlier-note = 2007-merknaden til { $id }
what-scope = omfanget (scope)
what-paragraph = { $id }
what-definition = definisjonen `{ $id }`
what-definition-term = begrepet i definisjonen `{ $id }`
what-definition-summary = sammendraget av definisjonen `{ $id }`
what-question = spørsmålet
what-answer-label = svarteksten
what-answer-short = den korte svarteksten
what-help = hjelpeteksten
what-option = et valg
what-ruling = hva som skjer nå
what-follows = hvilken lov som overtar
what-adjust = om TL kan justere scoren når spillet er ferdig

## Lese filene
no-law-index = katalogen med kjennelser har ingen lovindeks
no-law-index-hint = hver katalog med kjennelser trenger en laws.yaml (eller filer laws/N.yaml) med paragrafene den viser til
second-file = en fil til for `{ $stem }`
second-file-hint = { $first } er allerede den filen; behold én av de to
rulings-dir-unreadable = { $dir }: kan ikke lese katalogen med kjennelser: { $detail }
rulings-not-regular = ikke en vanlig fil; bare filer leses som kjennelser
rulings-too-large = filen er større enn { $mib } MiB; en fil med kjennelser er aldri så stor
rulings-set-too-large = filene med kjennelser er til sammen større enn { $mib } MiB (lesingen stoppet ved { $file }); et sett kjennelser er aldri så stort
rulings-set-too-large-hint = fjern kopier og filer som ikke er kjennelser fra katalogen
rulings-unreadable = kan ikke lese filen: { $detail }
not-utf8 = filen er ikke gyldig UTF-8
not-utf8-hint = lagre filen som UTF-8
too-deep-hint = filen er nøstet for dypt eller utvider for mange aliaser til å være en fil med kjennelser
no-triage = mangler sorteringstreet `{ $file }`: `td ask` uten tre har ikke noe sted å begynne
no-triage-hint = legg til en start.yaml som sender videre til lovtrærne, eller oppgi alltid et tre: td ask 45
law-has-tree = § { $law } har allerede et tre
law-has-tree-hint = { $first } sier også `law: { $law }`; ett tre per lov

## Konfigurasjonsfilen
config-too-large = konfigurasjonsfilen er for stor
config-unreadable = { $file }: kan ikke lese konfigurasjonen: { $detail }
config-skipped = advarsel: { $file }: kan ikke lese konfigurasjonen ({ $detail }); fortsetter uten den
config-not-utf8 = konfigurasjonen er ikke gyldig UTF-8

## Det YAML-parseren melder
yaml-unknown-field = ukjent nøkkel `{ $key }`; { $expected ->
    [none] her hører ingen nøkler hjemme
   *[other] { $many ->
        [yes] gyldige nøkler er { $expected }
       *[no] den gyldige nøkkelen er { $expected }
    }
}
yaml-unknown-value = ukjent verdi `{ $key }`; { $expected ->
    [none] ingen verdier er gyldige her
   *[other] { $many ->
        [yes] gyldige verdier er { $expected }
       *[no] den gyldige verdien er { $expected }
    }
}
yaml-missing-field = nøkkelen `{ $key }` mangler
yaml-duplicate-field = nøkkelen `{ $key }` står to ganger
yaml-other = YAML-feil (parserens melding, på engelsk): { $detail }

## Id-er, henvisninger og tekster
did-you-mean = mente du `{ $near }`?
first-defined = først definert på linje { $line }, kolonne { $col }
first-listed = først oppført i { $file } på linje { $line }, kolonne { $col }
not-a-reference = `{ $text }` er ikke en lovhenvisning: { $error }
reference-form-hint = skriv henvisninger som 45C4(b), 68D2(b)(ii) eller 50
canonical-form = skriv `{ $text }` på standardformen
language-twice = språket `{ $lang }` er oppgitt to ganger i { $what }
unknown-language = ukjent språk `{ $lang }` i { $what }; forventet en, nb eller pl
empty-text = { $what } har en tom tekst
no-default-text = { $what } mangler tekst på `{ $lang }`, standardspråket
no-translation = { $what } mangler oversettelse til { $langs }

## Lovindeksen
definitions-file-only = laws/definitions.yaml inneholder bare `definitions`; paragrafer hører hjemme i lovens egen fil
scope-misplaced = `scope` hører hjemme i laws.yaml, ikke i filen til én lov
law-file-name = en fil under laws/ har navn etter loven sin: laws/12.yaml
definitions-misplaced = definisjonene hører hjemme i laws/definitions.yaml, ikke i filen til én lov
definition-id-plain = id-en til en definisjon må være ren tekst
definition-twice = definisjonen `{ $id }` er oppført to ganger
paragraph-other-law = { $id } hører til § { $law }, ikke § { $file-law }
move-to-law-file = flytt den til laws/{ $law }.yaml
paragraph-twice = paragrafen { $id } er oppført to ganger
earlier-misplaced = 2007-numre (`earlier`) hører hjemme i laws.yaml, ikke i filen til én lov
earlier-twice = 2007-nummeret { $id } er oppført to ganger
refers-unknown = { $what } viser til { $id }, som lovindeksen ikke har
add-or-remove-reference = legg { $id } til i laws/{ $law }.yaml, eller fjern henvisningen
index-gap = { $id } er oppført, men { $missing } er det ikke
add-to-law-file = legg { $id } til i laws/{ $law }.yaml
cites-unknown = `{ $node }` viser til { $id }, som lovindeksen ikke har
did-you-mean-or-add = mente du { $near }? ellers legg { $id } til i lovindeksen

## Trær og noder
node-twice = noden `{ $id }` er definert to ganger
node-id-control = node-id-en `{ $id }` inneholder et kontrolltegn, et toveistegn, et usynlig tegn eller et linjeskift
ids-on-screen-hint = id-er vises på TLs skjerm; bruk bokstaver, sifre og bindestreker
node-id-unusable = `{ $id }` kan ikke brukes som node-id
node-id-hint = bruk bokstaver, sifre og bindestreker, f.eks. dummy-touched
start-unknown = `start` peker på en node som ikke finnes: `{ $id }`
node-mixed = noden `{ $id }` blander nøklene til to slags noder (spørsmål eller valg, trinn, kjennelse)
node-neither = noden `{ $id }` er verken et spørsmål eller en kjennelse; en sti ville stoppe her
node-keys-hint = et spørsmål har `ask`, `answers` og kanskje `help`; et valg `choose`, `holder`, `answers`; et trinn `say`, `next`; en kjennelse `ruling`, `follows`, `adjust`
question-no-cite = spørsmålet `{ $id }` viser ikke til noen paragraf
ruling-no-cite = kjennelsen `{ $id }` viser ikke til noen paragraf
add-cites-hint = legg til `cites:` med paragrafen som anvendes, f.eks. cites: [45C1]
question-no-ask = spørsmålet `{ $id }` har svar, men ingen `ask`
too-few-answers = spørsmålet `{ $id }` har { $count } { $count ->
    [one] svar
   *[other] svar
}; et spørsmål trenger minst to
answer-twice = svar-id-en `{ $answer }` brukes to ganger i `{ $id }`
answer-id-control = svar-id-en `{ $answer }` i `{ $id }` inneholder et kontrolltegn, et toveistegn, et usynlig tegn eller et linjeskift
line-break = { $what } har et linjeskift; den vises på én linje, der et skift ville se ut som en linje fra td selv
line-break-hint = skriv den på én linje (i YAML beholder en `|`-blokk linjeskiftene; en `>-`-blokk slår dem sammen)
answer-id-reserved = svar-id-en `{ $answer }` i `{ $id }` er et ord linjemodus reserverer
answer-id-reserved-hint = tall, none, back, ?, explain, another og oversettelsene deres skrives ved ledeteksten; velg et ord som sier hva svaret er
regulation-yes-no = spørsmålet `{ $id }` besvares av reglementet `{ $name }`, så svarene må være nøyaktig `yes` og `no`
carries-without-regulation = spørsmålet `{ $id }` har `carries`, men ikke `regulation`: bare en innstilling i reglementet kan ha en verdi
carries-not-penalty = `carries: { $kind }`: en innstilling i reglementet kan bare ha turneringens standard prosedyrestraff som verdi (`carries: penalty`)
target-no-tree = `{ $target }` peker på et tre som ikke finnes: `{ $tree }`
target-no-node = `{ $key }: { $target }` peker ikke på noen node
ruling-missing = kjennelsen `{ $id }` mangler `{ $key }`
every-ruling-says = hver kjennelse sier { $what }
ruling-no-options = kjennelsen `{ $id }` mangler `options`
ruling-no-options-hint = skriv hvem som kan velge hva, f.eks. `- {"{"}holder: declarer, text: {"{"}en: ...{"}"}{"}"}`, eller skriv `options: []` når ingen har noe valg
not-a-holder = `{ $holder }` er ikke en som kan ha et valg
holders = gyldige verdier er { $known }
holders-near = mente du `{ $near }`? gyldige verdier er { $known }
unreachable = ingen sti når noden `{ $id }`
unreachable-hint = ingen svar leder hit: lenk den fra et spørsmål eller fjern den
cycle = `{ $from }` leder tilbake til `{ $to }`: stien { $path } -> { $to } tar aldri slutt
cycle-hint = et tre kan ikke gå i ring; bruk `back` ved bordet i stedet

## Hendelsesprotokoller
record-not-regular = ikke en vanlig fil, og dermed ingen hendelsesprotokoll
record-folder-unreadable = en katalog som ikke kan leses: { $detail }
record-too-large = filen er for stor til å være en hendelsesprotokoll
record-other-rulings = rapporten ble laget med kjennelsestrær { $recorded }, denne siden har kjennelsestrær { $page }; åpne den med `td replay` eller `td ask --resume` der de trærne finnes
record-unreadable = kan ikke lese rapporten: { $detail }
record-not-utf8 = protokollen er ikke gyldig UTF-8
record-unknown-language = ukjent språk `{ $lang }`
record-walks-need-format-2 = `walks` krever protokollformat 2; denne protokollen sier format 1
record-format-1-needs = en protokoll i format 1 trenger `tree` og `answers`
record-tree-inside-walks = i en protokoll i format 2 står `tree`, `answers` og `ruling` inne i `walks`
record-answers-inside-walks = i en protokoll i format 2 står `answers` og `ruling` inne i `walks`
record-no-walks = protokollen har ingen `walks`
record-walks-empty = `walks` er tom; en protokoll har minst én gjennomgang
record-format-unsupported = protokollformat { $format } støttes ikke; denne td leser format { $one } til { $two }
record-score-needs-format-3 = `adjusted_score` krever protokollformat 3; denne protokollen sier format 2
record-facts = fakta: { $detail }
record-answered-twice = noden `{ $id }` er besvart to ganger
record-not-a-holder = `{ $holder }` er ikke en som kan ha et valg; gyldige verdier er { $known }
record-unknown-regulation = innstillingen `{ $name }` passer ikke til kjennelsestrærne: intet tre har det reglementet, eller det tar ingen slik verdi
record-unknown-tree = treet `{ $tree }` finnes ikke i kjennelsestrærne (de har { $known })
record-no-node = ingen node `{ $id }` i kjennelsestrærne
record-no-start = vandringen starter i `{ $id }`, som ikke er en node i treet `{ $tree }`
record-not-a-question = `{ $id }` er en kjennelse, ikke et spørsmål
record-not-an-answer = `{ $answer }` er ikke et svar på `{ $id }`; svarene er { $known }
record-history-needs-format-2 = `history` krever protokollformat 2; denne protokollen sier format 1
record-history-not-final = en versjon i `history` er `complete` eller `uncovered`: bare en ferdig protokoll blir endret
what-say = hva TL sier
what-choice = valget spilleren får
what-details = detaljene
what-clause = leddet
ask-and-choose = noden `{ $id }` er både et spørsmål til TL (`ask`, `regulation`) og en spillers valg (`choose`): gjør den til én av dem
holder-without-choose = noden `{ $id }` har `holder`, men er ikke et valg: skriv `choose` for et spørsmål til en spiller
clause-unknown = finner ikke leddet `{ $id }` i clauses/*.yaml
not-a-score-kind = `{ $kind }` er ingen type score
score-kinds = typene er { $known }
adjustable-replaced = `adjustable` er erstattet av `scores`, de typene score kjennelsen tillater: `adjustable: false` er `scores: []`
clause-twice = leddet `{ $id }` er definert to ganger
clause-incomplete = leddet `{ $id }` mangler `{ $key }`
takes-over-no-then = kjennelsen `{ $id }` overlater til { $law }, som treet `{ $tree }` avgjør, men går ikke videre dit
takes-over-no-then-hint = legg til `then:` med noden de kjente fakta fører til, eller `no_then:` som sier hvorfor TL ikke skal gå videre dit ennå
record-answers-need-steps = en vandring i format 4 har svarene sine som `steps` (en liste med node, svar eller valg, tid), ikke `answers`
record-score-needs-scores = en vandring i format 4 har resultatene sine som `scores` (hvert med sin `kind`), ikke `adjusted_score`
record-needs-format-4 = `steps`, `scores`, `awaiting` og statusen `awaiting` krever protokollformat 4
record-step-answer-or-choice = et trinn har enten et `answer` (et faktum TL fastslo) eller et `choice` (en spillers valg), ikke begge og ikke ingen
record-score-kind = `{ $kind }` er ingen resultattype; typene er { $known }
record-start-not-a-question = den første gjennomgangen starter ved `{ $id }`, som ikke er et spørsmål: en gjennomgang starter ved et spørsmål, eller der kjennelsen før den leder videre
record-start-not-led-on = denne gjennomgangen starter ved `{ $id }`, men kjennelsen før den leder ikke videre dit (`then:`)
replay-history-changed = endret { $when }: det denne tidligere versjonen viser, er ikke det trærne gir for svarene ({ $detail })
replay-history-repeated = endret { $when }: den samme tidligere versjonen er lagret to ganger

# De vanlige grunnene til at lesing eller skriving feiler (andre beholder systemets ord).
io-not-found = finnes ikke
io-permission-denied = ingen tilgang
io-is-a-directory = er en katalog
io-not-a-directory = ikke en katalog
io-not-utf8 = ikke gyldig UTF-8
