//! Help: a rules reference per game in our own words (searchable), and a first-game tour of the
//! play screen. The texts are data, one module per game; this module holds their shape and the
//! search over them.

mod defenders;
mod thaloria;
mod valeria;

/// One topic of a game's rules reference.
#[derive(Debug, PartialEq, Eq)]
pub struct Topic {
    /// A stable id, kebab-case ("night", "front-row").
    pub id: &'static str,
    /// The heading.
    pub title: &'static str,
    /// Words a player may search for, and the names and kinds of the board elements this topic
    /// explains (what "What is this?" on an element's sheet matches).
    pub keywords: &'static [&'static str],
    /// The text, one paragraph each.
    pub body: &'static [&'static str],
}

/// One step of the first-game tour: a part of the screen and what it is for.
#[derive(Debug, PartialEq, Eq)]
pub struct TourStep {
    /// A CSS selector for the element the step points at; the first match is outlined (a step whose
    /// element is absent is shown without an outline).
    pub target: &'static str,
    /// The heading.
    pub title: &'static str,
    /// One or two sentences.
    pub text: &'static str,
}

mod sheet;
mod shortcuts;
mod tour;

pub use sheet::HelpSheet;
pub use shortcuts::Shortcuts;
pub use tour::{Tour, TourOffer};

use rampart_engine::GameId;

/// The rules reference of a game (empty for a game without one).
pub fn rules(game: GameId) -> &'static [Topic] {
    match game {
        GameId::Valeria => valeria::RULES,
        GameId::Defenders => defenders::RULES,
        GameId::Thaloria => thaloria::RULES,
        _ => &[],
    }
}

/// The first-game tour of a game's play screen (empty for a game without one).
pub fn tour(game: GameId) -> &'static [TourStep] {
    match game {
        GameId::Valeria => valeria::TOUR,
        GameId::Defenders => defenders::TOUR,
        GameId::Thaloria => thaloria::TOUR,
        _ => &[],
    }
}

/// The words of a text, lower case, without punctuation or words shorter than two letters.
fn words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric() && c != '\'' && c != '’')
        .map(|word| word.trim_matches(|c| c == '\'' || c == '’').to_lowercase())
        .filter(|word| word.chars().count() >= 2)
        .collect()
}

/// How well one search word matches a topic; 0 if it does not.
fn word_score(topic: &Topic, word: &str) -> u32 {
    let mut score = 0;
    if topic.title.to_lowercase().contains(word) {
        score += 5;
    }
    for keyword in topic.keywords {
        let keyword = keyword.to_lowercase();
        if keyword == word {
            score += 6;
        } else if keyword.contains(word) {
            score += 3;
        }
    }
    if score == 0 && topic.body.iter().any(|paragraph| paragraph.to_lowercase().contains(word)) {
        score = 1;
    }
    score
}

/// The topics that match every word of `query`, best first (ties keep the reference's order).
/// An empty query gives every topic in order.
pub fn search<'a>(topics: &'a [Topic], query: &str) -> Vec<&'a Topic> {
    let words = words(query);
    if words.is_empty() {
        return topics.iter().collect();
    }
    let mut scored: Vec<(u32, usize, &Topic)> = topics
        .iter()
        .enumerate()
        .filter_map(|(order, topic)| {
            let scores: Vec<u32> = words.iter().map(|word| word_score(topic, word)).collect();
            scores.iter().all(|score| *score > 0).then(|| (scores.iter().sum(), order, topic))
        })
        .collect();
    scored.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    scored.into_iter().map(|(_, _, topic)| topic).collect()
}

