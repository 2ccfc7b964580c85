//! The legal decisions of every pending choice, and the rule named when one is refused.

use super::super::action::{DefendersAction as A, Target};
use super::super::data::{
    card_colour, distance, hero_card, location, neighbours, quest_data, Band, CardKind, Colour, General, HeroCardId,
    HeroKind, Loc, LocKind, Portrait, Quest, Requirement, Special, COLOURS, GENERAL_LIST, HERO_LIST, LOCATION_COUNT,
    MONARCH_CITY,
};
use super::super::data::{
    EAGLE_STEPS, ENVOY_REACH, FLIGHT_STEPS, HORSE_STEPS, RIDE_STEPS, RUMORS_PER_TURN, SWEEP_BLUE_COST,
    SWEEP_PER_LOCATION,
};
use super::super::state::{Defenders, Effect, Pending, Reroll, RollFor, Stance, WindowPoint};
use crate::core::RuleError;
use crate::core::Seat;
use arrayvec::ArrayVec;

/// A list of locations that never allocates (at most every location once).
pub(crate) type Locs = ArrayVec<Loc, LOCATION_COUNT>;

/// Locations reachable in 1..=`max` steps; with `avoid`, never into or through Monarch City or
/// an Inn (the Sorcerer in a form). Without `avoid` in id order, with it in breadth-first order.
pub(crate) fn reach(from: Loc, max: u8, avoid: bool) -> Locs {
    let mut out = Locs::new();
    if !avoid {
        if let Some(set) = super::super::data::within(from, max) {
            out.extend(locs_of(set));
            return out;
        }
        for l in 0..LOCATION_COUNT as Loc {
            if l != from && distance(from, l) <= max {
                let _ = out.try_push(l);
            }
        }
        return out;
    }
    let mut dist = [u8::MAX; LOCATION_COUNT];
    dist[usize::from(from)] = 0;
    let mut queue = Locs::new();
    let _ = queue.try_push(from);
    let mut i = 0;
    while let Some(&l) = queue.get(i) {
        i += 1;
        if dist[usize::from(l)] >= max {
            continue;
        }
        for &n in neighbours(l) {
            if dist[usize::from(n)] == u8::MAX && !forbidden_in_form(n) {
                dist[usize::from(n)] = dist[usize::from(l)] + 1;
                let _ = queue.try_push(n);
            }
        }
    }
    queue.retain(|l| *l != from);
    queue
}

/// Bit `l` set for each location `l` (locations are below 64).
pub(crate) fn loc_bit(l: Loc) -> u64 {
    1u64 << (l & 63)
}

/// The locations of a bit set, in id order.
pub(crate) fn locs_of(set: u64) -> impl Iterator<Item = Loc> {
    // Below 64, so it fits a Loc.
    crate::core::bits::ones(set).map(|l| l as Loc)
}

/// Monarch City and the Inns are closed to the Sorcerer in a form (F§3).
pub(crate) fn forbidden_in_form(l: Loc) -> bool {
    l == MONARCH_CITY || location(l).kind == LocKind::Inn
}

/// Can this card be used against this General (ruling A-14)?
pub(crate) fn usable_against(card: HeroCardId, g: General) -> bool {
    match hero_card(card).kind {
        CardKind::Location { loc, .. } => location(loc).colour == Some(g.colour()),
        CardKind::Special { portrait, .. } => portrait == Portrait::Any || portrait == Portrait::Of(g),
    }
}

/// The hits one attack die scores against `g` on average, with `bonus` added to each die (a 1
/// never hits, a 6 always does), less the General's combat skill: Gorgutt's parries cancel a
/// hit for every 1 rolled, and Balazarg corrupts one card in six before the roll (rulebook:
/// the Generals' combat skills). The bots' odds (the heuristic's `expected_hits` and the
/// evaluation's readiness); the rules roll the dice.
pub(crate) fn hits_per_die(g: General, bonus: u8) -> f64 {
    let faces = (2..=6u8).filter(|&f| f == 6 || f + bonus >= g.data().to_hit).count();
    let p = faces as f64 / 6.0;
    match g {
        General::Gorgutt => p - 1.0 / 6.0,
        General::Balazarg => p * (5.0 / 6.0),
        _ => p,
    }
}

