//! Purple cards, quest rewards and the targets of their effects: what each is worth now, and
//! how dangerous the Darkness to come is.

use super::super::action::{DefendersAction as A, Target};
use super::super::data::{
    dark_card, distance, location, neighbours, Colour, DarkCardId, DarkKind, HeroCardId, Loc, LocKind, Quest, Special,
    LOCATION_COUNT, MONARCH_CITY,
};
use super::super::state::{Effect, Pending, Task, WindowPoint};
use super::mind::{ring, Mind};
use super::prices::*;
use super::why::{Aim, Use, Why};

impl Mind<'_> {
    pub(super) fn play_value(&self, card: HeroCardId, point: Option<WindowPoint>) -> (f32, Why) {
        let g = self.g;
        let Some(s) = super::super::rules::legal::special_of(card) else { return (-1.0, Why::Nothing) };
        let around: u8 = std::iter::once(MONARCH_CITY)
            .chain(neighbours(MONARCH_CITY).iter().copied())
            .map(|l| g.board[usize::from(l)].total())
            .sum();
        let (score, why) = match s {
            Special::BattleFury => {
                let here = g.board[usize::from(self.hero().map_or(0, |h| h.loc))].total();
                (20.0 + 8.0 * f32::from(here), Use::Fury(here))
            }
            Special::KingsGuardAttack if around >= 4 => (30.0, Use::AroundCity(around)),
            Special::AllIsQuiet if self.crisis && point == Some(WindowPoint::NightStart) => (30.0, Use::Crisis),
            Special::SpellOfPurity if g.crystals <= 4 => (30.0, Use::Crystals(g.crystals)),
            Special::ElvenArchers => {
                let green: u8 = (0..LOCATION_COUNT as Loc)
                    .filter(|&l| location(l).colour == Some(Colour::Green))
                    .map(|l| g.board[usize::from(l)].total())
                    .sum();
                if green >= 5 {
                    (25.0, Use::Green(green))
                } else {
                    (-5.0, Use::Weak)
                }
            }
            Special::BattleStrategy if self.crisis => (25.0, Use::Crisis),
            Special::StrongDefenses if point == Some(WindowPoint::Revealed) => {
                let danger = self.advance_danger();
                (pick(danger, 40.0, -5.0), if danger { Use::Advance } else { Use::Weak })
            }
            Special::MilitiaSecuresArea if point == Some(WindowPoint::Revealed) => {
                let danger = self.placement_danger();
                (pick(danger, 35.0, -5.0), if danger { Use::Overrun } else { Use::Weak })
            }
            _ => (-5.0, Use::Weak),
        };
        (score, Why::Play(card, why))
    }

    pub(super) fn reward_value(&self, q: Quest, point: Option<WindowPoint>) -> (f32, Why) {
        let (score, why) = match q {
            Quest::OrganizeMilitia if self.advance_danger() => (40.0, Use::Advance),
            Quest::OrcHunter | Quest::DemonHunter | Quest::DragonHunter | Quest::UndeadHunter
                if self.placement_danger() =>
            {
                (35.0, Use::Overrun)
            }
            Quest::Raids if self.crisis && point == Some(WindowPoint::NightStart) => (30.0, Use::Crisis),
            Quest::CrystalOfLight | Quest::AncientTreeOfMagic => (20.0, Use::Free),
            Quest::FindMagicGate => (-2.0, Use::Weak),
            _ => (-5.0, Use::Weak),
        };
        (score, Why::Reward(q, why))
    }

    /// The revealed card would move a General to its last step or into the city.
    pub(super) fn advance_danger(&self) -> bool {
        let g = self.g;
        let Some((card, _)) = g.night.current else { return false };
        let Some(adv) = dark_card(card).advance else { return false };
        let st = g.generals[adv.general.index()];
        let next = adv.general.data().path.get(usize::from(st.step) + 1).copied();
        st.remaining > 0 && !g.in_major_zone(adv.general) && st.step >= 2 && (adv.to.is_none() || adv.to == next)
    }

    /// The revealed card would overrun a location.
    pub(super) fn placement_danger(&self) -> bool {
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
    pub(super) fn dark_danger(&self, card: Option<DarkCardId>) -> f32 {
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

    pub(super) fn window_score(&self, point: WindowPoint, a: A) -> (f32, Why) {
        match a {
            A::Pass => (0.0, Why::Hold),
            A::Play { card } => self.play_value(card, Some(point)),
            A::Reward { quest } => self.reward_value(quest, Some(point)),
            _ => (-1.0, Why::Nothing),
        }
    }

    pub(super) fn effect_score(&self, e: &Effect, a: A) -> (f32, Why) {
        let g = self.g;
        let total = |l: Loc| f32::from(g.board[usize::from(l)].total());
        let count = |l: Loc| g.board[usize::from(l)].total();
        match (e, a) {
            (_, A::Done) => (0.0, Why::Stop),
            (Effect::Visions { .. }, A::Keep) => {
                let card = self.next_vision();
                (3.0 - self.dark_danger(card), Why::Vision { card, keep: true })
            }
            (Effect::Visions { .. }, A::Pass) => (0.0, Why::Vision { card: self.next_vision(), keep: false }),
            (Effect::Visions { .. }, A::Pick { target: Target::Dark(d) }) => {
                (-self.dark_danger(Some(d)), Why::VisionNext(d))
            }
            (Effect::PlaceGate, A::Pick { target: Target::Loc(l) }) => {
                let why = Why::Target(Aim::Gate { at: l, ring: ring(l) });
                if ring(l) {
                    (2.0, why)
                } else {
                    (1.0 - f32::from(distance(l, MONARCH_CITY)) * 0.1, why)
                }
            }
            (Effect::MoveHero { hero: None, .. }, A::Pick { target: Target::Hero(s) }) => {
                let why = Why::Target(Aim::Hero { seat: s, own: s == self.seat });
                if s == self.seat {
                    (1.0, why)
                } else {
                    (0.5, why)
                }
            }
            (Effect::MoveHero { .. }, A::Pick { target: Target::Loc(l) }) => {
                (self.target[usize::from(l)], Why::Target(Aim::Place(l, self.pull[usize::from(l)])))
            }
            (Effect::Purity | Effect::OneCrystal, A::Pick { target: Target::Loc(l) }) => {
                let n = g.board[usize::from(l)].crystals;
                (f32::from(n), Why::Target(Aim::Crystals(l, n)))
            }
            (Effect::Archers { .. } | Effect::Strategy { .. }, A::Pick { target: Target::Loc(l) }) => {
                (total(l) + if ring(l) { 2.0 } else { 0.0 }, Why::Target(Aim::Clear(l, count(l))))
            }
            (Effect::Strategy { .. }, A::Pick { target: Target::General(x) }) => {
                (1.0 + f32::from(g.generals[x.index()].step), Why::Target(Aim::PushGeneral(x)))
            }
            (Effect::Kill { .. }, A::Pick { target: Target::Minion(l, c) }) => (
                total(l) + if l == MONARCH_CITY { 5.0 } else { 0.0 } + if c == Colour::Blue { 0.5 } else { 0.0 },
                Why::Target(Aim::Kill(l, c, count(l))),
            ),
            (Effect::Sweep { at: None, .. }, A::Pick { target: Target::Loc(l) }) => {
                let around = total(l) + neighbours(l).iter().map(|&n| total(n)).sum::<f32>() * 0.5;
                let seen = count(l) + neighbours(l).iter().map(|&n| count(n)).sum::<u8>();
                (around, Why::Target(Aim::SweepStart(l, seen)))
            }
            (Effect::Sweep { .. }, A::Pick { target: Target::Minion(l, c) }) => {
                (10.0 + total(l), Why::Target(Aim::Sweep(l, c)))
            }
            (Effect::Sweep { .. }, A::Pick { target: Target::Loc(l) }) => {
                (total(l), Why::Target(Aim::SweepOn(l, count(l))))
            }
            (Effect::Spy, A::Pick { target: Target::General(x) }) => {
                let left = g.generals[x.index()].remaining;
                (6.0 - f32::from(left), Why::Target(Aim::Spy(x, left)))
            }
            (Effect::CancelPlacement { .. }, A::Pick { target: Target::Loc(l) }) => {
                (total(l), Why::Target(Aim::Cancel(l, count(l))))
            }
            (Effect::CallColour { .. }, A::Pick { target: Target::Colour(c) }) => {
                let wanted = c == self.wanted_colour();
                (pick(wanted, 1.0, 0.0), Why::Target(Aim::Call(c, wanted)))
            }
            _ => (0.0, Why::Nothing),
        }
    }

    pub(super) fn next_vision(&self) -> Option<DarkCardId> {
        match self.g.tasks.top() {
            Some((_, Task::Decide(Pending::Effect(Effect::Visions { undecided, .. })))) => undecided.first().copied(),
            _ => None,
        }
    }
}
