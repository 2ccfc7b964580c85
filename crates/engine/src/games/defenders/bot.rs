//! The heuristic hero bot, for any number of seats. It scores each legal decision with rules
//! of thumb a careful player uses: clear full locations and the ring around Monarch City,
//! heal before a wound kills, attack a General only when the dice favour it, keep the cards
//! that bear a living General's portrait, and spend purple cards in a crisis.

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::action::{DefendersAction as A, Target};
use super::data::{
    card_colour, dark_card, distance, hero_card, location, neighbours, quest_data, CardKind, Colour, DarkCardId,
    DarkKind, General, HeroCardId, HeroKind, Loc, LocKind, Portrait, Quest, Requirement, Special, GENERAL_LIST,
    LOCATION_COUNT, MONARCH_CITY,
};
use super::state::{Defenders, Effect, Pending, Stance, Task, WindowPoint};
use crate::bots::Bot;
use crate::core::{Game, Seat};

/// A heuristic bot for any seat.
#[derive(Clone, Debug, Default)]
pub struct DefendersBot;

impl Bot<Defenders> for DefendersBot {
    fn name(&self) -> String {
        "heuristic".into()
    }

    fn choose(&mut self, g: &Defenders, seat: Seat, rng: &mut ChaCha8Rng) -> Option<A> {
        let mut legal = Vec::new();
        g.legal_actions(&mut legal);
        if legal.is_empty() {
            return None;
        }
        let pending = match g.tasks.top() {
            Some((_, Task::Decide(p))) => p.clone(),
            _ => return legal.first().copied(),
        };
        let mind = Mind::new(g, seat);
        let mut best = f32::MIN;
        let mut picks: Vec<A> = Vec::new();
        for &a in &legal {
            let s = mind.score(&pending, a);
            if s > best + 1e-4 {
                best = s;
                picks.clear();
                picks.push(a);
            } else if (s - best).abs() <= 1e-4 {
                picks.push(a);
            }
        }
        let i = rng.random_range(0..picks.len());
        Some(picks[i])
    }
}

/// What the bot knows about the table for one decision.
struct Mind<'a> {
    g: &'a Defenders,
    seat: Seat,
    /// How much each location is worth standing on (threats to clear, Generals to fight, land to heal).
    target: Vec<f32>,
    /// Best reachable value from each location, discounted by distance.
    reach: Vec<f32>,
    /// A crisis: few crystals left, Monarch City nearly full, or a General one step from it.
    crisis: bool,
    /// The General the team is gathering cards for.
    plan: Option<General>,
    /// The team holds enough dice to defeat it.
    ready: bool,
}

fn ring(l: Loc) -> bool {
    neighbours(MONARCH_CITY).contains(&l)
}

/// Chance that one die hits `need` with `bonus` (1 never hits, 6 always).
fn p_hit(need: u8, bonus: u8) -> f32 {
    (2..=6u8).filter(|&f| f == 6 || f + bonus >= need).count() as f32 / 6.0
}

impl<'a> Mind<'a> {
    fn new(g: &'a Defenders, seat: Seat) -> Self {
        let city = g.board[usize::from(MONARCH_CITY)].total();
        let near_city =
            GENERAL_LIST.iter().any(|&x| g.generals[x.index()].remaining > 0 && g.generals[x.index()].step >= 3);
        let crisis = g.crystals <= 4 || city >= 3 || near_city;
        let mut m = Mind {
            g,
            seat,
            target: vec![0.0; LOCATION_COUNT],
            reach: vec![0.0; LOCATION_COUNT],
            crisis,
            plan: None,
            ready: false,
        };
        let mut best = f32::MIN;
        for x in GENERAL_LIST {
            let st = g.generals[x.index()];
            if st.remaining == 0 {
                continue;
            }
            let team: f32 = (0..g.seats.len() as Seat).map(|s| m.expected_hits(s, x, None)).sum();
            let score = team / f32::from(st.remaining) + 0.6 * f32::from(st.step);
            if score > best {
                best = score;
                m.plan = Some(x);
                let need = f32::from(st.remaining);
                m.ready = team >= need || (st.step >= 2 && team >= need * 0.6);
            }
        }
        for l in 0..LOCATION_COUNT as Loc {
            m.target[usize::from(l)] = m.location_value(l);
        }
        for from in 0..LOCATION_COUNT as Loc {
            let mut best = 0.0f32;
            for to in 0..LOCATION_COUNT as Loc {
                let v = m.target[usize::from(to)] - 5.0 * f32::from(distance(from, to));
                best = best.max(v);
            }
            m.reach[usize::from(from)] = best;
        }
        m
    }