/// The attack dice of every card in `hand` that bears `g`'s portrait: what a hero could commit
/// against it (the bots' odds; see [`hits_per_die`]).
pub(crate) fn dice_against(hand: &[HeroCardId], g: General) -> u32 {
    hand.iter().filter(|&&c| usable_against(c, g)).map(|&c| u32::from(card_dice(c))).sum()
}

/// The attack dice a card adds (rulebook: Attack an Enemy General).
pub(crate) fn card_dice(card: HeroCardId) -> u8 {
    match hero_card(card).kind {
        CardKind::Location { dice, .. } | CardKind::Special { dice, .. } => dice,
    }
}

/// The purple card's kind, if it is one.
pub(crate) fn special_of(card: HeroCardId) -> Option<Special> {
    match hero_card(card).kind {
        CardKind::Special { special, .. } => Some(special),
        CardKind::Location { .. } => None,
    }
}

fn push_unique(out: &mut Vec<A>, a: A) {
    if !out.contains(&a) {
        out.push(a);
    }
}

impl Defenders {
    /// The legal decisions of `seat` at `pending`.
    pub(crate) fn legal_for(&self, seat: Seat, pending: &Pending, out: &mut Vec<A>) {
        match pending {
            Pending::ChooseHero => {
                for h in HERO_LIST {
                    if !self.used_heroes.contains(&h) {
                        out.push(A::ChooseHero { hero: h });
                    }
                }
            }
            Pending::Stance => {
                out.push(A::Stance { stance: Stance::Sky });
                out.push(A::Stance { stance: Stance::Ground });
            }
            Pending::Form => {
                out.push(A::Form { colour: None });
                for c in COLOURS {
                    out.push(A::Form { colour: Some(c) });
                }
            }
            Pending::Action => self.legal_daytime(seat, out),
            Pending::Commit => self.legal_commit(seat, out),
            Pending::NextAttacker => {
                if let Some(c) = &self.combat {
                    for &s in &c.participants {
                        if !c.rolled.contains(&s) && self.attack_dice(s) > 0 {
                            out.push(A::Attacker { seat: s });
                        }
                    }
                }
            }
            Pending::Reroll => {
                for source in self.reroll_sources(seat) {
                    out.push(A::Reroll { source });
                }
                out.push(A::Keep);
            }
            Pending::Discard { .. } => {
                if let Some(h) = self.hero(seat) {
                    for &c in &h.hand {
                        push_unique(out, A::Discard { card: c });
                    }
                }
            }
            Pending::Push => {
                if let Some(h) = self.hero(seat) {
                    for l in self.push_targets(h.loc) {
                        out.push(A::Pick { target: Target::Loc(l) });
                    }
                }
            }
            Pending::Window { point } => {
                out.push(A::Pass);
                self.legal_plays(seat, Some(*point), out);
            }
            Pending::Foresight => {
                out.push(A::Keep);
                if !self.dark_deck.is_empty() || !self.dark_discard.is_empty() {
                    out.push(A::Redraw);
                }
            }
            Pending::Effect(e) => self.legal_effect(e, out),
        }
    }

    /// Any action can be taken (a life token or bonus action is left).
    fn can_act(&self, seat: Seat) -> bool {
        seat == self.active && self.hero(seat).is_some_and(|h| h.actions > 0)
    }

