// Feature categories and their features. A gem's services and names follow its main category,
// so a "Cocktail bar" gem is open in the evening and called like a bar.

export interface SeedService {
  name: string;
  /**
   * Name patterns: {w} a local word, {p} a local given name, {h} the neighbourhood, {eat} the city's
   * eatery pattern.
   */
  patterns: string[];
  /**
   * Opening sentences of its description, at least two so neighbours differ: {h} the neighbourhood,
   * {street}, {city}, {dish} and {dish2}, {sweet}, {drink}, {market}, {viewpoint}, {landmark}, {water}.
   */
  descriptions: string[];
  hours: 'restaurant' | 'cafe' | 'bar' | 'club' | 'museum' | 'outdoors' | 'shop' | 'market' | 'always';
}

export interface SeedCategory {
  slug: string;
  name: string;
  features: string[];
  services: SeedService[];
  /** Share of gems whose main category this is. */
  weight: number;
}

export const seedCategories: SeedCategory[] = [
  {
    slug: 'food',
    name: 'Food',
    weight: 3,
    features: [
      'Seafood',
      'Street food',
      'Vegetarian',
      'Bakery',
      'Brunch',
      'Local cuisine',
      'Fine dining',
      'Desserts',
      'Specialty coffee',
    ],
    services: [
      {
        name: 'Restaurant',
        patterns: ['{eat}', '{eat}', '{w} Kitchen', 'The {w} Table', '{p}’s Table', 'Casa {p}'],
        descriptions: [
          'Half a dozen tables on {street}, a handwritten menu and {dish} that sell out before nine.',
          'A family dining room in {h} that cooks {dish} and {dish2} the way the neighbourhood remembers them.',
          'Locals queue on {street} at lunchtime for {dish}; dinner is calmer and the menu longer.',
          'Paper tablecloths, a television showing football and some of the best {dish2} in {city}.',
        ],
        hours: 'restaurant',
      },
      {
        name: 'Café',
        patterns: ['Café {w}', '{w} Coffee', '{h} Coffee House', 'Café {p}', '{p}’s Corner'],
        descriptions: [
          'Coffee and {sweet} at the counter, or a window seat looking onto {street}.',
          'A narrow café in {h} where the regulars read the paper over a second cup.',
          'Slow mornings in {h}: good coffee, {sweet} still warm and nobody hurrying you out.',
        ],
        hours: 'cafe',
      },
      {
        name: 'Bakery',
        patterns: ['{w} Bakery', '{w} Oven', '{h} Bread Co.', 'Forno {p}'],
        descriptions: [
          'The ovens start at four; by eight there is a queue on {street} for {sweet}.',
          'A neighbourhood bakery in {h}: sourdough loaves, {sweet} and whatever came out of the oven last.',
          'Flour on the counter, bread cooling in the window and {sweet} worth crossing {city} for.',
        ],
        hours: 'cafe',
      },
      {
        name: 'Street food stall',
        patterns: ['{w} Stand', '{w} Street Kitchen', '{h} Bites', '{p}’s Hatch'],
        descriptions: [
          'A counter barely wider than its hatch, serving {dish} to whoever is passing through {h}.',
          'Stand-up eating on {street}: {dish}, a paper napkin and five minutes of your time.',
          'A stall with one thing on the menu, {dish2}, done better than anywhere else in {h}.',
        ],
        hours: 'restaurant',
      },
    ],
  },
  {
    slug: 'drinks-nightlife',
    name: 'Drinks & Nightlife',
    weight: 2,
    features: ['Cocktail bar', 'Wine bar', 'Craft beer', 'Live music', 'Rooftop', 'Dance club', 'Speakeasy'],
    services: [
      {
        name: 'Cocktail bar',
        patterns: ['{w} Bar', 'The {w} Room', 'Bar {w}', 'Bar {p}', '{p}’s'],
        descriptions: [
          'Dim lights, a short menu and bartenders who build drinks around {drink}.',
          'Up a flight of stairs off {street}, with a house cocktail made with {drink}.',
          'Eight stools, a record player and a bartender who remembers what you ordered last time.',
        ],
        hours: 'bar',
      },
      {
        name: 'Wine bar',
        patterns: ['{w} Wine Bar', 'Vine & {w}', 'The {w} Cellar', '{p}’s Wine Room'],
        descriptions: [
          'Small producers by the glass, plates of cheese, and {drink} if you ask what is local.',
          'A cellar-cool room in {h} with bottles to the ceiling and a few tables outside.',
          'The owner pours a taste before you choose; the list changes every week.',
        ],
        hours: 'bar',
      },
      {
        name: 'Brewery',
        patterns: ['{w} Brewing', '{h} Beer Hall', '{w} Taproom', '{p}’s Brew House'],
        descriptions: [
          'Beer brewed behind the bar, a dozen taps and long tables shared with strangers.',
          'A taproom in an old workshop in {h}; start with the pale ale and ask about the seasonal one.',
          'Steel tanks through a glass wall, pretzels on the counter and a garden for summer evenings.',
        ],
        hours: 'bar',
      },
      {
        name: 'Music venue',
        patterns: ['{w} Jazz Club', 'Club {w}', '{h} Sound House', '{p}’s Basement'],
        descriptions: [
          'A small room where local bands play most nights, the sound better than it has any right to be.',
          'Late sets, a low ceiling and a crowd that knows the words, tucked off {street}.',
          'Jam sessions midweek and dancing at weekends, in a basement under {street}.',
        ],
        hours: 'club',
      },
    ],
  },
  {
    slug: 'culture',
    name: 'Culture',
    weight: 2,
    features: ['Museum', 'Gallery', 'Architecture', 'History', 'Street art', 'Theatre', 'Bookshop'],
    services: [
      {
        name: 'Museum',
        patterns: ['{h} Museum', 'Museum of {w}', 'House of {w}', 'Casa-Museu {p}'],
        descriptions: [
          'A collection about the past of {h}: maps, photographs and objects its families gave.',
          'Three rooms in a former house near {landmark}, curated with care and rarely crowded.',
          'A small museum on {street} that tells {city} through its trades, one workshop at a time.',
        ],
        hours: 'museum',
      },
      {
        name: 'Gallery',
        patterns: ['Gallery {w}', '{w} Gallery', '{h} Art Space', 'Galeria {p}'],
        descriptions: [
          'A white room on {street} showing artists from {city}, with a new show every six weeks.',
          'A small gallery in {h} where the artists sometimes mind the desk themselves.',
          'Prints, photographs and the odd installation in a former shopfront near {landmark}.',
        ],
        hours: 'museum',
      },
      {
        name: 'Historic site',
        patterns: ['{w} Chapel', 'Old {w} Gate', '{h} Cloister', 'Chapel of {p}'],
        descriptions: [
          'A quiet courtyard and walls older than anything else in {h}.',
          'Worth the detour from {landmark}: carved stone, an old well and almost nobody else.',
          'A doorway on {street} most people walk past; inside, painted ceilings and cool air.',
        ],
        hours: 'museum',
      },
      {
        name: 'Bookshop',
        patterns: ['{w} Books', '{w} Book Room', '{h} Reading Room', '{p}’s Books'],
        descriptions: [
          'Shelves up to the ceiling, second-hand finds and a good section on the history of {city}.',
          'A bookshop on {street} with a reading chair and an owner who recommends by asking questions.',
          'New and old books in several languages, and a table of local poets by the door.',
        ],
        hours: 'shop',
      },
    ],
  },
  {
    slug: 'nature',
    name: 'Nature',
    weight: 1.2,
    features: ['Viewpoint', 'Park', 'Garden', 'Waterfront', 'Hiking', 'Picnic spot'],
    services: [
      {
        name: 'Viewpoint',
        patterns: ['{w} Viewpoint', '{h} Lookout', '{w} Terrace', '{p}’s Bench'],
        descriptions: [
          'A bench, a low wall and {city} spread out below; come for the last hour of light.',
          'Quieter than {viewpoint}, with nearly the same view over the roofs of {h}.',
          'A short climb from {street} to a terrace where the whole of {h} fits in one photo.',
        ],
        hours: 'always',
      },
      {
        name: 'Park',
        patterns: ['{w} Park', '{h} Gardens', '{w} Garden', 'Jardim {p}'],
        descriptions: [
          'Shaded paths, a kiosk selling cold drinks and benches that fill up at lunchtime.',
          'A green pocket of {h}, with old trees and a playground at one end.',
          'Lawns for a picnic, a pond with ducks and a view back towards {landmark}.',
        ],
        hours: 'outdoors',
      },
      {
        name: 'Waterfront',
        patterns: ['{w} Promenade', '{h} Waterfront', '{w} Quay', '{p}’s Steps'],
        descriptions: [
          'A walk beside {water} with anglers, joggers and a kiosk at the far end.',
          'Benches facing {water}, best in the late afternoon when the light turns gold.',
          'Wide steps down towards {water}, where people sit with a drink after work.',
        ],
        hours: 'always',
      },
    ],
  },
  {
    slug: 'shopping',
    name: 'Shopping',
    weight: 1.3,
    features: ['Market', 'Vintage', 'Design', 'Crafts', 'Local products', 'Antiques'],
    services: [
      {
        name: 'Market',
        patterns: ['{h} Market', '{w} Market Hall', '{w} Bazaar', 'Mercado {p}'],
        descriptions: [
          'Produce, spices and {dish} to eat standing up; smaller and calmer than {market}.',
          'The market hall of {h}: come hungry, come early and bring some cash.',
          'Stallholders who have known each other for decades, and the best fruit on {street}.',
        ],
        hours: 'market',
      },
      {
        name: 'Vintage shop',
        patterns: ['{w} Vintage', 'Second Life {w}', '{h} Flea', '{p}’s Attic'],
        descriptions: [
          'Racks of second-hand clothes, old records and the odd treasure from the attics of {city}.',
          'A vintage shop on {street} where prices are fair and the owner knows the story of each piece.',
          'Lamps, crockery and denim piled high in a former garage in {h}.',
        ],
        hours: 'shop',
      },
      {
        name: 'Design store',
        patterns: ['{w} Studio', 'Atelier {w}', '{w} & Sons', 'Atelier {p}'],
        descriptions: [
          'Ceramics, prints and textiles by designers who live in {city}.',
          'A studio shop in {h}: things made nearby, in small batches, by people you can meet.',
          'Well-chosen gifts on {street}, from notebooks to hand-thrown cups.',
        ],
        hours: 'shop',
      },
    ],
  },
  {
    slug: 'wellness',
    name: 'Wellness',
    weight: 0.5,
    features: ['Spa', 'Bathhouse', 'Yoga', 'Quiet retreat'],
    services: [
      {
        name: 'Bathhouse',
        patterns: ['{w} Baths', '{h} Hammam', '{w} Spa', 'Baths of {p}'],
        descriptions: [
          'Warm pools, a steam room and a quiet hour away from the streets of {h}.',
          'An old bathhouse restored with care; towels provided, booking recommended.',
          'Tiled rooms, a cold plunge and mint tea afterwards, a few steps from {street}.',
        ],
        hours: 'museum',
      },
      {
        name: 'Yoga studio',
        patterns: ['{w} Yoga', '{h} Breathing Room', 'Studio {w}', '{p}’s Yoga Loft'],
        descriptions: [
          'Morning classes in English and the local language, in a bright room above {street}.',
          'A small studio in {h} with drop-in classes and mats to borrow.',
          'Slow classes for stiff travellers, with a view over the rooftops of {h}.',
        ],
        hours: 'cafe',
      },
    ],
  },
];

