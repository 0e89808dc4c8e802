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
        description: 'Introductions over {sweet} near the meeting point in {h}.',
        weight: 1,
      },
      {
        title: 'Family-run counters',
        description: 'Two tastings at counters that have fed {h} for generations, starting with {dish}.',
        weight: 3,
      },
      {
        title: 'Market stalls',
        description:
          'A round of the stalls and a plate of {dish2} from a cook who shops there every morning.',
        weight: 3,
      },
      {
        title: 'Drink pairing',
        description: 'A round of {drink}, chosen by {guide}, with a story from the past of {city}.',
        weight: 2,
      },
      {
        title: 'Sweet finish',
        description: 'Dessert and a list of places for the rest of your stay in {city}.',
        weight: 1,
      },
    ],
  },
  night: {
    category: 'nightlife',
    titlePattern: /^Hidden .+ by Night$/,
    startTimes: ['19:30', '20:00', '20:30', '21:00'],
    itinerary: [
      {
        title: 'Sunset meeting',
        description: 'Meet {guide} in {h} as the street lights come on.',
        weight: 1,
      },
      {
        title: 'The old town after dark',
        description: 'Stories of {city} the day crowds never hear, on the way past {landmark}.',
        weight: 3,
      },
      {
        title: 'Three hidden bars',
        description: 'Small bars locals keep to themselves, with {drink} at the first.',
        weight: 4,
      },
      { title: 'Night view', description: '{city} lit up, seen from near {viewpoint}.', weight: 2 },
    ],
  },
  'street-art': {
    category: 'art',
    titlePattern: /^Street Art and Stories of /,
    startTimes: ['10:00', '11:00', '14:00', '15:00', '16:00'],
    itinerary: [
      {
        title: 'Meeting point',
        description: 'A short introduction to the street art of {h} and the crews who paint it.',
        weight: 1,
      },
      { title: 'Famous murals', description: 'The best-known walls of {h} and who painted them.', weight: 3 },
      {
        title: 'Side streets',
        description: 'Stencils, paste-ups and small works you would walk past alone.',
        weight: 3,
      },
      {
        title: 'Artist-run space',
        description: 'A studio or gallery run by artists from {city}, and {drink} to finish.',
        weight: 2,
      },
    ],
  },
  history: {
    category: 'history',
    titlePattern: / Old Town Stories$/,
    startTimes: ['09:30', '10:00', '11:00', '14:00', '15:30'],
    itinerary: [
      { title: 'Where it began', description: 'Why {city} grew up here, told beside {landmark}.', weight: 2 },
      {
        title: 'Landmarks and their secrets',
        description: 'From {landmark} to {landmark2}, the monuments street by street.',
        weight: 3,
      },
      { title: 'Quiet courtyards', description: 'Hidden corners off the main streets of {h}.', weight: 2 },
      {
        title: 'Historic café',
        description: 'A coffee with {sweet}, and the museums to see next.',
        weight: 1,
      },
    ],
  },
  market: {
    category: 'markets',
    titlePattern: /^Markets and Tastings in /,
    startTimes: ['08:30', '09:00', '09:30', '10:30'],
    itinerary: [
      { title: 'Market gates', description: 'Meet {guide} and the first stallholders of {h}.', weight: 1 },
      {
        title: 'Fruit and bread',
        description: 'Seasonal tastings, and how cooks in {city} pick the best.',
        weight: 3,
      },
      {
        title: 'Local specialties',
        description: '{dish} and other specialties, made or sliced to order.',
        weight: 2,
      },
      { title: 'Late breakfast', description: 'Sit down with {sweet} and taste what you bought.', weight: 2 },
    ],
  },
  photo: {
    category: 'photography',
    titlePattern: /^Sunrise Photo Walk in /,
    startTimes: ['06:30', '07:00', '07:30'],
    itinerary: [
      {
        title: 'First light',
        description: 'Meet before sunrise in {h} and set up your camera or phone.',
        weight: 1,
      },
      { title: 'Empty streets', description: 'Composition tips while {h} is still asleep.', weight: 3 },
      { title: 'Viewpoint', description: 'A view over {h} before the crowds arrive.', weight: 2 },
      {
        title: 'Coffee and review',
        description: 'Coffee, {sweet} and a look at your best shots.',
        weight: 1,
      },
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

/**
 * Review sentences. A review is an opening line for its rating, then some of: a detail of its theme, a word
 * about the guide, a complaint (below five stars) and a tip. Each tour takes every sentence at most once, so
 * no line repeats on a tour page. Placeholders as in the itinerary, {guide} the guide's first name.
 */
export const reviewOpeners: Record<3 | 4 | 5, string[]> = {
  5: [
    'The best thing we did in {city}.',
    'Worth every cent.',
    'We booked on our first day and used the tips for the rest of the trip.',
    'Absolutely loved it!',
    'Five stars without a second thought.',
    'If you only book one tour here, make it this one.',
    'Our teenagers were gripped from start to finish, which never happens.',
    'I have done a lot of walking tours and this was one of the good ones.',
  ],
  4: [
    'Really enjoyable, with a guide who clearly loves the place.',
    'A lovely few hours, though it ran a little longer than planned.',
    'Very good overall.',
    'Solid tour and great stories.',
    'Good value and a friendly small group.',
  ],
  3: [
    'Nice idea and a friendly guide.',
    'Pleasant enough, though it felt more like a stroll than a tour.',
    'Mixed feelings.',
  ],
};

export const reviewGuideLines = [
  '{guide} was funny, patient and full of stories.',
  '{guide} knows {city} inside out.',
  'Thank you {guide}!',
  '{guide} remembered all our names by the second stop.',
  '{guide} answered every question, even the silly ones.',
  'You can tell {guide} grew up here.',
];

export const reviewComplaints = [
  'One stop was very crowded.',
  'The group was a bit big for such narrow streets.',
  'I wish we had spent longer at the last stop.',
  'Hard to hear at times over the traffic.',
  'The group was slow and we skipped a stop.',
];

export const reviewTips = [
  'Wear comfortable shoes.',
  'Bring water in summer.',
  'Go early in your stay so you can use the recommendations.',
  'Book the early slot if you can.',
  'Bring a light jacket.',
];

export const reviewDetails: Record<string, string[]> = {
  food: [
    'We are still talking about the {dish} at the second stop.',
    'I would never have ordered {dish2} on my own.',
    'The {drink} at the end was a perfect finish.',
    'Come hungry: there is a lot of food.',
    'The vegetarian options were thought through, not an afterthought.',
  ],
  night: [
    'The view near {viewpoint} at night was unforgettable.',
    'The second bar had no sign at all; we would never have found it.',
    'My first {drink}, and not my last.',
    'Felt safe the whole evening, even in the quiet lanes.',
  ],
  'street-art': [
    'The artist-run studio was the highlight.',
    'I took more photos in two hours than in the rest of the week.',
    'Now I see murals everywhere I go in {city}.',
    'Great mix of big walls and tiny details we would have missed.',
  ],
  history: [
    'The story behind {landmark} alone was worth it.',
    'We had walked past those courtyards twice the day before.',
    'Dates and names, yes, but mostly stories about people.',
    'The coffee stop in the old café was a nice touch.',
  ],
  market: [
    'The stallholders clearly know and like our guide.',
    'We went back to the market the next day on our own.',
    'Breakfast at the end, with {sweet}, was generous.',
    'Finally learnt how to pick fruit like a local.',
  ],
  photo: [
    'Getting up that early was hard and completely worth it.',
    'My phone photos have never looked this good.',
    'The light over {h} at dawn was magical.',
    'The tips were practical, not technical jargon.',
  ],
};