    fn legal_daytime(&self, seat: Seat, out: &mut Vec<A>) {
        let Some(h) = self.hero(seat) else { return };
        let here = h.loc;
        let spot = self.board[usize::from(here)];
        let in_form = h.form.is_some();
        if self.can_act(seat) {
            for &n in neighbours(here) {
                if !(in_form && forbidden_in_form(n)) {
                    out.push(A::Foot { to: n });
                }
            }
            let gates: u64 = (0..LOCATION_COUNT as Loc)
                .filter(|&l| self.board[usize::from(l)].gate && l != here)
                .fold(0, |set, l| set | loc_bit(l));
            // A second copy of a card gives the same actions as the first: each card once.
            let mut cards_seen: u128 = 0;
            for &card in &h.hand {
                let bit = 1u128 << (card & 127);
                if cards_seen & bit != 0 && card < 128 {
                    continue;
                }
                cards_seen |= bit;
                if let CardKind::Location { loc, band, .. } = hero_card(card).kind {
                    match band {
                        Band::Horse | Band::Eagle => {
                            let steps = if band == Band::Horse { HORSE_STEPS } else { EAGLE_STEPS };
                            for to in reach(here, steps, in_form) {
                                out.push(A::CardMove { card, to });
                            }
                        }
                        Band::Gate => {
                            let open = |l: Loc| !(in_form && forbidden_in_form(l));
                            for to in locs_of(gates).filter(|&l| open(l)) {
                                out.push(A::CardMove { card, to });
                            }
                            if loc != here && gates & loc_bit(loc) == 0 && open(loc) {
                                out.push(A::CardMove { card, to: loc });
                            }
                        }
                    }
                    if loc == here && !spot.gate && self.gates > 0 {
                        out.push(A::BuildGate { card });
                    }
                }
                if spot.crystals > 0 && card_colour(card).is_some() && card_colour(card) == location(here).colour {
                    out.push(A::HealLand { card });
                }
                if h.kind == HeroKind::Wizard && card_colour(card).is_some_and(|c| spot.minions[c.index()] > 0) {
                    out.push(A::Fireball { card });
                }
                if special_of(card) == Some(Special::BattleFury) && spot.total() > 0 {
                    out.push(A::Play { card });
                }
            }
            if spot.gate && gates != 0 {
                for to in locs_of(gates) {
                    if !(in_form && forbidden_in_form(to)) {
                        out.push(A::GateToGate { to });
                    }
                }
            }
            // Skill moves, each destination once, in the order the skills give them.
            let mut skill_seen: u64 = 0;
            let mut skill = |to: Loc, out: &mut Vec<A>| {
                if skill_seen & loc_bit(to) == 0 {
                    skill_seen |= loc_bit(to);
                    out.push(A::SkillMove { to });
                }
            };
            if h.rewards.contains(&Quest::UnicornSteed) || h.kind == HeroKind::Paladin {
                for to in reach(here, RIDE_STEPS, in_form) {
                    skill(to, out);
                }
            }
            if h.kind == HeroKind::EagleRider {
                for to in reach(here, FLIGHT_STEPS, false) {
                    skill(to, out);
                }
            }
            if h.kind == HeroKind::Wizard && !self.this_turn.teleported {
                for to in (0..LOCATION_COUNT as Loc).filter(|&l| l != here) {
                    skill(to, out);
                }
            }
            if location(here).kind == LocKind::Inn && self.this_turn.rumors < RUMORS_PER_TURN {
                for colour in COLOURS {
                    out.push(A::Rumors { colour });
                }
            }
            let enemies = spot.total() > 0 || self.general_at(here).is_some();
            if h.kind == HeroKind::Cleric && spot.crystals > 0 && !enemies {
                out.push(A::Purify);
            }
            if h.life < h.max_life && !enemies {
                out.push(A::HealWounds);
            }
            if spot.total() > 0 {
                out.push(A::Engage { at: here });
            }
            if h.kind == HeroKind::Ranger {
                for &n in neighbours(here) {
                    if self.board[usize::from(n)].total() > 0 {
                        out.push(A::Engage { at: n });
                    }
                }
            }
            for &g in &self.seats[usize::from(seat)].slayer {
                if spot.minions[g.colour().index()] > 0 {
                    out.push(A::Slay { general: g });
                }
            }
            if let Some(g) = self.general_at(here) {
                let here_with_card = self
                    .seats_from(self.active)
                    .any(|s| self.hero(s).is_some_and(|h| h.loc == here) && self.has_usable(s, g));
                if spot.total() == 0 && here_with_card {
                    out.push(A::AttackGeneral);
                }
            }
            self.legal_quest(seat, out);
        }
        self.legal_plays(seat, None, out);
        out.push(A::EndDay);
    }

    fn legal_quest(&self, seat: Seat, out: &mut Vec<A>) {
        let Some(h) = self.hero(seat) else { return };
        let Some(q) = h.quest else { return };
        let extra = u8::from(h.kind == HeroKind::Sorcerer);
        match quest_data(q.quest).requirement {
            Requirement::Roll { at, dice, .. } if at == h.loc => out.push(A::Quest { dice: dice + extra }),
            Requirement::RollPerAction { at, .. } if at == h.loc => {
                for d in 1..=h.actions {
                    out.push(A::Quest { dice: d });
                }
            }
            Requirement::Militia(places) => {
                if let Some(i) = places.iter().position(|&l| l == h.loc) {
                    if q.visited & (1 << i) == 0 {
                        out.push(A::Quest { dice: 0 });
                    }
                }
            }
            Requirement::Scout(g) if self.general_loc(g) == Some(h.loc) => out.push(A::Quest { dice: 0 }),
            _ => {}
        }
    }

