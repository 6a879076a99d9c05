//! Invariants over every path of every built-in tree, under the regulations set
//! and not set (`regulation_sets`): each path ends at a ruling that says what happens now, what the
//! non-offending side may do, which law follows and whether the score may be
//! adjusted, in every language, citing only paragraphs the index has.

use bridge_td::model::tree::{NodeRef, Rulings};
use bridge_td::texts::lang::Lang;
use bridge_td::walker::walk::all_paths;

/// The model compiled into the binary is exactly what the YAML gives when parsed
/// now: the build script encoded the same set, and nothing was lost in encoding.
#[test]
fn the_compiled_model_is_the_parsed_yaml() {
    let parsed = rulings();
    let compiled = bridge_td::model::builtin::rulings();
    assert_eq!(compiled.digest, parsed.digest);
    assert_eq!(compiled.digest, bridge_td::model::builtin::DIGEST);
    assert_eq!(format!("{compiled:?}"), format!("{parsed:?}"));
}

fn rulings() -> Rulings {
    let loaded = bridge_td::model::builtin::parsed();
    assert!(!loaded.diagnostics.has_errors(), "{}", loaded.diagnostics);
    loaded.rulings.expect("built-in rulings load")
}

/// The settings of the regulations the paths are walked under. None set is the
/// widest walk: every regulation question is asked, so both its answers are
/// walked and every node is reached, with the most questions on each road. Each
/// regulation alone in force, and alone not in force, walks the roads it answers
/// by itself; all in force and none in force, the roads where they meet; a
/// regulation that carries a value, set with one. Every subset would add no node
/// and doubles with each regulation (512 sets for nine).
fn regulation_sets(r: &Rulings) -> Vec<Vec<String>> {
    let names: Vec<String> = r.regulations().iter().map(|s| s.to_string()).collect();
    let mut sets = vec![Vec::new()];
    for n in &names {
        sets.push(vec![n.clone()]);
        sets.push(vec![format!("{n}=no")]);
    }
    sets.push(names.clone());
    sets.push(names.iter().map(|n| format!("{n}=no")).collect());
    if let Some(n) = r.regulation_carrying(bridge_td::model::score_kind::ScoreKind::Penalty) {
        sets.push(vec![format!("{n}=25%")]);
    }
    sets
}

#[test]
fn every_path_of_every_tree_ends_at_a_complete_ruling() {
    let r = rulings();
    let mut paths = 0;
    for regs in regulation_sets(&r) {
        for t in 0..r.trees.len() {
            for walk in all_paths(&r, r.start_of(t), &regs) {
                paths += 1;
                let node = walk.node();
                let o = walk.outcome().expect("every path ends at a ruling");
                assert!(
                    !node.cites.is_empty(),
                    "{} has no citation",
                    r.qualified_id(walk.current())
                );
                for c in node.cites.iter().chain(&o.see) {
                    assert!(
                        r.index.contains(&c.law),
                        "{} cites {} missing from the index",
                        node.id,
                        c.law
                    );
                }
                for lang in Lang::ALL {
                    for text in [&o.ruling, &o.follows, &o.adjust]
                        .into_iter()
                        .chain(o.options.iter().map(|c| &c.text))
                    {
                        assert!(text.has(lang), "{}: a text lacks {lang}", node.id);
                        assert!(!text.get(lang).trim().is_empty());
                    }
                }
                for step in walk.history() {
                    let q = r.node(step.at).question().expect("history holds questions");
                    assert!(!r.node(step.at).cites.is_empty());
                    assert!(Lang::ALL.iter().all(|l| q.ask.has(*l)));
                    if let Some(help) = &q.help {
                        assert!(
                            Lang::ALL.iter().all(|l| help.has(*l)),
                            "help lacks a language"
                        );
                    }
                }
            }
        }
    }
    assert!(paths > 100, "walked only {paths} paths");
}

