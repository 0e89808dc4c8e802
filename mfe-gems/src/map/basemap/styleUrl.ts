/**
 * A provider's basemap (runtime config `mapStyleUrl`): any MapLibre style.json. A style whose sources
 * read a `pmtiles://` archive (a single file of vector tiles on the project's own CDN, read with range
 * requests) needs the `pmtiles` protocol: the library is downloaded and registered only then, so the
 * offline default and other styles never load it.
 */
import type { AddProtocolAction, StyleSpecification } from 'maplibre-gl';

export const PMTILES_PROTOCOL = 'pmtiles';

/** What registering the protocol needs of MapLibre. */
export interface ProtocolHost {
  addProtocol(name: string, handler: AddProtocolAction): void;
}

type PmtilesModule = Pick<typeof import('pmtiles'), 'Protocol'>;

const isPmtilesUrl = (value: unknown) =>
  typeof value === 'string' && value.startsWith(`${PMTILES_PROTOCOL}://`);

/** Whether any source of the style reads a pmtiles:// archive (as its TileJSON url or a tile URL). */
export function styleUsesPmtiles(style: Pick<StyleSpecification, 'sources'>): boolean {
  return Object.values(style.sources ?? {}).some((source) => {
    const { url, tiles } = source as { url?: unknown; tiles?: unknown };
    return isPmtilesUrl(url) || (Array.isArray(tiles) && tiles.some(isPmtilesUrl));
  });
}

let registered: Promise<void> | null = null;

/** Registers the pmtiles protocol once, if the style needs it. */
export async function registerProtocolsFor(
  style: Pick<StyleSpecification, 'sources'>,
  maplibre: ProtocolHost,
  importPmtiles: () => Promise<PmtilesModule> = () => import('pmtiles'),
): Promise<void> {
  if (!styleUsesPmtiles(style)) return;
  registered ??= importPmtiles().then(({ Protocol }) => {
    const protocol = new Protocol();
    maplibre.addProtocol(PMTILES_PROTOCOL, protocol.tile as AddProtocolAction);
  });
  registered.catch(() => {
    registered = null;
  });
  return registered;
}

/** For tests. */
export function forgetRegisteredProtocols(): void {
  registered = null;
}

/**
 * The provider's style, read once here so its sources can be checked before the map asks for tiles:
 * the style itself, with the protocols it needs registered. Throws when the style cannot be read.
 */
export async function resolveMapStyle(
  styleUrl: string,
  maplibre: ProtocolHost,
  options: { fetch?: typeof fetch; importPmtiles?: () => Promise<PmtilesModule> } = {},
): Promise<StyleSpecification> {
  const response = await (options.fetch ?? fetch)(styleUrl);
  if (!response.ok) throw new Error(`The map style answered ${response.status}`);
  const style = (await response.json()) as StyleSpecification;
  await registerProtocolsFor(style, maplibre, options.importPmtiles);
  return style;
}
