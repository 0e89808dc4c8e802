// The 30 local guides: two per city (one for São Paulo and Kraków), each with a bio of their own.

export interface SeedGuide {
  citySlug: string;
  name: string;
  interests: [string, string];
  /** Written for this guide: who they are and what a walk with them is like. */
  bio: string;
}

export const seedGuides: SeedGuide[] = [
  {
    citySlug: 'lisbon',
    name: 'Inês Carvalho',
    interests: ['fado houses', 'tiled facades'],
    bio: 'Grew up above her grandmother’s tasca in Alfama and still knows which fado houses let the neighbours sing. She trained as an art historian, which is why her walks stop at tiled facades most people hurry past.',
  },
  {
    citySlug: 'lisbon',
    name: 'Tiago Mendes',
    interests: ['seafood tascas', 'hidden viewpoints'],
    bio: 'A former fishmonger at the Ribeira market who swapped his apron for walking shoes eight years ago. He will tell you where the sardines are grilled best and which viewpoint is still quiet at sunset.',
  },
  {
    citySlug: 'porto',
    name: 'Beatriz Sousa',
    interests: ['port wine', 'azulejo churches'],
    bio: 'Spent a decade in the port lodges of Gaia blending tawny before she started guiding. Her tours go slowly, with time to look at the azulejo panels of the churches she loves.',
  },
  {
    citySlug: 'porto',
    name: 'Rui Figueiredo',
    interests: ['riverside walks', 'old bookshops'],
    bio: 'Porto-born, a secondhand bookseller for twenty years, he walks the river from Ribeira to Foz most mornings. Ask him about the city’s printers and he will change the route to show you one.',
  },
  {
    citySlug: 'barcelona',
    name: 'Laia Puig',
    interests: ['modernista architecture', 'vermouth bars'],
    bio: 'An architect who gave up drawing hotels to show people the modernista buildings she grew up among. Her evenings end at a vermouth bar in Gràcia where the owner still writes the bill in chalk.',
  },
  {
    citySlug: 'barcelona',
    name: 'Marc Ferrer',
    interests: ['market food', 'street art'],
    bio: 'Cooked in Boqueria kitchens until a knee injury sent him out of the kitchen and into the streets. Now he guides through markets and the Raval’s murals, and he argues about patatas bravas with everyone.',
  },
  {
    citySlug: 'paris',
    name: 'Camille Laurent',
    interests: ['small galleries', 'natural wine'],
    bio: 'Ran a small gallery in the Marais for six years and still gets invited to every opening. She pairs each stop with a glass of natural wine from a grower she has visited.',
  },
  {
    citySlug: 'paris',
    name: 'Théo Girard',
    interests: ['canal-side bistros', 'vintage shops'],
    bio: 'A Canal Saint-Martin local who restores old bicycles on weekends. His walks find the bistros without English menus and the flea stalls where the good finds hide.',
  },
  {
    citySlug: 'rome',
    name: 'Giulia Romano',
    interests: ['Roman history', 'family trattorias'],
    bio: 'An archaeologist who worked on digs under Trastevere before she started guiding in 2016. Lunch is always at the trattoria her aunt swears by, and she never lets you skip the carbonara.',
  },
  {
    citySlug: 'rome',
    name: 'Lorenzo Conti',
    interests: ['espresso bars', 'Baroque churches'],
    bio: 'Third-generation Roman, barista in his twenties, art history student in his thirties. He plans every walk around two things: the Baroque churches and where to stand for the best espresso nearby.',
  },
  {
    citySlug: 'kyoto',
    name: 'Aiko Tanaka',
    interests: ['tea ceremony', 'temple gardens'],
    bio: 'Studied tea ceremony for twelve years in the Urasenke school and teaches it on Sunday mornings. Her walks through temple gardens are quiet, unhurried and timed to miss the tour buses.',
  },
  {
    citySlug: 'kyoto',
    name: 'Kenji Mori',
    interests: ['izakaya culture', 'craft workshops'],
    bio: 'A woodworker from a family of Kyoto carpenters who knows the workshops behind the shopfronts. In the evening he takes small groups to izakaya where the counter seats eight.',
  },
  {
    citySlug: 'mexico-city',
    name: 'Valeria Hernández',
    interests: ['taco stands', 'muralism'],
    bio: 'A muralist who painted walls in Roma Norte before she guided people to them. She eats tacos al pastor at least once a day and has strong views on salsa.',
  },
  {
    citySlug: 'mexico-city',
    name: 'Diego Ramírez',
    interests: ['mezcal bars', 'design shops'],
    bio: 'Came from Oaxaca for design school and never went home. His tours mix mezcal tastings with the small studios making furniture and ceramics in Juárez.',
  },
  {
    citySlug: 'istanbul',
    name: 'Elif Yılmaz',
    interests: ['meyhane evenings', 'Ottoman history'],
    bio: 'A historian of the Ottoman city who left the university to teach by walking. Evenings with her end in a meyhane in Beyoğlu, with meze, rakı and a long story about the building.',
  },
  {
    citySlug: 'istanbul',
    name: 'Can Demir',
    interests: ['ferry rides', 'street food'],
    bio: 'Takes the ferry from Kadıköy to Karaköy twice a day and knows every simit seller on the route. He guides street-food walks on both shores and makes you try the midye.',
  },
  {
    citySlug: 'marrakech',
    name: 'Salma Benali',
    interests: ['souk crafts', 'riad gardens'],
    bio: 'Daughter of a leather craftsman in the souks, she speaks Arabic, French, English and Tashelhit. She knows the riad gardens open to visitors and the workshops that are happy to see you.',
  },
  {
    citySlug: 'marrakech',
    name: 'Youssef Amrani',
    interests: ['Moroccan cooking', 'rooftop cafés'],
    bio: 'A cook who ran a riad kitchen for ten years and now teaches tagine on a rooftop in the Medina. His walks end with mint tea on a terrace facing the Koutoubia.',
  },
  {
    citySlug: 'new-york',
    name: 'Maya Goldberg',
    interests: ['jazz basements', 'old delis'],
    bio: 'A jazz pianist who has played half the basements in the Village and remembers the ones that closed. Between sets she will take you to the delis her grandparents went to on the Lower East Side.',
  },
  {
    citySlug: 'new-york',
    name: 'Jamal Carter',
    interests: ['Harlem history', 'rooftop bars'],
    bio: 'A Harlem native and former history teacher who knows the block where each legend of the Renaissance lived. His evening walks finish on a rooftop with the whole of upper Manhattan lit up.',
  },
  {
    citySlug: 'buenos-aires',
    name: 'Lucía Fernández',
    interests: ['tango halls', 'grand cafés'],
    bio: 'Danced tango for fifteen years and still goes to a milonga every Thursday. Her city is one of grand cafés, old dance halls and the stories of the people who filled them.',
  },
  {
    citySlug: 'buenos-aires',
    name: 'Martín Gómez',
    interests: ['parrillas', 'street markets'],
    bio: 'A San Telmo kid raised among antique dealers and market stalls. He takes you to the parrillas where the neighbours eat and lets you choose between the asado and the choripán.',
  },
  {
    citySlug: 'cape-town',
    name: 'Thandiwe Nkosi',
    interests: ['Cape Malay food', 'hiking trails'],
    bio: 'Born in Langa, she has walked every trail on Table Mountain and leads the Bo-Kaap food tours with a local family. Her bobotie recommendations are not negotiable.',
  },
  {
    citySlug: 'cape-town',
    name: 'Pieter van der Merwe',
    interests: ['wine farms', 'coastal walks'],
    bio: 'Worked the harvest on a Stellenbosch wine farm before moving to the Atlantic seaboard. He leads coastal walks from Sea Point and knows which wine farms are worth the drive.',
  },
  {
    citySlug: 'tbilisi',
    name: 'Nino Beridze',
    interests: ['natural wine', 'sulphur baths'],
    bio: 'A winemaker’s daughter from Kakheti who opened a natural wine bar in Sololaki. Her walks end in the sulphur baths of Abanotubani or over a glass of amber qvevri wine.',
  },
  {
    citySlug: 'tbilisi',
    name: 'Giorgi Kapanadze',
    interests: ['Georgian feasts', 'Soviet architecture'],
    bio: 'Maps the Soviet buildings of Tbilisi for a university archive by day. He also leads supras with a tamada who knows every toast, and keeps the khinkali coming.',
  },
  {
    citySlug: 'hanoi',
    name: 'Linh Nguyễn',
    interests: ['street kitchens', 'lake-side cafés'],
    bio: 'Grew up in a tube house in the Old Quarter where her mother sold bún chả from the doorstep. She knows which street kitchens light their stoves at dawn and the lakeside cafés for egg coffee.',
  },
  {
    citySlug: 'hanoi',
    name: 'Minh Trần',
    interests: ['bia hơi corners', 'old temples'],
    bio: 'Wrote about the temples of Hanoi and the families who keep them for twenty years as a journalist. Evenings with him end on a plastic stool at a bia hơi corner.',
  },
  {
    citySlug: 'sao-paulo',
    name: 'Ana Oliveira',
    interests: ['botecos', 'street art alleys'],
    bio: 'A street-art photographer who has documented the alleys of Vila Madalena since they were bare. Her walks end in a boteco with a cold chopp and a plate of pastel de feira.',
  },
  {
    citySlug: 'krakow',
    name: 'Zofia Nowak',
    interests: ['Kazimierz history', 'cellar bars'],
    bio: 'Her grandparents lived on Szeroka Street, and she has written the history of Jewish Kazimierz. She guides the quarter by day and its cellar bars by night, with a pierogi stop in between.',
  },
];