#[test]
fn law_trees_are_short_from_their_start() {
    let r = rulings();
    for (t, tree) in r.trees.iter().enumerate() {
        let lengths = bridge_td::walker::paths::lengths(&r, t);
        assert!(
            lengths.median <= 4.0,
            "{}: median path {}",
            tree.id,
            lengths.median
        );
        assert!(
            lengths.max <= 7,
            "{}: longest path {}",
            tree.id,
            lengths.max
        );
    }
}

#[test]
fn triage_reaches_a_law_tree_within_two_questions() {
    let r = rulings();
    let start = r.tree_id("start").expect("a triage tree");
    for walk in all_paths(&r, r.start_of(start), &[]) {
        // Counted per visit: a law tree may send the TD back to one of triage's
        // second questions (74's partner's card to the player's-card question), and
        // from there the walk is again two questions from a law tree at most.
        let mut run = 0;
        for step in walk.history() {
            run = if step.at.tree == start { run + 1 } else { 0 };
            assert!(
                run <= 2,
                "{} triage questions in a row, to {}",
                run,
                r.qualified_id(walk.current())
            );
        }
        assert_ne!(walk.current().tree, start, "triage only routes");
    }
}

#[test]
fn every_in_scope_paragraph_is_cited_and_no_citation_is_missing() {
    let r = rulings();
    let uncited: Vec<String> = bridge_td::cmd::coverage::table(&r)
        .into_iter()
        .filter(|row| !row.is_covered())
        .map(|row| row.id.canonical())
        .collect();
    assert!(uncited.is_empty(), "uncited paragraphs: {uncited:?}");
    let required = [
        "41A",
        "41B",
        "41C",
        "41D",
        "45A",
        "45B",
        "45C1",
        "45C2(a)",
        "45C2(b)",
        "45C3",
        "45C4(a)",
        "45C4(b)",
        "45C5",
        "45D1",
        "45D2",
        "45E1",
        "45E2",
        "45F",
        "45G",
        "68",
        "68A",
        "68B1",
        "68B2",
        "68C",
        "68D1",
        "68D2(a)",
        "68D2(b)(i)",
        "68D2(b)(ii)",
        "16C",
        "47D",
        "50",
        "53",
        "54",
        "55",
        "56",
        "57A",
        "64B3",
        "64C",
        "69",
        "70",
        "71",
    ];
    for p in required {
        let r2 = bridge_td::law::law_ref::LawRef::parse(p).unwrap();
        assert!(r.index.contains(&r2), "the index lacks {p}");
    }
    // 70D3 was deleted in 2017: it is a 2007 number, never a current paragraph.
    let gone = bridge_td::law::law_ref::LawRef::parse("70D3").unwrap();
    assert!(!r.index.contains(&gone), "70D3 is not a 2017 paragraph");
    assert!(
        r.index.earlier.contains_key(&gone),
        "70D3 is in the 2007 map"
    );
    // 16D exists in both codes with different content: 2017's is extraneous
    // information from other sources, and its entry says where 2007's went.
    let d = r
        .index
        .get(&bridge_td::law::law_ref::LawRef::parse("16D").unwrap())
        .unwrap();
    assert!(
        d.title
            .get(bridge_td::texts::lang::Lang::En)
            .contains("other sources")
    );
    assert!(d.edition.is_some());
}

#[test]
fn builtin_list_matches_the_rulings_directory() {
    let yaml_in = |dir: &str, prefix: &str| -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| format!("{prefix}{}", e.unwrap().file_name().to_string_lossy()))
            .filter(|n| n.ends_with(".yaml"))
            .collect();
        names.sort();
        names
    };
    let mut on_disk = yaml_in(concat!(env!("CARGO_MANIFEST_DIR"), "/rulings"), "");
    on_disk.extend(yaml_in(
        concat!(env!("CARGO_MANIFEST_DIR"), "/rulings/laws"),
        "laws/",
    ));
    on_disk.extend(yaml_in(
        concat!(env!("CARGO_MANIFEST_DIR"), "/rulings/clauses"),
        "clauses/",
    ));
    let compiled: Vec<String> = bridge_td::model::builtin::BUILTIN
        .iter()
        .map(|(n, _)| n.to_string())
        .collect();
    assert_eq!(compiled, on_disk, "build.rs lists every rulings file");
}