    /// Seats whose heroes stand on `l`, in turn order from the active seat.
    pub(crate) fn heroes_at(&self, l: Loc) -> Vec<Seat> {
        self.seats_from(self.active).filter(|&s| self.hero(s).is_some_and(|h| h.loc == l)).collect()
    }

    /// The seat holds a card usable against `g`.
    pub(crate) fn has_usable(&self, seat: Seat, g: General) -> bool {
        self.hero(seat).is_some_and(|h| h.hand.iter().any(|&c| usable_against(c, g)))
    }

    /// Purple cards and rewards `seat` may play now (`None` = the active player's Daytime).
    pub(crate) fn legal_plays(&self, seat: Seat, point: Option<WindowPoint>, out: &mut Vec<A>) {
        let Some(h) = self.hero(seat) else { return };
        // Unique among the plays listed here: no caller lists a playable purple card or a
        // reward before (Battle Fury, listed by the Daytime, is never playable here).
        let start = out.len();
        for &card in &h.hand {
            if let Some(s) = special_of(card) {
                let a = A::Play { card };
                if !out[start..].contains(&a) && self.special_playable(seat, s, point) {
                    out.push(a);
                }
            }
        }
        for &q in &h.rewards {
            let a = A::Reward { quest: q };
            if !out[start..].contains(&a) && self.reward_playable(seat, q, point) {
                out.push(a);
            }
        }
    }

    /// `seat` holds a purple card or a reward playable now: [`Defenders::legal_plays`] would
    /// list something.
    pub(crate) fn can_play(&self, seat: Seat, point: Option<WindowPoint>) -> bool {
        let Some(h) = self.hero(seat) else { return false };
        h.hand.iter().any(|&c| special_of(c).is_some_and(|s| self.special_playable(seat, s, point)))
            || h.rewards.iter().any(|&q| self.reward_playable(seat, q, point))
    }

    fn any_minions(&self, f: impl Fn(Loc) -> bool) -> bool {
        (0..LOCATION_COUNT as Loc).any(|l| f(l) && self.board[usize::from(l)].total() > 0)
    }

    /// Is this purple card playable now by `seat` (rules notes §2, §3.14)?
    pub(crate) fn special_playable(&self, seat: Seat, s: Special, point: Option<WindowPoint>) -> bool {
        let Some(h) = self.hero(seat) else { return false };
        let night_card = self.night.current.is_some_and(|(_, full)| full);
        match s {
            Special::MagicGate => self.gates > 0,
            Special::HammerOfValor => true,
            Special::SpellOfPurity => self.board.iter().any(|s| s.crystals > 0),
            Special::ElvenArchers => self.any_minions(|l| location(l).colour == Some(Colour::Green)),
            Special::BattleStrategy => {
                self.any_minions(|_| true) || GENERAL_LIST.iter().any(|&g| self.general_can_retreat(g))
            }
            Special::AllIsQuiet => !self.night.skip && matches!(point, None | Some(WindowPoint::NightStart)),
            Special::BattleLuck => false,
            Special::BattleFury => false,
            Special::LocalInformation => location(h.loc).kind == LocKind::Inn,
            Special::KingsGuardAttack => {
                self.any_minions(|l| l == MONARCH_CITY || neighbours(MONARCH_CITY).contains(&l))
            }
            Special::CavalrySweep => self.any_minions(|_| true),
            Special::DarkVisions => !self.dark_deck.is_empty() && point != Some(WindowPoint::TurnEnd),
            Special::MilitiaSecuresArea => {
                point == Some(WindowPoint::Revealed) && night_card && !self.cancel_targets(None).is_empty()
            }
            Special::StrongDefenses => point == Some(WindowPoint::Revealed) && self.advance_cancellable(),
            Special::SpyInTheCamp => {
                GENERAL_LIST.iter().any(|&g| self.generals[g.index()].remaining > 0 && !self.night.spied.contains(&g))
            }
        }
    }

