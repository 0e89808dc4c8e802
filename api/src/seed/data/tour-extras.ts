// What a tour page needs beyond the catalogue row: its category, an itinerary, a
// weekly timetable and a few reviews. Keyed by the tour theme of ./tours.ts.

export const tourCategories = [
  { slug: 'food', name: 'Food & drink' },
  { slug: 'nightlife', name: 'Nightlife' },
  { slug: 'art', name: 'Art & street art' },
  { slug: 'history', name: 'History' },
  { slug: 'markets', name: 'Markets' },
  { slug: 'photography', name: 'Photography' },
] as const;

export type TourCategorySlug = (typeof tourCategories)[number]['slug'];

export interface SeedTourExtras {
  category: TourCategorySlug;
  /** Recognises a seeded title, so databases seeded before tours had timetables and reviews can be backfilled. */
  titlePattern: RegExp;
  /** Local start times to pick from ("HH:MM"). */
  startTimes: string[];
  /** Stops; `{h}` is the neighbourhood, `{city}` the city. Their weights share the duration. */
  itinerary: { title: string; description: string; weight: number }[];
}

export const tourExtrasByTheme: Record<string, SeedTourExtras> = {
  food: {
    category: 'food',
    titlePattern: / Food Walk$/,
    startTimes: ['10:30', '11:00', '12:00', '17:00', '17:30', '18:00'],
    itinerary: [
      {
        title: 'Meet your guide',
        description: 'Introductions and a first bite at the meeting point.',
        weight: 1,
      },
      {
        title: 'Family-run counters',
        description: 'Two tastings at counters that have fed {h} for generations.',
        weight: 3,
      },
      { title: 'Market stalls', description: 'Seasonal produce and a tasting of local cheese.', weight: 3 },
      { title: 'Drink pairing', description: 'A local drink chosen by your guide, with a story.', weight: 2 },
      {
        title: 'Sweet finish',
        description: 'Dessert and tips for the rest of your stay in {city}.',
        weight: 1,
      },
    ],
  },
  night: {
    category: 'nightlife',
    titlePattern: /^Hidden .+ by Night$/,
    startTimes: ['19:30', '20:00', '20:30', '21:00'],
    itinerary: [
      { title: 'Sunset meeting', description: 'Meet your guide as the lights come on.', weight: 1 },
      {
        title: 'The old town after dark',
        description: 'Stories of {city} the day crowds never hear.',
        weight: 3,
      },
      { title: 'Three hidden bars', description: 'Small bars locals keep to themselves.', weight: 4 },
      { title: 'Night view', description: 'The best view over {city} by night.', weight: 2 },
    ],
  },
  'street-art': {
    category: 'art',
    titlePattern: /^Street Art and Stories of /,
    startTimes: ['10:00', '11:00', '14:00', '15:00', '16:00'],
    itinerary: [
      { title: 'Meeting point', description: 'A short introduction to the street art of {h}.', weight: 1 },
      {
        title: 'Famous murals',
        description: 'The neighbourhood’s best-known walls and who painted them.',
        weight: 3,
      },
      { title: 'Side streets', description: 'Works you would walk past alone.', weight: 3 },
      {
        title: 'Artist-run space',
        description: 'A visit to a studio or gallery run by local artists.',
        weight: 2,
      },
    ],
  },
  history: {
    category: 'history',
    titlePattern: / Old Town Stories$/,
    startTimes: ['09:30', '10:00', '11:00', '14:00', '15:30'],
    itinerary: [
      { title: 'Main square', description: 'Where {city} began, and why it began here.', weight: 2 },
      {
        title: 'Landmarks and their secrets',
        description: 'The old town’s monuments, street by street.',
        weight: 3,
      },
      { title: 'Quiet courtyards', description: 'Hidden corners off the main streets.', weight: 2 },
      {
        title: 'Historic café',
        description: 'A coffee stop and recommendations for museums to see next.',
        weight: 1,
      },
    ],
  },
  market: {
    category: 'markets',
    titlePattern: /^Markets and Tastings in /,
    startTimes: ['08:30', '09:00', '09:30', '10:30'],
    itinerary: [
      { title: 'Market gates', description: 'Meet your guide and the first stallholders of {h}.', weight: 1 },
      { title: 'Fruit and bread', description: 'Seasonal tastings and how to pick the best.', weight: 3 },
      { title: 'Cheese and cured meats', description: 'Local specialties, sliced to order.', weight: 2 },
      { title: 'Late breakfast', description: 'Sit down and taste what you bought.', weight: 2 },
    ],
  },
  photo: {
    category: 'photography',
    titlePattern: /^Sunrise Photo Walk in /,
    startTimes: ['06:30', '07:00', '07:30'],
    itinerary: [
      {
        title: 'First light',
        description: 'Meet before sunrise and set up your camera or phone.',
        weight: 1,
      },
      { title: 'Empty streets', description: 'Composition tips while {h} is still asleep.', weight: 3 },
      { title: 'Viewpoint', description: 'The best viewpoint before the crowds arrive.', weight: 2 },
      { title: 'Coffee and review', description: 'Coffee, pastry and a look at your best shots.', weight: 1 },
    ],
  },
};

export const reviewAuthors = [
  'Amelia R.',
  'Bruno T.',
  'Chloé M.',
  'Daniel K.',
  'Elif S.',
  'Farah N.',
  'Gustavo P.',
  'Hana Y.',
  'Ines C.',
  'Jakub W.',
  'Kofi A.',
  'Lucía G.',
  'Mateo F.',
  'Nora B.',
  'Oliver J.',
  'Priya D.',
  'Quentin L.',
  'Rosa V.',
  'Sven H.',
  'Thandi Z.',
];

/** Review texts by rating; `{guide}` is the guide's first name, `{city}` the city. */
export const reviewTexts: Record<number, string[]> = {
  5: [
    '{guide} was wonderful: funny, patient and full of stories. The best thing we did in {city}.',
    'Small group, perfect pace and places we would never have found. Highly recommended.',
    'We booked on our first day and used the tips for the rest of the trip. Thank you {guide}!',
    'Every stop was a surprise. Worth every cent.',
  ],
  4: [
    'Really enjoyable walk with a knowledgeable guide. One stop was crowded, otherwise great.',
    'Lovely tour, a bit longer than expected but we did not mind.',
    '{guide} knows {city} inside out. Bring comfortable shoes.',
  ],
  3: ['Nice idea and a friendly guide, but the group was slow and we missed a stop.'],
};