#[test]
fn coverage_doc_is_up_to_date() {
    let r = rulings();
    let fresh = bridge_td::cmd::coverage::render(&r, bridge_td::terminal::render::Format::Markdown);
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/coverage.md");
    if std::env::var_os("TD_BLESS").is_some() {
        std::fs::write(path, &fresh).unwrap();
    }
    let committed = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        committed == fresh,
        "docs/coverage.md is stale: run `TD_BLESS=1 cargo test --test trees`"
    );
}

#[test]
fn none_of_these_ends_every_question_honestly() {
    let r = rulings();
    let mut questions = 0;
    for (at, node) in r.all_nodes() {
        let Some(q) = node.question() else { continue };
        if q.regulation.is_some() {
            continue; // never asked: a regulation answers it
        }
        questions += 1;
        let mut walk = bridge_td::walker::walk::Walk::new(&r, at, &[]);
        walk.uncover()
            .expect("every asked question can be left uncovered");
        assert_eq!(walk.uncovered_at(), Some(at));
        assert!(walk.outcome().is_none(), "no ruling for uncovered facts");
        for lang in Lang::ALL {
            let text = bridge_td::terminal::slip::walk_text(
                &walk,
                lang,
                bridge_td::terminal::render::Style::PLAIN,
                1,
                1,
            );
            assert!(
                !text.contains("RULING")
                    && !text.contains("KJENNELSE")
                    && !text.contains("ORZECZENIE")
            );
            // Every paragraph the question cites is listed, with its title.
            for c in &node.cites {
                let cite = c.law.cite(lang);
                let title = r.index.nearest_enclosing(&c.law).unwrap().title.get(lang);
                assert!(
                    text.contains(&format!("{cite}  {title}")),
                    "{}: `{cite}  {title}` not listed in\n{text}",
                    r.qualified_id(at)
                );
            }
            assert!(
                text.contains("td search "),
                "{}: no search words",
                r.qualified_id(at)
            );
        }
    }
    assert!(questions >= 29, "only {questions} questions");
}

#[test]
fn a_third_of_the_questions_help_the_td_decide() {
    let r = rulings();
    let asked: Vec<_> = r
        .all_nodes()
        .filter_map(|(_, n)| n.question())
        .filter(|q| q.regulation.is_none())
        .collect();
    let helped = asked.iter().filter(|q| q.help.is_some()).count();
    assert!(
        helped * 3 >= asked.len(),
        "{helped} of {} questions have help",
        asked.len()
    );
}

/// A ruling whose `scores` allow no adjusted score (none to compute after the ruling) agrees with
/// what the ruling tells the TD about adjusting: its English `adjust` text says
/// "No" first exactly when the ruling is marked ("No score adjustment: ... within
/// their groups" for a fouled board is not a flat no: 87B regulations may give one).
#[test]
fn rulings_marked_not_adjustable_say_no_adjustment() {
    let r = rulings();
    let mut marked = 0;
    for (at, node) in r.all_nodes() {
        let Some(o) = node.outcome() else { continue };
        let en = o.adjust.get(Lang::En);
        // A flat no; "No, unless ..." and "No, for the missing alert. If ..." are
        // read by the TD, so a mark there is his tree author's call.
        let flat_no = [
            "No.",
            "No:",
            "No;",
            "No adjustment",
            "No further adjustment",
            "No adjusted score",
        ]
        .iter()
        .any(|p| en.starts_with(p));
        let id = r.qualified_id(at);
        use bridge_td::model::score_kind::ScoreKind;
        let adjustable = o
            .scores
            .iter()
            .any(|k| matches!(k, ScoreKind::Adjusted | ScoreKind::Artificial));
        // The kinds allow no adjustment: the words must not promise one (they may
        // say what the law that rules instead allows).
        assert!(
            adjustable || !en.starts_with("Yes"),
            "{id}: its scores allow no adjustment, but the adjust text is: {en}"
        );
        assert!(
            !flat_no || !adjustable,
            "{id}: the adjust text says no, but the ruling offers an adjusted score: {en}"
        );
        marked += usize::from(!adjustable);
    }
    assert!(marked >= 100, "{marked} rulings marked");
}

