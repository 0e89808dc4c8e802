// Feature categories and their features. A gem's services and names follow its main category,
// so a "Cocktail bar" gem is open in the evening and called like a bar.

export interface SeedService {
  name: string;
  /** Name patterns: {w} a local word, {h} the neighbourhood, {eat} the city's eatery pattern. */
  patterns: string[];
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
        patterns: ['{eat}', '{eat}', '{w} Kitchen', 'The {w} Table'],
        hours: 'restaurant',
      },
      { name: 'Café', patterns: ['Café {w}', '{w} Coffee', '{h} Coffee House'], hours: 'cafe' },
      { name: 'Bakery', patterns: ['{w} Bakery', '{w} Oven', '{h} Bread Co.'], hours: 'cafe' },
      {
        name: 'Street food stall',
        patterns: ['{w} Stand', '{w} Street Kitchen', '{h} Bites'],
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
      { name: 'Cocktail bar', patterns: ['{w} Bar', 'The {w} Room', 'Bar {w}'], hours: 'bar' },
      { name: 'Wine bar', patterns: ['{w} Wine Bar', 'Vine & {w}', 'The {w} Cellar'], hours: 'bar' },
      { name: 'Brewery', patterns: ['{w} Brewing', '{h} Beer Hall', '{w} Taproom'], hours: 'bar' },
      { name: 'Music venue', patterns: ['{w} Jazz Club', 'Club {w}', '{h} Sound House'], hours: 'club' },
    ],
  },
  {
    slug: 'culture',
    name: 'Culture',
    weight: 2,
    features: ['Museum', 'Gallery', 'Architecture', 'History', 'Street art', 'Theatre', 'Bookshop'],
    services: [
      { name: 'Museum', patterns: ['{h} Museum', 'Museum of {w}', 'House of {w}'], hours: 'museum' },
      { name: 'Gallery', patterns: ['Gallery {w}', '{w} Gallery', '{h} Art Space'], hours: 'museum' },
      { name: 'Historic site', patterns: ['{w} Chapel', 'Old {w} Gate', '{h} Cloister'], hours: 'museum' },
      { name: 'Bookshop', patterns: ['{w} Books', '{w} Book Room', '{h} Reading Room'], hours: 'shop' },
    ],
  },
  {
    slug: 'nature',
    name: 'Nature',
    weight: 1.2,
    features: ['Viewpoint', 'Park', 'Garden', 'Waterfront', 'Hiking', 'Picnic spot'],
    services: [
      { name: 'Viewpoint', patterns: ['{w} Viewpoint', '{h} Lookout', '{w} Terrace'], hours: 'always' },
      { name: 'Park', patterns: ['{w} Park', '{h} Gardens', '{w} Garden'], hours: 'outdoors' },
      { name: 'Waterfront', patterns: ['{w} Promenade', '{h} Waterfront', '{w} Pier'], hours: 'always' },
    ],
  },
  {
    slug: 'shopping',
    name: 'Shopping',
    weight: 1.3,
    features: ['Market', 'Vintage', 'Design', 'Crafts', 'Local products', 'Antiques'],
    services: [
      { name: 'Market', patterns: ['{h} Market', '{w} Market Hall', '{w} Bazaar'], hours: 'market' },
      { name: 'Vintage shop', patterns: ['{w} Vintage', 'Second Life {w}', '{h} Flea'], hours: 'shop' },
      { name: 'Design store', patterns: ['{w} Studio', 'Atelier {w}', '{w} & Sons'], hours: 'shop' },
    ],
  },
  {
    slug: 'wellness',
    name: 'Wellness',
    weight: 0.5,
    features: ['Spa', 'Bathhouse', 'Yoga', 'Quiet retreat'],
    services: [
      { name: 'Bathhouse', patterns: ['{w} Baths', '{h} Hammam', '{w} Spa'], hours: 'museum' },
      { name: 'Yoga studio', patterns: ['{w} Yoga', '{h} Breathing Room', 'Studio {w}'], hours: 'cafe' },
    ],
  },
];

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

export const descriptionOpeners = [
  'A local favourite',
  'A small, unhurried spot',
  'Easy to miss and worth finding',
  'Loved by people who live nearby',
  'A neighbourhood institution',
  'A newer address that already feels classic',
];

export const descriptionClosers = [
  'Come early and take your time.',
  'Ask for what the regulars order.',
  'Best with a friend and no plans after.',
  'Bring cash just in case.',
  'A perfect stop between two walks.',
];