    fn hero(&self) -> Option<&'a super::state::Hero> {
        self.g.hero(self.seat)
    }

    /// Why a hero would want to stand on `l`.
    fn location_value(&self, l: Loc) -> f32 {
        let g = self.g;
        let spot = g.board[usize::from(l)];
        let mut v = 0.0;
        let m = f32::from(spot.total());
        if spot.total() > 0 {
            v += 6.0 + 4.0 * m;
            if spot.total() >= 3 {
                v += 10.0;
            }
            if ring(l) {
                v += 10.0;
            }
            if l == MONARCH_CITY {
                v += 12.0 + 6.0 * m;
            }
        }
        if let Some(gen) = g.general_at(l) {
            let odds = self.attack_margin(gen, l);
            if odds > 0.0 {
                v += 35.0 + 5.0 * f32::from(g.generals[gen.index()].step);
            }
            if self.plan == Some(gen) && self.ready {
                v += 45.0;
            }
            let full_hand = self.hero().is_some_and(|h| h.hand.len() >= 8);
            if self.plan == Some(gen) && full_hand && self.attack_margin(gen, l) > -2.0 {
                v += 30.0;
            }
        }
        if let Some(h) = self.hero() {
            if spot.crystals > 0
                && h.hand.iter().any(|&c| card_colour(c).is_some() && card_colour(c) == location(l).colour)
            {
                v += 6.0 + if g.crystals <= 5 { 10.0 } else { 0.0 };
            }
            if let Some(q) = h.quest {
                let at = match quest_data(q.quest).requirement {
                    Requirement::Roll { at, .. } | Requirement::RollPerAction { at, .. } => Some(at),
                    Requirement::Scout(gen) => g.general_loc(gen),
                    Requirement::Militia(p) => {
                        p.iter().enumerate().find(|(i, _)| q.visited & (1 << i) == 0).map(|(_, &l)| l)
                    }
                    Requirement::VisitInns(p) => {
                        p.iter().enumerate().find(|(i, _)| q.visited & (1 << i) == 0).map(|(_, &l)| l)
                    }
                    _ => None,
                };
                if at == Some(l) {
                    v += 14.0;
                }
            }
            if h.life * 2 <= h.max_life && (l == MONARCH_CITY || location(l).kind == LocKind::Inn) && spot.total() == 0
            {
                v += 12.0;
            }
        }
        v
    }

    /// Expected hits of seat `s` against `gen` with every usable card (at `l` for the Ranger's bonus).
    fn expected_hits(&self, s: Seat, gen: General, l: Option<Loc>) -> f32 {
        let Some(h) = self.g.hero(s) else { return 0.0 };
        let cards: f32 = h
            .hand
            .iter()
            .filter(|&&c| super::rules::legal::usable_against(c, gen))
            .map(|&c| f32::from(super::rules::legal::card_dice(c)))
            .sum();
        let mut bonus = 0;
        if h.rewards.contains(&Quest::AmuletOfTheGods) {
            bonus += 1;
        }
        if h.kind == HeroKind::Ranger && l.is_some_and(|l| location(l).colour == Some(Colour::Green)) {
            bonus += 1;
        }
        let mut p = p_hit(gen.data().to_hit, bonus);
        if gen == General::Gorgutt {
            p -= 1.0 / 6.0;
        }
        let n = if gen == General::Balazarg { cards * 5.0 / 6.0 } else { cards };
        n * p
    }

    /// Expected hits minus hits needed if every hero on `l` commits every usable card.
    fn attack_margin(&self, gen: General, l: Loc) -> f32 {
        let g = self.g;
        let st = g.generals[gen.index()];
        let mut heroes: Vec<Seat> = g.heroes_at(l);
        if !heroes.contains(&self.seat) {
            heroes.push(self.seat);
        }
        let dice: f32 = heroes.iter().map(|&s| self.expected_hits(s, gen, Some(l))).sum();
        dice - f32::from(st.remaining) - 0.3
    }

    /// How much a card is worth keeping.
    fn card_value(&self, c: HeroCardId) -> f32 {
        match hero_card(c).kind {
            CardKind::Location { loc, dice, .. } => {
                let alive =
                    location(loc).colour.is_some_and(|col| self.g.generals[col.general().index()].remaining > 0);
                1.0 + if alive { 2.0 * f32::from(dice) } else { 0.0 }
            }
            CardKind::Special { portrait, dice, .. } => {
                6.0 + if portrait == Portrait::Any { f32::from(dice) } else { 0.0 }
            }
        }
    }

    /// Wounds the hero would take ending the turn on `l`.
    fn wounds_at(&self, l: Loc) -> u8 {
        let Some(h) = self.hero() else { return 0 };
        let spot = self.g.board[usize::from(l)];
        if h.kind == HeroKind::EagleRider && h.stance == Some(Stance::Sky) {
            return 0;
        }
        let mut w = spot.total();
        let mut fear = u8::from(spot.minions[0] > 0);
        match h.kind {
            HeroKind::Rogue => w = 0,
            HeroKind::Paladin => {
                fear = 0;
                w = w.saturating_sub(1);
            }
            HeroKind::Dwarf => w = w.saturating_sub(1),
            _ => {}
        }
        w + fear
    }

    fn move_score(&self, to: Loc, cost: f32) -> f32 {
        let Some(h) = self.hero() else { return f32::MIN };
        let here = h.loc;
        let gain = self.reach[usize::from(to)].max(self.target[usize::from(to)]) - self.reach[usize::from(here)];
        let mut s = gain + 0.5 * self.target[usize::from(to)] - cost;
        if h.actions <= 1 && self.wounds_at(to) >= h.life {
            s -= 100.0;
        }
        if h.actions <= 1 {
            s -= 2.0 * f32::from(self.wounds_at(to));
        }
        s
    }

    fn score(&self, pending: &Pending, a: A) -> f32 {
        let g = self.g;
        let Some(h) = self.hero() else {
            return match a {
                A::ChooseHero { hero } => hero_preference(hero),
                _ => 0.0,
            };
        };
        let here = h.loc;
        let spot = g.board[usize::from(here)];
        match (pending, a) {
            (_, A::ChooseHero { hero }) => hero_preference(hero),
            (_, A::Stance { stance }) => pick(stance == Stance::Sky, 1.0, 0.0),
            (_, A::Form { colour }) => match colour {
                None => 0.5,
                Some(c) => {
                    let near: u8 = std::iter::once(here)
                        .chain(neighbours(here).iter().copied())
                        .map(|l| g.board[usize::from(l)].minions[c.index()])
                        .sum();
                    f32::from(near)
                }
            },
            (Pending::Action, a) => self.day_score(a, here, spot),
            (Pending::Commit, A::Commit { .. }) => 10.0,
            (Pending::Commit, A::Reward { .. }) => 9.0,
            (Pending::Commit, _) => 0.0,
            (Pending::NextAttacker, A::Attacker { seat }) => {
                if seat == g.combat.as_ref().map_or(self.seat, |c| c.initiator) {
                    0.0
                } else {
                    1.0
                }
            }
            (Pending::Reroll, A::Reroll { source }) => {
                if source == super::state::Reroll::BattleLuck && g.combat.is_none() {
                    -1.0
                } else {
                    1.0
                }
            }
            (Pending::Discard { .. }, A::Discard { card }) => -self.card_value(card),
            (Pending::Push, A::Pick { target: Target::Loc(l) }) => {
                f32::from(distance(l, MONARCH_CITY)) - f32::from(g.board[usize::from(l)].total())
            }
            (Pending::Window { point }, a) => self.window_score(*point, a),
            (Pending::Foresight, A::Redraw) => self.dark_danger(g.night.current.map(|(c, _)| c)) - 3.0,
            (Pending::Foresight, _) => 0.0,
            (Pending::Effect(e), a) => self.effect_score(e, a),
            _ => 0.0,
        }
    }

    fn day_score(&self, a: A, here: Loc, spot: super::state::Spot) -> f32 {
        let g = self.g;
        let Some(h) = self.hero() else { return 0.0 };
        let m = f32::from(spot.total());
        match a {
            A::EndDay => {
                let w = self.wounds_at(here);
                if w >= h.life {
                    -60.0
                } else {
                    -2.0 * f32::from(w)
                }
            }
            A::Engage { at } => {
                let t = f32::from(g.board[usize::from(at)].total());
                let mut s = 18.0 + 5.0 * t;
                if g.board[usize::from(at)].total() >= 3 {
                    s += 8.0;
                }
                if ring(at) || at == MONARCH_CITY {
                    s += 10.0;
                }
                s
            }
            A::Slay { .. } => 45.0 + 5.0 * m,
            A::Fireball { card } => {
                if spot.total() >= 2 {
                    20.0 + 6.0 * m - self.card_value(card)
                } else {
                    -5.0
                }
            }
            A::AttackGeneral => match g.general_at(here) {
                Some(gen) if self.attack_margin(gen, here) > -0.5 => 80.0,
                Some(gen) if h.hand.len() >= 9 && self.attack_margin(gen, here) > -2.0 => 60.0,
                Some(gen) if g.generals[gen.index()].step >= 2 && self.attack_margin(gen, here) > -1.5 => 50.0,
                Some(gen)
                    if gen.data().major_at > 0
                        && g.generals[gen.index()].step >= 2
                        && self.attack_margin(gen, here) + f32::from(gen.data().major_at) > 0.5 =>
                {
                    45.0
                }
                _ => -100.0,
            },
            A::HealWounds => {
                let lost = f32::from(h.max_life - h.life);
                if h.life * 2 <= h.max_life || h.life <= 2 {
                    25.0 + 3.0 * lost
                } else {
                    2.0 * lost - 4.0
                }
            }
            A::HealLand { card } => 15.0 + if g.crystals <= 5 { 15.0 } else { 0.0 } - self.card_value(card),
            A::Purify => 16.0 + if g.crystals <= 5 { 15.0 } else { 0.0 },
            A::Quest { dice } => {
                let q = h.quest.map(|q| quest_data(q.quest).requirement);
                match q {
                    Some(Requirement::RollPerAction { .. }) => 10.0 + 3.0 * f32::from(dice),
                    _ => 22.0,
                }
            }
            A::BuildGate { card } => {
                let quest = h.quest.is_some_and(|q| matches!(quest_data(q.quest).requirement, Requirement::BuildGate(c) if location(here).colour == Some(c)));
                if quest {
                    30.0
                } else {
                    1.0 - self.card_value(card) * 0.5
                }
            }
            A::Rumors { colour } => {
                if h.hand.len() < 6 {
                    8.0 + if colour == self.wanted_colour() { 2.0 } else { 0.0 }
                } else {
                    -3.0
                }
            }
            A::Foot { to } | A::GateToGate { to } => self.move_score(to, 0.0),
            A::SkillMove { to } => self.move_score(to, 0.5),
            A::CardMove { card, to } => self.move_score(to, 2.0 + self.card_value(card)),
            A::Play { card } => self.play_value(card, None),
            A::Reward { quest } => self.reward_value(quest, None),
            _ => -1.0,
        }
    }

    /// The colour of the General the heroes should fight next: the undefeated one nearest the city.
    fn wanted_colour(&self) -> Colour {
        let g = self.g;
        if let Some(p) = self.plan {
            return p.colour();
        }
        GENERAL_LIST
            .iter()
            .filter(|&&x| g.generals[x.index()].remaining > 0)
            .max_by_key(|&&x| g.generals[x.index()].step)
            .map_or(Colour::Black, |x| x.colour())
    }

    fn play_value(&self, card: HeroCardId, point: Option<WindowPoint>) -> f32 {
        let g = self.g;
        let Some(s) = super::rules::legal::special_of(card) else { return -1.0 };
        let around: u8 = std::iter::once(MONARCH_CITY)
            .chain(neighbours(MONARCH_CITY).iter().copied())
            .map(|l| g.board[usize::from(l)].total())
            .sum();
        match s {
            Special::BattleFury => {
                20.0 + 8.0 * f32::from(g.board[usize::from(self.hero().map_or(0, |h| h.loc))].total())
            }
            Special::KingsGuardAttack if around >= 4 => 30.0,
            Special::AllIsQuiet if self.crisis && point == Some(WindowPoint::NightStart) => 30.0,
            Special::SpellOfPurity if g.crystals <= 4 => 30.0,
            Special::ElvenArchers => {
                let green: u8 = (0..LOCATION_COUNT as Loc)
                    .filter(|&l| location(l).colour == Some(Colour::Green))
                    .map(|l| g.board[usize::from(l)].total())
                    .sum();
                if green >= 5 {
                    25.0
                } else {
                    -5.0
                }
            }
            Special::BattleStrategy if self.crisis => 25.0,
            Special::StrongDefenses if point == Some(WindowPoint::Revealed) => pick(self.advance_danger(), 40.0, -5.0),
            Special::MilitiaSecuresArea if point == Some(WindowPoint::Revealed) => {
                pick(self.placement_danger(), 35.0, -5.0)
            }
            _ => -5.0,
        }
    }

    fn reward_value(&self, q: Quest, point: Option<WindowPoint>) -> f32 {
        match q {
            Quest::OrganizeMilitia if self.advance_danger() => 40.0,
            Quest::OrcHunter | Quest::DemonHunter | Quest::DragonHunter | Quest::UndeadHunter
                if self.placement_danger() =>
            {
                35.0
            }
            Quest::Raids if self.crisis && point == Some(WindowPoint::NightStart) => 30.0,
            Quest::CrystalOfLight | Quest::AncientTreeOfMagic => 20.0,
            Quest::FindMagicGate => -2.0,
            _ => -5.0,
        }
    }

    /// The revealed card would move a General to its last step or into the city.
    fn advance_danger(&self) -> bool {
        let g = self.g;
        let Some((card, _)) = g.night.current else { return false };
        let Some(adv) = dark_card(card).advance else { return false };
        let st = g.generals[adv.general.index()];
        let next = adv.general.data().path.get(usize::from(st.step) + 1).copied();
        st.remaining > 0 && !g.in_major_zone(adv.general) && st.step >= 2 && (adv.to.is_none() || adv.to == next)
    }

    /// The revealed card would overrun a location.
    fn placement_danger(&self) -> bool {
        let g = self.g;
        let Some((card, true)) = g.night.current else { return false };
        match dark_card(card).kind {
            DarkKind::Regular { a, b } => {
                [a, b].iter().any(|&(l, n)| g.board[usize::from(l)].total() + n > 3 && location(l).kind != LocKind::Inn)
            }
            _ => false,
        }
    }

    /// How bad a Darkness card would be now (Wizard's Foresight, Dark Visions).
    fn dark_danger(&self, card: Option<DarkCardId>) -> f32 {
        let g = self.g;
        let Some(card) = card else { return 0.0 };
        let d = dark_card(card);
        let mut v = 0.0;
        if let DarkKind::Regular { a, b } = d.kind {
            for (l, n) in [a, b] {
                let t = g.board[usize::from(l)].total();
                if t + n > 3 {
                    v += 6.0;
                }
                if ring(l) {
                    v += 1.0;
                }
            }
        }
        if matches!(d.kind, DarkKind::MonarchCity) {
            v += 4.0 + 2.0 * f32::from(g.board[usize::from(MONARCH_CITY)].total());
        }
        if let Some(adv) = d.advance {
            let st = g.generals[adv.general.index()];
            let next = adv.general.data().path.get(usize::from(st.step) + 1).copied();
            if st.remaining > 0 && (adv.to.is_none() || adv.to == next) && !g.in_major_zone(adv.general) {
                v += 2.0 + 3.0 * f32::from(st.step);
                if st.step >= 3 {
                    v += 50.0;
                }
            }
        }
        v
    }

    fn window_score(&self, point: WindowPoint, a: A) -> f32 {
        match a {
            A::Pass => 0.0,
            A::Play { card } => self.play_value(card, Some(point)),
            A::Reward { quest } => self.reward_value(quest, Some(point)),
            _ => -1.0,
        }
    }

    fn effect_score(&self, e: &Effect, a: A) -> f32 {
        let g = self.g;
        let total = |l: Loc| f32::from(g.board[usize::from(l)].total());
        match (e, a) {
            (_, A::Done) => 0.0,
            (Effect::Visions { .. }, A::Keep) => 3.0 - self.dark_danger(self.next_vision()),
            (Effect::Visions { .. }, A::Pass) => 0.0,
            (Effect::Visions { .. }, A::Pick { target: Target::Dark(d) }) => -self.dark_danger(Some(d)),
            (Effect::PlaceGate, A::Pick { target: Target::Loc(l) }) => {
                if ring(l) {
                    2.0
                } else {
                    1.0 - f32::from(distance(l, MONARCH_CITY)) * 0.1
                }
            }
            (Effect::MoveHero { hero: None, .. }, A::Pick { target: Target::Hero(s) }) => {
                if s == self.seat {
                    1.0
                } else {
                    0.5
                }
            }
            (Effect::MoveHero { .. }, A::Pick { target: Target::Loc(l) }) => self.target[usize::from(l)],
            (Effect::Purity | Effect::OneCrystal, A::Pick { target: Target::Loc(l) }) => {
                f32::from(g.board[usize::from(l)].crystals)
            }
            (Effect::Archers { .. } | Effect::Strategy { .. }, A::Pick { target: Target::Loc(l) }) => {
                total(l) + if ring(l) { 2.0 } else { 0.0 }
            }
            (Effect::Strategy { .. }, A::Pick { target: Target::General(x) }) => {
                1.0 + f32::from(g.generals[x.index()].step)
            }
            (Effect::Kill { .. }, A::Pick { target: Target::Minion(l, c) }) => {
                total(l) + if l == MONARCH_CITY { 5.0 } else { 0.0 } + if c == Colour::Blue { 0.5 } else { 0.0 }
            }
            (Effect::Sweep { at: None, .. }, A::Pick { target: Target::Loc(l) }) => {
                total(l) + neighbours(l).iter().map(|&n| total(n)).sum::<f32>() * 0.5
            }
            (Effect::Sweep { .. }, A::Pick { target: Target::Minion(l, _) }) => 10.0 + total(l),
            (Effect::Sweep { .. }, A::Pick { target: Target::Loc(l) }) => total(l),
            (Effect::Spy, A::Pick { target: Target::General(x) }) => 6.0 - f32::from(g.generals[x.index()].remaining),
            (Effect::CancelPlacement { .. }, A::Pick { target: Target::Loc(l) }) => total(l),
            (Effect::CallColour { .. }, A::Pick { target: Target::Colour(c) }) => {
                pick(c == self.wanted_colour(), 1.0, 0.0)
            }
            _ => 0.0,
        }
    }

    fn next_vision(&self) -> Option<DarkCardId> {
        match self.g.tasks.top() {
            Some((_, Task::Decide(Pending::Effect(Effect::Visions { undecided, .. })))) => undecided.first().copied(),
            _ => None,
        }
    }
}

/// The bot's order of preference among heroes.
fn hero_preference(h: HeroKind) -> f32 {
    match h {
        HeroKind::Paladin => 8.0,
        HeroKind::Wizard => 7.0,
        HeroKind::Ranger => 6.0,
        HeroKind::Cleric => 5.0,
        HeroKind::Dwarf => 4.0,
        HeroKind::Rogue => 3.0,
        HeroKind::Sorcerer => 2.0,
        HeroKind::EagleRider => 1.0,
    }
}

/// `a` if `cond`, else `b`.
fn pick(cond: bool, a: f32, b: f32) -> f32 {
    if cond {
        a
    } else {
        b
    }
}
