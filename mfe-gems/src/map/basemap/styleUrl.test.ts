import {
  forgetRegisteredProtocols,
  PMTILES_PROTOCOL,
  registerProtocolsFor,
  resolveMapStyle,
  styleUsesPmtiles,
} from './styleUrl';

const pmtilesStyle = {
  version: 8,
  sources: {
    protomaps: { type: 'vector', url: 'pmtiles://https://cdn.example.test/basemaps/europe.pmtiles' },
  },
  layers: [],
};
const tileServerStyle = {
  version: 8,
  sources: { streets: { type: 'vector', tiles: ['https://tiles.example.test/{z}/{x}/{y}.pbf'] } },
  layers: [],
};

function fakePmtiles() {
  const tile = vi.fn();
  class Protocol {
    tile = tile;
  }
  return { importPmtiles: vi.fn(async () => ({ Protocol }) as never), tile };
}

describe('a provider basemap style', () => {
  afterEach(() => forgetRegisteredProtocols());

  it('tells a style reading a pmtiles:// archive (as a url or a tile URL) from one that does not', () => {
    expect(styleUsesPmtiles(pmtilesStyle as never)).toBe(true);
    expect(
      styleUsesPmtiles({
        sources: { a: { type: 'raster', tiles: ['pmtiles://https://cdn/x.pmtiles'] } },
      } as never),
    ).toBe(true);
    expect(styleUsesPmtiles(tileServerStyle as never)).toBe(false);
    expect(styleUsesPmtiles({ sources: {} } as never)).toBe(false);
  });

  it('registers the pmtiles protocol for a pmtiles style, once, with the library loaded then', async () => {
    const maplibre = { addProtocol: vi.fn() };
    const { importPmtiles, tile } = fakePmtiles();
    await registerProtocolsFor(pmtilesStyle as never, maplibre, importPmtiles);
    await registerProtocolsFor(pmtilesStyle as never, maplibre, importPmtiles);
    expect(importPmtiles).toHaveBeenCalledOnce();
    expect(maplibre.addProtocol).toHaveBeenCalledExactlyOnceWith(PMTILES_PROTOCOL, tile);
  });

  it('neither loads nor registers pmtiles for any other style', async () => {
    const maplibre = { addProtocol: vi.fn() };
    const { importPmtiles } = fakePmtiles();
    await registerProtocolsFor(tileServerStyle as never, maplibre, importPmtiles);
    expect(importPmtiles).not.toHaveBeenCalled();
    expect(maplibre.addProtocol).not.toHaveBeenCalled();
  });

  it('reads the configured style once and hands the map the style itself, protocol registered first', async () => {
    const maplibre = { addProtocol: vi.fn() };
    const { importPmtiles } = fakePmtiles();
    const fetchStyle = vi.fn(async () => Response.json(pmtilesStyle));
    const style = await resolveMapStyle('https://cdn.example.test/basemaps/style.json', maplibre, {
      fetch: fetchStyle as typeof fetch,
      importPmtiles,
    });
    expect(fetchStyle).toHaveBeenCalledExactlyOnceWith('https://cdn.example.test/basemaps/style.json');
    expect(style).toEqual(pmtilesStyle);
    expect(maplibre.addProtocol).toHaveBeenCalledOnce();
  });

  it('fails when the style cannot be read, registering nothing', async () => {
    const maplibre = { addProtocol: vi.fn() };
    const { importPmtiles } = fakePmtiles();
    await expect(
      resolveMapStyle('https://cdn.example.test/missing.json', maplibre, {
        fetch: (async () => new Response('gone', { status: 404 })) as typeof fetch,
        importPmtiles,
      }),
    ).rejects.toThrow('The map style answered 404');
    expect(maplibre.addProtocol).not.toHaveBeenCalled();
  });
});
