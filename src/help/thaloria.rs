//! Heroes and Spells: Realms of Thaloria's rules reference and first-game tour, in our own words
//! (rulebook: 2. Players and Dice; 2. Board Setup; 3. Core Factions and Wizards; 4. Armies; 5. The
//! Turn; 6. Movement and Combat; 7. Dungeons, the Grotto and Special Zones; 8. Spells and Card
//! Types; 10. Conquering Tiles, Banners and Wizard Attacks; 11. Victory; Appendix A1 the Spell
//! Chain). The 100 cards are designed (ruling thaloria G-1, docs/rules-notes/thaloria.md), and
//! the texts say "our ruling" where they follow one.

use super::{Topic, TourStep};

/// The rules reference, in the order a new player reads it.
pub const RULES: &[Topic] = &[
    Topic {
        id: "goal",
        title: "The goal",
        keywords: &["goal", "aim", "win", "victory", "overview", "how to play", "heroes and spells", "thaloria"],
        body: &[
            "Heroes and Spells is competitive: 2 to 5 Wizards, each leading a faction, build a realm of hex tiles around the Grotto and fight over it.",
            "You win as the last Wizard standing, or at the end of your turn while eight enemy tiles show your banner uncontested. With a round limit (our option), the tie-breakers decide at the limit: Life Points, then tiles, then Army Power.",
        ],
    },
    Topic {
        id: "wizards",
        title: "Wizards and Life Points",
        keywords: &["wizard", "wizards", "life", "life points", "king", "alaric", "thalorien", "haldrek", "zarkul", "azmorth", "ability"],
        body: &[
            "Each Wizard starts with 40 Life Points in a two-player game and 30 with three to five players. A Wizard at zero or fewer is defeated: their whole army leaves the game, their tiles become neutral and their banners come off.",
            "Each Wizard has one Special Ability: King Alaric rerolls one attack die a turn; King Thalorien moves one Warrior up to two tiles in the Advance Step; King Haldrek adds 1 to one defence die a turn; King Zarkul makes three Empowered Strongholds that hold six Power Points; King Azmorth returns a Fallen Warrior to the Reserve in the Draw Step, six times a game.",
        ],
    },
    Topic {
        id: "armies",
        title: "Armies and Warriors",
        keywords: &["army", "warrior", "warriors", "standard", "elite", "reserve", "fallen", "army power", "power points", "removed"],
        body: &[
            "Each faction has 18 Standard Warriors (1 Power Point, a D6) and 9 Elite Warriors (2 Power Points, a D12). Every Warrior is always somewhere: the Reserve, a tile, a Dungeon, the Fallen Warriors area, or removed from the game.",
            "Army Power counts your Warriors on tiles, in the Grotto, in Dungeons and in the Reserve (Standard 1, Elite 2), never the Fallen or removed ones.",
        ],
    },
    Topic {
        id: "tiles",
        title: "Tiles, capacity and control",
        keywords: &["tile", "tiles", "humans", "elves", "dwarfs", "goblins", "skeletons", "capacity", "control", "controlled", "neutral", "stronghold", "empowered"],
        body: &[
            "Each player's ten tiles are in their faction's colour. A tile holds at most five Power Points and three Warriors of each faction (an Empowered Stronghold six Power Points).",
            "You control your own coloured tiles with no enemy banner, and any tile showing your banner, while no enemy Warriors dispute it. On the map a tile is ringed in its controller's colour.",
            "While the board is built, each new tile must share a whole side with a tile already placed; the empty spaces where it may go show a +.",
        ],
    },
    Topic {
        id: "turn",
        title: "The turn",
        keywords: &["turn", "step", "round", "draw step", "deployment", "deployment step", "advance", "consolidation", "hand limit", "last muster", "rally"],
        body: &[
            "A turn is: disputed tiles are fought over, then the Draw Step (Last Muster, Rally the Fallen, draw one card, cast Action and Deferred cards, keep at most ten cards), the Deployment Step (up to five Power Points from the Reserve onto your own coloured tiles you control), the Advance Step (each Warrior may move one tile), the Attack and Defence Step, and the Consolidation Step (moves between your tiles, then another deployment of up to five Power Points).",
            "Last Muster, once a game, returns two Fallen Standard Warriors when you have none on the battlefield or in the Reserve. Rally the Fallen returns one when your Army Power is at least four below the strongest opponent's.",
        ],
    },
    Topic {
        id: "combat",
        title: "Combat",
        keywords: &["combat", "battle", "attack", "defend", "dice", "die", "d6", "d12", "retreat", "tie", "disputed", "dispute"],
        body: &[
            "Moving onto an enemy-occupied tile starts a battle. Each round the attacker picks up to three Warriors there and the defender up to two; each rolls its die (Standard D6, Elite D12). Both sides' dice are sorted high to low and compared pair by pair; the lower die's Warrior falls. Ties are rolled again.",
            "Rounds go on until one faction is left or the attacker retreats, after any completed round, to one adjacent tile that is friendly, empty or the Grotto. A tile with two factions that did not fight is disputed, and is fought over before the next Draw Step of a player in it.",
        ],
    },
    Topic {
        id: "conquest",
        title: "Conquest, banners and Wizard attacks",
        keywords: &["conquest", "conquer", "banner", "banners", "reclaim", "wizard attack", "raid"],
        body: &[
            "Defeating every enemy Warrior on a tile, or entering an empty enemy tile, conquers it: your banner goes on it. Entering your own coloured tile under an enemy banner takes the banner off.",
            "Each tile conquered in your Attack and Defence Step earns one attack on that enemy Wizard: up to three of your Warriors from the tile against up to two from their Reserve, one round; attacking dice left unmatched deal their value as damage to the Wizard.",
        ],
    },
    Topic {
        id: "places",
        title: "The Grotto and Dungeons",
        keywords: &["grotto", "dungeon", "dungeons", "impassable", "prison"],
        body: &[
            "The gold Grotto in the centre is neutral: no combat, no banner, no deployment, at most three Warriors of each of two factions.",
            "Each player's grey Dungeon cannot be entered or left by movement. Warriors sent there by a card stay for two of their owner's Draw Steps, still count for Army Power, and then return to the Reserve.",
        ],
    },
    Topic {
        id: "cards",
        title: "Cards and their types",
        keywords: &["card", "cards", "hand", "spell", "action", "reaction", "deferred", "relic", "charm", "curse", "ritual", "trap", "discard", "deck", "main deck", "in play"],
        body: &[
            "All Wizards draw from one shared Main Deck of 100 different cards. An Action card is cast in your own Draw Step and resolves at once; a Deferred card is cast then and waits for its trigger; a Reaction is cast when its trigger happens, in anyone's turn.",
            "A Relic, Charm, Curse, Ritual or Trap stays in play after it resolves, for the time its text gives, counted in the named player's Draw Steps or turns. The 100 cards are our design (the rulebook does not print them); each one's text is on its sheet.",
        ],
    },
    Topic {
        id: "chain",
        title: "The Spell Chain",
        keywords: &["chain", "spell chain", "priority", "respond", "pass", "cancel", "copy", "window"],
        body: &[
            "When a card is cast, priority passes clockwise: each Wizard may answer with a Reaction or pass. When everyone passes in a row, the top card resolves (last in, first out), and priority goes round again for the rest of the chain.",
            "Some Reactions cancel a card on the chain or copy it with new targets; others answer a moment (\"would be destroyed\", \"would take damage\") before it happens. The screen asks only the Wizard holding priority, and only when they hold a card they could cast (our ruling).",
        ],
    },
    Topic {
        id: "hot-seat",
        title: "Hot seat and hidden hands",
        keywords: &["hot seat", "pass the device", "hidden", "hide", "secret"],
        body: &[
            "Your hand is yours alone; the others see how many cards you hold. With two or more people on one device, a \"Pass the device to …\" screen covers everything whenever the next decision is someone else's; only the named person should tap it.",
        ],
    },
];

