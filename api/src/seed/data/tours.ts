// Tour themes; each city gets a few, titled with its own neighbourhoods and described with its own food,
// landmarks and water (./city-flavour.ts).

export interface SeedTourTheme {
  key: string;
  title: string;
  /**
   * Summaries, one per tour of this theme in the order the seed makes them, so no two tours on a list share
   * one: at least one per seeded city. Placeholders as in the gem descriptions of ./features.ts, and
   * {landmark2}.
   */
  summaries: string[];
  highlights: string[];
  durationMinutes: [number, number];
  priceRange: [number, number];
}

export const tourThemes: SeedTourTheme[] = [
  {
    key: 'food',
    title: '{h} Food Walk',
    summaries: [
      'Taste your way through {h}: {dish}, {sweet} and a glass of {drink} at family-run counters.',
      'Six tastings in {h}, from {dish} at a standing counter to {sweet} for dessert.',
      'Eat like someone who lives in {h}, with {dish2} where the cooks know your guide by name.',
      'A long lunch on foot: {dish}, {dish2} and the families who cook them.',
      'Counters, kitchens and a market stall, with {drink} poured to go with the last stop.',
      'The dishes {city} argues about, tasted one by one in the side streets of {h}.',
      'Follow your guide from hatch to hatch for {dish} and finish over {sweet}.',
      'Small plates and big flavours in {h}, eaten where the neighbours eat them.',
      'From breakfast {sweet} to an afternoon plate of {dish2}: a day of {city} food in three hours.',
      'Everything worth eating in {h}, with time to sit down and talk about it.',
      'Skip breakfast: {h} has {dish}, {dish2} and {sweet} waiting.',
      'Where the cooks of {city} eat on their day off, one small plate at a time.',
      'Grandmothers’ recipes and new counters side by side, tasted in {h}.',
      'A walking lunch with a glass of {drink} and more {dish2} than you planned.',
      'Bread, broth and {dish}: the comfort food of {h}, with the people who make it.',
      'Follow the smell of {dish} through {h}, one doorway at a time.',
    ],
    highlights: [
      'Six tastings of local specialties',
      'Meet the cooks behind the counters',
      'A drink pairing chosen by your guide',
      'Tips for where to eat for the rest of your stay',
      'Vegetarian options on request',
    ],
    durationMinutes: [150, 210],
    priceRange: [5500, 9500],
  },
  {
    key: 'night',
    title: 'Hidden {city} by Night',
    summaries: [
      'Lantern-lit streets, small bars and the stories the day crowds never hear.',
      '{city} after dark: {drink}, a night view and three bars without a sign.',
      'When the shops close, {h} opens up: its bars, courtyards and late kitchens.',
      'Ghost stories, old taverns and the best night view in {city}.',
      'Three bars the locals keep to themselves, with a toast of {drink} in each.',
      'An evening walk from {landmark} into the lanes where {city} goes out.',
      'Night falls over {water}; your guide knows where to watch it and where to go next.',
      'A small group, a slow pace and the nightlife of {city} without the queues.',
      'The music, the bars and the people who keep {h} awake until late.',
      'Start with {drink}, end with a view, and hear what these streets were like a century ago.',
      'Neon, shutters and late-night snacks: {h} once the day-trippers leave.',
      'Toast the evening with {drink} and hear the legends of {landmark}.',
      'Backstreet bars, a late kitchen and a nightcap near {viewpoint}.',
      'From happy hour to last orders, the bars of {h} that never advertise.',
      'Dusk over {water}, then the taverns your guide goes to with friends.',
      'Candlelit corners, live music and a glass of {drink} with people who live here.',
    ],
    highlights: [
      'Three bars locals keep to themselves',
      'Night views over the city',
      'Stories of the old town after dark',
      'A small group of at most twelve',
    ],
    durationMinutes: [120, 180],
    priceRange: [4500, 7500],
  },
  {
    key: 'street-art',
    title: 'Street Art and Stories of {h}',
    summaries: [
      'Murals, tags and the artists behind them, walked at an easy pace.',
      'The walls of {h} tell the story of the neighbourhood; your guide knows who painted each one.',
      'From huge commissioned murals to stencils the size of a hand: the art of {h} up close.',
      'Paint, paste-ups and politics, and how street art changed {h}.',
      'A walk through the open-air gallery of {h}, with a stop at an artist-run studio.',
      'Why the artists of {city} chose these walls, and what the city thought of it.',
      'Side streets, rooftops and garage doors: the best street art of {h}, one corner at a time.',
      'Meet the murals before they are painted over, with a guide who knows the crews.',
      'An easy afternoon among the colourful walls of {h}, camera ready.',
      'Street art and the neighbourhood that grew around it, told by someone who lives there.',
      'Big walls, small stickers and the rivalries between the crews of {city}.',
      'Colour in unexpected places: courtyards, shutters and stairwells of {h}.',
      'How a wall in {h} becomes a mural: permits, paint and patience.',
      'Spray cans, brushes and the odd mosaic, found on the back streets of {city}.',
      'Walls that talk back: the slogans, portraits and in-jokes of {h}.',
      'An artist’s eye on {h}, with stories the plaques leave out.',
    ],
    highlights: [
      'The neighbourhood’s most famous murals',
      'Works you would walk past alone',
      'A visit to an artist-run space',
      'Photo stops all along the way',
    ],
    durationMinutes: [90, 150],
    priceRange: [2500, 4500],
  },
  {
    key: 'history',
    title: '{city} Old Town Stories',
    summaries: [
      'The story of {city} told street by street, from {landmark} to the courtyards behind it.',
      'How {city} grew, fell and rebuilt itself, walked from {landmark} to {landmark2}.',
      'Kings, merchants and ordinary families: the old town of {city} without the crowds.',
      'The landmarks you came for and the quiet corners between them, with a coffee in a historic café.',
      'Centuries of {city} in one morning walk, starting beside {landmark}.',
      'Old stones and good stories, from a guide who loves the details.',
      'From {landmark2} to the back streets: the history that made {city} what it is.',
      'Why the old town of {city} looks the way it does, and who lived in it.',
      'An unhurried walk through the oldest streets of {city}, ending near {landmark}.',
      'Monuments, markets and myths, with plenty of time for questions.',
      'Sieges, fires and fresh starts: {city} told through its oldest buildings.',
      'A walk through time from {landmark2} to the lanes behind {landmark}.',
      'What the guidebooks skip: the stories of the people who built {city}.',
      'Saints, traders and scoundrels, and the streets named after them.',
      'Read the old town like a book, from its walls to its doorways.',
      'Layers of {city} under your feet, explained at a gentle pace.',
    ],
    highlights: [
      'The old town’s landmarks and their secrets',
      'Quiet courtyards off the main streets',
      'A coffee stop in a historic café',
      'Recommendations for museums to see next',
    ],
    durationMinutes: [120, 180],
    priceRange: [3000, 5500],
  },
  {
    key: 'market',
    title: 'Markets and Tastings in {h}',
    summaries: [
      'Morning market rounds with a guide who knows every stallholder by name.',
      'Shop like a local at {market}, then sit down to taste what you bought.',
      'Fruit, cheese and {dish} in {h}: the morning market, stall by stall.',
      'A cook’s tour of {market}: what is in season and how {city} cooks it.',
      'Stalls and tastings in {h}, finishing with a late breakfast and {sweet}.',
      'Learn to pick, haggle and taste at the markets of {city}.',
      'The stalls that have fed {h} for generations, with a tasting at each.',
      'Early light, busy stalls and breakfast of {sweet} with the traders.',
      'Spices, bread and {dish2}: market day in {city} from the inside.',
      'From the market gates to the last stall, a morning of tasting in {h}.',
      'Bargains, samples and gossip: a market morning with someone who shops here every week.',
      'Breakfast is whatever you taste along the way, from {dish} to {sweet}.',
      'Behind the counters of {city}: the butchers, bakers and grocers who feed it.',
      'Baskets, scales and {sweet} still warm: market morning in {h}.',
      'What is in season in {city}, and where the cooks buy it.',
      'Taste before you buy, the way the stallholders of {h} want you to.',
    ],
    highlights: [
      'The city’s liveliest food market',
      'Seasonal fruit, cheese and bread tastings',
      'Learn to shop like a local',
      'Finish with a late breakfast',
    ],
    durationMinutes: [120, 150],
    priceRange: [4000, 6500],
  },
  {
    key: 'photo',
    title: 'Sunrise Photo Walk in {h}',
    summaries: [
      'Soft light, empty streets and help with your camera or phone.',
      'Catch sunrise over {h} before the city wakes, with a photographer who knows the angles.',
      'The best light of the day in {city}, and the spots to use it.',
      'Photograph {landmark} with nobody in front of it, then the quiet lanes of {h}.',
      'Sunrise from a viewpoint above {h}, with composition tips along the way.',
      'Empty streets, golden light and a coffee afterwards: {h} at dawn.',
      'Learn to see {city} like a photographer, in the quiet corners of {h}.',
      'Reflections on {water}, long shadows and the first shops opening.',
      'A slow photo walk for phones and cameras alike, ending with coffee and {sweet}.',
      'The city before the crowds: early-morning frames of {h} with a local photographer.',
      'Blue hour, first trams and shutters going up across {h}.',
      'Frame {landmark2} in the soft light of dawn, then find your own shots.',
      'Early risers get the streets of {city} to themselves; bring a camera or just a phone.',
      'Doorways, windows and silhouettes: how to photograph {h} at sunrise.',
      'Mist, light and long shadows, and a photographer to show you where to stand.',
      'Portraits of a waking neighbourhood: bakers, sweepers and the first coffee in {h}.',
    ],
    highlights: [
      'The best light of the day',
      'Composition tips from a local photographer',
      'Viewpoints before the crowds arrive',
      'Coffee and pastry at the end',
    ],
    durationMinutes: [90, 120],
    priceRange: [3500, 6000],
  },
];

/** How a tour's description goes on after the city's own line: where you meet, then how the walk goes. */
export const tourMeetingLines = [
  'Your guide meets you in {h} and keeps the group small, so there is always time for questions.',
  'The walk starts in {h}; look for {guide} and the small Gaido sign.',
  'You meet in {h}, a few minutes from public transport, and set off once everyone has arrived.',
  '{guide} waits for you in {h} ten minutes before the start.',
];

export const tourPaceLines = [
  'The route is mostly flat and ends close to public transport.',
  'Expect some hills and a few steps; comfortable shoes help.',
  'The pace is relaxed, with places to sit at most stops.',
  'The walk ends in a different neighbourhood from where it starts, near a metro or bus stop.',
];