    /// Is this quest reward usable now by `seat` (F§6; rules notes §3.14)?
    pub(crate) fn reward_playable(&self, seat: Seat, q: Quest, point: Option<WindowPoint>) -> bool {
        let Some(h) = self.hero(seat) else { return false };
        let night_card = self.night.current.is_some_and(|(_, full)| full);
        match q {
            Quest::FindMagicGate => point.is_none() && self.this_turn.boost == 0,
            Quest::OrganizeMilitia => point == Some(WindowPoint::Revealed) && self.advance_cancellable(),
            Quest::KingOfTheGryphons => true,
            Quest::Raids => {
                seat == self.active && !self.night.skip && matches!(point, None | Some(WindowPoint::NightStart))
            }
            Quest::OrcHunter | Quest::DemonHunter | Quest::DragonHunter | Quest::UndeadHunter => {
                point == Some(WindowPoint::Revealed) && night_card && !self.cancel_targets(hunter_colour(q)).is_empty()
            }
            Quest::CrystalOfLight => self.board[usize::from(h.loc)].crystals > 0,
            Quest::AncientTreeOfMagic => self.board.iter().any(|s| s.crystals > 0),
            _ => false,
        }
    }

    /// A General that Battle Strategy could push back a step.
    pub(crate) fn general_can_retreat(&self, g: General) -> bool {
        let st = self.generals[g.index()];
        st.remaining > 0 && st.step > 0
    }

    /// The revealed card's General advance can still be cancelled.
    pub(crate) fn advance_cancellable(&self) -> bool {
        let Some((card, _)) = self.night.current else { return false };
        !self.night.cancel_advance
            && super::super::data::dark_card(card)
                .advance
                .is_some_and(|a| self.generals[a.general.index()].remaining > 0)
    }

    /// The locations of the revealed card whose placement may be cancelled (of `colour`, if given).
    pub(crate) fn cancel_targets(&self, colour: Option<Colour>) -> ArrayVec<Loc, 2> {
        let Some((card, true)) = self.night.current else { return ArrayVec::new() };
        let super::super::data::DarkKind::Regular { a, b } = super::super::data::dark_card(card).kind else {
            return ArrayVec::new();
        };
        [a.0, b.0]
            .into_iter()
            .enumerate()
            .filter(|&(i, l)| !self.night.cancel_place[i] && colour.is_none_or(|c| location(l).colour == Some(c)))
            .map(|(_, l)| l)
            .collect()
    }

    fn legal_commit(&self, seat: Seat, out: &mut Vec<A>) {
        let Some(c) = &self.combat else { return };
        let Some(h) = self.hero(seat) else { return };
        for &card in &h.hand {
            if usable_against(card, c.general) {
                push_unique(out, A::Commit { card });
            }
        }
        if h.rewards.contains(&Quest::FindMagicGate) && !c.boost.iter().any(|&(s, _)| s == seat) {
            out.push(A::Reward { quest: Quest::FindMagicGate });
        }
        if h.rewards.contains(&Quest::AmaraksBlessing) && !c.blessed {
            out.push(A::Reward { quest: Quest::AmaraksBlessing });
        }
        let must = seat == c.initiator && c.committed.is_empty() && out.iter().any(|a| matches!(a, A::Commit { .. }));
        if !must {
            out.push(A::Done);
        }
    }

    /// The re-roll sources `seat` may use on the roll in progress.
    pub(crate) fn reroll_sources(&self, seat: Seat) -> Vec<Reroll> {
        let mut out = Vec::new();
        let Some(roll) = &self.roll else { return out };
        let Some(h) = self.hero(seat) else { return out };
        let against = match roll.purpose {
            RollFor::Engage { .. } => None,
            RollFor::GeneralAttack { .. } => match &self.combat {
                Some(c) => Some((c.general, c.blessed)),
                None => return out,
            },
            _ => return out,
        };
        // rulebook: Varkolak — no re-rolls (C-2), unless Amarak's Blessing cancels his skill.
        if let Some((General::Varkolak, false)) = against {
            return out;
        }
        let failed = self.failed_dice();
        let any_failed = !failed.is_empty();
        let used = |r: Reroll| roll.rerolls_used.contains(&r);
        if h.kind == HeroKind::Dwarf && !used(Reroll::Dwarf) {
            let ok = match against {
                Some((g, _)) => g == General::Sapphire && any_failed,
                None => failed.iter().any(|&i| roll.aims[i] == Some(Colour::Blue)),
            };
            if ok {
                out.push(Reroll::Dwarf);
            }
        }
        if h.kind == HeroKind::EagleRider
            && h.stance == Some(Stance::Ground)
            && !used(Reroll::EagleGround)
            && any_failed
        {
            out.push(Reroll::EagleGround);
        }
        if h.rewards.contains(&Quest::UnicornSteed) && !used(Reroll::Unicorn) && any_failed {
            out.push(Reroll::Unicorn);
        }
        if !used(Reroll::BattleLuck) && any_failed && h.hand.iter().any(|&c| special_of(c) == Some(Special::BattleLuck))
        {
            out.push(Reroll::BattleLuck);
        }
        out
    }

