//! Defenders of the Realm's rules reference and first-game tour, in our own words (rulebook: Game Components;
//! Winning (or Losing) the Game; The King’s Champion; Set Up; Playing the Game; Game Turn; Step 1 - Daytime;
//! Actions; Engage Minions in Combat; Enemy Minions; Suffering Wounds; Attack an Enemy General; Generals’ Healing;
//! Group Attacking a General; Step 2 - Evening; Step 3 – Night; Overruns and Tainted Land; War Status;
//! Darkness Spreads Cards; Hero Cards; Purple (Special) Hero Cards; Depleted Hero Card Deck; Quest Cards; Variants).
//!
//! Values the rulebook does not print are `designed: rulebook silent (F§n)`, from the facts sheet
//! (shared/facts/defenders-of-the-realm.md): the map's counts and the Generals' paths (F§1-F§2), the Generals' wound
//! tracks, hit numbers, major-wound boxes and penalties (F§2), the heroes' Life Tokens and abilities (F§3), the deck
//! sizes and the special cards' effects (F§4-F§5). The texts say so where they state them. Where the rulebook is
//! unclear, the texts follow docs/rules-notes/defenders.md and its rulings (A-n), and say "our ruling".

use super::{Topic, TourStep};

/// The rules reference, in the order a new player reads it.
pub const RULES: &[Topic] = &[
    // rulebook: introduction, Game Components, Winning (or Losing) the Game.
    Topic {
        id: "goal",
        title: "The goal",
        keywords: &[
            "goal",
            "aim",
            "objective",
            "overview",
            "how to play",
            "basics",
            "cooperative",
            "co-op",
            "defenders of the realm",
            "realm",
        ],
        body: &[
            "Defenders of the Realm is cooperative: 1 to 4 players each lead a hero, and the whole table wins or loses together.",
            "Four enemy Generals march on Monarch City, each with an army of one colour: Varkolak’s Undead (black), Sapphire’s Dragonkin (blue), Balazarg’s Demons (red) and Gorgutt’s Orcs (green).",
            "Defeat all four Generals before one of them reaches the City, before the land is tainted beyond saving, and before the minions overwhelm the Realm.",
            "Each turn a hero acts by day and draws Hero Cards in the evening; at night the Darkness spreads, bringing new minions and moving Generals. Each General you defeat makes the Nights harder.",
        ],
    },
    // rulebook: Winning (or Losing) the Game; Overruns and Tainted Land (Monarch City note); Quest Cards (minions
    // taken back at Night); rulings.
    Topic {
        id: "winning-losing",
        title: "Winning and losing",
        keywords: &[
            "win",
            "winning",
            "victory",
            "lose",
            "losing",
            "loss",
            "game over",
            "defeat",
            "how to win",
            "end of the game",
            "too many minions",
            "shortage",
            "run out",
        ],
        body: &[
            "You win the moment the fourth General is defeated.",
            "You all lose at once if a General moves into Monarch City, if 5 enemy minions stand in Monarch City at the same time, or if the last of the 12 Tainted Crystals goes onto the board.",
            "You also lose if a Darkness Spreads card needs minions of a colour and too few are left beside the board. Minions kept on quest cards are taken back first, and a missing minion from an overrun’s spill is just skipped (our ruling).",
            "Losing a hero is not a loss: the player takes a new one. Either way, the King’s Champion is named at the end.",
        ],
    },
    // rulebook: Set Up 1-8, Draw 3 More Darkness Spreads Cards, Reshuffle; Variant - Want an Easier Game? 1;
    // ruling A-18 (no 4th minion in either round).
    Topic {
        id: "setup",
        title: "Setting up",
        keywords: &[
            "setup",
            "set up",
            "start of the game",
            "starting",
            "beginning",
            "preparation",
            "30 minions",
            "dancing stone",
            "scorpion canyon",
        ],
        body: &[
            "Each hero starts in Monarch City with its Life Tokens, 2 Hero Cards and 1 Quest. The War Status starts on Early War, each General’s wound marker on the top of its track, and one Magic Gate stands on Dancing Stone.",
            "Each General stands on its start with 3 of its minions. Balazarg’s start, Scorpion Canyon, also gets a Tainted Crystal, since Demons taint with only 3.",
            "Then 3 Darkness Spreads cards naming 6 different locations put 2 minions on each, and 3 more cards put 1 minion on each location they name. The minions take the location’s colour, not the card’s numbers; special cards, and cards that would make a 4th minion somewhere, are drawn again.",
            "That is 30 minions on the board (24 with the Easier setup). The cards are shuffled back into the deck. In Play the app does all of this.",
        ],
    },
    // rulebook: Playing the Game; Game Turn; Step 1 - Daytime; Actions; Step 2 - Evening; Step 3 – Night;
    // ruling A-1 (wounds checked once, when Daytime ends), A-9 (Generals heal after Night).
    Topic {
        id: "turn",
        title: "A hero’s turn",
        keywords: &[
            "turn",
            "my turn",
            "phase",
            "daytime",
            "day",
            "evening",
            "actions",
            "action",
            "what can i do",
            "turn order",
            "first player",
            "end turn",
            "refresh",
        ],
        body: &[
            "Play goes clockwise, starting with the most aggressive player. A turn has three steps: Daytime (actions), Evening (draw Hero Cards) and Night (the Darkness spreads).",
            "Daytime: your used Life Tokens turn face up, and each active one buys 1 action. Actions: move, fight the minions where you stand, attack a General, heal wounds, heal the land, build a Magic Gate, Rumors at the Inn, quest actions and some hero skills.",
            "Repeat actions as you like, but Rumors at the Inn at most twice a turn. When your Daytime ends, the minions where you stand wound you.",
            "Evening: draw 2 Hero Cards and keep at most 10. Night: draw 1 to 3 Darkness Spreads cards, as the War Status says. Then wounded Generals may heal.",
        ],
    },
    // rulebook: Actions (Movement by Foot, Horse, Eagle, Magic Gate; Build a Magic Gate); Movement Bands on Cards;
    // Set Up 7; Game Components (5 Magic Gate tokens); ruling A-19.
    Topic {
        id: "moving",
        title: "Moving and Magic Gates",
        keywords: &[
            "move",
            "moving",
            "movement",
            "walk",
            "foot",
            "travel",
            "horse",
            "eagle",
            "fly",
            "ride",
            "gate",
            "gates",
            "magic gate",
            "build a magic gate",
            "gate to gate",
            "paths to",
        ],
        body: &[
            "Every move costs 1 action. On foot a hero goes 1 step along a line. Discarding a Horse card takes it up to 2 steps, an Eagle card up to 4; the location on that card does not matter.",
            "Discard a Gate card to go straight to the card’s location or to any Magic Gate. With 2 or more gates on the board, a hero standing on one may step to any other for 1 action and no card.",
            "Build a Magic Gate (1 action): discard the Hero Card of the location you stand on. There are 5 gate tokens and one starts on Dancing Stone; no second gate on one location, and none once all 5 are out (our ruling).",
            "Minions and Generals never block the way: they only hurt a hero whose turn ends where they are.",
        ],
    },
    // rulebook: Overruns and Tainted Land (Inns, Monarch City); Healing Wounds; Rumors at the Inn.
    // designed: rulebook silent (F§1): 45 locations, their colours and kinds. Ruling A-4 (spills into an Inn).
    Topic {
        id: "locations",
        title: "Locations, Monarch City and Inns",
        keywords: &[
            "location",
            "locations",
            "blue location",
            "red location",
            "green location",
            "black location",
            "monarch city",
            "the king's city",
            "the king’s city",
            "city",
            "inn",
            "inns",
            "chimera inn",
            "eagle nest inn",
            "gryphon inn",
            "map",
            "neighbour",
            "adjacent",
            "treasure chest",
        ],
        body: &[
            "The Realm has 45 locations joined by lines: Monarch City, 3 Inns and 41 coloured locations (11 green, 10 each of red, blue and black), four of them the Generals’ starts. The counts come from the published map, not the rulebook.",
            "A location’s colour is that of its Hero Cards: they heal its taint and build its gate. At most 3 minions fit on a location; a 4th overruns it.",
            "Monarch City: every hero starts here and heals fully here. It never overruns or taints, but 5 minions in it at once, or a General walking in, loses the game.",
            "Inns (Chimera, Eagle Nest, Gryphon) are never overrun or tainted, though minions can gather there. A hero heals fully at an Inn with no enemies, and may spend up to 2 actions a turn on Rumors at the Inn.",
        ],
    },
    // rulebook: Game Components (25 of each colour); Enemy Minions; Overruns and Tainted Land.
    Topic {
        id: "minions",
        title: "Minions and their colours",
        keywords: &[
            "minion",
            "minions",
            "enemy",
            "enemies",
            "army",
            "race",
            "colour",
            "color",
            "orc",
            "orcs",
            "demon",
            "demons",
            "dragonkin",
            "undead",
            "black",
            "blue",
            "red",
            "green",
            "supply",
        ],
        body: &[
            "Each General leads one race of minions, 25 of each: Undead (black, Varkolak), Dragonkin (blue, Sapphire), Demons (red, Balazarg) and Orcs (green, Gorgutt).",
            "To defeat one in a fight its die must show: Orcs 3 or more; Demons and Undead 4 or more; Dragonkin 5 or more.",
            "Orcs spread fastest, through the Orc Darkness cards, and three Demons alone taint a location. Undead add a wound of Fear, and Dragonkin are the hardest to kill.",
            "New minions come from the supply beside the board, and defeated ones go back to it. A General is not a minion: it never counts toward the 3 a location holds, and it wounds no one.",
        ],
    },
    // rulebook: Engage Minions in Combat; Enemy Minions; Attack an Enemy General 7a (Slayer). Rampart's 1 and 6 on
    // modified dice: designed, rules notes §2. Ruling A-13 (the Slayer removes that race only).
    Topic {
        id: "fighting-minions",
        title: "Fighting minions",
        keywords: &[
            "fight",
            "fighting",
            "fight minions",
            "engage",
            "combat",
            "attack minions",
            "dice",
            "roll",
            "hit",
            "hits",
            "kill",
            "slayer",
            "slayer ability",
        ],
        body: &[
            "For 1 action a hero attacks every minion at its location: one die per minion, in that minion’s colour. For 1 Undead and 2 Dragonkin, roll 1 black and 2 blue dice.",
            "Each black die of 4 or more removes an Undead, each blue of 5+ a Dragonkin, each red of 4+ a Demon and each green of 3+ an Orc. Defeated minions go back to the supply.",
            "You may fight minions where a General stands, and must clear them before attacking it. Some heroes and rewards add to each die; in Rampart a 1 still misses and a 6 always hits (our ruling).",
            "A Slayer, the hero who struck down a General, may spend 1 action to remove all of that General’s race at its location, without dice.",
        ],
    },
    // rulebook: Suffering Wounds; Healing Wounds; ruling A-1 (when and whom the wound check hits).
    Topic {
        id: "wounds",
        title: "Wounds and healing",
        keywords: &[
            "wound",
            "wounds",
            "wounded",
            "fear",
            "damage",
            "hurt",
            "heal",
            "healing",
            "heal wounds",
            "end of turn",
        ],
        body: &[
            "When your Daytime ends, your hero takes 1 wound per minion where it stands, plus 1 wound of Fear if any of them are Undead. Generals cause no wounds. Only the hero whose turn it is is checked (our ruling).",
            "Each wound puts a Life Token aside. It does not come back at your next Daytime, so you have one action fewer until you heal.",
            "Heal Wounds (1 action): in Monarch City or at an Inn you heal every wound, anywhere else 2. You cannot heal where there are minions or a General, nor above your starting Life. Healed tokens work from your next turn.",
            "Some heroes take fewer wounds: see The heroes.",
        ],
    },
    // rulebook: Step 1 - Daytime; Suffering Wounds (a hero lost); Game Components (42 Life Tokens).
    // designed: rulebook silent (F§3): each hero's Life Tokens. Ruling A-16 (a lost hero's cards and points).
    Topic {
        id: "life-tokens",
        title: "Life Tokens, and a hero lost",
        keywords: &[
            "life token",
            "life tokens",
            "life",
            "health",
            "hit points",
            "actions left",
            "lost in battle",
            "death",
            "new hero",
            "out of heroes",
            "no hero yet",
        ],
        body: &[
            "A hero’s Life Tokens are both its health and its actions: each active token is 1 action in Daytime. Used tokens turn face up at your next Daytime; tokens lost to wounds stay aside until healed.",
            "Starting Life, from the published hero cards: Cleric, Rogue and Sorcerer 6; Dwarf, Paladin, Ranger and Wizard 5; Eagle Rider 4.",
            "A hero whose last Life Token is gone is lost for the game. The player picks an unused hero, who starts in Monarch City with full Life, 2 Hero Cards and 1 Quest.",
            "Our rulings: the lost hero’s hand and open quest are discarded, its completed quests and General cards still score, and its Slayer ability is gone. With no unused hero left, the player is out and the game goes on.",
        ],
    },
    // rulebook: Overruns and Tainted Land; Game Components (12 Tainted Crystals); Set Up 8; Heal the Land;
    // Winning (or Losing) iii. designed: rulebook silent (F§3, F§4, F§6): the Cleric, Sorcerer and card effects.
    Topic {
        id: "taint",
        title: "Tainted Crystals and healing the land",
        keywords: &[
            "taint",
            "tainted",
            "tainted land",
            "tainted crystal",
            "tainted crystals",
            "crystal",
            "crystals",
            "heal the land",
            "purify",
            "cleanse",
        ],
        body: &[
            "A Tainted Crystal goes onto a location when it overruns (a 4th minion), or when a 3rd minion arrives and all three are Demons. A location can hold several, and a tainted location can overrun again.",
            "There are 12 crystals, and the game is lost when the last one goes onto the board; one starts on Scorpion Canyon, so 11 are left (the ◆ in the supply line counts them). Inns and Monarch City are never tainted.",
            "Heal the Land (1 action): on a tainted location, discard a Hero Card of its colour and roll 2 dice. A 5 or 6 on either removes 1 crystal, never more per action.",
            "The Cleric purifies without a card, the Sorcerer rolls a die more, and Spell of Purity and some quest rewards remove crystals too.",
        ],
    },
    // rulebook: Step 3 – Night (Place Minions, A General Advances); Major Wound note; War Status.
    // Ruling C-26 (a General moves only to its next step); C-8 (the "next step" cards: designed: rulebook
    // silent (F§5)).
    Topic {
        id: "night",
        title: "Night: the Darkness spreads",
        keywords: &[
            "night",
            "darkness",
            "darkness spreads",
            "darkness card",
            "darkness cards",
            "deck",
            "draw",
            "general advances",
            "advance",
            "march",
            "place minions",
            "new minions",
        ],
        body: &[
            "At Night the active player draws 1, 2 or 3 Darkness Spreads cards, as the War Status says.",
            "A card first places minions: 1 or 2, in the location’s colour, on each of the two locations it shows. This can cause overruns.",
            "Then its lower part names a General and a location. If that location is the General’s next step toward Monarch City, the General moves there and brings the number of its minions shown; otherwise it stays. A few cards in the published list move their General one step from wherever it is.",
            "Generals never move backwards, and one on a major wound does not move. A card naming Monarch City moves a General in only from the last step of its path, and then the game is lost.",
        ],
    },
    // rulebook: Overruns and Tainted Land; rulings A-2 (one at a time), A-4 (Inns), A-5 (Monarch City).
    Topic {
        id: "overruns",
        title: "Overruns",
        keywords: &[
            "overrun",
            "overruns",
            "spill",
            "spills",
            "4th minion",
            "fourth minion",
            "3 minions",
            "three minions",
            "full",
            "limit",
            "chain",
        ],
        body: &[
            "A location outside Monarch City holds at most 3 minions. When a 4th would arrive it does not: the location gets a Tainted Crystal, and 1 minion of that colour goes to every location joined to it by a line.",
            "If such a spilled minion would be a 4th on its neighbour, that neighbour is tainted instead, gets no minion and does not overrun in turn: overruns never chain.",
            "Minions arrive one at a time: when a card puts 2 on a location holding 3, the first overruns and the second is dropped (our ruling).",
            "Inns never overrun or taint; a spill into a full Inn is dropped. Monarch City never overruns but does take spills, and 5 minions there lose the game.",
        ],
    },
    // rulebook: Darkness Spreads Cards (Orc Activity, All is Quiet, The Monarch City card); Set Up 8 (special
    // cards redrawn). designed: rulebook silent (F§5): the deck's 56 cards and Orc War Party's effect.
    // Rulings A-7 (Monarch City card), A-8 (General-only draws), A-20 (empty).
    Topic {
        id: "darkness-cards",
        title: "Special Darkness cards",
        keywords: &[
            "special darkness card",
            "special darkness cards",
            "all is quiet",
            "orc patrols",
            "orc war party",
            "orc activity",
            "orc cards",
            "monarch city card",
            "reshuffle",
        ],
        body: &[
            "The Darkness deck holds 56 cards in the published list: 46 ordinary ones and 10 special ones.",
            "All is Quiet (3 cards): nothing happens. Orc Patrols (4): an Orc goes onto every empty green location (no minions at all: our ruling), then the card’s General steps forward. Orc War Party (2): each location whose only minion is a lone Orc gets another, then its General enters Monarch City if it stands on its path’s last step.",
            "Monarch City (1): for each colour with a minion on a location next to the City, one new minion of that colour enters the City (our ruling). Then the Hero deck (without used purple cards) and the Darkness deck are reshuffled.",
            "Drawn only to move a General (in Mid and Late War), a special card uses just its General part, so All is Quiet and the Monarch City card do nothing (our ruling).",
        ],
    },
    // rulebook: War Status; Step 3 – Night.
    Topic {
        id: "war-status",
        title: "War Status",
        keywords: &[
            "war status",
            "early war",
            "mid war",
            "late war",
            "box",
            "how many cards",
            "cards a night",
            "status",
        ],
        body: &[
            "The War Status shows how fierce the Nights are. It starts on Early War and moves one box on each time a General is defeated, taking effect at once.",
            "Early War (box 1): 1 Darkness card a Night, used in full.",
            "Mid War (boxes 2 and 3, after the first and second General fall): 2 cards a Night. The first is used in full; the second only moves a General.",
            "Late War (box 4, after the third General falls): 3 cards a Night. The first two are used in full; the third only moves a General.",
        ],
    },
    // rulebook: Game Components; Set Up 8; A General Advances; Darkness Spreads Cards Example 1 (Balazarg's path).
    // designed: rulebook silent (F§2): the four paths.
    Topic {
        id: "generals",
        title: "The Generals and their lands",
        keywords: &[
            "general",
            "generals",
            "varkolak",
            "sapphire",
            "balazarg",
            "gorgutt",
            "general of the undead",
            "general of the dragonkin",
            "general of the demons",
            "general of the orcs",
            "general of the undead (black)",
            "general of the dragonkin (blue)",
            "general of the demons (red)",
            "general of the orcs (green)",
            "path",
            "lands",
            "dark woods",
            "blizzard mountains",
            "scorpion canyon",
            "thorny woods",
        ],
        body: &[
            "Each General starts in a far corner with 3 of its minions and marches on Monarch City along a fixed path of 4 steps (from the published map; the rulebook confirms Balazarg’s).",
            "Varkolak, Undead (black): Dark Woods, Windy Pass, Sea Bird Port, Father Oak Forest.",
            "Balazarg, Demons (red): Scorpion Canyon, Raven Forest, Angel Tear Falls, Bounty Bay.",
            "Gorgutt, Orcs (green): Thorny Woods, Amarak Peak, Eagle Peak Pass, Orc Valley.",
            "Sapphire, Dragonkin (blue): Blizzard Mountains, Heaven’s Glade, Ancient Ruins, Greenleaf Village.",
            "A General moves only when a Darkness card sends it one step on. It is not a minion, but the minions with it must be cleared before it can be attacked.",
        ],
    },
    // rulebook: Attack an Enemy General (steps 1-8); Group Attacking a General (rules 1-5); Purple (Special) Hero
    // Cards (portrait). Rulings A-11 (every hero there takes part), A-14 (portraits).
    Topic {
        id: "attacking-generals",
        title: "Attacking a General",
        keywords: &[
            "attack a general",
            "attack",
            "fight a general",
            "general combat",
            "group attack",
            "portrait",
            "wound marker",
            "wound track",
            "skull",
            "defeated",
            "defeat a general",
            "general card",
            "commit",
        ],
        body: &[
            "Stand on the General’s location with no minions left there and spend 1 action. Every hero on that location joins the fight.",
            "Each hero commits any number of Hero Cards bearing that General’s portrait: cards of its colour, or purple cards showing it. Roll one die per die printed on them; each die reaching the General’s number moves its wound marker one box toward the skull.",
            "The hero who began picks who rolls next after seeing each result. Every committed card is discarded, win or lose.",
            "Skull reached: the final blow takes the General’s card (1 point and the Slayer ability), every hero there draws 3 Hero Cards, and the War Status moves on. Otherwise each hero there pays the General’s penalty and is carried back to Monarch City.",
            "Tip: gather several heroes on the General first, ending turns there (its minions still wound you), then attack together.",
        ],
    },
    // rulebook: Lord Balazarg, Gorgutt the Savage, Sapphire, Varkolak (combat skills); Minor Wound; Major Wound;
    // Generals' Healing. designed: rulebook silent (F§2): tracks, hit numbers, major boxes and penalties.
    // Ruling A-9 (healing clock), A-10 (Gorgutt's parries), C-28 (Balazarg's die per committed card).
    Topic {
        id: "general-skills",
        title: "Generals’ skills, penalties and healing",
        keywords: &[
            "combat skill",
            "skill",
            "penalty",
            "hero defeated",
            "corruption",
            "parry",
            "regenerate",
            "re-roll",
            "no re-rolls",
            "general heals",
            "minor wound",
            "major wound",
            "red box",
        ],
        body: &[
            "Values from the published General cards. Varkolak: 5 hits at 4+, and no re-rolls against him. Losing costs each hero a die roll of Life Tokens and of Hero Cards.",
            "Balazarg: 6 hits at 4+. Before rolling, one die per committed card; each 1 ruins that card. Losing costs 1-3 Life Tokens and the whole hand.",
            "Gorgutt: 6 hits at 3+. Every 1 any hero rolls cancels a hit. Losing costs 2 Life Tokens and 2 Hero Cards.",
            "Sapphire: 4 hits at 5+, and back to full health whenever a fight ends without killing her. Losing costs 3 Life Tokens and a die roll of Hero Cards.",
            "After a failed attack a General heals 1 box at the end of every turn: from the next player’s turn if its marker is on a light box, from the attacker’s own next turn if on a red (major) box. On a red box it does not advance. Red boxes: Balazarg’s last, Gorgutt’s last 2, Varkolak none.",
        ],
    },
    // rulebook: Hero Cards; Movement Bands on Cards; Step 2 - Evening; Depleted Hero Card Deck; Rumors at the Inn.
    // designed: rulebook silent (F§4): the deck's 97 cards.
    Topic {
        id: "hero-cards",
        title: "Hero Cards and your hand",
        keywords: &[
            "hero card",
            "hero cards",
            "card",
            "cards",
            "hand",
            "hand limit",
            "discard",
            "evening",
            "band",
            "gate band",
            "horse band",
            "eagle band",
            "hero deck",
            "rumors",
            "rumors at the inn",
            "no card",
        ],
        body: &[
            "Most Hero Cards show a location in its colour, a travel band at the top (Horse, Eagle or Gate) and, at the bottom, their General’s portrait with 1 or 2 dice.",
            "Discard one to travel by its band, to build a Magic Gate on its location, or to heal tainted land of its colour; or commit it as attack dice against the General of its colour.",
            "Evening: draw 2 Hero Cards, then discard down to 10. An empty deck is reshuffled from the discards, leaving out used purple cards. The published deck has 97 cards: 81 location cards and 16 purple.",
            "Rumors at the Inn (1 action, at most 2 a turn): at an Inn, name a colour and draw 2 cards; keep that colour and any purple ones, discard the rest.",
        ],
    },
    // rulebook: Purple (Special) Hero Cards; Monarch City card; Variant - Want a More Difficult Game? 3.
    // designed: rulebook silent (F§4): the 16 cards, their effects and portraits.
    Topic {
        id: "special-cards",
        title: "Purple (special) cards",
        keywords: &[
            "purple",
            "special",
            "purple card",
            "special card",
            "purple (special) hero card",
            "hammer of valor",
            "spell of purity",
            "elven archers",
            "battle strategy",
            "all is quiet",
            "battle luck",
            "battle fury",
            "local information",
            "king's guard attack",
            "cavalry sweep",
            "dark visions",
            "militia secures area",
            "strong defenses",
            "spy in the camp",
        ],
        body: &[
            "Purple cards are strong one-off effects. Play one at any time, even in another hero’s turn, without an action unless it says so (Battle Fury costs 1). Once used it leaves the game for good.",
            "A purple card can instead be committed as attack dice against the General whose portrait it shows; some show any General.",
            "The 16 in the published list: Hammer of Valor moves a hero, Magic Gate places a gate; Elven Archers, Battle Strategy, Battle Fury, King’s Guard Attack and Cavalry Sweep clear minions; Spell of Purity clears taint.",
            "All Is Quiet, Dark Visions, Militia Secures Area and Strong Defenses blunt the Night; Battle Luck (two copies) re-rolls misses; Spy in the Camp stops a General healing; Local Information draws at an Inn.",
        ],
    },
    // rulebook: Quest Cards (War Banner of Valor); Set Up 6; The King's Champion. designed: rulebook silent (F§6):
    // the 24 quests. Ruling C-10 (which quests a missed roll fails), C-27 (minions from quest cards).
    Topic {
        id: "quests",
        title: "Quests",
        keywords: &[
            "quest",
            "quests",
            "quest card",
            "no open quest",
            "reward",
            "rewards",
            "reward, for good",
            "reward, used once",
            "war banner of valor",
            "scout the general",
            "hunter",
            "envoy",
        ],
        body: &[
            "Each hero holds one Quest: go somewhere and spend an action (often rolling dice), defeat certain minions, visit places or build a gate. Each completed Quest is a King’s Champion point.",
            "The rulebook’s example, War Banner of Valor: at Fire River spend 1 action and roll 3 dice; any 5 or 6 succeeds. Reward: losing to a General costs you nothing.",
            "Draw a new Quest when you complete one, fail one, or can no longer do it (such as scouting a defeated General); you may not throw one away. Our ruling: a missed roll fails only the quests whose sheet says so.",
            "Rewards work for good or once. Minions kept on quest cards are taken back at Night when the supply runs short, from the card holding the most.",
        ],
    },
    // rulebook: The King's Champion (with its example); ruling A-16 (a lost hero's points stay).
    Topic {
        id: "kings-champion",
        title: "The King’s Champion",
        keywords: &[
            "king's champion",
            "king’s champion",
            "champion",
            "points",
            "point",
            "score",
            "scoring",
            "victory point",
            "winner",
            "tie",
        ],
        body: &[
            "The table wins or loses together, but one player is hailed as the King’s Champion.",
            "Each player scores 1 point per completed Quest and 1 per General card (a General they struck down). Most points wins; a tie goes to the most quests, and a tie after that is shared.",
            "Example: 6 quests and 2 Generals make 8 points, ahead of 4 quests and 1 General (5).",
            "Rampart shows each player’s points (★) on the hero panels and names the Champion at the end, won or lost. Points of a hero lost in battle still count.",
        ],
    },
    // rulebook: Perform a Special Skill; Game Components (8 heroes). designed: rulebook silent (F§3): every
    // ability and Life value; the rules notes §3.13 settle the details.
    Topic {
        id: "heroes",
        title: "The heroes",
        keywords: &[
            "hero",
            "heroes",
            "hero, taking the turn",
            "seat",
            "character",
            "special skill",
            "ability",
            "abilities",
            "cleric",
            "dwarf",
            "eagle rider",
            "paladin",
            "ranger",
            "rogue",
            "sorcerer",
            "sorceress",
            "wizard",
            "stance",
            "form",
            "fireball",
            "teleport",
        ],
        body: &[
            "Abilities from the published hero cards; a skill costs an action only if it says so. Cleric (6 Life): +1 per die against Undead and Demon minions, pushes Undead away at turn end, purifies land without a card.",
            "Dwarf (5): +1 action starting on red, re-rolls misses against Dragonkin and Sapphire, 1 wound fewer. Eagle Rider (4): flies 4 steps for 1 action; Sky stance takes no wounds, Ground stance re-rolls once a fight.",
            "Paladin (5): rides 2 steps for 1 action, no Fear, 1 wound fewer. Ranger (5): +1 per die and +1 action on green, fights minions next door. Rogue (6): no wounds from minions, +1 card on a treasure chest, Rumors draws 5.",
            "Sorcerer (6): may take a race’s form (no wounds from it, a bonus against it, no City or Inns), +1 die on quests and healing land. Wizard (5): teleports once a turn, Fireball hits minions on 2+, may redraw Darkness cards on his Night.",
        ],
    },
    // How the app runs the game: docs/user-guide.md (Play, Watch and Assist; Undo and redo).
    Topic {
        id: "using-rampart",
        title: "How Rampart plays it",
        keywords: &[
            "rampart",
            "the app",
            "play mode",
            "assist",
            "assist mode",
            "watch",
            "undo",
            "redo",
            "fix the last roll",
            "fix the last draw",
            "on your table",
            "log",
            "tap",
            "long press",
            "what is this",
            "help",
            "bot",
            "bots",
        ],
        body: &[
            "Play: the app rolls every die, draws every card and runs the Night (minions, overruns, Generals). You choose your heroes’ actions in the dock, or tap the board: gold outlines mark what you can tap. In Watch, bots play every seat.",
            "Assist: you play on your own board with real dice and cards. At each roll tap the face that came up, at each draw pick the card; the app works out the rest and lists it under “On your table”.",
            "Undo takes back your own decisions, but not past a roll, a draw or another seat’s decision; the screen says why. In Assist, “Fix the last roll” or “Fix the last draw” enters a mistyped result again.",
            "A long press (right click) on any part of the board opens its sheet: its rules and state, and “What is this?” for its topic here.",
        ],
    },
];

