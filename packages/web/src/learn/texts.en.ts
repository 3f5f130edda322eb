/**
 * The learning game's words in English, written by us (ICU MessageFormat): the page, each moment's
 * intro (`<game>.<moment>`, one or two sentences) and our short text of every rule an intro refers
 * to (`rule.<id>`, ids of shared/rules/<game>/RULES.md). German and Italian: texts.de.ts, texts.it.ts.
 */
export const en = {
  'page.title': 'Learn to play: {game}',
  'page.lead':
    'A short game against a bot. Each part of the game is explained the first time it comes up; the suggested move is highlighted, and you may play any other.',
  'page.restart': 'Start again',
  'page.lobby': 'Back to the lobby',
  'coach.heading': 'Coach',
  'coach.suggest': 'Suggested move: {move}',
  'coach.play': 'Play it',
  'coach.thinking': 'The bot is choosing…',
  'coach.fromBot': '(a bot’s suggestion)',
  'coach.rules': 'Rules:',
  'rules.title': 'The rules of this lesson',
  'rules.note': 'In our own words, by the rule ids of our rules digest.',
  'rules.close': 'Close',
  'rules.open': 'Rules',

  'loyang.welcome':
    'Welcome to Loyang! Over 9 rounds you grow and sell vegetables; whoever has gone furthest along the Path of Prosperity at the end wins.',
  'loyang.plant':
    'First, plant your Home field: buy one wheat, pumpkin or turnip from your Shop — the whole field fills with it. Wheat is the cheapest.',
  'loyang.startCard':
    'This is the introductory game: you hold a start Regular customer beside your hand, which you may play instead of a hand card.',
  'loyang.courtyard':
    'Card phase: each player ends up with one card from the Courtyard and one from the hand. With two players you may first turn up a card from the Draw pile into the Courtyard; then you either put a hand card into the Courtyard, or take your two cards and drop out.',
  'loyang.take':
    'Now choose the card from your hand (or your start customer) to go with the Courtyard card; your other hand cards go to the Courtyard. A new Market stall is filled at once.',
  'loyang.actions':
    'Action phase: buy, sell, sow, trade and deliver as often as you like, in any order. Money short? A Loan gives 5 Cash but costs a step of the Path at the end.',
  'loyang.deliver':
    'A Regular customer wants one delivery of its two vegetables every round and pays the row’s price. A missed round turns its marker red; after that each miss costs 2 Cash.',
  'loyang.trade':
    'A Market stall trades: hand in as many vegetables of your choice as the bowls under the one you take.',
  'loyang.sow':
    'Sowing puts one vegetable from your Cart on an empty field and fills the field with the same — each harvest then brings one back.',
  'loyang.store':
    'At the end of your Action phase your Storehouse keeps what fits (1 vegetable, 4 once upgraded); the rest can be sold or is lost.',
  'loyang.path':
    'Last, the Path of Prosperity: the first step of a round costs 1, each further step the number of the space. This is how you score.',
  'loyang.harvest':
    'A new round began with the Harvest: one vegetable from each sown field went to your Cart, and your Home field shows how many rounds are left.',
  'loyang.casual':
    'A Casual customer buys its three vegetables once; it pays 2 more while you have more Regular than Casual customers, 2 less the other way round.',
  'loyang.twoPack':
    'A Two-pack: pay, turn up two Action cards, keep none, one or both (stacked, only the top one works). Once per Action phase.',
  'loyang.payField': 'A Common field costs 2 Cash at once; sell to your Shop or take a Loan if you need the money.',
  'loyang.freePlay':
    'From here on you play on your own — the highlighted move is now what a bot would play in your seat, and you may still choose any other.',
  'loyang.over':
    'The game is over: Loans moved the markers back, and the furthest along the Path wins (Cash breaks a tie).',

  'hansa.welcome':
    'Welcome to Hansa Teutonica! Claim trade routes between cities, build Kontors in them and develop your desk; the most prestige points at the end wins.',
  'hansa.turn':
    'Your turn: you have as many actions as your Actiones track shows (2 at first). Place, Income, Displace, Move and Establish a route are the five actions.',
  'hansa.place':
    'Place puts a trader (cube) or merchant (disc) from your personal supply on any empty trading post of a route.',
  'hansa.displaced':
    'Your piece was displaced: put it back on an empty post of a neighbouring route, and you may add one more piece from your general supply.',
  'hansa.move':
    'Move lifts your own pieces from posts (as many as Liber Sophiae allows) and puts them on empty posts anywhere.',
  'hansa.establish':
    'Every post of a route holds your pieces: you can establish it. The controllers of its two cities score a prestige point each, and a bonus token there becomes yours.',
  'hansa.kontor':
    'Now one piece of the route may become a Kontor in the leftmost free space of one of its cities (shape and colour must fit), or upgrade an ability of such a city. The other pieces go to your general supply.',
  'hansa.income': 'Income moves pieces from your general supply to your personal supply — as many as your Bursa shows.',
  'hansa.displace':
    'Displace replaces an opponent’s piece on a post with one of yours; you pay one more piece (two for a merchant) into your general supply.',
  'hansa.token': 'You have a bonus token: use it in your own turn between actions. Each token taken counts at the end.',
  'hansa.placeBonus':
    'The token you drew goes out at the end of your turn: on a route with no pieces and no token, next to a city with a free Kontor space.',
  'hansa.freePlay':
    'From here on you play on your own — the highlighted move is now what a bot would play in your seat, and you may still choose any other.',
  'hansa.over':
    'The game is over: the final scoring added abilities, bonus tokens, controlled cities and your best network to the prestige points.',

  'rule.L-2.7':
    'Before round 1 each player buys one wheat, pumpkin or turnip from his own Shop and plants it on his Home field; at most two players may choose the same.',
  'rule.L-2.8':
    'Planting (sowing) a field means putting one vegetable on it and filling all its other spaces with the same vegetable from the Supply.',
  'rule.L-2.9': 'Introductory game: each player is dealt one of the four start Regular customers and keeps it in hand.',
  'rule.L-3.1': 'The game has 9 rounds, each with a Harvest, a Card and an Action phase.',
  'rule.L-3.3': 'The vegetables left on the Home field tell how many rounds are still to come.',
  'rule.L-4.2': 'In the Harvest each player turns up his next private field (none in round 9).',
  'rule.L-4.3':
    'Each player then takes one vegetable from every sown field onto his Cart, together with his Storehouse.',
  'rule.L-5.3':
    'In the Card phase each player gets 4 cards and, by the end, puts exactly one hand card and one Courtyard card into play.',
  'rule.L-5.5':
    'On your turn you either put a hand card into the Courtyard, or take one Courtyard card and one hand card into play, put your other hand cards into the Courtyard and drop out.',
  'rule.L-5.10':
    'With two players, at the start of each turn of the Card phase you may first turn up the top card of the Draw pile into the Courtyard.',
  'rule.L-5.11':
    'Introductory game: when you take your two cards you may play your start customer instead of a hand card; all your hand cards then go to the Courtyard.',
  'rule.L-5.13':
    'A Regular customer gets a blue marker, a Market stall is filled from the Supply, and a Common field costs 2 Cash at once.',
  'rule.L-6.4':
    'In your Action phase you take the actions in any order, each as often as you like (a Two-pack only once).',
  'rule.L-9.A.1':
    'Sow: put one vegetable from your Cart on an empty field you own and fill the field with the same vegetable.',
  'rule.L-9.A.2': 'A field takes only the vegetables shown on it; the bigger the field, the fewer kinds.',
  'rule.L-9.B.1': 'Buy: pay the Shop price and move a vegetable your Shop holds to your Cart.',
  'rule.L-9.C.1': 'Sell: put a vegetable from your Cart on a free matching Shop space and take its price.',
  'rule.L-9.D.1':
    'Trade: take one vegetable from your Market stall and return as many of your choice from your Cart as there are bowls under it.',
  'rule.L-9.F.2': 'Deliver: put the customer’s two vegetables on its lowest empty row and take that row’s payment.',
  'rule.L-9.F.3': 'Each Regular customer needs one delivery every round, from the round it came into play.',
  'rule.L-9.F.4': 'A missed delivery turns a blue marker red; with a red marker, each miss costs 2 Cash.',
  'rule.L-9.G.1':
    'A Casual customer takes its three vegetables at once and pays its price, +2 or −2 as your Regular and Casual customers compare.',
  'rule.L-9.H.1': 'A Two-pack costs the larger of your number of Helpers and of Market stalls.',
  'rule.L-9.H.2': 'Turn up two Action cards, keep none, one or both, and discard the rest.',
  'rule.L-10.1':
    'At the end of your Action phase the Storehouse keeps up to its capacity; the rest may be sold or goes back to the Supply.',
  'rule.L-11.1':
    'After storing you may step along the Path of Prosperity: the first step of a round costs 1, each further one the number of the space entered.',
  'rule.L-12.1': 'A Loan gives 5 Cash at any moment, as often as you like.',
  'rule.L-12.2': 'At the end each Loan moves your marker one space back.',
  'rule.L-13.3':
    'Whoever is furthest along the Path wins; then more Cash, then more vegetables on fields and in the Storehouse.',

  'rule.H-2.1':
    'Kontor spaces in a city are square (traders only) or round (merchants only) and coloured by the privilege they need.',
  'rule.H-4.6':
    'The first player starts with 5 traders and a merchant in the personal supply, the next one with one trader more, and so on.',
  'rule.H-5.1': 'On your turn you take actions one after another up to your allowance; then the next player goes.',
  'rule.H-5.2': 'Your allowance is your Actiones value (2 at the start), plus bonus tokens used this turn.',
  'rule.H-5.3':
    'The actions are Income, Place, Displace, Move and Establish a route, in any order and repeated as you like.',
  'rule.H-6.1':
    'Income: move up to your Bursa value of pieces (all with “C”) from your general to your personal supply.',
  'rule.H-7.1': 'Place: put a trader or merchant from your personal supply on any empty trading post.',
  'rule.H-8.1': 'Displace: replace an opponent’s piece on a post with one from your personal supply.',
  'rule.H-8.2':
    'Displacing costs one more piece (two for a merchant), moved from your personal to your general supply.',
  'rule.H-8.3': 'You may displace only if your personal supply holds the new piece and that payment.',
  'rule.H-8.4':
    'The displaced player puts the piece back on the board, plus one extra piece (two for a merchant) if he likes.',
  'rule.H-8.5':
    'Those pieces go on empty posts of routes next to the one they came from; further away only when those are full.',
  'rule.H-9.1':
    'Move: lift up to your Liber Sophiae value of your own pieces from posts and put them on empty posts anywhere.',
  'rule.H-9.3': 'Moving never touches Kontors or other players’ pieces, and brings in no piece from a supply.',
  'rule.H-10.1': 'You may establish a route when each of its posts holds one of your pieces.',
  'rule.H-10.3': 'Establishing: the controller of each end city that has Kontors scores 1 prestige point.',
  'rule.H-10.6': 'A bonus token on the route goes to you; a new one is drawn to be placed at the end of your turn.',
  'rule.H-10.8':
    'Kontor: one piece of the route goes to the leftmost empty Kontor space of an end city, if its shape and colour allow.',
  'rule.H-10.12': 'Instead of a Kontor you may upgrade the ability of an end city that shows one.',
  'rule.H-10.14': 'The other pieces of the route go to your general supply.',
  'rule.H-11.2': 'Taken tokens stay by your desk until used; used or not, they score at the end.',
  'rule.H-11.3': 'Use a token in your own turn between actions, not in the action that gave it.',
  'rule.H-11.6':
    'At the end of your turn each drawn token goes on a route with no token and no pieces, next to a city with a free Kontor space.',
  'rule.H-12.1':
    'The game ends when someone reaches 20 prestige points, when ten cities are complete, or when a bonus token is needed and none are left.',
  'rule.H-12.2': 'The action that ends the game is finished; then nobody plays on.',
  'rule.H-13.1': 'The final score starts with the prestige points already on the track.',
  'rule.H-13.5': 'At the end each city you control scores 2 prestige points.',
  'rule.H-13.6':
    'Your largest group of connected cities with your Kontors scores its Kontors times your Clavis Urbis value.',
  'rule.H-13.7': 'The most prestige points wins; a tie is a shared win.',
};

export type LearnKey = keyof typeof en;