    fn legal_effect(&self, e: &Effect, out: &mut Vec<A>) {
        let all = 0..LOCATION_COUNT as Loc;
        let loc_pick = |l: Loc| A::Pick { target: Target::Loc(l) };
        match e {
            Effect::PlaceGate => out.extend(all.filter(|&l| !self.board[usize::from(l)].gate).map(loc_pick)),
            Effect::MoveHero { hero: None, moved, .. } => {
                for s in 0..self.seats.len() as Seat {
                    if self.hero(s).is_some() && !moved.contains(&s) {
                        out.push(A::Pick { target: Target::Hero(s) });
                    }
                }
                out.push(A::Done);
            }
            Effect::MoveHero { hero: Some(s), .. } => {
                if let Some(h) = self.hero(*s) {
                    let in_form = h.form.is_some();
                    out.extend(all.filter(|&l| l != h.loc && !(in_form && forbidden_in_form(l))).map(loc_pick));
                }
            }
            Effect::Purity | Effect::OneCrystal => {
                out.extend(all.filter(|&l| self.board[usize::from(l)].crystals > 0).map(loc_pick))
            }
            Effect::Archers { .. } => {
                out.extend(
                    all.filter(|&l| {
                        location(l).colour == Some(Colour::Green) && self.board[usize::from(l)].total() > 0
                    })
                    .map(loc_pick),
                );
                out.push(A::Done);
            }
            Effect::Strategy { left } if *left > 0 => {
                out.extend(all.filter(|&l| self.board[usize::from(l)].total() > 0).map(loc_pick));
                out.push(A::Done);
            }
            Effect::Strategy { .. } => {
                for g in GENERAL_LIST {
                    if self.general_can_retreat(g) {
                        out.push(A::Pick { target: Target::General(g) });
                    }
                }
                out.push(A::Done);
            }
            Effect::Kill { center, .. } => {
                for l in all {
                    let near = match center {
                        Some(c) => distance(*c, l) <= ENVOY_REACH,
                        None => l == MONARCH_CITY || neighbours(MONARCH_CITY).contains(&l),
                    };
                    if near {
                        for c in COLOURS {
                            if self.board[usize::from(l)].minions[c.index()] > 0 {
                                out.push(A::Pick { target: Target::Minion(l, c) });
                            }
                        }
                    }
                }
                out.push(A::Done);
            }
            Effect::Sweep { at: None, .. } => out.extend(all.map(loc_pick)),
            Effect::Sweep { at: Some(at), budget, here, visited, .. } => {
                if *here < SWEEP_PER_LOCATION {
                    for c in COLOURS {
                        let cost = if c == Colour::Blue { SWEEP_BLUE_COST } else { 1 };
                        if self.board[usize::from(*at)].minions[c.index()] > 0 && *budget >= cost {
                            out.push(A::Pick { target: Target::Minion(*at, c) });
                        }
                    }
                }
                if *budget > 0 {
                    for &n in neighbours(*at) {
                        if !visited.contains(&n) {
                            out.push(loc_pick(n));
                        }
                    }
                }
                out.push(A::Done);
            }
            Effect::Spy => {
                for g in GENERAL_LIST {
                    if self.generals[g.index()].remaining > 0 && !self.night.spied.contains(&g) {
                        out.push(A::Pick { target: Target::General(g) });
                    }
                }
            }
            Effect::CancelPlacement { colour } => out.extend(self.cancel_targets(*colour).into_iter().map(loc_pick)),
            Effect::CallColour { .. } => out.extend(COLOURS.map(|c| A::Pick { target: Target::Colour(c) })),
            Effect::Visions { undecided, kept, .. } => {
                if !undecided.is_empty() {
                    out.push(A::Keep);
                    out.push(A::Pass);
                } else {
                    for &k in kept {
                        push_unique(out, A::Pick { target: Target::Dark(k) });
                    }
                }
            }
        }
    }

