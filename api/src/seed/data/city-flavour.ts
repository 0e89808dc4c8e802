// What each seeded city tastes and looks like: real dishes, drinks, markets, viewpoints and landmarks,
// and a few given names its small places are called after. Gem names and descriptions, tour summaries,
// itineraries and reviews are written with these, so a Lisbon food walk tastes of Lisbon.

export interface CityFlavour {
  /** Savoury local dishes, as they read in a sentence ("grilled sardines"). */
  dishes: [string, string, string, string];
  sweet: string;
  drinks: [string, string];
  market: string;
  viewpoint: string;
  landmarks: [string, string, string];
  /** Given names a family-run place might carry. */
  people: string[];
  /** The river, sea or lake the city lives by. */
  water: string;
}

export const cityFlavours: Record<string, CityFlavour> = {
  lisbon: {
    dishes: ['bifanas', 'grilled sardines', 'bacalhau à brás', 'clams à Bulhão Pato'],
    sweet: 'pastéis de nata',
    drinks: ['ginjinha', 'vinho verde'],
    market: 'Mercado da Ribeira',
    viewpoint: 'Miradouro da Senhora do Monte',
    landmarks: ['the Sé cathedral', 'São Jorge Castle', 'Praça do Comércio'],
    people: ['Rosa', 'Amália', 'Zé', 'Lurdes', 'Manel', 'Fernanda'],
    water: 'the Tagus',
  },
  porto: {
    dishes: ['francesinhas', 'tripas à moda do Porto', 'bolinhos de bacalhau', 'grilled octopus'],
    sweet: 'pão de ló',
    drinks: ['tawny port', 'vinho verde'],
    market: 'Mercado do Bolhão',
    viewpoint: 'Miradouro da Vitória',
    landmarks: ['the Clérigos Tower', 'the Dom Luís I bridge', 'São Bento station'],
    people: ['Alice', 'Joaquim', 'Conceição', 'Albino', 'Graça', 'Armando'],
    water: 'the Douro',
  },
  barcelona: {
    dishes: ['patatas bravas', 'pa amb tomàquet', 'bombas', 'fideuà'],
    sweet: 'crema catalana',
    drinks: ['vermut', 'cava'],
    market: 'Mercat de Santa Caterina',
    viewpoint: 'the Bunkers del Carmel',
    landmarks: ['Santa Maria del Mar', 'the Palau de la Música', 'the cathedral cloister'],
    people: ['Montse', 'Jordi', 'Núria', 'Pep', 'Mercè', 'Quim'],
    water: 'the Mediterranean',
  },
  paris: {
    dishes: ['croque-monsieur', 'steak frites', 'œufs mayonnaise', 'onion soup'],
    sweet: 'tarte Tatin',
    drinks: ['natural wine', 'kir'],
    market: 'the Marché des Enfants Rouges',
    viewpoint: 'the steps of Sacré-Cœur',
    landmarks: ['the Place des Vosges', 'the Pont Neuf', 'Saint-Eustache'],
    people: ['Martine', 'Josette', 'Marcel', 'Odile', 'René', 'Simone'],
    water: 'the Seine',
  },
  rome: {
    dishes: ['cacio e pepe', 'carbonara', 'supplì', 'carciofi alla giudia'],
    sweet: 'maritozzi',
    drinks: ['spritz', 'Frascati'],
    market: 'the Mercato di Testaccio',
    viewpoint: 'the Giardino degli Aranci',
    landmarks: ['the Pantheon', 'Piazza Navona', 'the Theatre of Marcellus'],
    people: ['Rita', 'Franco', 'Marisa', 'Enzo', 'Teresa', 'Gigi'],
    water: 'the Tiber',
  },
  kyoto: {
    dishes: ['yudofu', 'saba-zushi', 'obanzai plates', 'nishin soba'],
    sweet: 'warabi mochi',
    drinks: ['sencha', 'Fushimi sake'],
    market: 'Nishiki Market',
    viewpoint: 'the Kiyomizu-dera terrace',
    landmarks: ['Yasaka Shrine', 'the Philosopher’s Path', 'Kennin-ji'],
    people: ['Hanako', 'Sachiko', 'Taro', 'Michiko', 'Hiro', 'Yumi'],
    water: 'the Kamo River',
  },
  'mexico-city': {
    dishes: ['tacos al pastor', 'tlacoyos', 'chilaquiles', 'tamales'],
    sweet: 'churros',
    drinks: ['mezcal', 'horchata'],
    market: 'the Mercado de Medellín',
    viewpoint: 'the Torre Latinoamericana',
    landmarks: ['the Palacio de Bellas Artes', 'the Zócalo', 'Parque México'],
    people: ['Lupita', 'Chucho', 'Carmen', 'Memo', 'Rosario', 'Paco'],
    water: 'the Chapultepec lake',
  },
  istanbul: {
    dishes: ['balık ekmek', 'lahmacun', 'mantı', 'midye dolma'],
    sweet: 'baklava',
    drinks: ['çay', 'rakı'],
    market: 'the Kadıköy fish market',
    viewpoint: 'the Galata Tower',
    landmarks: ['the Süleymaniye Mosque', 'the Grand Bazaar', 'Hagia Sophia'],
    people: ['Ayşe', 'Mehmet', 'Fatma', 'Hüseyin', 'Zeynep', 'Kemal'],
    water: 'the Bosphorus',
  },
  marrakech: {
    dishes: ['tanjia', 'harira', 'msemen', 'lamb tagine'],
    sweet: 'chebakia',
    drinks: ['mint tea', 'fresh orange juice'],
    market: 'the Jemaa el-Fna food stalls',
    viewpoint: 'the roof terraces over the Medina',
    landmarks: ['the Koutoubia', 'the Ben Youssef Madrasa', 'the Bahia Palace'],
    people: ['Fatima', 'Hassan', 'Khadija', 'Driss', 'Aicha', 'Omar'],
    water: 'the Menara basin',
  },
  'new-york': {
    dishes: ['pastrami on rye', 'bagels with lox', 'dollar slices', 'soup dumplings'],
    sweet: 'black-and-white cookies',
    drinks: ['egg creams', 'Manhattans'],
    market: 'the Essex Market',
    viewpoint: 'the Brooklyn Bridge walkway',
    landmarks: ['the Tenement Museum', 'the Washington Square arch', 'the Apollo Theater'],
    people: ['Sal', 'Rita', 'Moe', 'Dolores', 'Benny', 'Gloria'],
    water: 'the East River',
  },
  'buenos-aires': {
    dishes: ['empanadas', 'choripán', 'provoleta', 'milanesa'],
    sweet: 'alfajores',
    drinks: ['Malbec', 'fernet con coca'],
    market: 'the San Telmo market',
    viewpoint: 'the Palacio Barolo lighthouse',
    landmarks: ['Plaza de Mayo', 'the Recoleta Cemetery', 'Caminito'],
    people: ['Chiche', 'Beba', 'Tito', 'Norma', 'Cacho', 'Mirta'],
    water: 'the Río de la Plata',
  },
  'cape-town': {
    dishes: ['bobotie', 'gatsby sandwiches', 'snoek', 'Cape Malay curry'],
    sweet: 'koeksisters',
    drinks: ['rooibos', 'Stellenbosch pinotage'],
    market: 'the Old Biscuit Mill market',
    viewpoint: 'Signal Hill',
    landmarks: ['the Company’s Garden', 'the Castle of Good Hope', 'the Auwal Mosque'],
    people: ['Fatima', 'Sipho', 'Anwar', 'Nomsa', 'Riaan', 'Lindiwe'],
    water: 'the Atlantic',
  },
  tbilisi: {
    dishes: ['khachapuri', 'khinkali', 'badrijani', 'lobio'],
    sweet: 'churchkhela',
    drinks: ['qvevri wine', 'tarkhuna'],
    market: 'the Dezerter Bazaar',
    viewpoint: 'Narikala Fortress',
    landmarks: ['the Bridge of Peace', 'Sioni Cathedral', 'the sulphur bath domes'],
    people: ['Nana', 'Levan', 'Tamar', 'Gela', 'Eka', 'Dato'],
    water: 'the Mtkvari',
  },
  hanoi: {
    dishes: ['bún chả', 'phở bò', 'bánh cuốn', 'chả cá'],
    sweet: 'chè',
    drinks: ['egg coffee', 'bia hơi'],
    market: 'Đồng Xuân market',
    viewpoint: 'the Long Biên bridge',
    landmarks: ['the Temple of Literature', 'Ngọc Sơn Temple', 'the Opera House'],
    people: ['Lan', 'Hùng', 'Mai', 'Tuấn', 'Hoa', 'Bình'],
    water: 'Hoàn Kiếm Lake',
  },
  'sao-paulo': {
    dishes: ['pastel de feira', 'coxinhas', 'feijoada', 'mortadella sandwiches'],
    sweet: 'brigadeiros',
    drinks: ['caipirinhas', 'chopp'],
    market: 'the Mercadão',
    viewpoint: 'the Edifício Itália terrace',
    landmarks: ['Beco do Batman', 'the Martinelli Building', 'the São Bento monastery'],
    people: ['Cida', 'Zeca', 'Neide', 'Tião', 'Dita', 'Juca'],
    water: 'the Ibirapuera lake',
  },
  krakow: {
    dishes: ['pierogi', 'żurek', 'obwarzanki', 'zapiekanki'],
    sweet: 'kremówka',
    drinks: ['żubrówka', 'craft lager'],
    market: 'Stary Kleparz',
    viewpoint: 'the Kościuszko Mound',
    landmarks: ['St Mary’s Basilica', 'Wawel Castle', 'the Old Synagogue'],
    people: ['Basia', 'Janek', 'Halina', 'Staszek', 'Krysia', 'Zbyszek'],
    water: 'the Vistula',
  },
};

export function flavourOf(citySlug: string): CityFlavour {
  const flavour = cityFlavours[citySlug];
  if (!flavour) throw new Error(`no flavour for the seeded city ${citySlug}`);
  return flavour;
}