/// The first-game tour of the play screen.
pub const TOUR: &[TourStep] = &[
    TourStep {
        target: ".play-board",
        title: "The board",
        text: "The map of the Realm, with the War Status, the supply left beside the board, the Generals’ tracks and each hero’s Life Tokens, hand and quest. Gold outlines mark what you can tap now; a long press (right click) on anything shows its rules.",
    },
    TourStep {
        target: "[data-testid=\"dfn-map\"]",
        title: "The Realm",
        text: "Coloured dots are minions, a diamond a Tainted Crystal, an oval a Magic Gate, a shield a General and a lettered disc a hero. Tap an outlined location to walk or fight there; long press a location for its sheet.",
    },
    TourStep {
        target: ".dfn-generals",
        title: "The Generals",
        text: "Each row shows where a General stands, its steps toward Monarch City and its wound track down to the skull (red-edged boxes are major wounds). Long press a General for its skill and penalty.",
    },
    TourStep {
        target: "[data-testid=\"play-dock\"]",
        title: "What to do now",
        text: "The question and every legal answer: move, fight, heal, play a card, end the Daytime. Tapping the board picks the same answers.",
    },
    TourStep {
        target: "[data-testid=\"undo\"]",
        title: "Undo",
        text: "Takes back your own decisions, but not past a die roll, a card drawn or another seat’s move; the screen says why.",
    },
    TourStep {
        target: "[data-testid=\"log\"]",
        title: "The log",
        text: "Every step in plain words, newest first, grouped by turn: where the Night put its minions, which General marched, every roll and draw.",
    },
    TourStep {
        target: "[data-testid=\"open-help\"]",
        title: "Rules at hand",
        text: "Opens these rules in short, searchable by word. “What is this?” on any board sheet jumps to the matching topic.",
    },
];
