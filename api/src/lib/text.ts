/** Lower-case, accent-free form used for search ("São Paulo" -> "sao paulo", "Kraków" -> "krakow"). */
export function searchKey(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/ı/g, 'i')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/ø/g, 'o')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export function slugify(value: string): string {
  return searchKey(value)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Escapes the LIKE wildcards so user input matches literally. */
export function likePattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