#[test]
fn every_option_names_its_holder_and_none_repeats_the_heading() {
    let r = rulings();
    let mut options = 0;
    for (at, node) in r.all_nodes() {
        let Some(o) = node.outcome() else { continue };
        for c in &o.options {
            options += 1;
            // The heading says who chooses; the option should not say it again.
            let heading = c.holder.heading(Lang::En);
            let who = heading
                .trim_end_matches(" may choose")
                .trim_end_matches(" decides");
            assert!(
                !c.text.get(Lang::En).starts_with(&format!("{who} may")),
                "{}: option repeats its holder: {}",
                r.qualified_id(at),
                c.text.get(Lang::En)
            );
        }
    }
    assert!(options >= 19, "{options} options");
}

/// Every walk from triage asks at most eight questions before the TD says
/// something, whatever road it takes through the trees (a tree that hands over to
/// another enters it past the facts already known, or says what is settled first).
#[test]
fn every_ruling_is_at_most_eight_questions_from_triage() {
    let r = rulings();
    let start = r.start_of(r.tree_id("start").expect("a triage tree"));
    for regs in regulation_sets(&r) {
        let mut shortest = std::collections::HashMap::new();
        for walk in all_paths(&r, start, &regs) {
            // Counted to the first thing the TD says (a step or the ruling):
            // the players' choices after it are not questions he must answer.
            let asked = walk.asked_before_saying();
            let road = || {
                walk.taken()
                    .iter()
                    .map(|s| r.qualified_id(s.at))
                    .collect::<Vec<_>>()
                    .join(" > ")
            };
            assert!(
                asked <= 8,
                "{} is {asked} questions from triage ({})",
                r.qualified_id(walk.current()),
                road()
            );
            let best = shortest.entry(walk.current()).or_insert((asked, road()));
            if asked < best.0 {
                *best = (asked, road());
            }
        }
        for (at, (asked, road)) in shortest {
            assert!(
                asked <= 8,
                "{} is {asked} questions from triage at best ({road})",
                r.qualified_id(at)
            );
        }
    }
}

/// Claims are ruled to the end: every paragraph of Laws 69, 70 and 71, and of 68D,
/// is cited by what the TD says (a ruling or a step, with their clauses), not
/// only by a question.
#[test]
fn every_claim_paragraph_is_cited_by_a_ruling() {
    let r = rulings();
    // What a TD reads out cites it: a ruling or a step said, its own paragraphs
    // and those of the clauses it says. A paragraph with sub-items is cited
    // through them (the trees cite the deepest level: 70D1, not 70D).
    let said: Vec<&bridge_td::law::law_ref::LawRef> = r
        .all_nodes()
        .filter(|(_, n)| n.outcome().is_some() || n.say().is_some())
        .flat_map(|(_, n)| {
            let clauses = n
                .outcome()
                .map(|o| o.clauses.clone())
                .or_else(|| n.say().map(|s| s.clauses.clone()))
                .unwrap_or_default();
            n.all_cites()
                .map(|c| &c.law)
                .chain(
                    clauses
                        .into_iter()
                        .flat_map(|i| r.clauses[i].cites.iter().map(|c| &c.law)),
                )
                .collect::<Vec<_>>()
        })
        .collect();
    let missing: Vec<String> = r
        .index
        .paragraphs
        .keys()
        .filter(|p| {
            ["69", "70", "71", "68D"]
                .iter()
                .any(|l| p.canonical().starts_with(l))
        })
        .filter(|p| !said.iter().any(|c| *c == *p || c.is_within(p)))
        .map(|p| p.canonical())
        .collect();
    assert!(missing.is_empty(), "cited by no ruling: {missing:?}");
}