/**
 * How a gem's features read in its description. A feature that is the gem's own kind of place (a park's
 * "Park") is never said again: see `featureSentence` in the generator.
 */
export const featurePhrases: Record<string, string> = {
  Seafood: 'fish and seafood from the morning catch',
  'Street food': 'food to eat on the go',
  Vegetarian: 'plenty for vegetarians',
  Bakery: 'bread baked on the premises',
  Brunch: 'brunch at weekends',
  'Local cuisine': 'recipes from the region',
  'Fine dining': 'a tasting menu for a special night',
  Desserts: 'desserts made in house',
  'Specialty coffee': 'carefully roasted coffee',
  'Cocktail bar': 'cocktails mixed to order',
  'Wine bar': 'wine by the glass',
  'Craft beer': 'local craft beer on tap',
  'Live music': 'live music on some evenings',
  Rooftop: 'a rooftop terrace',
  'Dance club': 'dancing late into the night',
  Speakeasy: 'a door without a sign',
  Museum: 'a small collection to look round',
  Gallery: 'art on the walls',
  Architecture: 'a building worth looking up at',
  History: 'a long local history',
  'Street art': 'murals on the walls outside',
  Theatre: 'performances in the evening',
  Bookshop: 'a shelf of books to browse',
  Viewpoint: 'a view over the rooftops',
  Park: 'green space nearby',
  Garden: 'a garden out back',
  Waterfront: 'the water close by',
  Hiking: 'trails that start nearby',
  'Picnic spot': 'room for a picnic',
  Market: 'market stalls next door',
  Vintage: 'second-hand finds',
  Design: 'local design',
  Crafts: 'handmade crafts',
  'Local products': 'produce from the region',
  Antiques: 'antiques',
  Spa: 'spa treatments',
  Bathhouse: 'hot baths',
  Yoga: 'yoga classes',
  'Quiet retreat': 'quiet corners',
};

