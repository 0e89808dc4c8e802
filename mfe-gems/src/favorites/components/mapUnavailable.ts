/** What a folder says when its map's code could not be downloaded. */
export const MAP_UNAVAILABLE = 'The map could not be loaded. The list has every gem of this folder.';