/// The trees that finish the play's rulings (Laws 50-71): every ruling's primary
/// citations are at the deepest level the law has, so the TD reads the sub-item that
/// decides (50D1(a), not 50D1). A parent is allowed only when all the sub-items
/// under it are cited too. A whole law (`68`) stands for its opening words, which
/// have no number of their own (68's words on the trick in progress), so it passes.
/// Rulings decided by a section's own opening words, which have no number of their
/// own: too late to withdraw agreement is 69B's time limit ("within the Correction
/// Period"), which stands before its 1 and 2 and governs both.
/// Likewise 68D2(b)'s opening words ("upon the request of the non-claiming or
/// non-conceding side") decide that the claimer cannot ask to play on.
const STEM_RULINGS: [(&str, &str); 2] = [
    ("69#agreement-final", "69B"),
    ("68#claimer-asked-play-on", "68D2(b)"),
];

#[test]
fn rulings_of_laws_50_to_71_cite_the_deciding_sub_item() {
    use bridge_td::law::law_ref::LawRef;
    let r = rulings();
    let children = |p: &LawRef| -> Vec<LawRef> {
        r.index
            .paragraphs
            .keys()
            .filter(|k| k.parent().as_ref() == Some(p))
            .cloned()
            .collect()
    };
    let mut problems = Vec::new();
    for (at, node) in r.all_nodes() {
        let Ok(law) = r.trees[at.tree].id.parse::<u16>() else {
            continue;
        };
        if !(50..=71).contains(&law) || node.outcome().is_none() {
            continue;
        }
        let cited: Vec<&LawRef> = node.cites.iter().map(|c| &c.law).collect();
        // A cite is deep enough when it has no sub-items, or every sub-item is cited
        // (and deep enough) too.
        fn deep(p: &LawRef, cited: &[&LawRef], children: &dyn Fn(&LawRef) -> Vec<LawRef>) -> bool {
            let kids = children(p);
            kids.is_empty()
                || kids
                    .iter()
                    .all(|k| cited.contains(&k) && deep(k, cited, children))
        }
        for c in &cited {
            let stem =
                STEM_RULINGS.contains(&(r.qualified_id(at).as_str(), c.canonical().as_str()));
            if c.section.is_some() && !deep(c, &cited, &children) && !stem {
                problems.push(format!("{}: {}", r.qualified_id(at), c.canonical()));
            }
        }
    }
    assert!(
        problems.is_empty(),
        "parents cited without their sub-items:\n{}",
        problems.join("\n")
    );
}

/// A ruling that makes a card a penalty card says which kind: the TD must tell the
/// table whether it is major or minor (Law 50B), never leave them to guess. A
/// sentence that turns a card into a penalty card ("becomes a penalty card", "is a
/// penalty card") names the kind in the same sentence; one that denies it ("never
/// becomes a penalty card") or speaks of a card already on the table does not.
#[test]
fn every_penalty_card_a_ruling_creates_is_classified() {
    let r = rulings();
    let creates = [
        "becomes a penalty card",
        "become penalty cards",
        "become a penalty card",
        "is a penalty card",
        "are penalty cards",
    ];
    let mut problems = Vec::new();
    for (at, node) in r.all_nodes() {
        let Some(o) = node.outcome() else { continue };
        let texts = std::iter::once(&o.ruling).chain(o.options.iter().map(|c| &c.text));
        for text in texts {
            let en = text.get(Lang::En).to_lowercase();
            for sentence in en.split_terminator(['.', ';']) {
                let makes = creates.iter().any(|c| sentence.contains(c));
                let denies = [
                    "never",
                    " not ",
                    "no longer",
                    "none of",
                    "none is",
                    "no penalty",
                ]
                .iter()
                .any(|n| sentence.contains(n));
                let kind = sentence.contains("major") || sentence.contains("minor");
                if makes && !denies && !kind {
                    problems.push(format!("{}: {}", r.qualified_id(at), sentence.trim()));
                }
            }
        }
    }
    assert!(
        problems.is_empty(),
        "penalty cards left unclassified:\n{}",
        problems.join("\n")
    );
}

