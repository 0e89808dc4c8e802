// lineclip ships no types: the one function the land script uses.
declare module 'lineclip' {
  export function clipPolygon(points: [number, number][], bbox: number[]): [number, number][];
}
