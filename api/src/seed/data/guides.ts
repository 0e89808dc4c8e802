// The 30 local guides: two per city (one for São Paulo and Kraków).

export interface SeedGuide {
  citySlug: string;
  name: string;
  interests: [string, string];
}

export const seedGuides: SeedGuide[] = [
  { citySlug: 'lisbon', name: 'Inês Carvalho', interests: ['fado houses', 'tiled facades'] },
  { citySlug: 'lisbon', name: 'Tiago Mendes', interests: ['seafood tascas', 'hidden viewpoints'] },
  { citySlug: 'porto', name: 'Beatriz Sousa', interests: ['port wine', 'azulejo churches'] },
  { citySlug: 'porto', name: 'Rui Figueiredo', interests: ['riverside walks', 'old bookshops'] },
  { citySlug: 'barcelona', name: 'Laia Puig', interests: ['modernista architecture', 'vermouth bars'] },
  { citySlug: 'barcelona', name: 'Marc Ferrer', interests: ['market food', 'street art'] },
  { citySlug: 'paris', name: 'Camille Laurent', interests: ['small galleries', 'natural wine'] },
  { citySlug: 'paris', name: 'Théo Girard', interests: ['canal-side bistros', 'vintage shops'] },
  { citySlug: 'rome', name: 'Giulia Romano', interests: ['Roman history', 'family trattorias'] },
  { citySlug: 'rome', name: 'Lorenzo Conti', interests: ['espresso bars', 'Baroque churches'] },
  { citySlug: 'kyoto', name: 'Aiko Tanaka', interests: ['tea ceremony', 'temple gardens'] },
  { citySlug: 'kyoto', name: 'Kenji Mori', interests: ['izakaya culture', 'craft workshops'] },
  { citySlug: 'mexico-city', name: 'Valeria Hernández', interests: ['taco stands', 'muralism'] },
  { citySlug: 'mexico-city', name: 'Diego Ramírez', interests: ['mezcal bars', 'design shops'] },
  { citySlug: 'istanbul', name: 'Elif Yılmaz', interests: ['meyhane evenings', 'Ottoman history'] },
  { citySlug: 'istanbul', name: 'Can Demir', interests: ['ferry rides', 'street food'] },
  { citySlug: 'marrakech', name: 'Salma Benali', interests: ['souk crafts', 'riad gardens'] },
  { citySlug: 'marrakech', name: 'Youssef Amrani', interests: ['Moroccan cooking', 'rooftop cafés'] },
  { citySlug: 'new-york', name: 'Maya Goldberg', interests: ['jazz basements', 'old delis'] },
  { citySlug: 'new-york', name: 'Jamal Carter', interests: ['Harlem history', 'rooftop bars'] },
  { citySlug: 'buenos-aires', name: 'Lucía Fernández', interests: ['tango halls', 'grand cafés'] },
  { citySlug: 'buenos-aires', name: 'Martín Gómez', interests: ['parrillas', 'street markets'] },
  { citySlug: 'cape-town', name: 'Thandiwe Nkosi', interests: ['Cape Malay food', 'hiking trails'] },
  { citySlug: 'cape-town', name: 'Pieter van der Merwe', interests: ['wine farms', 'coastal walks'] },
  { citySlug: 'tbilisi', name: 'Nino Beridze', interests: ['natural wine', 'sulphur baths'] },
  { citySlug: 'tbilisi', name: 'Giorgi Kapanadze', interests: ['Georgian feasts', 'Soviet architecture'] },
  { citySlug: 'hanoi', name: 'Linh Nguyễn', interests: ['street kitchens', 'lake-side cafés'] },
  { citySlug: 'hanoi', name: 'Minh Trần', interests: ['bia hơi corners', 'old temples'] },
  { citySlug: 'sao-paulo', name: 'Ana Oliveira', interests: ['botecos', 'street art alleys'] },
  { citySlug: 'krakow', name: 'Zofia Nowak', interests: ['Kazimierz history', 'cellar bars'] },
];
