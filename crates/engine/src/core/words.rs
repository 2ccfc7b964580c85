//! Words for numbers, shared by every game's texts and the UI: "1 point", "2 points"; and a
//! sentence's first letter in capitals.

/// `n` followed by `one` or `many` as English needs: `counted(1, "point", "points")` is "1 point".
pub fn counted(n: impl TryInto<i64>, one: &str, many: &str) -> String {
    let n: i64 = n.try_into().unwrap_or(i64::MAX);
    format!("{n} {}", if n == 1 { one } else { many })
}

/// The noun alone, for `n` of it: `noun(1, "wound", "wounds")` is "wound".
pub fn noun<'a>(n: impl TryInto<i64>, one: &'a str, many: &'a str) -> &'a str {
    if n.try_into().is_ok_and(|n: i64| n == 1) {
        one
    } else {
        many
    }
}

/// `text` with its first letter in capitals: "choose a Turret" is "Choose a Turret".
pub fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_is_singular_and_every_other_count_plural() {
        assert_eq!(counted(1, "point", "points"), "1 point");
        assert_eq!(counted(0, "point", "points"), "0 points");
        assert_eq!(counted(2u8, "Champion", "Champions"), "2 Champions");
        assert_eq!(counted(-1, "point", "points"), "-1 points");
        assert_eq!(noun(1usize, "wound", "wounds"), "wound");
        assert_eq!(counted(3usize, "card", "cards"), "3 cards");
    }

    #[test]
    fn capitalise_raises_only_the_first_letter() {
        assert_eq!(capitalise("choose a Turret"), "Choose a Turret");
        assert_eq!(capitalise("éclair"), "Éclair");
        assert_eq!(capitalise(""), "");
    }
}