/// The first-game tour of the play screen.
pub const TOUR: &[TourStep] = &[
    TourStep {
        target: ".play-board",
        title: "The board",
        text: "The realm, the Spell Chain, your hand and every Wizard. Gold outlines mark what you can tap now; a long press (right click) on anything shows its rules.",
    },
    TourStep {
        target: "[data-testid=\"thl-map\"]",
        title: "The realm",
        text: "Each hex is a tile in its faction's colour, ringed in its controller's colour; pills are each faction's Warriors (★ Elite), a flag a banner, ⚔ a battle to fight. Tap an outlined tile to deploy, move or fight there.",
    },
    TourStep {
        target: "[data-testid=\"thl-hand\"]",
        title: "Your hand",
        text: "Only you see it. Action and Deferred cards are cast in your Draw Step; Reactions when their moment comes. Tap an outlined card to cast it.",
    },
    TourStep {
        target: "[data-testid=\"play-dock\"]",
        title: "What to do now",
        text: "The question and every legal answer: pick, deploy, move, fight, cast or pass. Tapping the board picks the same answers.",
    },
    TourStep {
        target: "[data-testid=\"undo\"]",
        title: "Undo",
        text: "Takes back your own decisions, but not past a die roll, a card drawn or another Wizard's decision; the screen says why.",
    },
    TourStep {
        target: "[data-testid=\"log\"]",
        title: "The log",
        text: "Every step in plain words, newest first, grouped by round: your own draws by name, the others' as \"drew a card\".",
    },
];