    /// Why `action` was refused at `pending`: the rule, as precisely as the engine can name it.
    pub(crate) fn explain(&self, seat: Seat, pending: &Pending, action: &A) -> RuleError {
        let wrong = || {
            RuleError::illegal(
                "one question at a time",
                format!("that is not a choice now: the pending choice is {}", describe_pending(pending)),
            )
        };
        match (pending, action) {
            (Pending::Action, _) => {
                let Some(h) = self.hero(seat) else { return wrong() };
                let card = match action {
                    A::CardMove { card, .. }
                    | A::BuildGate { card }
                    | A::HealLand { card }
                    | A::Fireball { card }
                    | A::Play { card } => Some(*card),
                    _ => None,
                };
                if card.is_some_and(|c| !h.hand.contains(&c)) {
                    return RuleError::illegal("Hero Cards", "that card is not in the hand");
                }
                let free = matches!(action, A::Play { .. } | A::Reward { .. } | A::EndDay);
                if !free && h.actions == 0 {
                    return RuleError::illegal("Step 1 - Daytime", "no action left this turn");
                }
                match action {
                    A::Foot { .. } | A::CardMove { .. } | A::GateToGate { .. } | A::SkillMove { .. } => {
                        RuleError::illegal("Actions", "cannot move there: that location is not reachable that way")
                    }
                    A::HealWounds => RuleError::illegal(
                        "Healing Wounds",
                        "heroes may not heal where enemy minions or a General are, nor above their starting life",
                    ),
                    A::Rumors { .. } => RuleError::illegal(
                        "Rumors at the Inn",
                        format!("only at an Inn, at most {RUMORS_PER_TURN} actions a turn"),
                    ),
                    A::AttackGeneral => RuleError::illegal(
                        "Attack an Enemy General",
                        "a General can be attacked only on its location once no minion is there, with a card \
                         bearing its portrait",
                    ),
                    A::BuildGate { .. } => RuleError::illegal(
                        "Build a Magic Gate; ruling A-19",
                        "a gate is built with the card of the hero's location, where no gate stands, while tokens \
                         remain",
                    ),
                    A::HealLand { .. } => RuleError::illegal(
                        "Heal the Land",
                        "Heal the Land needs a tainted location and a card of its colour",
                    ),
                    _ => RuleError::illegal(
                        "Step 1 - Daytime",
                        format!("{} is not possible now", self.describe_action_text(action)),
                    ),
                }
            }
            (Pending::Discard { .. }, A::Discard { .. }) => {
                RuleError::illegal("Hero Cards", "that card is not in the hand")
            }
            (Pending::Commit, A::Done) => RuleError::illegal(
                "ruling A-14",
                "the hero who starts the combat must commit a card when nobody else did",
            ),
            (Pending::Commit, A::Commit { .. }) => RuleError::illegal(
                "Attack an Enemy General",
                "only cards bearing this General's portrait can be committed",
            ),
            (Pending::Reroll, A::Reroll { .. }) => RuleError::illegal(
                "Varkolak; hero abilities",
                "that re-roll is not available (each once per combat; none against Varkolak)",
            ),
            _ => wrong(),
        }
    }

    fn describe_action_text(&self, action: &A) -> String {
        super::describe::action(self, action)
    }
}

/// The colour a Hunter reward cancels.
pub(crate) fn hunter_colour(q: Quest) -> Option<Colour> {
    match q {
        Quest::OrcHunter => Some(Colour::Green),
        Quest::DemonHunter => Some(Colour::Red),
        Quest::DragonHunter => Some(Colour::Blue),
        Quest::UndeadHunter => Some(Colour::Black),
        _ => None,
    }
}

/// A short name for a pending choice.
pub(crate) fn describe_pending(p: &Pending) -> &'static str {
    match p {
        Pending::ChooseHero => "choosing a new hero",
        Pending::Stance => "the Eagle Rider's stance",
        Pending::Form => "the Sorcerer's form",
        Pending::Action => "a Daytime action",
        Pending::Commit => "committing cards to the General combat",
        Pending::NextAttacker => "the next hero to attack",
        Pending::Reroll => "re-rolling or keeping the dice",
        Pending::Discard { .. } => "discarding a card",
        Pending::Push => "where the Cleric pushes an Undead minion",
        Pending::Window { .. } => "playing a card or passing",
        Pending::Foresight => "the Wizard's Foresight",
        Pending::Effect(_) => "the targets of a card",
    }
}