/// The topic that explains a board element, from its sheet's title ("Bounty Bay") and kind line
/// ("Blue location"): the topic whose keywords it names most (the longest keyword first), else
/// the best search hit for its words.
pub fn what_is<'a>(topics: &'a [Topic], title: &str, subtitle: &str) -> Option<&'a Topic> {
    let title = title.to_lowercase();
    let subtitle = subtitle.to_lowercase();
    let contains_word = |text: &str, keyword: &str| {
        // Whole words only: "orc" is not in "force".
        text.match_indices(keyword).any(|(at, _)| {
            let before = text[..at].chars().next_back();
            let after = text[at + keyword.len()..].chars().next();
            !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
        })
    };
    let best = topics
        .iter()
        .enumerate()
        .map(|(order, topic)| {
            let score: usize = topic
                .keywords
                .iter()
                .map(|keyword| keyword.to_lowercase())
                .filter(|keyword| !keyword.is_empty())
                .map(|keyword| {
                    let mut score = 0;
                    if contains_word(&title, &keyword) {
                        score += 10 + keyword.len();
                    }
                    if contains_word(&subtitle, &keyword) {
                        score += 5 + keyword.len();
                    }
                    score
                })
                .sum();
            (score, order, topic)
        })
        .filter(|(score, _, _)| *score > 0)
        .max_by(|a, b| a.0.cmp(&b.0).then(b.1.cmp(&a.1)));
    best.map(|(_, _, topic)| topic)
        .or_else(|| search(topics, &format!("{title} {subtitle}")).into_iter().next())
        .or_else(|| search(topics, &title).into_iter().next())
}

/// True on a touch screen without a fine pointer (phones, tablets): no keyboard to press shortcuts on.
pub fn touch_screen() -> bool {
    web_sys::window()
        .and_then(|window| window.match_media("(pointer: coarse)").ok().flatten())
        .is_some_and(|query| query.matches())
}

#[cfg(test)]
mod tests {
    use super::*;

    const TOPICS: &[Topic] = &[
        Topic { id: "night", title: "The Night", keywords: &["darkness spreads", "overrun"], body: &["Draw cards."] },
        Topic { id: "orcs", title: "Minions", keywords: &["orc", "minion"], body: &["An orc force."] },
        Topic { id: "force", title: "Strength", keywords: &["force"], body: &["Orcs march at night."] },
    ];

    #[test]
    fn search_needs_every_word_and_ranks_titles_and_keywords_above_the_text() {
        let ids = |query: &str| search(TOPICS, query).iter().map(|topic| topic.id).collect::<Vec<_>>();
        assert_eq!(ids(""), ["night", "orcs", "force"]);
        assert_eq!(ids("night"), ["night", "force"], "the title first, the text after");
        assert_eq!(ids("orc"), ["orcs", "force"]);
        assert_eq!(ids("orc night"), ["force"], "every word must match");
        assert!(ids("dragon").is_empty());
        assert_eq!(ids("  OVERRUN! "), ["night"]);
    }

    #[test]
    fn what_is_matches_whole_keywords_in_the_title_then_the_kind_line() {
        let id = |title: &str, subtitle: &str| what_is(TOPICS, title, subtitle).map(|topic| topic.id);
        assert_eq!(id("Orc", "Minion at Bounty Bay"), Some("orcs"));
        assert_eq!(id("Task force", ""), Some("force"), "\"orc\" is not a word of \"force\"");
        assert_eq!(id("Darkness Spreads", "Card"), Some("night"));
        assert_eq!(id("Nothing", "Else"), None);
    }

    #[test]
    fn every_played_game_has_a_reference_and_a_tour_with_unique_ids() {
        for game in [GameId::Valeria, GameId::Thaloria, GameId::Defenders] {
            let topics = rules(game);
            assert!(topics.len() >= 10, "{game:?} has {} topics", topics.len());
            let mut ids: Vec<&str> = topics.iter().map(|topic| topic.id).collect();
            ids.sort_unstable();
            ids.dedup();
            assert_eq!(ids.len(), topics.len(), "{game:?}: topic ids are unique");
            for topic in topics {
                assert!(
                    !topic.title.is_empty() && !topic.body.is_empty() && !topic.keywords.is_empty(),
                    "{}",
                    topic.id
                );
                assert!(topic.body.iter().all(|paragraph| !paragraph.trim().is_empty()), "{}", topic.id);
            }
            assert!((4..=8).contains(&tour(game).len()), "{game:?}: a short tour");
            assert!(
                tour(game).iter().any(|step| step.target.contains("play-dock")),
                "{game:?}: the tour shows the dock"
            );
            assert!(
                tour(game).iter().any(|step| step.target.contains("play-board")),
                "{game:?}: the tour shows the board"
            );
        }
        assert!(rules(GameId::Pig).is_empty());
    }
}
