// Tour themes; each city gets a few, titled with its own neighbourhoods.

export interface SeedTourTheme {
  key: string;
  title: string;
  summary: string;
  highlights: string[];
  durationMinutes: [number, number];
  priceRange: [number, number];
}

export const tourThemes: SeedTourTheme[] = [
  {
    key: 'food',
    title: '{h} Food Walk',
    summary: 'Taste your way through {h} with stops at family-run counters and market stalls.',
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
    summary: 'Lantern-lit streets, small bars and the stories the day crowds never hear.',
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
    summary: 'Murals, tags and the artists behind them, walked at an easy pace.',
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
    summary: 'Two thousand years of the city told street by street, without the crowds.',
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
    summary: 'Morning market rounds with a guide who knows every stallholder by name.',
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
    summary: 'Soft light, empty streets and help with your camera or phone.',
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