/** How the feature sentence is framed; `{features}` is the list of phrases. */
export const featureFrames = [
  'Expect {features}.',
  'Good to know: {features}.',
  'Regulars come for {features}.',
  'On top of that: {features}.',
];

/** Features that are the service itself: a park is not praised for its park. */
export const serviceOwnFeatures: Record<string, string[]> = {
  Restaurant: ['Local cuisine'],
  Café: ['Specialty coffee'],
  Bakery: ['Bakery'],
  'Street food stall': ['Street food'],
  'Cocktail bar': ['Cocktail bar'],
  'Wine bar': ['Wine bar'],
  Brewery: ['Craft beer'],
  'Music venue': ['Live music', 'Dance club'],
  Museum: ['Museum'],
  Gallery: ['Gallery'],
  'Historic site': ['History'],
  Bookshop: ['Bookshop'],
  Viewpoint: ['Viewpoint'],
  Park: ['Park', 'Garden'],
  Waterfront: ['Waterfront'],
  Market: ['Market'],
  'Vintage shop': ['Vintage', 'Antiques'],
  'Design store': ['Design'],
  Bathhouse: ['Bathhouse', 'Spa'],
  'Yoga studio': ['Yoga'],
};

export const hoursNotes: Record<SeedService['hours'], string[]> = {
  restaurant: [
    'Kitchen closes 30 minutes before closing time.',
    'Reservations recommended on weekends.',
    'Walk-ins only; expect a short queue at peak times.',
    'Lunch menu served until 15:00.',
  ],
  cafe: ['Busiest before 10:00.', 'Pastries sell out by early afternoon.', 'Closed on public holidays.'],
  bar: [
    'Happy hour until 20:00.',
    'Last call 30 minutes before closing.',
    'Gets busy after 22:00 on weekends.',
  ],
  club: ['Doors open at 22:00; live sets start around midnight.', 'ID required at the door.'],
  museum: [
    'Last entry one hour before closing.',
    'Free entry on the first Sunday of the month.',
    'Closed on public holidays.',
  ],
  outdoors: ['Gates close at dusk in winter.', 'Best visited early in the morning.'],
  shop: ['Closed on public holidays.', 'Card payments accepted.', 'Opening hours may vary in August.'],
  market: [
    'Go early for the best produce.',
    'Some stalls close at lunchtime.',
    'Busiest on Saturday mornings.',
  ],
  always: ['Open 24 hours.', 'Best at sunset.', 'Unlit after dark; bring a torch.'],
};

/** Closing sentences; a gem's description sometimes ends with one. */
export const descriptionClosers = [
  'Come early and take your time.',
  'Ask for what the regulars order.',
  'Best with a friend and no plans after.',
  'Bring cash just in case.',
  'A good stop between two walks.',
  'Easy to miss, so look for the small sign.',
  'Quietest on weekday mornings.',
  'Worth the walk uphill.',
];