/// From "What happened?" to the first thing the TD says (a step or the ruling):
/// at best eight questions of fact (never more than nine), and half of the walks within four. The
/// players' choices come after something was said and are not counted here
/// (`td trees` reports them per walk).
#[test]
fn rulings_are_few_questions_from_triage() {
    let r = rulings();
    let start = r.start_of(r.tree_id("start").expect("a triage tree"));
    let mut lengths: Vec<usize> = all_paths(&r, start, &[])
        .iter()
        .map(|w| w.asked_before_saying())
        .collect();
    lengths.sort_unstable();
    let median = lengths[lengths.len() / 2];
    assert!(median <= 4, "median {median} questions from triage");
    // Nine at most, on a road through another tree first (see the test above).
    assert!(*lengths.last().unwrap() <= 9);
}

/// Nothing of the auction reaches a ruling of the play (Laws 45-71), but for the
/// penalty card Law 24 itself makes of a card exposed by a future defender: from a card
/// exposed during the auction and from every tree of the auction's own laws (17-19, 22-39),
/// every path, and every ruling it leads on to, ends in a ruling whose deciding
/// paragraph is outside 45-71. The play trees may be named in `follows`, never walked
/// into. Laws 16 and 20-21 span both periods (a wrong explanation found during the
/// play withdraws the opening lead under 47E2), so their trees are not auction trees.
#[test]
fn auction_walks_never_reach_a_play_ruling() {
    let r = rulings();
    let mut starts: Vec<NodeRef> = r
        .trees
        .iter()
        .enumerate()
        .filter(|(_, t)| t.law.is_some_and(|l| matches!(l, 17..=19 | 22..=39)))
        .map(|(i, _)| r.start_of(i))
        .collect();
    let exposed = r
        .resolve(r.tree_id("41").expect("tree 41"), "exposed-in-auction")
        .expect("41#exposed-in-auction");
    starts.push(exposed);
    let mut problems = Vec::new();
    let mut seen = std::collections::HashSet::new();
    while let Some(from) = starts.pop() {
        if !seen.insert(from) {
            continue;
        }
        // Law 24 itself sends a card exposed in the auction, whose owner becomes a
        // defender, to Law 50 as a penalty card: from tree 41's exposed cards the
        // walk goes on into the penalty-card tree (50-52, with 59 and 61 as it
        // cites them), and only there.
        let penalty_cards = from.tree == exposed.tree || r.trees[from.tree].law == Some(50);
        for walk in all_paths(&r, from, &[]) {
            let Some(o) = walk.outcome() else { continue };
            let law = r.node(walk.current()).primary().map(|c| c.law);
            let in_50 = r.trees[walk.current().tree].law == Some(50);
            // Tree 20 (misinformation) spans both periods and asks when the TD
            // learnt of it, as its first question: a hand-over to its start (the
            // auction's end in 17, a change of call in 25) lets the TD answer the
            // auction period, and its play rulings are reached only by facts of
            // the play, which such a walk does not have.
            let via_20 = walk
                .taken()
                .iter()
                .any(|s| r.trees[s.at.tree].law == Some(20));
            // The opening lead (tree 41) is where the play begins: an auction tree
            // hands over there when the auction has ended (17D1: "see Law 54").
            let via_41 = from.tree != exposed.tree
                && walk
                    .taken()
                    .iter()
                    .any(|s| r.trees[s.at.tree].law == Some(41));
            let handed_over = (penalty_cards && in_50) || via_20 || via_41;
            if law.is_some_and(|l| (45..=71).contains(&l)) && !handed_over {
                problems.push(format!(
                    "{} -> {}",
                    r.qualified_id(from),
                    r.qualified_id(walk.current())
                ));
            }
            starts.extend(o.then);
        }
    }
    assert!(
        problems.is_empty(),
        "auction walks reaching the play:\n{}",
        problems.join("\n")
    );
}
